import { createHash, createHmac } from "node:crypto";
import type { Db } from "~db/client";
import { getConfig } from "../platform/config.server";
import { getDb } from "../platform/db.server";
import { withinDailyHours } from "../platform/office-clock.server";
import { kickOutbox } from "../platform/outbox.server";
import { kickTexts } from "../phone/text-outbox.server";
import type { TextRules } from "../phone/textable-number.server";
import { officeEmail } from "../site/business.server";
import type { Lang } from "~/content/languages";

/** What the review workflows need (docs/reviews.md): the settings, the clock. */
export interface ReviewDeps {
  db: Db;
  /** Keys the links' tokens (SESSION_SECRET). */
  secret: string;
  siteUrl: string;
  /** The office's clock (ONCALL_TIME_ZONE) and REVIEW_SENDING_HOURS on it. */
  timeZone: string;
  sendingHours: string;
  delayHours: number;
  googleReviewUrl: string | null;
  /** The number texts go from (the first of TWILIO_NUMBERS); null = no texting, requests go by mail. */
  textFrom: string | null;
  /** Who may be texted (TEXT_CANADA): any other phone is asked by mail. */
  textRules: TextRules;
  /** Where a low rating is mailed. */
  officeEmail: string;
  /** Sends what was just queued at once instead of at the outboxes' next tick. */
  queued(): void;
  now(): Date;
}

export function reviewDeps(): ReviewDeps {
  const c = getConfig();
  return {
    db: getDb(),
    secret: c.SESSION_SECRET,
    siteUrl: c.SITE_URL,
    timeZone: c.ONCALL_TIME_ZONE,
    sendingHours: c.REVIEW_SENDING_HOURS,
    delayHours: c.REVIEW_REQUEST_DELAY_HOURS,
    googleReviewUrl: c.GOOGLE_REVIEW_URL ?? null,
    textFrom: c.TWILIO_ACCOUNT_SID && c.TWILIO_AUTH_TOKEN ? (c.TWILIO_NUMBERS[0]?.number ?? null) : null,
    textRules: { canada: c.TEXT_CANADA },
    officeEmail: officeEmail(),
    queued: () => {
      kickTexts();
      kickOutbox();
    },
    now: () => new Date(),
  };
}

/**
 * The review worker's: the business that signs its messages, in the lead's language, as the office published it
 * when a request is queued. server/index.ts gives the content store's (currentBusiness): reviews may not use
 * content, which shows the reviews.
 */
export interface ReviewWorkerDeps extends ReviewDeps {
  business(lang: Lang): Promise<{ name: string; phone: string }>;
}

/** A review link's token: 22 base64url characters (132 bits) keyed by the secret, so it is never stored (decision 0190). */
export const reviewToken = (secret: string, requestId: string) => createHmac("sha256", secret).update(`review-link:${requestId}`).digest("base64url").slice(0, 22);

/** What the database keeps of a token: its SHA-256. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Tokens are 22 base64url characters; anything else is no link of ours (and never reaches the database). */
export const isToken = (token: string) => /^[A-Za-z0-9_-]{22}$/.test(token);

/** Whether `now` is within the sending hours on the office's clock. */
export const inSendingHours = (deps: Pick<ReviewDeps, "sendingHours" | "timeZone">, now: Date) => withinDailyHours(deps.sendingHours, deps.timeZone, now);

/** How long a review link works after the request went out. */
export const LINK_LIFETIME_MS = 30 * 24 * 60 * 60_000;
/** The one reminder goes this long after the request, if the link was not opened. */
export const REMINDER_AFTER_MS = 3 * 24 * 60 * 60_000;

/** The lead's language, as the page and the messages speak it. */
