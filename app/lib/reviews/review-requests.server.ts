import { langOfLead } from "~/content/languages";
import { randomUUID } from "node:crypto";
import { reviewRequestText } from "~/content/review-request";
import { normalizePhone } from "~/forms/phone";
import {
  dueReminders,
  dueRequests,
  queueRequestMessage,
  scheduleReviewRequest,
  stopRequest,
  type DueRequest,
  type QueuedMessage,
} from "~/models/review-requests.server";
import { numberRefusal, type TextRefusal } from "../phone/textable-number.server";
import { log } from "../platform/log.server";
import { startPollingWorker, type PollingWorker } from "../platform/polling-worker.server";
import { singleton } from "../platform/singleton.server";
import { inSendingHours, REMINDER_AFTER_MS, reviewDeps, reviewToken, tokenHash, type ReviewDeps, type ReviewWorkerDeps } from "./review-settings.server";

/**
 * A finished job's review request (docs/reviews.md): "job done" schedules it, and the worker here queues it in
 * the text or mail outbox once its delay has passed and the sending hours are open, then the one reminder.
 */

/** "Job done" on a won lead: schedules its one review request. */
export async function markJobDone(leadId: string, actorId: string, deps: Pick<ReviewDeps, "db" | "secret" | "now"> = reviewDeps()) {
  const id = randomUUID();
  return scheduleReviewRequest(deps.db, { id, leadId, tokenHash: tokenHash(reviewToken(deps.secret, id)), actorId, now: deps.now() });
}

/** Requests handled per run: the rest wait for the next run (a minute later). */
const BATCH = 50;

/** The link in a message, and the unsubscribe page for mails. */
const linkOf = (deps: Pick<ReviewDeps, "siteUrl" | "secret">, id: string) => `${new URL(`/r/${reviewToken(deps.secret, id)}`, deps.siteUrl).href}`;

/**
 * The message for a request: a text when the lead's phone is one the site may text (numberRefusal: the US, not
 * a premium range) and did not text STOP, else a mail; the reminder goes the way the request went. Null when
 * neither can go. `textRefused` says why the lead's phone was not texted, for its history.
 */
function messageFor(
  request: DueRequest,
  kind: "first" | "reminder",
  deps: ReviewDeps,
  business: { name: string; phone: string },
): { message: QueuedMessage | null; textRefused: TextRefusal | null } {
  const t = reviewRequestText[langOfLead(request.language)];
  const firstName = request.name?.trim().split(/\s+/)[0] || t.there;
  const link = linkOf(deps, request.id);
  const phone = request.phone ? normalizePhone(request.phone) : null;
  const bySms = kind === "reminder" ? request.channel === "sms" : Boolean(deps.textFrom && phone);
  const textRefused = bySms && phone ? (numberRefusal(phone, deps.textRules) ?? (request.opted_out ? "opted-out" : null)) : null;
  if (bySms && !textRefused) {
    if (!deps.textFrom || !phone) return { message: null, textRefused };
    const body = (kind === "first" ? t.text : t.reminderText)(firstName, business.name, link);
    return { message: { channel: "sms", from: deps.textFrom, to: phone, body }, textRefused };
  }
  // A reminder never changes its request's channel.
  if (!request.email || (kind === "reminder" && bySms)) return { message: null, textRefused };
  const unsubscribe = `${link}/unsubscribe`;
  const message: QueuedMessage =
    kind === "first"
      ? { channel: "email", to: request.email, subject: t.mailSubject(business.name), text: t.mail(firstName, business.name, link, business.phone, unsubscribe), listUnsubscribe: unsubscribe }
      : { channel: "email", to: request.email, subject: t.reminderSubject(business.name), text: t.reminderMail(firstName, business.name, link, business.phone, unsubscribe), listUnsubscribe: unsubscribe };
  return { message, textRefused };
}

/** Queues every due request and reminder once; nothing outside the sending hours (they wait for the next opening). */
export async function processReviewRequests(deps: ReviewWorkerDeps): Promise<{ sent: number; reminded: number; stopped: number }> {
  const run = { sent: 0, reminded: 0, stopped: 0 };
  const now = deps.now();
  if (!inSendingHours(deps, now)) return run;
  const send = async (request: DueRequest, kind: "first" | "reminder") => {
    // An unsubscribed customer is never asked again, by any channel.
    const { message, textRefused } = request.unsubscribed
      ? { message: null, textRefused: null }
      : messageFor(request, kind, deps, await deps.business(langOfLead(request.language)));
    if (!message) {
      await stopRequest(deps.db, request.id, request.unsubscribed ? "unsubscribed" : request.opted_out ? "opted-out" : "no-contact", { kind, textRefused });
      run.stopped += 1;
      return;
    }
    if (await queueRequestMessage(deps.db, request.id, kind, message, now, textRefused)) run[kind === "first" ? "sent" : "reminded"] += 1;
  };
  for (const request of await dueRequests(deps.db, { now, delayMs: deps.delayHours * 3_600_000, limit: BATCH })) await send(request, "first");
  for (const request of await dueReminders(deps.db, { now, afterMs: REMINDER_AFTER_MS, limit: BATCH })) await send(request, "reminder");
  if (run.sent + run.reminded > 0) {
    deps.queued();
    log.info("review requests queued", run);
  }
  return run;
}

const holder = () => singleton<{ worker: PollingWorker | null }>("review-worker", () => ({ worker: null }));

/** The process's review worker, started by server/index.ts beside the outboxes; it only queues, so nothing is handed back. */
export function startAppReviewWorker(deps: ReviewWorkerDeps, { intervalMs = 60_000 } = {}): PollingWorker {
  const h = holder();
  h.worker ??= startPollingWorker({
    name: "review",
    intervalMs,
    run: () => processReviewRequests(deps),
    handBack: () => Promise.resolve(0),
  });
  return h.worker;
}
