import type { SubmissionResult } from "@conform-to/react";
import type { Db } from "~db/client";
import type { Business } from "~/content/business";
import type { Lang } from "~/content/languages";
import type { FormToast } from "~/forms/messages";
import type { PhotoRefusal } from "~/forms/photos";
import type { AlertTarget } from "~/models/lead-alerts.server";
import type { Attribution } from "~/models/lead-intake.server";
import { firstAlerts } from "../emergencies/alert-schedule.server";
import { alertDeps, kickAlerts } from "../emergencies/alert-worker.server";
import { getConfig } from "../platform/config.server";
import { getDb } from "../platform/db.server";
import { kickOutbox } from "../platform/outbox.server";
import { rateLimit } from "../platform/rate-limit.server";
import { getStorage, type Storage } from "../platform/storage.server";
import { currentBusiness } from "../content/business-facts.server";
import { officeEmail } from "../site/business.server";
import { formRule, type FormRateLimiter } from "./form-rate-limits.server";
import { getScheduling, type Scheduling } from "./scheduling.server";

/**
 * The steps every public form shares (contact-request, estimate-request, booking-request, newsletter-signup):
 * honeypot, validation with the shared schema, per-IP rate limit, save the lead first, then queue the
 * confirmation mails (docs/product.md, decisions 2–4). Routes only turn the outcome into a response
 * (form-response.server.ts). Dependencies come as the last parameter (docs/decisions/0080), so tests run the
 * real code against their own database, SMTP server and Calendly stand-in.
 */
export interface FormDeps extends FormRateLimiter {
  db: Db;
  business: Business;
  officeEmail: string;
  scheduling: Scheduling;
  /** Called after mail was queued (the app kicks its outbox worker). */
  mailQueued(): void;
  /** On-call alerting: who an emergency alerts first, and the kick that sends them at once. */
  alerts?: { targets(): Promise<AlertTarget[]>; queued(): void };
  /** Where the photos sent with a request go (the private PHOTOS_BUCKET); without it photos are refused. */
  photoStore?: { storage: Storage; bucket: string };
}

/** The workflows' parts, with the business facts the office published (docs/content.md) in the request's language. */
export async function formDeps(lang: Lang = "en"): Promise<FormDeps> {
  const business = await currentBusiness(lang);
  return {
    db: getDb(),
    business,
    officeEmail: officeEmail(),
    scheduling: getScheduling(),
    rateLimit: (form, ip) => rateLimit(formRule(form), ip),
    mailQueued: kickOutbox,
    alerts: { targets: () => firstAlerts(alertDeps()), queued: kickAlerts },
    photoStore: { storage: getStorage(), bucket: getConfig().PHOTOS_BUCKET },
  };
}

export interface RequestMeta {
  ip: string;
  /** The page the form was on. */
  page: string;
  /** Where the visit came from (the visit cookie; "direct" without one). */
  attribution?: Attribution;
  /** The language of the page posted to (/es/… is Spanish): the answer's, the lead's and its mails' (decision 0172). English when not given. */
  lang?: Lang;
}

export type Reply = SubmissionResult<string[]>;

export type Outcome<Extra = object> =
  | ({ ok: true; toast: FormToast; reply: Reply; photosRefused?: PhotoRefusal[] } & Partial<Extra>)
  | ({ ok: false; status: 400 | 429 | 502 | 503; toast: FormToast; reply: Reply; retryAfter?: number } & Partial<Extra>);
