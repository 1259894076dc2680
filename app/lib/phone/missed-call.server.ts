import twilio from "twilio";
import type { PhoneAlarm } from "~/models/lead-alerts.server";
import { findRingingCall, recordDialResult, type CallOutcome } from "~/models/phone-calls.server";
import { missedCallLine } from "../emergencies/alert-messages.server";
import { log } from "../platform/log.server";
import { localePath, type Lang } from "../site/language";
import { PHONE_MESSAGES, textBackText } from "./phone.messages";
import { inOfficeHours, type PhoneDeps } from "./phone-settings.server";
import { kickTexts } from "./text-outbox.server";
import type { WebhookAnswer } from "./twilio-webhook.server";

/** Twilio's DialCallStatus as we record it: `completed` is an answered call; the others were missed. */
const OUTCOMES: Record<string, CallOutcome> = {
  completed: "answered",
  answered: "answered",
  "no-answer": "no-answer",
  busy: "busy",
  failed: "failed",
  canceled: "canceled",
};

/**
 * Outside office hours a missed call alerts the people on call like an emergency (escalating until someone
 * acknowledges): the number to call back, when, and the number dialled. In hours the office sees it in the inbox.
 */
async function afterHoursAlarm(callSid: string, deps: PhoneDeps, now: Date): Promise<PhoneAlarm | null> {
  if (!deps.alerts || inOfficeHours(deps, now)) return null;
  const call = await findRingingCall(deps.db, callSid);
  if (!call) return null;
  return { reason: "missed-call", about: missedCallLine(call.from, now, deps.timeZone, call.source), targets: await deps.alerts.targets(now) };
}

/**
 * How a call ended: answered (with its duration) or missed. A missed call queues exactly one text back to the
 * caller from the number dialled (none to a number that opted out), saved first, then sent by the text outbox;
 * after hours it also raises the on-call alarm, in the same statement (a repeated webhook raises nothing).
 */
export async function endCall(params: Record<string, string>, deps: PhoneDeps): Promise<"answered" | "missed" | null> {
  const outcome = OUTCOMES[params.DialCallStatus ?? ""];
  if (!params.CallSid || !outcome) return null;
  const duration = Number.parseInt(params.DialCallDuration ?? "", 10);
  const textBack = (lang: Lang) => textBackText[lang].textBack(deps.businessName, new URL(localePath(lang, "/contact"), deps.siteUrl).href);
  const now = deps.now();
  const alarm = outcome === "answered" ? null : await afterHoursAlarm(params.CallSid, deps, now);
  const ended = await recordDialResult(
    deps.db,
    { callSid: params.CallSid, status: outcome, durationSeconds: Number.isSafeInteger(duration) && duration >= 0 ? duration : null, now },
    { en: textBack("en"), es: textBack("es") },
    alarm,
  );
  if (ended?.textQueued) kickTexts();
  if (ended?.alerted) deps.alerts?.queued();
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
