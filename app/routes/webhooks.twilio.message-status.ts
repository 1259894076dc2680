import type { ActionFunctionArgs } from "@remix-run/node";
import { recordMessageStatus } from "~/lib/phone/message-status.server";
import { twilioWebhook } from "~/lib/phone/twilio-webhook.server";

/** Twilio's status callback for the texts the site sends, signed by the account (docs/phone.md). */
export const action = ({ request }: ActionFunctionArgs) => twilioWebhook(request, "message-status", recordMessageStatus);
