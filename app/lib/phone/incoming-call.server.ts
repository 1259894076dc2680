import twilio from "twilio";
import { recordIncomingCall } from "~/models/phone-calls.server";
import { onCallNow } from "../emergencies/alert-schedule.server";
import { newStatusToken } from "../emergencies/emergency-status.server";
import { E164 } from "../platform/config.server";
import { stirVerstatOf } from "./textable-number.server";
import { endCall } from "./missed-call.server";
import { PHONE_MESSAGES } from "./phone.messages";
import { inOfficeHours, sourceOf, type PhoneDeps } from "./phone-settings.server";
import type { WebhookAnswer } from "./twilio-webhook.server";

/** How long the office's phones ring before the call counts as missed (Twilio's `<Dial timeout>`). */
const DIAL_TIMEOUT_SECONDS = 20;

/** In office hours the office phones; outside them (or with none set) the people on call now. */
export async function phonesToRing(deps: PhoneDeps, now: Date): Promise<string[]> {
  if (deps.officePhones.length > 0 && inOfficeHours(deps, now)) return deps.officePhones;
  return (await onCallNow(deps, now)).map((person) => person.phone);
}

/**
 * `POST /webhooks/twilio/voice`: the call is recorded (a lead of kind "call", or an entry on the caller's open
 * lead), then a short greeting and a `<Dial>` ringing everyone due at once for a bounded time; its action
 * records how it ended. With nobody to ring the call is missed at once (and texted back).
 */
export async function answerIncomingCall(params: Record<string, string>, deps: PhoneDeps): Promise<WebhookAnswer> {
  const { CallSid: callSid, From: from, To: to } = params;
  if (!callSid || !from || !to || !E164.test(from)) return { status: 400 };
  await recordIncomingCall(deps.db, { callSid, from, to, source: sourceOf(deps, to) ?? "phone", stirVerstat: stirVerstatOf(params.StirVerstat), statusToken: newStatusToken() });
  const response = new twilio.twiml.VoiceResponse();
  const ring = await phonesToRing(deps, deps.now());
  if (ring.length === 0) {
    await endCall({ CallSid: callSid, DialCallStatus: "no-answer" }, deps);
    response.say(PHONE_MESSAGES.missed);
    response.hangup();
    return { twiml: response.toString() };
  }
  response.say(PHONE_MESSAGES.greeting(deps.businessName));
  const dial = response.dial({ timeout: DIAL_TIMEOUT_SECONDS, action: new URL("/webhooks/twilio/dial-result", deps.siteUrl).href, method: "POST" });
  for (const phone of ring) dial.number(phone);
  return { twiml: response.toString() };
}
