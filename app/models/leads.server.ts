import { createHash } from "node:crypto";
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~db/client";
import { emailOutbox, leads, users } from "~db/schema";
import { mailRowsSql, rowsOf, type Mail } from "./email-outbox.server";
import { alertRowsSql, type AlertTarget } from "./lead-alerts.server";
import { actorName, userLabel } from "./users.server";

/** Every query of the `leads` table: saving requests (the public forms) and reading them (the admin inbox). */

export type LeadKind = "contact" | "estimate" | "booking" | "newsletter";

export interface LeadInput {
  kind: LeadKind;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  service?: string | null;
  message?: string | null;
  /** Every field of the request as sent (after validation). */
  fields: Record<string, string | undefined>;
  /** The page the request came from. */
  page?: string | null;
  /** An emergency: alerts the people on call and gets a status page for the customer. */
  emergency?: boolean;
  /** Unguessable id of the customer's status page (emergencies). */
  statusToken?: string | null;
  /** Where the visit came from (first-party attribution cookie). */
  attribution?: Attribution;
}

export interface Attribution {
  /** utm_source, else the referring host, else "direct". */
  source: string;
  firstPage?: string | null;
  referrer?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  utmTerm?: string | null;
  utmContent?: string | null;
}

export type Lead = typeof leads.$inferSelect;

/** A double submit (same request within this window) finds the first lead instead of adding one. */
export const DEDUPE_WINDOW_MS = 10 * 60_000;

/**
 * What makes two requests the same: the kind and the filled fields, in one order whatever order they came in,
 * hashed. Field names compare by code unit: the same order on every machine, without a locale's collator.
 */
function dedupeHash(input: LeadInput) {
  const fields = Object.entries(input.fields)
    .filter(([, v]) => v !== undefined && v !== "")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash("sha256").update(JSON.stringify([input.kind, fields])).digest("hex");
}

const definedFields = (fields: LeadInput["fields"]) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<string, string>;

/** A request's dedupe key in this window's bucket, and in the bucket before, where a repeat may also be. */
function dedupeKeys(input: LeadInput, now: number) {
  // One hash, in this window's bucket and in the one before.
  const bucket = Math.floor(now / DEDUPE_WINDOW_MS);
  const hash = dedupeHash(input);
  return { key: `${bucket}:${hash}`, previous: `${bucket - 1}:${hash}` };
}

/** The dedupe key of a request now, and the earlier lead with the same request inside the window, if any. */
async function findRepeat(db: Db, input: LeadInput, now: number) {
  const { key, previous } = dedupeKeys(input, now);
  const [earlier] = await db.select().from(leads).where(inArray(leads.dedupeKey, [key, previous])).limit(1);
  return { key, earlier };
}

/**
 * Saves a request before anything else happens (docs/product.md, decision 2). Returns the lead and whether it is
 * new: a repeat of the same request inside the window (double click, reload of a POST) returns the first.
 */
export async function saveLead(db: Db, input: LeadInput, now = Date.now()): Promise<{ lead: Lead; created: boolean }> {
  const { key, earlier } = await findRepeat(db, input, now);
  if (earlier) return { lead: earlier, created: false };
  const [inserted] = await db
    .insert(leads)
    .values({
      kind: input.kind,
      name: input.name ?? null,
      email: input.email ?? null,
      phone: input.phone ?? null,
      service: input.service ?? null,
      message: input.message ?? null,
      fields: definedFields(input.fields),
      page: input.page ?? null,
      dedupeKey: key,
      emergency: input.emergency ?? false,
      statusToken: input.statusToken ?? null,
      ...input.attribution,
    })
    .onConflictDoNothing({ target: leads.dedupeKey })
    .returning();
  if (inserted) return { lead: inserted, created: true };
  // Two submits raced: the other one won.
  const [winner] = await db.select().from(leads).where(eq(leads.dedupeKey, key)).limit(1);
  return { lead: winner!, created: false };
}

