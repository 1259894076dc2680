import { createHash } from "node:crypto";
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailOutbox, leads } from "../../db/schema";
import { mailRowsSql, rowsOf, type Mail } from "./email-outbox.server";

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
 * A repeat inside the dedupe window saves and sends nothing again (`created: false`).
 */
export async function saveLeadWithMails(db: Db, input: LeadInput, mails: Mail[], now = Date.now()): Promise<{ created: boolean }> {
  const lead = await newLeadInsert(db, input, now);
  if (!lead) return { created: false };
  const result = await db.execute(sql`
    with lead as (${lead}),
    mail as (
      insert into email_outbox (lead_id, "to", reply_to, subject, "text")
      select lead.id, m."to", m.reply_to, m.subject, m."text" from lead, ${mailRowsSql(mails)}
    )
    select (select count(*) from lead)::int as created`);
  // No row inserted: two submits raced and the other one won.
  const [row] = rowsOf<{ created: number }>(result);
  return { created: Number(row?.created) > 0 };
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
    })
    .from(leads)
    .where(and(eq(leads.statusToken, statusToken), eq(leads.emergency, true)))
    .limit(1);
  if (!row) return null;
  const { name, ...rest } = row;
  return { firstName: (name ?? "").trim().split(/\s+/)[0] ?? "", ...rest };
}

// ---------------------------------------------------------------- acknowledgement (written by the office side)

/** A person took the emergency: the first acknowledgement stands. Returns whether this call set it. */
export async function acknowledgeLead(db: Db, id: string, byName: string, at = new Date()): Promise<boolean> {
  const rows = await db
    .update(leads)
    .set({ acknowledgedAt: at, acknowledgedBy: byName, updatedAt: at })
    .where(and(eq(leads.id, id), isNull(leads.acknowledgedAt)))
    .returning({ id: leads.id });
  return rows.length > 0;
}

/** The electrician is on the way (the first time stands). Returns whether this call set it. */
export async function markOnTheWay(db: Db, id: string, at = new Date()): Promise<boolean> {
  const rows = await db
    .update(leads)
    .set({ onTheWayAt: at, updatedAt: at })
    .where(and(eq(leads.id, id), isNull(leads.onTheWayAt)))
    .returning({ id: leads.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- the admin inbox

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
