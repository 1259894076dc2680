import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~db/client";
import { emailOutbox, leads, users } from "~db/schema";
import type { Lead } from "./lead-intake.server";
import { userLabel } from "./users.server";

/** The admin inbox's reads of `leads`: a filtered, searched page in the inbox's order, and the filters' choices. */

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
  /** The customer's language ("en" or "es"). */
  language: string;
}

export interface LeadQuery {
  kind?: string | null;
  /** The customer's language ("en" or "es"). */
  language?: string | null;
  status?: string | null;
  service?: string | null;
  /** An admin's id, or "none" for leads nobody owns. */
  owner?: string | null;
  /** Emergencies only. */
  emergency?: boolean;
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
    query.language ? eq(leads.language, query.language) : undefined,
    query.status ? eq(leads.status, query.status) : undefined,
    query.service ? eq(leads.service, query.service) : undefined,
    query.owner === "none" ? isNull(leads.ownerId) : query.owner ? eq(leads.ownerId, query.owner) : undefined,
    query.emergency ? eq(leads.emergency, true) : undefined,
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
    language: lead.language,
  };
}

/**
 * The kinds present (contact, estimate, booking, newsletter, call, text…) for the filter, each with how many leads
 * of that kind match the rest of the query (its kind aside).
 */
export async function leadKinds(db: Db, query: Omit<LeadQuery, "limit"> = {}): Promise<{ kind: string; count: number }[]> {
  const matching = leadFilter({ ...query, kind: null, limit: 0 });
  const rows = await db
    .select({ kind: leads.kind, count: sql<number>`(count(*) filter (where ${matching ?? sql`true`}))::int` })
    .from(leads)
    .groupBy(leads.kind)
    .orderBy(leads.kind);
  return rows.map((r) => ({ kind: r.kind, count: Number(r.count) }));
}

/** The services present, for the filter. */
export async function leadServices(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ service: leads.service }).from(leads).where(isNotNull(leads.service)).orderBy(leads.service);
  return rows.map((r) => r.service!);
}
