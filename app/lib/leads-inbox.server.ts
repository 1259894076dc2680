import { count, desc, eq, sql } from "drizzle-orm";
import { emailOutbox, leads } from "../../db/schema";
import type { Db } from "../../db/client";
import { getDb } from "./db.server";

/** Read side of the `leads` table (written by app/lib/leads.server.ts) for the admin inbox. */

export const PAGE_SIZE = 100;
/** A CSV export holds at most this many rows (newest first). */
export const EXPORT_LIMIT = 10_000;

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
  limit?: number;
}

function mailStatus(total: number, sent: number, failed: number): MailStatus {
  if (total === 0) return "none";
  if (failed > 0) return "failed";
  return sent === total ? "sent" : "pending";
}

/** Saved requests newest first, each with the state of its confirmation mails (email_outbox rows). */
export async function listLeads(query: LeadQuery = {}, db: Db = getDb()): Promise<{ leads: InboxLead[]; total: number }> {
  const limit = query.limit ?? PAGE_SIZE;
  const offset = Math.max(0, (query.page ?? 1) - 1) * limit;
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
      .limit(limit)
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
export async function leadKinds(db: Db = getDb()): Promise<string[]> {
  const rows = await db.selectDistinct({ kind: leads.kind }).from(leads).orderBy(leads.kind);
  return rows.map((r) => r.kind);
}

/**
 * One CSV cell. Quoted always; a cell a spreadsheet would run as a formula (starting with = + - @, tab or
 * carriage return) gets a leading apostrophe (OWASP CSV injection).
 */
export function csvCell(value: unknown): string {
  let text = value == null ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const CSV_COLUMNS = ["Received", "Kind", "Name", "Email", "Phone", "Service", "Message", "Details", "Page", "Mail status"];

export const detailsText = (fields: Record<string, string>) =>
  Object.entries(fields)
    .filter(([, v]) => v !== "" && v != null)
    .map(([k, v]) => `${k}: ${v}`)
    .join("; ");

export function leadsToCsv(rows: InboxLead[]): string {
  const lines = [CSV_COLUMNS, ...rows.map((l) => [l.createdAt, l.kind, l.name, l.email, l.phone, l.service, l.message, detailsText(l.fields), l.page, l.mail.status])];
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
