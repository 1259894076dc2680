import { log } from "../platform/log.server";
import { PHONE_MESSAGES } from "./phone.messages";
import { phoneDeps, type PhoneDeps } from "./phone-settings.server";
import { FORBIDDEN, readSignedWebhook } from "./twilio-signature.server";

/** A webhook's answer: TwiML, or a refusal of what Twilio would never send. */
export type WebhookAnswer = { twiml: string } | { status: 400 };

const plain = (status: number, message: string) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * Every Twilio webhook: 404 without Twilio's numbers configured, 403 to a missing or wrong signature before
 * anything is read or changed, then the workflow's TwiML (docs/phone.md).
 */
export async function twilioWebhook(
  request: Request,
  name: string,
  workflow: (params: Record<string, string>, deps: PhoneDeps) => Promise<WebhookAnswer>,
  deps: PhoneDeps | null = phoneDeps(),
): Promise<Response> {
  if (request.method !== "POST") return plain(405, "Method not allowed: Twilio posts its webhooks.");
  if (!deps) return plain(404, PHONE_MESSAGES.notConfigured);
  const signed = await readSignedWebhook(request, deps);
  if (!signed.ok) {
    log.warn("twilio webhook refused: bad signature", { webhook: name });
    return plain(403, FORBIDDEN);
  }
  const answer = await workflow(signed.params, deps);
  // Numbers in the log are masked to their last four digits (log.server.ts).
  log.info("twilio webhook", { webhook: name, from: signed.params.From ?? "", status: "twiml" in answer ? 200 : answer.status });
  if (!("twiml" in answer)) return plain(answer.status, PHONE_MESSAGES.badRequest);
  return new Response(answer.twiml, { headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-store" } });
}