/**
 * The insert of a new request as the first step of a larger statement (`with lead as (…)`, returning its id),
 * inserting nothing when the same request was saved inside the dedupe window: the unique key catches a repeat
 * in this window's bucket, the `not exists` one in the bucket before. The check is part of the statement, not a
 * query before it: one round trip per request instead of two (docs/performance.md).
 */
export function newLeadInsert(input: LeadInput, now: number) {
  const { key, previous } = dedupeKeys(input, now);
  const a = input.attribution;
  return sql`insert into leads (kind, name, email, phone, service, message, fields, page, dedupe_key, emergency, status_token,
      source, first_page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content)
    select ${input.kind}, ${input.name ?? null}, ${input.email ?? null}, ${input.phone ?? null}, ${input.service ?? null},
      ${input.message ?? null}, ${JSON.stringify(definedFields(input.fields))}::jsonb, ${input.page ?? null}, ${key},
      ${input.emergency ?? false}::boolean, ${input.statusToken ?? null}, ${a?.source ?? "direct"}, ${a?.firstPage ?? null},
      ${a?.referrer ?? null}, ${a?.utmSource ?? null}, ${a?.utmMedium ?? null}, ${a?.utmCampaign ?? null},
      ${a?.utmTerm ?? null}, ${a?.utmContent ?? null}
    where not exists (select 1 from leads where dedupe_key = ${previous})
    on conflict (dedupe_key) do nothing returning id`;
}

/**
 * Saves a new request and queues its mails in ONE statement (data-modifying CTEs), so they are saved together
 * or not at all: a connection lost in between never leaves a request whose mails are never sent. One
 * statement rather than a transaction: postgres.js 3.4.9 crashes the whole process when a connection drops
 * inside a transaction (docs/decisions/0072-reliability-under-faults.md); a single statement just fails.
 * A repeat inside the dedupe window saves and sends nothing again (`created: false`); a new lead comes with its id.
 * `alerts` are the emergency's round-0 alerts (app/lib/alerts.server.ts); ignored unless `input.emergency`.
 */
export async function saveLeadWithMails(
  db: Db,
  input: LeadInput,
  mails: Mail[],
  now = Date.now(),
  alerts: AlertTarget[] = [],
): Promise<{ created: false } | { created: true; leadId: string }> {
  const lead = newLeadInsert(input, now);
  // An emergency's first alerts (round 0) are queued by the same statement: saved with the lead or not at all.
  // Due from the caller's clock, the one the worker claims by (the database's now() can be a few microseconds
  // ahead of it, which would leave a kick right after the save finding nothing due).
  const result = await db.execute(sql`
    with lead as (${lead}),
    mail as (
      insert into email_outbox (lead_id, "to", reply_to, subject, "text")
      select lead.id, m."to", m.reply_to, m.subject, m."text" from lead, ${mailRowsSql(mails)}
    ),
    alert as (
      insert into lead_alerts (lead_id, channel, recipient, recipient_name, round, next_attempt_at)
      select lead.id, t.channel, t.recipient, t.recipient_name, 0, ${new Date(now).toISOString()}::timestamptz
      from lead, ${alertRowsSql(input.emergency ? alerts : [])}
    )
    select (select id from lead) as id`);
  // No row inserted: a repeat inside the window, or two submits raced and the other one won.
  const [row] = rowsOf<{ id: string | null }>(result);
  return row?.id ? { created: true, leadId: row.id } : { created: false };
}

/**
 * The status token of the lead a repeated request found (inside the dedupe window, or the winner of a race):
 * a double submit of an emergency shows the visitor the status page of the first. Null when there is none.
 */
export async function statusTokenOfRepeat(db: Db, input: LeadInput, now = Date.now()): Promise<string | null> {
  const { earlier } = await findRepeat(db, input, now);
  return earlier?.statusToken ?? null;
}

