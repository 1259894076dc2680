import { createHash } from "node:crypto";
import { count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailOutbox, leads } from "../../db/schema";
import { mailRowsSql, rowsOf, type Mail } from "./email-outbox.server";
import { alertRowsSql, type AlertTarget } from "./lead-alerts.server";

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

function dedupeKey(input: LeadInput, bucket: number) {
  const fields = Object.entries(input.fields)
    .filter(([, v]) => v !== undefined && v !== "")
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash("sha256").update(JSON.stringify([input.kind, fields, bucket])).digest("hex");
}

const definedFields = (fields: LeadInput["fields"]) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<string, string>;

/** The dedupe key of a request now, and the earlier lead with the same request inside the window, if any. */
async function findRepeat(db: Db, input: LeadInput, now: number) {
  const bucket = Math.floor(now / DEDUPE_WINDOW_MS);
  const key = dedupeKey(input, bucket);
  const [earlier] = await db.select().from(leads).where(inArray(leads.dedupeKey, [key, dedupeKey(input, bucket - 1)])).limit(1);
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
 * or null when the same request was saved inside the dedupe window.
 */
export async function newLeadInsert(db: Db, input: LeadInput, now: number) {
  const { key, earlier } = await findRepeat(db, input, now);
  if (earlier) return null;
  const a = input.attribution;
  return sql`insert into leads (kind, name, email, phone, service, message, fields, page, dedupe_key, emergency, status_token,
      source, first_page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content)
    values (${input.kind}, ${input.name ?? null}, ${input.email ?? null}, ${input.phone ?? null}, ${input.service ?? null},
      ${input.message ?? null}, ${JSON.stringify(definedFields(input.fields))}::jsonb, ${input.page ?? null}, ${key},
      ${input.emergency ?? false}, ${input.statusToken ?? null}, ${a?.source ?? "direct"}, ${a?.firstPage ?? null},
      ${a?.referrer ?? null}, ${a?.utmSource ?? null}, ${a?.utmMedium ?? null}, ${a?.utmCampaign ?? null},
      ${a?.utmTerm ?? null}, ${a?.utmContent ?? null})
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
  const lead = await newLeadInsert(db, input, now);
  if (!lead) return { created: false };
  // An emergency's first alerts (round 0) are queued by the same statement: saved with the lead or not at all.
  const result = await db.execute(sql`
    with lead as (${lead}),
    mail as (
      insert into email_outbox (lead_id, "to", reply_to, subject, "text")
      select lead.id, m."to", m.reply_to, m.subject, m."text" from lead, ${mailRowsSql(mails)}
    ),
    alert as (
      insert into lead_alerts (lead_id, channel, recipient, recipient_name, round)
      select lead.id, t.channel, t.recipient, t.recipient_name, 0 from lead, ${alertRowsSql(input.emergency ? alerts : [])}
    )
    select (select id from lead) as id`);
  // No row inserted: two submits raced and the other one won.
  const [row] = rowsOf<{ id: string | null }>(result);
  return row?.id ? { created: true, leadId: row.id } : { created: false };
}

// ---------------------------------------------------------------- the admin inbox

/** One lead by id, or null. */
export async function findLead(db: Db, id: string): Promise<Lead | null> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  return row ?? null;
}

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
  mail: { status: MailStatus; sent: number; total: number };
}

export interface LeadQuery {
  kind?: string | null;
  page?: number;
  limit: number;
}

function mailStatus(total: number, sent: number, failed: number): MailStatus {
  if (total === 0) return "none";
  if (failed > 0) return "failed";
  return sent === total ? "sent" : "pending";
}

/** Saved requests newest first, each with the state of its confirmation mails (email_outbox rows). */
export async function listLeads(db: Db, query: LeadQuery): Promise<{ leads: InboxLead[]; total: number }> {
  const offset = Math.max(0, (query.page ?? 1) - 1) * query.limit;
  const where = query.kind ? eq(leads.kind, query.kind) : undefined;
  const mail = db
    .select({
      leadId: emailOutbox.leadId,
      total: sql<number>`count(*)::int`.as("total"),
      sent: sql<number>`(count(*) filter (where ${emailOutbox.status} = 'sent'))::int`.as("sent"),
      failed: sql<number>`(count(*) filter (where ${emailOutbox.status} in ('failed', 'dead')))::int`.as("failed"),
    })
    .from(emailOutbox)
    .groupBy(emailOutbox.leadId)
    .as("mail");
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ lead: leads, total: mail.total, sent: mail.sent, failed: mail.failed })
      .from(leads)
      .leftJoin(mail, eq(mail.leadId, leads.id))
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(query.limit)
      .offset(offset),
    db.select({ total: count() }).from(leads).where(where),
  ]);
  return {
    total,
    leads: rows.map(({ lead, total: mails, sent, failed }) => ({
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
      mail: { status: mailStatus(mails ?? 0, sent ?? 0, failed ?? 0), sent: sent ?? 0, total: mails ?? 0 },
    })),
  };
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
