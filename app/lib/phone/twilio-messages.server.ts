import { STATUS_CALLBACK_PATH } from "./message-status.server";
import type { PhoneDeps } from "./phone-settings.server";

const SEND_TIMEOUT_MS = 10_000;

/** Twilio's answer to a message it took: its id and first state (usually `queued`). */
interface SentText {
  messageSid: string;
  status: string;
}

/**
 * Sends one text through Twilio's Messaging API (POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded,
 * basic auth) from one of the site's numbers: a customer hears from the number they called or texted; Twilio
 * reports its delivery to the status callback. Throws
 * on anything but Twilio's 201.
 */
export async function sendText(
  deps: Pick<PhoneDeps, "apiUrl" | "accountSid" | "authToken" | "siteUrl">,
  text: { from: string; to: string; body: string },
): Promise<SentText> {
  const url = `${deps.apiUrl.replace(/\/$/, "")}/2010-04-01/Accounts/${encodeURIComponent(deps.accountSid)}/Messages.json`;
  const response = await fetch(url, {
    method: "POST",
    headers: {
      Authorization: `Basic ${Buffer.from(`${deps.accountSid}:${deps.authToken}`).toString("base64")}`,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    // Twilio reports each delivery state there (app/lib/phone/message-status.server.ts).
    body: new URLSearchParams({ To: text.to, From: text.from, Body: text.body, StatusCallback: new URL(STATUS_CALLBACK_PATH, deps.siteUrl).href }),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  const answer = await response.text().catch(() => "");
  if (!response.ok) throw new Error(`Twilio answered ${response.status}: ${answer.slice(0, 200)}`);
  const message = JSON.parse(answer) as { sid?: unknown; status?: unknown };
  if (typeof message.sid !== "string") throw new Error("Twilio answered without a message sid");
  return { messageSid: message.sid, status: typeof message.status === "string" ? message.status : "queued" };
}