// ---------------------------------------------------------------- the customer's status page

/** What the customer's status page may show of an emergency: the first name and the state, nothing else. */
export interface LeadProgress {
  firstName: string;
  receivedAt: Date;
  acknowledgedAt: Date | null;
  acknowledgedBy: string | null;
  onTheWayAt: Date | null;
  /** The lead's pipeline status: the page closes once it is won or lost. */
  status: string;
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
    })
    .from(leads)
    .where(and(eq(leads.statusToken, statusToken), eq(leads.emergency, true)))
    .limit(1);
  if (!row) return null;
  const { name, ...rest } = row;
  return { firstName: (name ?? "").trim().split(/\s+/)[0] ?? "", ...rest };
}

// ---------------------------------------------------------------- the admin inbox and the pipeline

export type MailStatus = "none" | "pending" | "sent" | "failed";

export interface InboxLead {
  id: string;
  kind: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  service: string | null;
  message: string | null;
  fields: Record<string, string>;
  page: string | null;
  createdAt: Date;
  emergency: boolean;
  status: string;
  lostReason: string | null;
  owner: { id: string; name: string } | null;
  firstResponseAt: Date | null;
  mail: { status: MailStatus; sent: number; total: number };
}

export interface LeadQuery {
  kind?: string | null;
  status?: string | null;
  service?: string | null;
  /** An admin's id, or "none" for leads nobody owns. */
  owner?: string | null;
  /** Part of the name, phone (digits compared), email or address. */
  search?: string | null;
  /** First and last day (YYYY-MM-DD) received, inclusive, on the office's clock. */
  from?: string | null;
  to?: string | null;
  timeZone?: string;
  page?: number;
  limit: number;
}

function mailStatus(total: number, sent: number, failed: number): MailStatus {
  if (total === 0) return "none";
  if (failed > 0) return "failed";
  return sent === total ? "sent" : "pending";
}

/** `like` pattern matching `text` anywhere, with the pattern characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function leadFilter(query: LeadQuery): SQL | undefined {
  const zone = query.timeZone ?? "UTC";
  const conditions: (SQL | undefined)[] = [
    query.kind ? eq(leads.kind, query.kind) : undefined,
    query.status ? eq(leads.status, query.status) : undefined,
    query.service ? eq(leads.service, query.service) : undefined,
    query.owner === "none" ? isNull(leads.ownerId) : query.owner ? eq(leads.ownerId, query.owner) : undefined,
    query.from ? sql`${leads.createdAt} >= (${query.from}::date)::timestamp at time zone ${zone}` : undefined,
    query.to ? sql`${leads.createdAt} < (${query.to}::date + 1)::timestamp at time zone ${zone}` : undefined,
  ];
  const search = query.search?.trim();
  if (search) {
    const pattern = containing(search);
    const digits = search.replace(/\D/g, "");
    conditions.push(
      or(
        ilike(leads.name, pattern),
        ilike(leads.email, pattern),
        sql`${leads.fields} ->> 'address' ilike ${pattern}`,
        // "703-555 0101" finds "(703) 555-0101": phones are compared by their digits (translate is several
        // times cheaper than a regular expression over every row).
        digits.length >= 3 ? sql`translate(${leads.phone}, '+()-. ', '') like ${`%${digits}%`}` : undefined,
      ),
    );
  }
  return and(...conditions);
}

/**
 * The inbox's order: open emergencies first (not yet won or lost), then leads nobody has touched (new), then
 * the rest; newest first within each.
 */
const inboxOrder = [
  sql`case when ${leads.emergency} and ${leads.status} not in ('won', 'lost') then 0 when ${leads.status} = 'new' then 1 else 2 end`,
  desc(leads.createdAt),
  desc(leads.id),
];

