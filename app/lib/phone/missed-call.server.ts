import twilio from "twilio";
import type { Db } from "~db/client";
import { queueMails } from "~/models/email-outbox.server";
import type { AlertTarget, PhoneAlarm } from "~/models/lead-alerts.server";
import {
  findRingingCall,
  markCallAlert,
  recordDialResult,
  withMissedCallLock,
  type CallAlert,
  type CallOutcome,
} from "~/models/phone-calls.server";
import { missedCallLine } from "../emergencies/alert-messages.server";
import { statusPath } from "../emergencies/emergency-status";
import { log } from "../platform/log.server";
import { localePath, perLanguage, type Lang } from "~/content/languages";
import { callerRefusal, numberRefusal } from "./textable-number.server";
import { textBackText } from "~/content/text-back";
import { PHONE_MESSAGES } from "./phone.messages";
import { inOfficeHours, type PhoneDeps } from "./phone-settings.server";
import { kickTexts } from "./text-outbox.server";
import type { WebhookAnswer } from "./twilio-webhook.server";

/** Twilio's DialCallStatus as we record it: `completed` is an answered call; the others were missed. */
type RingingCall = NonNullable<Awaited<ReturnType<typeof findRingingCall>>>;

const OUTCOMES: Record<string, CallOutcome> = {
  completed: "answered",
  answered: "answered",
  "no-answer": "no-answer",
  busy: "busy",
  failed: "failed",
  canceled: "canceled",
};

type Counts = Parameters<Parameters<typeof withMissedCallLock>[3]>[1];
type TextBackRefusal = NonNullable<ReturnType<typeof textBackRefusal>>;

/**
 * Whether a missed call is texted back: not when its caller is refused (callerRefusal: a withheld number, a number
 * outside the US or in a premium range, a caller ID not attested A or B), when that number was texted back in the
 * last 24 hours, or when the hour's text-backs reached TEXT_BACK_HOURLY_LIMIT. A number that opted out is the
 * statement's to see.
 */
function textBackRefusal(call: RingingCall, counts: Counts, deps: PhoneDeps) {
  return callerRefusal(call.from, call.stirVerstat, deps.textRules) ?? (counts.numberTexted ? "number-limit" : counts.textBacks >= deps.limits.textBacksPerHour ? "hourly-limit" : null);
}

/**
 * Outside office hours a missed call alerts the people on call like an emergency (escalating until someone
 * acknowledges): the number to call back, when, and the number dialled. At most MISSED_CALL_ALERT_HOURLY_LIMIT
 * calls an hour alert on their own; the next raises one summary alarm, and the rest of that hour are grouped
 * under it (in the inbox, alerting nobody). A withheld number alerts nobody: there is nothing to call back. In
 * hours the office sees the call in the inbox.
 */
function afterHoursAlarm(call: RingingCall, counts: Counts, targets: AlertTarget[], deps: PhoneDeps, now: Date): { alarm: PhoneAlarm | null; alert: CallAlert } | null {
  if (numberRefusal(call.from, deps.textRules) === "placeholder") return null;
  const line = missedCallLine(call.from, now, deps.timeZone, call.source);
  if (counts.alerts < deps.limits.alertsPerHour) return { alarm: { reason: "missed-call", about: line, targets }, alert: "alerted" };
  if (counts.summarySent) return { alarm: null, alert: "grouped" };
  return { alarm: { reason: "missed-call", about: PHONE_MESSAGES.alertSummary(deps.limits.alertsPerHour, line), targets }, alert: "summary" };
}

/**
 * How a call ended: answered (with its duration) or missed. A missed call queues at most one text back to the
 * caller from the number dialled (see textBackRefusal), saved first, then sent by the text outbox; after hours it
 * also raises the on-call alarm (see afterHoursAlarm), in the same statement (a repeated webhook raises nothing).
 * The limits are counted and the call ended under one lock (withMissedCallLock), so they hold across instances.
 * The first call over the hourly text-back limit mails the office once.
 */
/** Where the lead's status page link goes in the text-back, before the statement puts it in. */
const PAGE_MARK = "{status-page}";

export async function endCall(params: Record<string, string>, deps: PhoneDeps): Promise<"answered" | "missed" | null> {
  const outcome = OUTCOMES[params.DialCallStatus ?? ""];
  if (!params.CallSid || !outcome) return null;
  const duration = Number.parseInt(params.DialCallDuration ?? "", 10);
  const textBack = (lang: Lang) => textBackText[lang].textBack(deps.businessName, new URL(localePath(lang, "/contact"), deps.siteUrl).href);
  const bodies = perLanguage(textBack);
  // The lead's own page, its token put in by the statement that queues the text (the lead is known only there).
  const withPage = { bodies: perLanguage((lang) => textBackText[lang].textBackWithPage(deps.businessName, PAGE_MARK)), mark: PAGE_MARK, base: new URL(statusPath(""), deps.siteUrl).href };
  const now = deps.now();
  const call = outcome === "answered" ? null : await findRingingCall(deps.db, params.CallSid);
  // Read before the lock: nothing else may wait on the database inside it (the embedded one has one connection).
  const targets = call && deps.alerts && !inOfficeHours(deps, now) ? await deps.alerts.targets(now) : null;
  const durationSeconds = Number.isSafeInteger(duration) && duration >= 0 ? duration : null;
  const end = (db: Db, refused: TextBackRefusal | null, alarm: PhoneAlarm | null) =>
    recordDialResult(db, { callSid: params.CallSid!, status: outcome, durationSeconds, now }, { bodies, withPage, refused }, alarm);
  // An answered call, or one no longer ringing (a repeated webhook), counts against no limit.
  const { ended, notice } = !call
    ? { ended: await end(deps.db, null, null), notice: false }
    : await withMissedCallLock(deps.db, call.from, now, async (tx, counts) => {
        const refused = textBackRefusal(call, counts, deps);
        const alarm = targets ? afterHoursAlarm(call, counts, targets, deps, now) : null;
        const ended = await end(tx, refused, alarm?.alarm ?? null);
        // An alarm on a lead already alerted raised nothing: it takes no place under the limit.
        if (ended && alarm && (ended.alerted || alarm.alert === "grouped")) await markCallAlert(tx, ended.id, alarm.alert);
        const notice = Boolean(ended && refused === "hourly-limit" && !counts.limitReached);
        if (notice) await queueMails(tx, [{ to: deps.officeEmail, ...PHONE_MESSAGES.textBackLimitMail(deps.limits.textBacksPerHour) }]);
        return { ended, notice };
      });
  if (ended?.textQueued) kickTexts();
  if (ended?.alerted) deps.alerts?.queued();
  if (notice) deps.mailQueued();
  if (ended) log.info("call ended", { leadId: ended.leadId, outcome, from: ended.from, textBack: ended.textQueued, alerted: ended.alerted });
  return outcome === "answered" ? "answered" : "missed";
}

/** `POST /webhooks/twilio/dial-result`, the `<Dial>` action: records the outcome and ends the call politely. */
export async function answerDialResult(params: Record<string, string>, deps: PhoneDeps): Promise<WebhookAnswer> {
  const ended = await endCall(params, deps);
  if (!ended) return { status: 400 };
  const response = new twilio.twiml.VoiceResponse();
  if (ended === "missed") response.say(PHONE_MESSAGES.missed);
  response.hangup();
  return { twiml: response.toString() };
}
