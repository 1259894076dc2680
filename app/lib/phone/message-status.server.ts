import twilio from "twilio";
import { DELIVERY_STATES, recordDeliveryState, type DeliveryState } from "~/models/lead-messages.server";
import type { PhoneDeps } from "./phone-settings.server";
import type { WebhookAnswer } from "./twilio-webhook.server";

const isDeliveryState = (value: string): value is DeliveryState => (DELIVERY_STATES as readonly string[]).includes(value);

/** Where Twilio reports the delivery of each text we send (the `StatusCallback` of the send). */
export const STATUS_CALLBACK_PATH = "/webhooks/twilio/message-status";

/**
 * `POST /webhooks/twilio/message-status`: a text's delivery state (queued, sent, delivered, undelivered, failed)
 * onto its row of the thread, forward only. `accepted`, `scheduled` and the like are states of Twilio's own and
 * change nothing.
 */
export async function recordMessageStatus(params: Record<string, string>, deps: PhoneDeps): Promise<WebhookAnswer> {
  const { MessageSid: messageSid, MessageStatus: state = "" } = params;
  if (!messageSid || !state) return { status: 400 };
  if (isDeliveryState(state)) await recordDeliveryState(deps.db, messageSid, state);
  return { twiml: new twilio.twiml.MessagingResponse().toString() };
}
