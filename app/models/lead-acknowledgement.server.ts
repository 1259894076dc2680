import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "~db/client";
import { leads } from "~db/schema";
import { at, rowsOf } from "./sql.server";
import { insertLeadEvents } from "./lead-events.server";

/**
 * An emergency's answer: acknowledged (by a link's token or an admin), on the way, and what the alerts and the
 * customer's status page show of it.
 */

/** What the customer's status page may show of an emergency: the first name and the state, nothing else. */
interface LeadProgress {
  firstName: string;
  receivedAt: Date;
  acknowledgedAt: Date | null;
  acknowledgedBy: string | null;
  onTheWayAt: Date | null;
  /** The lead's pipeline status: the page closes once it is won or lost. */
  status: string;
  /** The customer's language ("en" or "es"): the page's. */
  language: string;
}

/** The progress of the emergency with this status token, or null (unknown token, or not an emergency). */
export async function findLeadProgress(db: Db, statusToken: string): Promise<LeadProgress | null> {
  const [row] = await db
    .select({
      name: leads.name,
      receivedAt: leads.createdAt,
      acknowledgedAt: leads.acknowledgedAt,
      acknowledgedBy: leads.acknowledgedBy,
      onTheWayAt: leads.onTheWayAt,
      status: leads.status,
      language: leads.language,
    })
    .from(leads)
    .where(and(eq(leads.statusToken, statusToken), eq(leads.emergency, true)))
    .limit(1);
  if (!row) return null;
  const { name, ...rest } = row;
  return { firstName: (name ?? "").trim().split(/\s+/)[0] ?? "", ...rest };
}

/** What the alert messages and the alerts page show of a lead. */
export async function findLeadSummary(db: Db, id: string) {
  const [row] = await db
    .select({
      id: leads.id,
      kind: leads.kind,
      name: leads.name,
      phone: leads.phone,
      service: leads.service,
      message: leads.message,
      fields: leads.fields,
      emergency: leads.emergency,
      createdAt: leads.createdAt,
      acknowledgedAt: leads.acknowledgedAt,
      acknowledgedBy: leads.acknowledgedBy,
      onTheWayAt: leads.onTheWayAt,
    })
    .from(leads)
    .where(eq(leads.id, id))
    .limit(1);
  return row ?? null;
}

interface Acknowledgement {
  /** Who acknowledged (false: the lead was acknowledged before, by `by`). */
  changed: boolean;
  by: string | null;
}

type Who = { name: string; userId: string | null };

/** The history row of an answer (`acknowledged`, `on_the_way`) for each lead id the `from` part gives, at `at`. */
const answerEvent = (field: string, who: Who, at: SQL, from: SQL) =>
  insertLeadEvents({ leadId: sql`id`, actorId: who.userId, actorName: who.name, field, toValue: who.name, createdAt: at }, from);

/**
 * Acknowledges an emergency in one statement: `acknowledged_at/by`, `first_response_at` if still empty, an
 * `acknowledged` event, and the escalation alerts not sent yet are cancelled. A lead acknowledged before
 * keeps its first acknowledgement. `lead` is either the lead's id or a usable ack token's hash, which is used
 * up by the same statement (so a token works once even when two people click at once).
 */
export async function acknowledgeLead(db: Db, lead: { id: string } | { tokenHash: string }, who: Who, now: Date): Promise<Acknowledgement | null> {
  const time = at(now);
  const target =
    "id" in lead
      ? sql`select id as lead_id from leads where id = ${lead.id}`
      : sql`update ack_tokens set used_at = ${time}
          where token_hash = ${lead.tokenHash} and used_at is null and expires_at > ${time} returning lead_id`;
  const result = await db.execute(sql`
    with target as (${target}),
    acked as (
      update leads set acknowledged_at = ${time}, acknowledged_by = ${who.name},
        first_response_at = coalesce(first_response_at, ${time}), updated_at = ${time}
      where id in (select lead_id from target) and acknowledged_at is null
      returning id
    ),
    event as (${answerEvent("acknowledged", who, time, sql`from acked`)}),
    cancelled as (
      update lead_alerts set status = 'cancelled', last_error = null
      where lead_id in (select id from acked) and round > 0 and status = 'pending'
    )
    select (select count(*) from target)::int as found, (select count(*) from acked)::int as changed,
      (select acknowledged_by from leads where id in (select lead_id from target)) as by`);
  const [row] = rowsOf<{ found: number; changed: number; by: string | null }>(result);
  if (!row || Number(row.found) === 0) return null;
  // The statement's own update is not visible to its subquery: a fresh acknowledgement is by `who`.
  return Number(row.changed) > 0 ? { changed: true, by: who.name } : { changed: false, by: row.by };
}

/** Marks an acknowledged emergency "on the way" (once), with its event. False when there is no such lead. */
export async function markOnTheWay(db: Db, leadId: string, who: Who, now: Date): Promise<boolean> {
  const time = at(now);
  const result = await db.execute(sql`
    with moved as (
      update leads set on_the_way_at = coalesce(on_the_way_at, ${time}), updated_at = ${time},
        first_response_at = coalesce(first_response_at, ${time})
      where id = ${leadId} returning id, (on_the_way_at = ${time}) as fresh
    ),
    event as (${answerEvent("on_the_way", who, time, sql`from moved where fresh`)})
    select count(*)::int as found from moved`);
  return Number(rowsOf<{ found: number }>(result)[0]?.found ?? 0) > 0;
}
