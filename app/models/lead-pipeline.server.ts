import { eq, sql } from "drizzle-orm";
import { preparedQuery, type Db } from "~db/client";
import { leads, users } from "~db/schema";
import { rowsOf } from "./sql.server";
import { insertLeadEvents } from "./lead-events.server";
import { actorName, userLabel } from "./users.server";
import { CLEAR_ATTENTION } from "./lead-attention.server";

/** The office's pipeline on one lead: the lead as its page shows it, and its status and owner changes. */

/** One lead with its owner's name (for its own page), or null. */
export async function findLead(db: Db, id: string) {
  const [row] = await leadWithOwner(db).execute({ id });
  return row ? { ...row.lead, owner: row.lead.ownerId ? { id: row.lead.ownerId, name: row.ownerName ?? "" } : null } : null;
}

// A lead's page reads it each time: prepared (db/client.ts).
const leadWithOwner = preparedQuery((db) =>
  db.select({ lead: leads, ownerName: userLabel }).from(leads).leftJoin(users, eq(users.id, leads.ownerId)).where(eq(leads.id, sql.placeholder("id"))).prepare("lead_with_owner"),
);

/** Who made a change, as its history rows record them: the admin's id and their name at the time. */
const actor = (actorId: string) => ({ actorId, actorName: actorName(actorId) });

/**
 * Sets a lead's status (and the reason, for "lost"; null otherwise) and records each changed field in
 * lead_events, in ONE statement (decision 0031: no transactions), the customer's ask seen to (lead-attention); the row is locked, so two admins' changes
 * each record the value they really replaced. The first office action also stamps first_response_at.
 * Returns null when there is no such lead, else whether anything changed.
 */
export async function setLeadStatus(db: Db, id: string, change: { status: string; lostReason: string | null }, actorId: string) {
  const result = await db.execute(sql`
    with old as (select id, status, lost_reason from leads where id = ${id}::uuid for update),
    changed as (
      update leads set status = ${change.status}::text, lost_reason = ${change.lostReason}::text, updated_at = now(),
        first_response_at = coalesce(leads.first_response_at, now()), ${CLEAR_ATTENTION}
      from old where leads.id = old.id
        and (old.status is distinct from ${change.status}::text or old.lost_reason is distinct from ${change.lostReason}::text)
      returning leads.id
    ),
    events as (${insertLeadEvents(
      { leadId: sql`old.id`, ...actor(actorId), field: sql`f.field`, fromValue: sql`f.from_value`, toValue: sql`f.to_value` },
      sql`from old join changed on changed.id = old.id
      cross join lateral (values ('status', old.status, ${change.status}::text), ('lost_reason', old.lost_reason, ${change.lostReason}::text))
        as f(field, from_value, to_value)
      where f.from_value is distinct from f.to_value`,
    )})
    select (select count(*) from old)::int as found, (select count(*) from changed)::int as changed`);
  return changeOutcome(result);
}

/** Gives a lead to an admin (null: to nobody), recorded in lead_events with both names, in one statement. */
export async function setLeadOwner(db: Db, id: string, ownerId: string | null, actorId: string) {
  const result = await db.execute(sql`
    with old as (
      select leads.id, leads.owner_id, ${userLabel} as owner_name
      from leads left join users on users.id = leads.owner_id where leads.id = ${id}::uuid for update of leads
    ),
    changed as (
      update leads set owner_id = ${ownerId}::uuid, updated_at = now(), first_response_at = coalesce(leads.first_response_at, now()), ${CLEAR_ATTENTION}
      from old where leads.id = old.id and old.owner_id is distinct from ${ownerId}::uuid
      returning leads.id
    ),
    events as (${insertLeadEvents(
      {
        leadId: sql`old.id`,
        ...actor(actorId),
        field: "owner",
        fromValue: sql`old.owner_name`,
        toValue: sql`(select ${userLabel} from users where users.id = ${ownerId}::uuid)`,
      },
      sql`from old join changed on changed.id = old.id`,
    )})
    select (select count(*) from old)::int as found, (select count(*) from changed)::int as changed`);
  return changeOutcome(result);
}

/** What a pipeline statement did: null when there is no such lead, else whether anything changed. */
export function changeOutcome(result: unknown): { changed: boolean } | null {
  const [row] = rowsOf<{ found: number; changed: number }>(result);
  return Number(row?.found) > 0 ? { changed: Number(row?.changed) > 0 } : null;
}
