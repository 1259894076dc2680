import { z } from "zod";
import type { Db } from "~db/client";
import { notesOfLeads, type LeadNote } from "~/models/lead-notes.server";
import { leadKinds, leadServices, listLeads, type InboxLead, type LeadQuery } from "~/models/lead-inbox.server";
import { listUsersWithRole } from "~/models/users.server";
import { getBusiness } from "../site/business.server";
import { getDb } from "../platform/db.server";
import { elapsed } from "../platform/elapsed";
import { LEAD_STATUSES, SEARCH_MAX } from "~/forms/admin-messages";
import { ADMIN_ROLE } from "../auth/require-admin.server";
import { LANGUAGE_NAMES, languages } from "~/content/languages";

/** The admin leads inbox: a page of saved requests (filtered, searched) with their pipeline state, and the CSV export. */

export const PAGE_SIZE = 100;
/** A CSV export holds at most this many rows (in the inbox's order). */
const EXPORT_LIMIT = 10_000;

interface InboxDeps {
  db: Db;
  now: () => Date;
  /** The office's, in which the date filters' days begin and end. */
  timeZone: string;
}

const inboxDeps = (): InboxDeps => ({ db: getDb(), now: () => new Date(), timeZone: getBusiness().timeZone });

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value));
/** A value the filter cannot use is left out (the form shows it blank) rather than refused. */
const optional = <T extends z.ZodTypeAny>(schema: T) => schema.optional().catch(undefined);

const filterSchema = z.object({
  q: optional(z.string().trim().max(SEARCH_MAX)),
  kind: optional(z.string().max(100)),
  lang: optional(z.enum(languages)),
  status: optional(z.enum(LEAD_STATUSES)),
  service: optional(z.string().max(200)),
  owner: optional(z.union([z.literal("none"), z.string().uuid()])),
  /** "1": emergencies only (the inbox's Emergency chip); true as the filter carries it. */
  emergency: optional(z.enum(["1", "true"]).transform(() => true as const)),
  from: optional(day),
  to: optional(day),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
});

export type InboxFilter = Omit<z.infer<typeof filterSchema>, "page">;

/** The inbox's filter from its URL (a GET form): unusable values are dropped, empty ones ignored. */
export function parseInboxFilter(params: URLSearchParams): { filter: InboxFilter; page: number } {
  const raw = Object.fromEntries([...params].filter(([, value]) => value !== ""));
  const { page, ...filter } = filterSchema.parse(raw);
  return { filter: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== "")) as InboxFilter, page };
}

const toQuery = (filter: InboxFilter, timeZone: string): Omit<LeadQuery, "limit"> => ({
  kind: filter.kind,
  language: filter.lang,
  status: filter.status,
  service: filter.service,
  owner: filter.owner,
  emergency: filter.emergency,
  search: filter.q,
  from: filter.from,
  to: filter.to,
  timeZone,
});

/** How long ago a lead came in and, once the office acted, how long ago that was and how long it took. */
export function leadTimes(lead: Pick<InboxLead, "createdAt" | "firstResponseAt">, now: Date) {
  return {
    sinceRequest: elapsed(lead.createdAt, now),
    sinceResponse: lead.firstResponseAt ? elapsed(lead.firstResponseAt, now) : null,
    responseTook: lead.firstResponseAt ? elapsed(lead.createdAt, lead.firstResponseAt) : null,
  };
}

/** One page of the inbox and what its filter form offers (kinds with their counts, services, owners). */
export async function loadInbox(filter: InboxFilter, page: number, deps = inboxDeps()) {
  const [{ leads, total }, kinds, services, owners] = await Promise.all([
    listLeads(deps.db, { ...toQuery(filter, deps.timeZone), page, limit: PAGE_SIZE }),
    leadKinds(deps.db, toQuery(filter, deps.timeZone)),
    leadServices(deps.db),
    listUsersWithRole(deps.db, ADMIN_ROLE),
  ]);
  const now = deps.now();
  return {
    leads: leads.map((lead) => ({ ...lead, details: detailsText(lead.fields), times: leadTimes(lead, now) })),
    total,
    kinds,
    services,
    owners,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}

/** The CSV export of the same filter, in the inbox's order, at most EXPORT_LIMIT rows, with each lead's notes. */
export async function exportLeadsCsv(filter: InboxFilter, deps = inboxDeps()): Promise<string> {
  const { leads } = await listLeads(deps.db, { ...toQuery(filter, deps.timeZone), limit: EXPORT_LIMIT });
  const notes = await notesOfLeads(deps.db, leads.map((l) => l.id));
  return leadsToCsv(leads, notes);
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

const CSV_COLUMNS = [
  "Received",
  "Kind",
  "Name",
  "Email",
  "Phone",
  "Language",
  "Service",
  "Message",
  "Details",
  "Page",
  "Mail status",
  "Status",
  "Lost reason",
  "Owner",
  "First response",
  "Notes",
];

export const detailsText = (fields: Record<string, string>) =>
  Object.entries(fields)
    .filter(([, v]) => v !== "" && v != null)
    .map(([k, v]) => `${k}: ${v}`)
    .join("; ");

/** A lead's notes in one cell, one line each: "<time> <author>: <text>". */
const notesText = (notes: LeadNote[] = []) => notes.map((n) => `${n.createdAt.toISOString()} ${n.author ?? "?"}: ${n.body}`).join("\n");

export function leadsToCsv(rows: InboxLead[], notes = new Map<string, LeadNote[]>()): string {
  const lines = [
    CSV_COLUMNS,
    ...rows.map((l) => [
      l.createdAt,
      l.kind,
      l.name,
      l.email,
      l.phone,
      // By name, as the inbox's filter offers it: what to call back in, readable without a legend.
      LANGUAGE_NAMES[l.language] ?? l.language,
      l.service,
      l.message,
      detailsText(l.fields),
      l.page,
      l.mail.status,
      l.status,
      l.lostReason,
      l.owner?.name,
      l.firstResponseAt,
      notesText(notes.get(l.id)),
    ]),
  ];
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