/** The state of each lead's confirmation mails (email_outbox rows), for the given leads only. */
async function mailStates(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, InboxLead["mail"]>();
  const rows = await db
    .select({
      leadId: emailOutbox.leadId,
      total: sql<number>`count(*)::int`,
      sent: sql<number>`(count(*) filter (where ${emailOutbox.status} = 'sent'))::int`,
      failed: sql<number>`(count(*) filter (where ${emailOutbox.status} in ('failed', 'dead')))::int`,
    })
    .from(emailOutbox)
    .where(inArray(emailOutbox.leadId, ids))
    .groupBy(emailOutbox.leadId);
  return new Map(rows.map((r) => [r.leadId!, { status: mailStatus(r.total, r.sent, r.failed), sent: r.sent, total: r.total }]));
}

/** A page of saved requests in the inbox's order, each with its owner and the state of its mails. */
export async function listLeads(db: Db, query: LeadQuery): Promise<{ leads: InboxLead[]; total: number }> {
  const offset = Math.max(0, (query.page ?? 1) - 1) * query.limit;
  const where = leadFilter(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ lead: leads, ownerName: userLabel })
      .from(leads)
      .leftJoin(users, eq(users.id, leads.ownerId))
      .where(where)
      .orderBy(...inboxOrder)
      .limit(query.limit)
      .offset(offset),
    db.select({ total: count() }).from(leads).where(where),
  ]);
  const mails = await mailStates(db, rows.map((r) => r.lead.id));
  return { total, leads: rows.map(({ lead, ownerName }) => toInboxLead(lead, ownerName, mails.get(lead.id))) };
}

function toInboxLead(lead: Lead, ownerName: string | null, mail?: InboxLead["mail"]): InboxLead {
  return {
    id: lead.id,
    kind: lead.kind,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    service: lead.service,
    message: lead.message,
    fields: lead.fields ?? {},
    page: lead.page,
    createdAt: lead.createdAt,
    emergency: lead.emergency,
    status: lead.status,
    lostReason: lead.lostReason,
    owner: lead.ownerId ? { id: lead.ownerId, name: ownerName ?? "" } : null,
    firstResponseAt: lead.firstResponseAt,
    mail: mail ?? { status: "none", sent: 0, total: 0 },
  };
}

/** One lead with its owner's name (for its own page), or null. */
export async function findLead(db: Db, id: string) {
  const [row] = await db.select({ lead: leads, ownerName: userLabel }).from(leads).leftJoin(users, eq(users.id, leads.ownerId)).where(eq(leads.id, id));
  return row ? { ...row.lead, owner: row.lead.ownerId ? { id: row.lead.ownerId, name: row.ownerName ?? "" } : null } : null;
}

/** The kinds present (contact, estimate, booking, newsletter…) for the filter. */
export async function leadKinds(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ kind: leads.kind }).from(leads).orderBy(leads.kind);
  return rows.map((r) => r.kind);
}

// ---------------------------------------------------------------- emergencies: acknowledgement

export interface Acknowledgement {
  /** Who acknowledged (false: the lead was acknowledged before, by `by`). */
  changed: boolean;
  by: string | null;
}

/**
 * Acknowledges an emergency in one statement: `acknowledged_at/by`, `first_response_at` if still empty, an
 * `acknowledged` event, and the escalation alerts not sent yet are cancelled. A lead acknowledged before
 * keeps its first acknowledgement. `lead` is either the lead's id or a usable ack token's hash, which is used
 * up by the same statement (so a token works once even when two people click at once).
 */
