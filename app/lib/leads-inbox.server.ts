import type { Db } from "../../db/client";
import { leadKinds, listLeads, type InboxLead } from "~/models/leads.server";
import { getDb } from "./db.server";

/** The admin leads inbox: a page of saved requests with their mail state, and the CSV export. */

export const PAGE_SIZE = 100;
/** A CSV export holds at most this many rows (newest first). */
export const EXPORT_LIMIT = 10_000;

export interface InboxDeps {
  db: Db;
}

export const inboxDeps = (): InboxDeps => ({ db: getDb() });

/** One page of the inbox (newest first, optionally one kind) and the kinds present for the filter. */
export async function loadInbox(query: { kind: string | null; page: number }, deps = inboxDeps()) {
  const [{ leads, total }, kinds] = await Promise.all([listLeads(deps.db, { ...query, limit: PAGE_SIZE }), leadKinds(deps.db)]);
  return { leads, total, kinds, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

/** The CSV export of the same filter, newest first, at most EXPORT_LIMIT rows. */
export async function exportLeadsCsv(kind: string | null, deps = inboxDeps()): Promise<string> {
  const { leads } = await listLeads(deps.db, { kind, limit: EXPORT_LIMIT });
  return leadsToCsv(leads);
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
