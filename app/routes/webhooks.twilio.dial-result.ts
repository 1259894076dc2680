import type { ActionFunctionArgs } from "@remix-run/node";
import { answerDialResult } from "~/lib/phone/missed-call.server";
import { twilioWebhook } from "~/lib/phone/twilio-webhook.server";

/** Twilio's <Dial> action, signed by the account (docs/phone.md). */
export const action = ({ request }: ActionFunctionArgs) => twilioWebhook(request, "dial-result", answerDialResult);
