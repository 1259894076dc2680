import { PIPELINE_MESSAGES as M } from "~/forms/admin-messages";
import { queueOfficeReply, replyAddress } from "~/models/lead-messages.server";
import { E164 } from "../platform/config.server";
import { phoneDeps, sourceOf, type PhoneDeps } from "./phone-settings.server";
import { kickTexts } from "./text-outbox.server";

type ReplyOutcome = { ok: true; message: string } | { ok: false; status: 404 | 409; message: string };

/**
 * The office's text to a lead's customer, from the lead's page: saved to the thread and sent by the text outbox
 * from the number of ours the customer last texted or called (else the site's first number), so the answer
 * arrives in the conversation they started. Refused when Twilio is not set up, the lead has no mobile number, or
 * the number texted STOP.
 */
export async function replyToLead(
  leadId: string,
  body: string,
  actorId: string,
  deps: Pick<PhoneDeps, "db" | "numbers" | "now"> | null = phoneDeps(),
): Promise<ReplyOutcome> {
  if (!deps) return { ok: false, status: 409, message: M.replyNoTwilio };
  const address = await replyAddress(deps.db, leadId);
  if (!address) return { ok: false, status: 404, message: M.notFound };
  if (!address.phone || !E164.test(address.phone)) return { ok: false, status: 409, message: M.replyNoPhone };
  if (address.optedOut) return { ok: false, status: 409, message: M.replyOptedOut };
  // A number no longer among TWILIO_NUMBERS cannot send: the site's first number answers then.
  const from = address.lastUsed && sourceOf(deps, address.lastUsed) ? address.lastUsed : deps.numbers[0]!.number;
  const queued = await queueOfficeReply(deps.db, { leadId, from, to: address.phone, body, actorId, now: deps.now() });
  if (!queued) return { ok: false, status: 409, message: M.replyOptedOut };
  kickTexts();
  return { ok: true, message: M.replyQueued };
}
