import twilio from "twilio";
import { recordDialResult, type CallOutcome } from "~/models/phone-calls.server";
import { log } from "../platform/log.server";
import { PHONE_MESSAGES } from "./phone.messages";
import type { PhoneDeps } from "./phone-settings.server";
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
 * How a call ended: answered (with its duration) or missed. A missed call queues exactly one text back to the
 * caller from the number dialled (none to a number that opted out), saved first, then sent by the text outbox.
 */
export async function endCall(params: Record<string, string>, deps: PhoneDeps): Promise<"answered" | "missed" | null> {
  const outcome = OUTCOMES[params.DialCallStatus ?? ""];
  if (!params.CallSid || !outcome) return null;
  const duration = Number.parseInt(params.DialCallDuration ?? "", 10);
  const contactUrl = new URL("/contact", deps.siteUrl).href;
  const ended = await recordDialResult(
    deps.db,
    { callSid: params.CallSid, status: outcome, durationSeconds: Number.isSafeInteger(duration) && duration >= 0 ? duration : null, now: deps.now() },
    PHONE_MESSAGES.textBack(deps.businessName, contactUrl),
  );
  if (ended?.textQueued) kickTexts();
  if (ended) log.info("call ended", { leadId: ended.leadId, outcome, from: ended.from, textBack: ended.textQueued });
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
