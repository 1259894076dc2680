import { randomBytes } from "node:crypto";
import type { Db } from "~db/client";
import { findLeadProgress } from "~/models/lead-acknowledgement.server";
import { langOfLead, type Lang } from "~/content/languages";
import { getDb } from "../platform/db.server";
import { emergencyText } from "~/content/emergency";
import { sendWords } from "~/content/catalogue";
import { ownFrameWords } from "../site/page-text.server";
import { STATUS_LINK_TTL_MS, STATUS_TOKEN_BYTES, STATUS_TOKEN_PATTERN } from "./emergency-status";
import { statusText, type StatusText } from "~/content/emergency-status";

/** The customer's view of an emergency: its state and times, the customer's first name, nothing else. */
export interface EmergencyProgress {
  firstName: string;
  receivedAt: string;
  acknowledgedAt: string | null;
  /** The first name of the person who took it. */
  acknowledgedBy: string | null;
  onTheWayAt: string | null;
  /** The customer's language: the page speaks it (decision 0172). */
  lang: Lang;
}

/** A link past its week, or of a closed request: nothing of the lead but the language to say so in. */
interface ExpiredProgress {
  expired: true;
  lang: Lang;
}

/** A new request's status token: every lead gets one, whatever brought it (a form, the assistant, a call, a text). */
export const newStatusToken = () => randomBytes(STATUS_TOKEN_BYTES).toString("base64url");

interface StatusDeps {
  db: Db;
  /** The clock the link's week is measured by (a test's own); the real one when not given. */
  now?: () => Date;
}

const statusDeps = (): StatusDeps => ({ db: getDb(), now: () => new Date() });

/** Pipeline statuses that close a request: its status link stops working (decision 0093). */
const CLOSED = new Set(["won", "lost"]);

const firstWord = (name: string | null) => name?.trim().split(/\s+/)[0] || null;

/**
 * The progress of the emergency behind a status token; expired (with only the lead's language) once the link is a week old or the lead is
 * won or lost (the page then shows nothing of the lead); null for anything that is not one (a 404).
 */
export async function emergencyProgress(token: string, deps: StatusDeps = statusDeps()): Promise<EmergencyProgress | ExpiredProgress | null> {
  // A malformed token cannot exist: no query for it.
  if (!STATUS_TOKEN_PATTERN.test(token)) return null;
  const progress = await findLeadProgress(deps.db, token);
  if (!progress) return null;
  const lang = langOfLead(progress.language);
  if (CLOSED.has(progress.status) || (deps.now?.() ?? new Date()).getTime() - progress.receivedAt.getTime() >= STATUS_LINK_TTL_MS) {
    return { expired: true, lang };
  }
  return {
    firstName: progress.firstName,
    receivedAt: progress.receivedAt.toISOString(),
    acknowledgedAt: progress.acknowledgedAt?.toISOString() ?? null,
    acknowledgedBy: firstWord(progress.acknowledgedBy),
    onTheWayAt: progress.onTheWayAt?.toISOString() ?? null,
    lang,
  };
}

/** The status page's words (useWords reads them). */
export interface StatusPageWords {
  status: StatusText;
  safetyTips: readonly string[];
}

/** An expired link's words: it shows nothing of the request's progress, its words included. */
export interface ExpiredPageWords {
  status: Pick<StatusText, "expiredTitle" | "expiredDetail">;
}

/** The status page's title and words in its lead's language, the frame's included: the page has no URL language (decision 0210). */
export function statusPageText(lang: Lang, { expired = false } = {}) {
  const status = statusText[lang];
  const page: StatusPageWords | ExpiredPageWords = expired
    ? { status: { expiredTitle: status.expiredTitle, expiredDetail: status.expiredDetail } }
    : { status, safetyTips: emergencyText[lang].safetyTips };
  return { title: status.title, words: { ...(ownFrameWords(lang) as object), ...(sendWords(page) as object) } };
}
