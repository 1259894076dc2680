import { sql } from "drizzle-orm";
import type { Db } from "~db/client";
import { rowsOf } from "./sql.server";
import { insertLeadEvents } from "./lead-events.server";
import { CUSTOMER_ACTOR, markAttention } from "./lead-attention.server";
import { dropRemindersCtes } from "./visits.server";

/**
 * A request as its customer's status page sees it, by the page's token: what they sent, how far the office has
 * come (from the lead's status changes in its history), and what the customer does there (cancel, write, ask for a
 * call; their visit's answers are app/models/visits.server.ts').
 */

/** The lost reason a cancellation on the status page records. */
export const CANCELLED_BY_CUSTOMER = "Cancelled by the customer on the status page";

/** The history of a visit the customer's cancellation of their request cancelled. */
const VISIT_CANCELLED_WITH_REQUEST = "Cancelled with the request";

/** What an incoming message's `to` says when it came from the status page, not a text to one of our numbers. */
const STATUS_PAGE_CHANNEL = "status-page";

interface RequestRow {
  id: string;
  kind: string;
  name: string | null;
  email: string | null;
  service: string | null;
  message: string | null;
  /** Every field of the request as sent. */
  fields: Record<string, string>;
  status: string;
  lostReason: string | null;
  emergency: boolean;
  language: string;
  receivedAt: Date;
  /** The first time the office moved it on (contacted, or further). */
  calledAt: Date | null;
  /** When it was first set to "scheduled". */
  bookedAt: Date | null;
  onTheWayAt: Date | null;
  /** The arrival estimate in minutes the electrician gave with "On my way" (docs/visits.md), the latest. */
  onMyWayMinutes: string | null;
  /** When it was last set to won or lost (its history's time; the lead's last change for a lead without one). */
  closedAt: Date | null;
  /** What the customer last asked that the office has not seen to yet (lead-attention). */
  attention: string | null;
}

const dateOrNull = (value: unknown) => (value == null ? null : new Date(value as string));

/** The request behind a status token (any lead, emergency or not), or null. */
export async function findRequestByToken(db: Db, token: string): Promise<RequestRow | null> {
  const firstStatus = (statuses: string[]) =>
    sql`(select min(e.created_at) from lead_events e where e.lead_id = l.id and e.field = 'status' and e.to_value in (${sql.join(
      statuses.map((s) => sql`${s}`),
      sql`, `,
    )}))`;
  const result = await db.execute(sql`
    select l.id, l.kind, l.name, l.email, l.service, l.message, l.fields, l.status, l.lost_reason, l.emergency, l.language, l.created_at, l.on_the_way_at, l.attention,
      ${firstStatus(["contacted", "scheduled", "won"])} as called_at,
      ${firstStatus(["scheduled"])} as booked_at,
      (select e.to_value from lead_events e where e.lead_id = l.id and e.field = 'on_my_way' order by e.created_at desc, e.id desc limit 1) as on_my_way_minutes,
      case when l.status in ('won', 'lost') then coalesce(
        (select max(e.created_at) from lead_events e where e.lead_id = l.id and e.field = 'status' and e.to_value = l.status), l.updated_at)
      end as closed_at
    from leads l where l.status_token = ${token} limit 1`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  if (!row) return null;
  return {
    id: String(row.id),
    kind: String(row.kind),
    name: (row.name as string | null) ?? null,
    email: (row.email as string | null) ?? null,
    service: (row.service as string | null) ?? null,
    message: (row.message as string | null) ?? null,
    fields: (row.fields as Record<string, string> | null) ?? {},
    status: String(row.status),
    lostReason: (row.lost_reason as string | null) ?? null,
    emergency: Boolean(row.emergency),
    language: String(row.language),
    receivedAt: new Date(row.created_at as string),
    calledAt: dateOrNull(row.called_at),
    bookedAt: dateOrNull(row.booked_at),
    onTheWayAt: dateOrNull(row.on_the_way_at),
    onMyWayMinutes: (row.on_my_way_minutes as string | null) ?? null,
    closedAt: dateOrNull(row.closed_at),
    attention: (row.attention as string | null) ?? null,
  };
}

/** The language of the lead behind a status token, or null: a request page's answers before its page is reached. */
export async function leadLanguageByToken(db: Db, token: string): Promise<string | null> {
  const [row] = rowsOf<{ language: string }>(await db.execute(sql`select language from leads where status_token = ${token} limit 1`));
  return row ? String(row.language) : null;
}

/**
 * The customer cancels their open request: lost, with the reason that says so, both changes in the lead's history
 * under the customer's name, the lead marked for the office (attention `cancel`), and its visits still to come
 * cancelled with their waiting reminders, in ONE statement (decision 0031). Only an open request that is no
 * emergency; true when it was cancelled now (false: unknown, closed already, or an emergency).
 */
export async function cancelRequestByToken(db: Db, token: string, now: Date): Promise<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with old as (
      select id, status, lost_reason from leads
      where status_token = ${token} and not emergency and status not in ('won', 'lost') for update
    ),
    changed as (
      update leads set status = 'lost', lost_reason = ${CANCELLED_BY_CUSTOMER}, updated_at = ${at}, ${markAttention("cancel", at)}
      from old where leads.id = old.id returning leads.id
    ),
    freed as (
      update visits set status = 'cancelled', updated_at = ${at}
      where lead_id in (select id from changed) and status in ('booked', 'confirmed') and starts_at > ${at}
      returning id, lead_id
    ),
    freed_events as (${insertLeadEvents({ leadId: sql`freed.lead_id`, actorName: CUSTOMER_ACTOR, field: "visit", toValue: VISIT_CANCELLED_WITH_REQUEST, createdAt: sql`${at}` }, sql`from freed`)}),
    ${dropRemindersCtes()},
    events as (${insertLeadEvents(
      { leadId: sql`old.id`, actorName: CUSTOMER_ACTOR, field: sql`f.field`, fromValue: sql`f.from_value`, toValue: sql`f.to_value`, createdAt: sql`${at}` },
      sql`from old join changed on changed.id = old.id
      cross join lateral (values ('status', old.status, 'lost'), ('lost_reason', old.lost_reason, ${CANCELLED_BY_CUSTOMER}::text)) as f(field, from_value, to_value)
      where f.from_value is distinct from f.to_value`,
    )})
    select count(*)::int as cancelled from changed`);
  const [row] = rowsOf<{ cancelled: number }>(result);
  return Number(row?.cancelled) > 0;
}

/**
 * A message the customer wrote on their status page, in the lead's conversation beside the texts (incoming, with
 * no MessageSid: nothing to answer by text from), with a history row and the lead marked for the office (attention
 * `message`), in one statement. Only for a request still open; true when saved.
 */
export async function addStatusPageMessage(db: Db, token: string, body: string, now: Date): Promise<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with lead as (
      update leads set updated_at = ${at}, ${markAttention("message", at)} where status_token = ${token} and status not in ('won', 'lost') returning id, phone
    ),
    saved as (
      insert into lead_messages (lead_id, direction, "from", "to", body, status, created_at)
      select lead.id, 'in', coalesce(lead.phone, ${STATUS_PAGE_CHANNEL}), ${STATUS_PAGE_CHANNEL}, ${body}, 'received', ${at} from lead
      returning lead_id
    ),
    event as (${insertLeadEvents({ leadId: sql`saved.lead_id`, actorName: CUSTOMER_ACTOR, field: "text", toValue: "received on the status page", createdAt: sql`${at}` }, sql`from saved`)})
    select count(*)::int as saved from saved`);
  const [row] = rowsOf<{ saved: number }>(result);
  return Number(row?.saved) > 0;
}

