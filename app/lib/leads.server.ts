import { createHash } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { leads } from "../../db/schema";
import { getDb } from "./db.server";
import type { Mail } from "./mail.server";

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

/**
 * Saves a request before anything else happens (docs/product.md, decision 2). Returns the lead and whether it is
 * new: a repeat of the same request inside the window (double click, reload of a POST) returns the first.
 */
export async function saveLead(input: LeadInput, db: Db = getDb(), now = Date.now()): Promise<{ lead: Lead; created: boolean }> {
  const bucket = Math.floor(now / DEDUPE_WINDOW_MS);
  const current = dedupeKey(input, bucket);
  const previous = dedupeKey(input, bucket - 1);
  const [earlier] = await db.select().from(leads).where(inArray(leads.dedupeKey, [current, previous])).limit(1);
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
      fields: Object.fromEntries(Object.entries(input.fields).filter(([, v]) => v !== undefined)) as Record<string, string>,
      page: input.page ?? null,
      dedupeKey: current,
    })
    .onConflictDoNothing({ target: leads.dedupeKey })
    .returning();
  if (inserted) return { lead: inserted, created: true };
  // Two submits raced: the other one won.
  const [winner] = await db.select().from(leads).where(eq(leads.dedupeKey, current)).limit(1);
  return { lead: winner!, created: false };
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * Saves a new request and queues its mails in ONE statement (data-modifying CTEs), so they are saved together
 * or not at all: a connection lost in between never leaves a request whose mails are never sent. One
 * statement rather than a transaction: postgres.js 3.4.9 crashes the whole process when a connection drops
 * inside a transaction (docs/decisions/0072-reliability-under-faults.md); a single statement just fails.
 * With `subscribe` the email also joins the newsletter list, and the mails go out only for a new subscriber.
 * A repeat inside the dedupe window saves and sends nothing again (`created: false`).
 */
export async function saveLeadWithMails(
  input: LeadInput,
  mails: Mail[],
  options: { subscribe?: boolean } = {},
  db: Db = getDb(),
  now = Date.now(),
): Promise<{ created: boolean; subscribed: boolean }> {
  const bucket = Math.floor(now / DEDUPE_WINDOW_MS);
  const current = dedupeKey(input, bucket);
  const [earlier] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(inArray(leads.dedupeKey, [current, dedupeKey(input, bucket - 1)]))
    .limit(1);
  if (earlier) return { created: false, subscribed: false };
  const fields = Object.fromEntries(Object.entries(input.fields).filter(([, v]) => v !== undefined));
  const queued = JSON.stringify(mails.map((m) => ({ to: m.to, reply_to: m.replyTo ?? null, subject: m.subject, text: m.text })));
  const lead = sql`insert into leads (kind, name, email, phone, service, message, fields, page, dedupe_key)
    values (${input.kind}, ${input.name ?? null}, ${input.email ?? null}, ${input.phone ?? null}, ${input.service ?? null},
      ${input.message ?? null}, ${JSON.stringify(fields)}::jsonb, ${input.page ?? null}, ${current})
    on conflict (dedupe_key) do nothing returning id`;
  const mailRows = sql`jsonb_to_recordset(${queued}::jsonb) as m("to" text, reply_to text, subject text, "text" text)`;
  const result = options.subscribe
    ? await db.execute(sql`
        with lead as (${lead}),
        sub as (
          insert into newsletter_subscribers (email, page) select ${input.email ?? null}, ${input.page ?? null} from lead
          on conflict (email) do nothing returning id
        ),
        mail as (insert into email_outbox ("to", reply_to, subject, "text") select m."to", m.reply_to, m.subject, m."text" from sub, ${mailRows})
        select (select count(*) from lead)::int as created, (select count(*) from sub)::int as subscribed`)
    : await db.execute(sql`
        with lead as (${lead}),
        mail as (
          insert into email_outbox (lead_id, "to", reply_to, subject, "text")
          select lead.id, m."to", m.reply_to, m.subject, m."text" from lead, ${mailRows}
        )
        select (select count(*) from lead)::int as created, 0 as subscribed`);
  // No row inserted: two submits raced and the other one won.
  const [row] = rowsOf<{ created: number; subscribed: number }>(result);
  return { created: Number(row?.created) > 0, subscribed: Number(row?.subscribed) > 0 };
}

/** Only the fields that hold a value, as strings (for the leads.fields column). */
export function fieldsOf(data: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === "company_website" || value === undefined || value === null || value === "") continue;
    out[key] = String(value);
  }
  return out;
}
