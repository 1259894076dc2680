import twilio from "twilio";
import { formatPhone } from "~/forms/phone";
import { languages } from "~/content/languages";
import { recordIncomingText } from "~/models/lead-messages.server";
import { openLeadLanguage } from "~/models/phone-calls.server";
import { optIn, optOut } from "~/models/sms-opt-outs.server";
import { emergencyTextLine } from "../emergencies/alert-messages.server";
import { readsLikeEmergency } from "../emergencies/emergency-triage.server";
import { newStatusToken } from "../emergencies/emergency-status.server";
import { E164 } from "../platform/config.server";
import { log } from "../platform/log.server";
import { textBackText } from "~/content/text-back";
import { sourceOf, type PhoneDeps } from "./phone-settings.server";
import { numberRefusal } from "./textable-number.server";
import type { WebhookAnswer } from "./twilio-webhook.server";

/** Twilio's default opt-out, opt-in and help keywords: the whole text, in any case. */
const STOP = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"]);
const START = new Set(["START", "YES", "UNSTOP"]);
const HELP = new Set(["HELP", "INFO"]);
/** Twilio delivers at most 1,600 characters in one text. */
const MAX_BODY = 1_600;

/**
 * `POST /webhooks/twilio/sms`: STOP opts the number out of every text of ours (text-back included) until START;
 * HELP answers the business's help text, in the language of the sender's open lead, to a number the site may text
 * (a premium range could send HELP all day to be paid for our answers); any other text joins the thread of the
 * sender's open lead, or starts a lead of kind "text". One that reads like an emergency (the assistant's own
 * triage) alerts the people on call, any hour, saved with the text (a repeated MessageSid alerts nobody).
 */
export async function answerIncomingText(params: Record<string, string>, deps: PhoneDeps): Promise<WebhookAnswer> {
  const { MessageSid: messageSid, From: from, To: to, Body: body = "" } = params;
  if (!messageSid || !from || !to || !E164.test(from) || body.length > MAX_BODY) return { status: 400 };
  const response = new twilio.twiml.MessagingResponse();
  const keyword = body.trim().toUpperCase();
  if (STOP.has(keyword)) await optOut(deps.db, from);
  else if (START.has(keyword)) await optIn(deps.db, from);
  else if (HELP.has(keyword)) {
    const refused = numberRefusal(from, deps.textRules);
    if (refused) log.info("help not answered", { from, refused });
    else {
      // In the language of the texter's open request, as the text-back is.
      const language = await openLeadLanguage(deps.db, from);
      const lang = languages.find((l) => l === language) ?? "en";
      response.message(textBackText[lang].help(deps.businessName, formatPhone(to)));
    }
  } else {
    const now = deps.now();
    const alarm =
      deps.alerts && readsLikeEmergency(body)
        ? { reason: "emergency-text" as const, about: emergencyTextLine(from, body), targets: await deps.alerts.targets(now) }
        : null;
    const saved = await recordIncomingText(deps.db, { messageSid, from, to, body, source: sourceOf(deps, to) ?? "phone", statusToken: newStatusToken() }, alarm, now);
    if (saved?.alerted) deps.alerts?.queued();
  }
  return { twiml: response.toString() };
}
