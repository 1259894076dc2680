import type { ActionFunctionArgs } from "@remix-run/node";
import { answerIncomingCall } from "~/lib/phone/incoming-call.server";
import { twilioWebhook } from "~/lib/phone/twilio-webhook.server";

/** Twilio's voice (incoming call) webhook, signed by the account (docs/phone.md). */
export const action = ({ request }: ActionFunctionArgs) => twilioWebhook(request, "voice", answerIncomingCall);
