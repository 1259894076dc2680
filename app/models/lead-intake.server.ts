import { createHash } from "node:crypto";
import { eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { executePrepared, type Db } from "~db/client";
import type { Lang } from "~/content/languages";
import { leads } from "~db/schema";
import { mailRowsSql, type Mail } from "./email-outbox.server";
import { rowsOf } from "./sql.server";
import { alertRowsSql, type AlertTarget } from "./lead-alerts.server";

/** Saving a request from a public form as a lead: once, however often it is sent inside the dedupe window. */

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
  /** The language the customer wrote in, and is answered in (decision 0172); English when not given. */
  language?: Lang;
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
 * The language is left out: the same request from the English and the Spanish site is one lead (decision 0172).
 */
function dedupeHash(input: LeadInput) {
  const fields = Object.entries(input.fields)
    .filter(([, v]) => v !== undefined && v !== "")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash("sha256").update(JSON.stringify([input.kind, fields])).digest("hex");
}

/** A request's dedupe key in this window's bucket, and in the bucket before, where a repeat may also be. */
function dedupeKeys(input: LeadInput, now: number) {
  // One hash, in this window's bucket and in the one before.
  const bucket = Math.floor(now / DEDUPE_WINDOW_MS);
  const hash = dedupeHash(input);
  return { key: `${bucket}:${hash}`, previous: `${bucket - 1}:${hash}` };
}

/** Each column's name by its key in the schema. */
const columnNames: Record<string, string> = Object.fromEntries(Object.entries(getTableColumns(leads)).map(([key, column]) => [key, column.name]));

/**
 * A request as the row it becomes: every column it fills, null or not, always in this order (the others, such as
 * id, status and times, keep their defaults).
 */
function intakeRow(input: LeadInput, dedupeKey: string): typeof leads.$inferInsert {
  const a = input.attribution;
  return {
    kind: input.kind,
    name: input.name ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    service: input.service ?? null,
    message: input.message ?? null,
    fields: Object.fromEntries(Object.entries(input.fields).filter(([, v]) => v !== undefined)) as Record<string, string>,
    page: input.page ?? null,
    dedupeKey,
    emergency: input.emergency ?? false,
    statusToken: input.statusToken ?? null,
    language: input.language ?? "en",
    source: a?.source ?? "direct",
    firstPage: a?.firstPage ?? null,
    referrer: a?.referrer ?? null,
    utmSource: a?.utmSource ?? null,
    utmMedium: a?.utmMedium ?? null,
    utmCampaign: a?.utmCampaign ?? null,
    utmTerm: a?.utmTerm ?? null,
    utmContent: a?.utmContent ?? null,
  };
}

/**
 * The one insert of a new request (saveLead, saveLeadWithMails, the newsletter's signup), returning its id, and
 * inserting nothing when the same request was saved inside the dedupe window: the unique key catches a repeat
 * in this window's bucket, the `not exists` one in the bucket before. The check is part of the statement, not a
 * query before it: one round trip per request instead of two (decision 0031). The row travels as one jsonb
 * value that Postgres reads as a `leads` row, so the statement's text is the same for every request and runs
 * prepared (decision 0001), and building it costs a form post next to nothing (decision 0080).
 */
export function newLeadInsert(input: LeadInput, now: number) {
  const { key, previous } = dedupeKeys(input, now);
  const row = Object.entries(intakeRow(input, key)).map(([name, value]) => [columnNames[name]!, value] as const);
  const columns = sql.raw(row.map(([column]) => `"${column}"`).join(", "));
  return sql`insert into leads (${columns})
    select ${columns} from jsonb_populate_record(null::leads, ${JSON.stringify(Object.fromEntries(row))}::jsonb)
    where not exists (select 1 from leads where dedupe_key = ${previous})
    on conflict (dedupe_key) do nothing returning id`;
}

/** The lead saved earlier for the same request inside the dedupe window (a repeat, or the winner of a race). */
async function findRepeat(db: Db, input: LeadInput, now: number): Promise<Lead | undefined> {
  const { key, previous } = dedupeKeys(input, now);
  const [earlier] = await db.select().from(leads).where(inArray(leads.dedupeKey, [key, previous])).limit(1);
  return earlier;
}

/**
 * Saves a request before anything else happens (docs/product.md, decision 2). Returns the lead and whether it is
 * new: a repeat of the same request inside the window (double click, reload of a POST) returns the first.
 */
export async function saveLead(db: Db, input: LeadInput, now = Date.now()): Promise<{ lead: Lead; created: boolean }> {
  const [inserted] = rowsOf<{ id: string }>(await db.execute(newLeadInsert(input, now)));
  if (inserted) {
    const [lead] = await db.select().from(leads).where(eq(leads.id, inserted.id));
    return { lead: lead!, created: true };
  }
  return { lead: (await findRepeat(db, input, now))!, created: false };
}

/**
 * Saves a new request and queues its mails in ONE statement (data-modifying CTEs), so they are saved together
 * or not at all: a connection lost in between never leaves a request whose mails are never sent. One
 * statement rather than a transaction: postgres.js 3.4.9 crashes the whole process when a connection drops
 * inside a transaction (docs/decisions/0031-leads-and-mail-outbox.md); a single statement just fails.
 * A repeat inside the dedupe window saves and sends nothing again (`created: false`); a new lead comes with its id.
 * `alerts` are the emergency's round-0 alerts (app/lib/emergencies/alert-schedule.server.ts); ignored unless `input.emergency`.
 */
export async function saveLeadWithMails(
  db: Db,
  input: LeadInput,
  mails: Mail[],
  now = Date.now(),
  alerts: AlertTarget[] = [],
): Promise<{ created: false } | { created: true; leadId: string }> {
  // An emergency's first alerts (round 0) are queued by the same statement: saved with the lead or not at all.
  // Due from the caller's clock, the one the worker claims by (the database's now() can be a few microseconds
  // ahead of it, which would leave a kick right after the save finding nothing due).
  const [row] = await executePrepared<{ id: string | null }>(
    db,
    sql`
    with lead as (${newLeadInsert(input, now)}),
    mail as (
      insert into email_outbox (lead_id, "to", reply_to, subject, "text")
      select lead.id, m."to", m.reply_to, m.subject, m."text" from lead, ${mailRowsSql(mails)}
    ),
    alert as (
      insert into lead_alerts (lead_id, channel, recipient, recipient_name, round, next_attempt_at)
      select lead.id, t.channel, t.recipient, t.recipient_name, 0, ${new Date(now).toISOString()}::timestamptz
      from lead, ${alertRowsSql(input.emergency ? alerts : [])}
    )
    select (select id from lead) as id`,
  );
  // No row inserted: a repeat inside the window, or two submits raced and the other one won.
  return row?.id ? { created: true, leadId: row.id } : { created: false };
}

/**
 * The status token of the lead a repeated request found (inside the dedupe window, or the winner of a race):
 * a double submit of an emergency shows the visitor the status page of the first. Null when there is none.
 */
export async function statusTokenOfRepeat(db: Db, input: LeadInput, now = Date.now()): Promise<string | null> {
  return (await findRepeat(db, input, now))?.statusToken ?? null;
}

/**
 * The lead a booking made on Calendly belongs to (docs/visits.md): the booking form's lead whose reference the
 * link carried, else the latest lead with the invitee's email, else with the phone; null when none is.
 */
export async function findBookingLead(db: Db, by: { ref: string | null; email: string | null; phone: string | null }): Promise<string | null> {
  const tries = [
    by.ref ? sql`kind = 'booking' and fields ->> 'bookingRef' = ${by.ref}` : null,
    by.email ? sql`lower(email) = lower(${by.email})` : null,
    by.phone ? sql`phone = ${by.phone}` : null,
  ];
  for (const where of tries) {
    if (!where) continue;
    const [row] = rowsOf<{ id: string }>(await db.execute(sql`select id from leads where ${where} order by created_at desc limit 1`));
    if (row) return row.id;
  }
  return null;
}