export async function acknowledgeLead(
  db: Db,
  lead: { id: string } | { tokenHash: string },
  who: { name: string; userId: string | null },
  now: Date,
): Promise<Acknowledgement | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const target =
    "id" in lead
      ? sql`select id as lead_id from leads where id = ${lead.id}`
      : sql`update ack_tokens set used_at = ${at}
          where token_hash = ${lead.tokenHash} and used_at is null and expires_at > ${at} returning lead_id`;
  const result = await db.execute(sql`
    with target as (${target}),
    acked as (
      update leads set acknowledged_at = ${at}, acknowledged_by = ${who.name},
        first_response_at = coalesce(first_response_at, ${at}), updated_at = ${at}
      where id in (select lead_id from target) and acknowledged_at is null
      returning id
    ),
    event as (
      insert into lead_events (lead_id, actor_id, actor_name, field, to_value, created_at)
      select id, ${who.userId}, ${who.name}, 'acknowledged', ${who.name}, ${at} from acked
    ),
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
export async function markOnTheWay(db: Db, leadId: string, who: { name: string; userId: string | null }, now: Date): Promise<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with moved as (
      update leads set on_the_way_at = coalesce(on_the_way_at, ${at}), updated_at = ${at},
        first_response_at = coalesce(first_response_at, ${at})
      where id = ${leadId} returning id, (on_the_way_at = ${at}) as fresh
    ),
    event as (
      insert into lead_events (lead_id, actor_id, actor_name, field, to_value, created_at)
      select id, ${who.userId}, ${who.name}, 'on_the_way', ${who.name}, ${at} from moved where fresh
    )
    select count(*)::int as found from moved`);
  return Number(rowsOf<{ found: number }>(result)[0]?.found ?? 0) > 0;
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

/** The services present, for the filter. */
export async function leadServices(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ service: leads.service }).from(leads).where(isNotNull(leads.service)).orderBy(leads.service);
  return rows.map((r) => r.service!);
}

/**
 * Sets a lead's status (and the reason, for "lost"; null otherwise) and records each changed field in
 * lead_events, in ONE statement (decision 0072: no transactions); the row is locked, so two admins' changes
 * each record the value they really replaced. The first office action also stamps first_response_at.
 * Returns null when there is no such lead, else whether anything changed.
 */
export async function setLeadStatus(db: Db, id: string, change: { status: string; lostReason: string | null }, actorId: string) {
  const result = await db.execute(sql`
    with old as (select id, status, lost_reason from leads where id = ${id}::uuid for update),
    changed as (
      update leads set status = ${change.status}::text, lost_reason = ${change.lostReason}::text, updated_at = now(),
        first_response_at = coalesce(leads.first_response_at, now())
      from old where leads.id = old.id
        and (old.status is distinct from ${change.status}::text or old.lost_reason is distinct from ${change.lostReason}::text)
      returning leads.id
    ),
    events as (
      insert into lead_events (lead_id, actor_id, actor_name, field, from_value, to_value)
      select old.id, ${actorId}::uuid, ${actorName(actorId)}, f.field, f.from_value, f.to_value
      from old join changed on changed.id = old.id
      cross join lateral (values ('status', old.status, ${change.status}::text), ('lost_reason', old.lost_reason, ${change.lostReason}::text))
        as f(field, from_value, to_value)
      where f.from_value is distinct from f.to_value
    )
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
      update leads set owner_id = ${ownerId}::uuid, updated_at = now(), first_response_at = coalesce(leads.first_response_at, now())
      from old where leads.id = old.id and old.owner_id is distinct from ${ownerId}::uuid
      returning leads.id
    ),
    events as (
      insert into lead_events (lead_id, actor_id, actor_name, field, from_value, to_value)
      select old.id, ${actorId}::uuid, ${actorName(actorId)}, 'owner', old.owner_name,
        (select ${userLabel} from users where users.id = ${ownerId}::uuid)
      from old join changed on changed.id = old.id
    )
    select (select count(*) from old)::int as found, (select count(*) from changed)::int as changed`);
  return changeOutcome(result);
}

/** What a pipeline statement did: null when there is no such lead, else whether anything changed. */
export function changeOutcome(result: unknown): { changed: boolean } | null {
  const [row] = rowsOf<{ found: number; changed: number }>(result);
  return Number(row?.found) > 0 ? { changed: Number(row?.changed) > 0 } : null;
}