/** The messages the customer wrote on the page, oldest first: the page shows them back. */
export async function listStatusPageMessages(db: Db, leadId: string): Promise<{ body: string; at: Date }[]> {
  const result = await db.execute(sql`
    select body, created_at from lead_messages
    where lead_id = ${leadId}::uuid and direction = 'in' and "to" = ${STATUS_PAGE_CHANNEL}
    order by created_at, id`);
  return rowsOf<{ body: string; created_at: string }>(result).map((row) => ({ body: row.body, at: new Date(row.created_at) }));
}

/**
 * The customer asks for a call from their page: a history row and the lead marked for the office (attention `call`),
 * in one statement. Only an open request that is no emergency; true when asked.
 */
export async function askForCallByToken(db: Db, token: string, now: Date): Promise<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with lead as (
      update leads set updated_at = ${at}, ${markAttention("call", at)}
      where status_token = ${token} and not emergency and status not in ('won', 'lost') returning id
    ),
    event as (${insertLeadEvents({ leadId: sql`lead.id`, actorName: CUSTOMER_ACTOR, field: "call_requested", createdAt: at }, sql`from lead`)})
    select id from lead`);
  return rowsOf(result).length > 0;
}

/** A photo the customer adds on their page, stored already in the private bucket under `key` (re-encoded WebP). */
interface PagePhoto {
  key: string;
  bytes: number;
  width: number;
  height: number;
  name: string;
}

/**
 * Photos the customer added on their status page: their rows, a history row, and the lead marked for the office's
 * attention (`attention` = 'photos', `attention_at`: the inbox's "Needs attention"), in one statement. Only for an
 * open request that is no emergency and only while its photos, these included, stay within `max`: "saved", else
 * "full" (over it) or "closed" (no such open request). The lead's row is locked by a statement before it, so posts
 * at once count each other's photos: one statement counts from the moment it began, before another post's commit.
 */
export async function addStatusPagePhotos(db: Db, token: string, photos: PagePhoto[], now: Date, max: number): Promise<"saved" | "full" | "closed"> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = JSON.stringify(photos.map((p) => ({ key: p.key, bytes: p.bytes, width: p.width, height: p.height, name: p.name.slice(0, 255) })));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from leads where status_token = ${token} for update`);
    const result = await tx.execute(sql`
    with held as (
      select l.id, (select count(*)::int from lead_photos p where p.lead_id = l.id) as photos from leads l
      where l.status_token = ${token} and not l.emergency and l.status not in ('won', 'lost')
    ),
    lead as (
      update leads set updated_at = ${at}, ${markAttention("photos", at)}
      from held where leads.id = held.id and held.photos + ${photos.length} <= ${max} returning leads.id
    ),
    saved as (
      insert into lead_photos (lead_id, key, content_type, bytes, width, height, original_name, created_at)
      select lead.id, p.key, 'image/webp', p.bytes, p.width, p.height, p.name, ${at}
      from lead cross join jsonb_to_recordset(${rows}::jsonb) as p(key text, bytes int, width int, height int, name text)
      returning lead_id
    ),
    event as (${insertLeadEvents(
      { leadId: sql`lead.id`, actorName: CUSTOMER_ACTOR, field: "photos", toValue: `${photos.length} added on the status page` },
      sql`from lead`,
    )})
    select (select count(*)::int from saved) as saved, (select count(*)::int from held) as open`);
    const [row] = rowsOf<{ saved: number; open: number }>(result);
    return Number(row?.saved) > 0 ? "saved" : Number(row?.open) > 0 ? "full" : "closed";
  });
}
