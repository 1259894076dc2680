import type { SubmissionResult } from "@conform-to/react";
import type { Lang } from "~/content/languages";
import { formText } from "~/forms/messages";
import type { LeadKind } from "~/models/lead-intake.server";
import type { RateLimitResult, RateLimitRule } from "../platform/rate-limit.server";

/** Per IP and form: this many accepted submissions per window. */
export const FORM_RATE_LIMITS: Record<LeadKind, { limit: number; windowMs: number }> = {
  contact: { limit: 5, windowMs: 10 * 60_000 },
  estimate: { limit: 5, windowMs: 10 * 60_000 },
  booking: { limit: 10, windowMs: 10 * 60_000 },
  newsletter: { limit: 5, windowMs: 10 * 60_000 },
};

/** Messages from requests' status pages, per address: as many as a public form takes. */
export const STATUS_MESSAGE_RULE: RateLimitRule = { name: "form:status-message", limit: 5, windowMs: 10 * 60_000 };

/**
 * Answers to a visit from requests' status pages (confirm it, move it), per address: as many as a public form
 * takes. A move books anew and texts the customer, so an unbounded stream of them would be a stream of texts.
 */
export const STATUS_VISIT_RULE: RateLimitRule = { name: "form:status-visit", limit: 5, windowMs: 10 * 60_000 };

/** Photos added on requests' status pages, per address: as many posts as the estimate form takes. */
export const STATUS_PHOTOS_RULE: RateLimitRule = { name: "form:status-photos", ...FORM_RATE_LIMITS.estimate };

/** The rule a form's per-address limit counts by. */
export const formRule = (form: LeadKind): RateLimitRule => ({ name: `form:${form}`, ...FORM_RATE_LIMITS[form] });

/** How a form's workflow asks whether an address may send it again (FormDeps.rateLimit). */
export interface FormRateLimiter {
  rateLimit(form: LeadKind, ip: string): Promise<RateLimitResult>;
}

/** The 429 outcome when this IP sent too many of this form, else null. */
export async function overRateLimit(
  form: LeadKind,
  meta: { ip: string; lang?: Lang },
  submission: { reply(options: { formErrors: string[] }): SubmissionResult<string[]> },
  deps: FormRateLimiter,
) {
  const limit = await deps.rateLimit(form, meta.ip);
  if (limit.ok) return null;
  const { rateLimited } = formText[meta.lang ?? "en"].messages;
  return {
    ok: false as const,
    status: 429 as const,
    toast: rateLimited,
    reply: submission.reply({ formErrors: [rateLimited.description!] }),
    retryAfter: limit.retryAfterSeconds,
  };
}
