import type { ActionFunctionArgs } from "@remix-run/node";
import { answerIncomingText } from "~/lib/phone/incoming-text.server";
import { twilioWebhook } from "~/lib/phone/twilio-webhook.server";

/** Twilio's incoming text webhook, signed by the account (docs/phone.md). */
export const action = ({ request }: ActionFunctionArgs) => twilioWebhook(request, "sms", answerIncomingText);
