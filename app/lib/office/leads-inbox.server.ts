import { z } from "zod";
import type { Db } from "~db/client";
import {
  COUNT_CAP,
  cursorParam,
  inboxPage,
  leadsCsvBatch,
  leadServices,
  parseCursor,
  type InboxCursor,
  type InboxLead,
  type LeadQuery,
} from "~/models/lead-inbox.server";
import { listUsersWithRole } from "~/models/users.server";
import { getBusiness } from "../site/business.server";
import { getDb } from "../platform/db.server";
import { elapsed } from "../platform/elapsed";
import { LEAD_STATUSES, SEARCH_MAX } from "~/forms/admin-messages";
import { ADMIN_ROLE } from "../auth/require-admin.server";
import { LANGUAGE_NAMES, languages } from "~/content/languages";

/** The admin leads inbox: a page of saved requests (filtered, searched) with their pipeline state, and the CSV export. */

/** 50 leads a page: a page the office's phone gets quickly on 4G (it was 100; the server's time for a page fell by a quarter, docs/performance.md). */
export const PAGE_SIZE = 50;
/**
 * The CSV export reads the selection this many leads at a time, each batch written out before the next is read.
 * The server's memory grew about as much at a fifth or four times as many (docs/performance.md, "Inbox at 100,000 leads").
 */
const EXPORT_BATCH = 500;

interface InboxDeps {
  db: Db;
  now: () => Date;
  /** The office's, in which the date filters' days begin and end. */
  timeZone: string;
}

const inboxDeps = (): InboxDeps => ({
  db: getDb(),
  now: () => new Date(),
  timeZone: getBusiness().timeZone,
});

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
  /** "1": leads waiting for the office (the inbox's Needs attention chip). */
  attention: optional(z.enum(["1", "true"]).transform(() => true as const)),
  from: optional(day),
  to: optional(day),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  /** The page after this lead or before it (a cursor, models/lead-inbox.server.ts); `page` is then only its number. */
  after: z.string().max(100).optional().transform(parseCursor).catch(null),
  before: z.string().max(100).optional().transform(parseCursor).catch(null),
});

export type InboxFilter = Omit<z.infer<typeof filterSchema>, "page" | "after" | "before">;

/** Where a page of the inbox is: its number (shown) and the cursor it starts after or ends before. */
interface InboxPosition {
  page: number;
  after?: InboxCursor | null;
  before?: InboxCursor | null;
}

/** The inbox's filter and page from its URL (a GET form): unusable values are dropped, empty ones ignored. */
export function parseInboxFilter(params: URLSearchParams): { filter: InboxFilter } & InboxPosition {
  const raw = Object.fromEntries([...params].filter(([, value]) => value !== ""));
  const { page, after, before, ...filter } = filterSchema.parse(raw);
  // Without a cursor it is the first page, whatever number the address says.
  const position = before ? { page: Math.max(1, page), before } : after ? { page: Math.max(2, page), after } : { page: 1 };
  return {
    filter: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== "")) as InboxFilter,
    ...position,
  };
}

const toQuery = (filter: InboxFilter, timeZone: string): Omit<LeadQuery, "limit"> => ({
  kind: filter.kind,
  language: filter.lang,
  status: filter.status,
  service: filter.service,
  owner: filter.owner,
  emergency: filter.emergency,
  attention: filter.attention,
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

/**
 * What the inbox draws of a lead, and nothing more: the page's data is sent again for hydration, so every field
 * here is one the row or the card shows.
 */
function inboxRow(lead: InboxLead, now: Date) {
  const times = leadTimes(lead, now);
  return {
    id: lead.id,
    createdAt: lead.createdAt,
    ago: times.sinceRequest,
    emergency: lead.emergency,
    status: lead.status,
    attention: lead.attention,
    kind: lead.kind,
    language: lead.language,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    service: lead.service,
    address: lead.fields.address ?? null,
    message: lead.message,
    details: detailsText(lead.fields),
    owner: lead.owner?.name ?? null,
    response: times.sinceResponse && times.responseTook ? { ago: times.sinceResponse, took: times.responseTook } : null,
    mail: lead.mail,
  };
}

/** A count for people: "57", or COUNT_CAP and a "+" when it stopped there. */
const countLabel = (count: number) => (count >= COUNT_CAP ? `${COUNT_CAP.toLocaleString("en-US")}+` : count.toLocaleString("en-US"));

/**
 * One page of the inbox and what its filter form offers (kinds with their counts, services, owners), with the
 * cursors of the previous and next pages (null at either end).
 */
export async function loadInbox(filter: InboxFilter, position: InboxPosition, deps = inboxDeps()) {
  const [{ leads, total, next, previous, kinds }, services, owners] = await Promise.all([
    inboxPage(deps.db, {
      ...toQuery(filter, deps.timeZone),
      after: position.after,
      before: position.before,
      limit: PAGE_SIZE,
    }),
    leadServices(deps.db),
    listUsersWithRole(deps.db, ADMIN_ROLE),
  ]);
  const now = deps.now();
  // Back at the start, it is page 1 whatever the address said.
  const page = previous ? position.page : 1;
  return {
    leads: leads.map((lead) => inboxRow(lead, now)),
    total,
    totalLabel: countLabel(total),
    kinds: kinds.map((k) => ({ ...k, label: k.count === null ? null : countLabel(k.count) })),
    services,
    owners,
    page,
    /** Known only while the count is whole. */
    pages: total < COUNT_CAP ? Math.max(1, Math.ceil(total / PAGE_SIZE)) : null,
    next: next ? cursorParam(next) : null,
    previous: previous ? cursorParam(previous) : null,
  };
}

/**
 * The CSV export of the same filter, in the inbox's order, every row, with each lead's notes: read EXPORT_BATCH
 * leads at a time from a cursor, each batch yielded as the bytes the database wrote before the next is read, so
 * memory stays flat and the first bytes go out at once however many leads there are.
 */
export async function* exportLeadsCsv(filter: InboxFilter, deps = inboxDeps()): AsyncGenerator<Uint8Array> {
  yield new TextEncoder().encode(`\uFEFF${csvLine(CSV_COLUMNS)}`);
  let after: InboxCursor | null = null;
  // Bounded: each batch moves the cursor on, and a batch with no next cursor is the last.
  for (;;) {
    const batch = await leadsCsvBatch(deps.db, { ...toQuery(filter, deps.timeZone), after }, EXPORT_BATCH, LANGUAGE_NAMES);
    yield* batch.chunks;
    if (!batch.next) return;
    after = batch.next;
  }
}

/** The export's text as a response body, read one batch at a time as the client takes it; dropped when it goes away. */
export function csvStream(chunks: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async pull(controller) {
      const { done, value } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
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

const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(",")}\r\n`;
