import type { Db } from "~db/client";
import { findUsableAckToken } from "~/models/ack-tokens.server";
import { acknowledgeLead, findLeadSummary, markOnTheWay } from "~/models/lead-acknowledgement.server";
import { findUserDisplayName } from "~/models/users.server";
import { ackTokenHash } from "./alert-messages.server";
import { getDb } from "../platform/db.server";
import { ACK_MESSAGES } from "./lead-acknowledgement.messages";

/**
 * Acknowledging an emergency stops its escalation and tells the customer who is coming: by the single-use
 * link of an alert (no account; the link's hash is looked up, then used up), or by an admin on the lead's
 * page. A GET of the link only shows the confirm button: links are opened by previews and scanners too.
 */
export interface AckDeps {
  db: Db;
  now(): Date;
}

export const ackDeps = (): AckDeps => ({ db: getDb(), now: () => new Date() });

type AckOutcome = { ok: true; message: string } | { ok: false; status: 404 | 410; message: string };

/** A link's token is random base64url: anything else is not one of ours (and is not looked up). */
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

/** What the link's page shows before the button: whose request and who it was sent to, or why it cannot be used. */
export async function ackLinkPage(token: string, deps: AckDeps = ackDeps()) {
  const row = TOKEN.test(token) ? await findUsableAckToken(deps.db, ackTokenHash(token), deps.now()) : null;
  if (!row) return { ok: false as const, status: 410 as const, message: ACK_MESSAGES.unusable };
  return { ok: true as const, leadName: row.leadName ?? "a visitor", personName: row.personName, acknowledgedBy: row.acknowledgedBy };
}

/** The link's button: acknowledges in the name of the person the alert went to, and uses the link up. */
export async function acknowledgeByLink(token: string, deps: AckDeps = ackDeps()): Promise<AckOutcome> {
  const found = TOKEN.test(token) ? await findUsableAckToken(deps.db, ackTokenHash(token), deps.now()) : null;
  if (!found) return { ok: false, status: 410, message: ACK_MESSAGES.unusable };
  const name = found.personName ?? "the on-call electrician";
  const done = await acknowledgeLead(deps.db, { tokenHash: ackTokenHash(token) }, { name, userId: null }, deps.now());
  // Used by someone else in the meantime.
  if (!done) return { ok: false, status: 410, message: ACK_MESSAGES.unusable };
  return { ok: true, message: done.changed ? ACK_MESSAGES.done(name) : ACK_MESSAGES.already(done.by ?? name) };
}

async function emergencyLead(deps: AckDeps, leadId: string) {
  const lead = await findLeadSummary(deps.db, leadId);
  if (!lead) return { ok: false as const, status: 404 as const, message: ACK_MESSAGES.noSuchLead };
  if (!lead.emergency) return { ok: false as const, status: 404 as const, message: ACK_MESSAGES.notEmergency };
  return null;
}

/** An admin acknowledges on the lead's page, under their own name. */
export async function acknowledgeAsAdmin(leadId: string, user: { id: string; email: string }, deps: AckDeps = ackDeps()): Promise<AckOutcome> {
  const refused = await emergencyLead(deps, leadId);
  if (refused) return refused;
  const name = (await findUserDisplayName(deps.db, user.id)) ?? user.email;
  const done = await acknowledgeLead(deps.db, { id: leadId }, { name, userId: user.id }, deps.now());
  if (!done) return { ok: false, status: 404, message: ACK_MESSAGES.noSuchLead };
  return { ok: true, message: done.changed ? ACK_MESSAGES.done(name) : ACK_MESSAGES.already(done.by ?? name) };
}

/** "On the way": acknowledges first when nobody has, so the customer never sees a van without a name. */
export async function markOnTheWayAsAdmin(leadId: string, user: { id: string; email: string }, deps: AckDeps = ackDeps()): Promise<AckOutcome> {
  const refused = await emergencyLead(deps, leadId);
  if (refused) return refused;
  const name = (await findUserDisplayName(deps.db, user.id)) ?? user.email;
  await acknowledgeLead(deps.db, { id: leadId }, { name, userId: user.id }, deps.now());
  await markOnTheWay(deps.db, leadId, { name, userId: user.id }, deps.now());
  return { ok: true, message: ACK_MESSAGES.onTheWay };
}
