import { listLeadMails } from "~/models/email-outbox.server";
import { listLeadAlerts } from "~/models/lead-alerts.server";
import { findLeadSummary } from "~/models/lead-acknowledgement.server";
import { ackDeps, type AckDeps } from "./lead-acknowledgement.server";

/**
 * The lead's alerts page: the emergency, every alert sent for it by channel with its delivery state, the
 * office mail, and how long the acknowledgement took.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loadLeadAlerts(leadId: string, deps: AckDeps = ackDeps()) {
  const lead = UUID.test(leadId) ? await findLeadSummary(deps.db, leadId) : null;
  if (!lead) return null;
  const [alerts, mails] = await Promise.all([listLeadAlerts(deps.db, leadId), listLeadMails(deps.db, leadId)]);
  const fields = lead.fields ?? {};
  return {
    lead: {
      id: lead.id,
      name: lead.name,
      phone: lead.phone,
      address: fields.address ?? null,
      what: lead.message ?? fields.description ?? lead.service ?? null,
      emergency: lead.emergency,
      createdAt: lead.createdAt,
      acknowledgedAt: lead.acknowledgedAt,
      acknowledgedBy: lead.acknowledgedBy,
      onTheWayAt: lead.onTheWayAt,
      /** From the request to its acknowledgement ("4 min 10 s"). */
      timeToAck: lead.acknowledgedAt ? durationText(Math.round((lead.acknowledgedAt.getTime() - lead.createdAt.getTime()) / 1000)) : null,
    },
    alerts: [
      ...alerts.map((a) => ({ id: a.id, channel: a.channel, recipient: a.recipientName ? `${a.recipientName} (${shortRecipient(a.channel, a.recipient)})` : shortRecipient(a.channel, a.recipient), round: a.round, status: a.status, attempts: a.attempts, sentAt: a.sentAt, lastError: a.lastError })),
      ...mails.map((m) => ({ id: m.id, channel: "email", recipient: m.to, round: 0, status: m.status, attempts: m.attempts, sentAt: m.sentAt, lastError: m.lastError })),
    ],
  };
}

/** A push endpoint is a long opaque URL: its host says enough. */
const shortRecipient = (channel: string, recipient: string) => (channel === "push" ? `browser via ${URL.canParse(recipient) ? new URL(recipient).host : "push"}` : recipient);

/** "4 min 10 s" */
function durationText(seconds: number) {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m > 0 ? `${m} min ${s} s` : `${s} s`;
}
