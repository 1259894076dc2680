import { postTwilioMessage } from "../emergencies/alert-channels.server";
import { STATUS_CALLBACK_PATH } from "./message-status.server";
import type { PhoneDeps } from "./phone-settings.server";

/** Twilio's answer to a message it took: its id and first state (usually `queued`). */
interface SentText {
  messageSid: string;
  status: string;
}

/**
 * Sends one text from one of the site's numbers: a customer hears from the number they called or texted, and
 * Twilio reports each delivery state to the status callback (app/lib/phone/message-status.server.ts). Throws on
 * anything but Twilio's 201.
 */
export async function sendText(
  deps: Pick<PhoneDeps, "apiUrl" | "accountSid" | "authToken" | "siteUrl">,
  text: { from: string; to: string; body: string },
): Promise<SentText> {
  const answer = await postTwilioMessage(deps, { To: text.to, From: text.from, Body: text.body, StatusCallback: new URL(STATUS_CALLBACK_PATH, deps.siteUrl).href });
  const message = JSON.parse(answer) as { sid?: unknown; status?: unknown };
  if (typeof message.sid !== "string") throw new Error("Twilio answered without a message sid");
  return { messageSid: message.sid, status: typeof message.status === "string" ? message.status : "queued" };
}
