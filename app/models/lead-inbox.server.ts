import { and, asc, desc, eq, isNotNull, isNull, ne, or, sql, type SQL, type SQLWrapper, type Subquery } from "drizzle-orm";
import { executePrepared, executeRaw, preparedQuery, type Db } from "~db/client";
import { emailOutbox, leadNotes, leadPhoneDigits, leads, leadSearchText, users } from "~db/schema";
import type { Lead } from "./lead-intake.server";
import { rowsOf } from "./sql.server";
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
  createdAt: Date;
  emergency: boolean;
  status: string;
  owner: { id: string; name: string } | null;
  firstResponseAt: Date | null;
  mail: { status: MailStatus; sent: number; total: number };
  /** The customer's language ("en" or "es"). */
  language: string;
  /** What the customer asked from their page that the office has not seen to (lead-attention), or null. */
  attention: string | null;
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
  /** Only leads whose customer asked something the office has not seen to (served by leads_inbox_attention_idx). */
  attention?: boolean;
  /** Part of the name, phone (digits compared), email or address. */
  search?: string | null;
  /** First and last day (YYYY-MM-DD) received, inclusive, on the office's clock. */
  from?: string | null;
  to?: string | null;
  timeZone?: string;
  /** The page after this lead, or the one before it (the inbox's order). */
  after?: InboxCursor | null;
  before?: InboxCursor | null;
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
    // Written out, not a parameter: a plan made for any value (a prepared page's) cannot use the emergencies' partial
    // index for "emergency = $1".
    query.emergency ? sql`${leads.emergency}` : undefined,
    query.attention ? isNotNull(leads.attentionAt) : undefined,
    query.from ? sql`${leads.createdAt} >= (${query.from}::date)::timestamp at time zone ${zone}` : undefined,
    query.to ? sql`${leads.createdAt} < (${query.to}::date + 1)::timestamp at time zone ${zone}` : undefined,
  ];
  // Control characters dropped: the search text joins its parts with one (leadSearchText).
  // eslint-disable-next-line no-control-regex -- what a search must not hold
  const search = query.search?.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  if (search) {
    const digits = search.replace(/\D/g, "");
    conditions.push(
      or(
        // Part of the name, email or address, through their trigram index.
        sql`${leadSearchText(leads)} ilike ${containing(search)}`,
        // "703-555 0101" finds "(703) 555-0101": phones are compared by their digits, through theirs.
        digits.length >= 3 ? sql`${leadPhoneDigits(leads)} like ${`%${digits}%`}` : undefined,
      ),
    );
  }
  return and(...conditions);
}

/**
 * The inbox's order: open emergencies first (not yet won or lost), then leads nobody has touched (new), then
 * the rest; newest first within each (created_at, then id, descending). The bucket expression is the one of the
 * inbox's indexes (db/schema.ts).
 */
const inboxBucket = sql`(case when ${leads.emergency} and ${leads.status} not in ('won', 'lost') then 0 when ${leads.status} = 'new' then 1 else 2 end)`;
const BUCKETS = [0, 1, 2] as const;

/** Where a page starts or ends in the inbox's order: a lead's bucket, its exact time (microseconds) and id. */
export interface InboxCursor {
  bucket: number;
  /** created_at in UTC to the microsecond, "2026-11-23T16:00:00.123456Z". */
  at: string;
  id: string;
}

/** A cursor as a URL value ("1.2026-11-23T16:00:00.123456Z.<uuid>"), and back (null when it is not one). */
export const cursorParam = (c: InboxCursor) => `${c.bucket}.${c.at}.${c.id}`;
export function parseCursor(value: string | null | undefined): InboxCursor | null {
  const match = /^([012])\.(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(value ?? "");
  if (!match || Number.isNaN(Date.parse(match[2]!))) return null;
  return {
    bucket: Number(match[1]),
    at: match[2]!,
    id: match[3]!.toLowerCase(),
  };
}

/**
 * The columns the inbox reads of a lead: what its row and its card show, and no more (of 33: the wider rows cost the
 * database and the server the time of writing and reading them, for each of a page's 50 leads).
 */
const inboxColumns = {
  id: leads.id,
  kind: leads.kind,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  service: leads.service,
  message: leads.message,
  fields: leads.fields,
  createdAt: leads.createdAt,
  emergency: leads.emergency,
  status: leads.status,
  ownerId: leads.ownerId,
  firstResponseAt: leads.firstResponseAt,
  language: leads.language,
  attention: leads.attention,
};
type InboxColumns = Pick<Lead, keyof typeof inboxColumns>;

/** A page's rows and the cursors of its ends; `more` is whether leads lie beyond it in its direction. */
interface Slice {
  rows: { lead: InboxColumns; ownerName: string | null; cursor: InboxCursor }[];
  more: boolean;
}

const cursorAt = sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A cursor's bucket, time and id as SQL values. */
const cursorValues = (c: InboxCursor) => ({ bucket: sql.raw(String(c.bucket)), at: sql`${c.at}::timestamptz`, id: sql`${c.id}::uuid` });

/** One statement of a slice: its condition, and whether it spans buckets (then it is ordered by the bucket first). */
interface SlicePart {
  where: SQL | undefined;
  byBucket: boolean;
}

/**
 * The statements that read the leads matching `where` in the inbox's order after `from` (or, backwards, before
 * it), in order. Bucket by bucket: each bucket is one range of an index ordered by (filter column,) bucket,
 * created_at, id, so a page costs the same wherever it is (no offset, no sort). A search is one statement
 * ordered by the whole order (searchSlice).
 */
function sliceParts(where: SQL | undefined, search: boolean, from: InboxCursor | null | undefined, backwards: boolean): SlicePart[] {
  if (search) return [{ where: and(where, searchEdge(from, backwards)), byBucket: true }];
  const buckets = backwards ? BUCKETS.filter((b) => !from || b <= from.bucket).reverse() : BUCKETS.filter((b) => !from || b >= from.bucket);
  return buckets.map((bucket) => {
    const c = from && from.bucket === bucket ? cursorValues(from) : null;
    const edge = c ? (backwards ? sql`(${leads.createdAt}, ${leads.id}) > (${c.at}, ${c.id})` : sql`(${leads.createdAt}, ${leads.id}) < (${c.at}, ${c.id})`) : undefined;
    return { where: and(sql`${inboxBucket} = ${sql.raw(String(bucket))}`, where, edge), byBucket: false };
  });
}

/** The leads after `from` in the inbox's whole order (or, backwards, before it). */
function searchEdge(from: InboxCursor | null | undefined, backwards: boolean): SQL | undefined {
  if (!from) return undefined;
  const c = cursorValues(from);
  return backwards
    ? sql`(${inboxBucket} < ${c.bucket} or (${inboxBucket} = ${c.bucket} and (${leads.createdAt}, ${leads.id}) > (${c.at}, ${c.id})))`
    : sql`(${inboxBucket} > ${c.bucket} or (${inboxBucket} = ${c.bucket} and (${leads.createdAt}, ${leads.id}) < (${c.at}, ${c.id})))`;
}

/** Up to `limit` leads matching `where` in the inbox's order after `after` (or, backwards, before `before`). */
async function slice(db: Db, query: LeadQuery): Promise<Slice> {
  const { limit, after, before } = query;
  const where = leadFilter(query);
  const backwards = Boolean(before);
  if (query.search?.trim()) return sliceOf(await searchSlice(db, where, limit + 1, before ?? after, backwards), limit, backwards);
  const rows: Slice["rows"] = [];
  for (const part of sliceParts(where, false, before ?? after, backwards)) {
    const wanted = limit + 1 - rows.length;
    if (wanted <= 0) break;
    rows.push(...(await selectPage(db, part.where, backwards, wanted, part.byBucket, keptPrepared(query))));
  }
  return sliceOf(rows, limit, backwards);
}

/**
 * A search's `limit` leads after `from` (or, backwards, before it), in one statement: the first of its first
 * COUNT_CAP matches in the inbox's order. Planned for that many, with no limit of the page's own to plan for, the
 * planner reads a rare search's matches through the trigram indexes and sorts them (for a page alone it walked the
 * inbox's order index testing every lead on the way: 27,000 for the email search's 190 matches of 100,000, 5,000 for
 * the phone digits' 1,000), and walks the order index for a search matching most leads ("oak street"); the page's
 * numbering stops that walk at its last lead (a window's run condition). Decided in the page's own statement, so it
 * need not wait for the kinds' counts (docs/performance.md).
 */
async function searchSlice(db: Db, where: SQL | undefined, limit: number, from: InboxCursor | null | undefined, backwards: boolean): Promise<Slice["rows"]> {
  const matches = db
    .select({ ...inboxColumns, bucket: sql<number>`${inboxBucket}`.as("bucket") })
    .from(leads)
    .where(and(where, searchEdge(from, backwards)))
    .orderBy(orderOf(backwards, inboxBucket))
    .limit(Math.max(COUNT_CAP, limit))
    .as("matches");
  // Named as the table, so that the page's columns read its rows; numbered in the order the matches come in.
  const numbered = db
    .select({ ...matches._.selectedFields, n: sql<number>`row_number() over (order by ${orderOf(backwards, matches.bucket, matches)})`.as("n") })
    .from(matches)
    .as("leads");
  const found = await pageQuery(db, numbered).where(sql`${numbered.n} <= ${limit}`).orderBy(numbered.n);
  return found.map(pageRow);
}

/** The inbox's order (by `bucket` first, when given), or its reverse; of `leads`, or of a subquery's columns. */
function orderOf(backwards: boolean, bucket?: SQL | SQL.Aliased, { createdAt, id }: { createdAt: SQLWrapper; id: SQLWrapper } = leads) {
  return sql.join(
    [...(bucket ? [backwards ? sql`${bucket} desc` : sql`${bucket}`] : []), ...(backwards ? [asc(createdAt), asc(id)] : [desc(createdAt), desc(id)])],
    sql`, `,
  );
}

/** A page's leads, with their owner's name and cursor, from `leads` or a subquery of its rows named as it. */
const pageQuery = (db: Db, source: typeof leads | Subquery = leads) =>
  db
    .select({ lead: inboxColumns, ownerName: userLabel, at: cursorAt, bucket: sql<number>`${inboxBucket}` })
    .from(source)
    .leftJoin(users, eq(users.id, leads.ownerId));

const pageRow = ({ lead, ownerName, at, bucket }: Omit<Slice["rows"][number], "cursor"> & { at: string; bucket: number }): Slice["rows"][number] => ({
  lead,
  ownerName,
  cursor: { bucket: Number(bucket), at, id: lead.id },
});

/**
 * A page of leads matching `where`, in order (by the bucket first when `byBucket`); as a prepared statement of its
 * connection when `prepared` (keptPrepared).
 */
async function selectPage(db: Db, where: SQL | undefined, backwards: boolean, limit: number, byBucket: boolean, prepared: boolean): Promise<Slice["rows"]> {
  const page = pageQuery(db)
    .where(where)
    .orderBy(orderOf(backwards, byBucket ? inboxBucket : undefined))
    .limit(limit);
  const found = prepared ? await page.prepare("inbox_page").execute() : await page;
  return found.map(pageRow);
}

/**
 * Whether a query's statements are kept prepared (db/client.ts: parsed once per connection, not on every page, and
 * described once to postgres.js, a round trip of PGlite's fewer): a filter of equalities, planned alike for any
 * value. Not a search nor a period: after five runs Postgres may keep a plan made for any value, and for those it
 * would guess the share of the leads matching (0.5% for a period) and read a quarter's 25,000 leads the wrong way.
 */
const keptPrepared = (query: Pick<LeadQuery, "search" | "from" | "to">) => !query.search?.trim() && !query.from && !query.to;

function sliceOf(rows: Slice["rows"], limit: number, backwards: boolean): Slice {
  const page = rows.slice(0, limit);
  return { rows: backwards ? page.reverse() : page, more: rows.length > limit };
}

/** The state of each lead's confirmation mails (email_outbox rows), for the given leads only. */
async function mailStates(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, InboxLead["mail"]>();
  // The ids as one array value (uuids from the page's own rows): one statement text for any page, kept prepared.
  const rows = await mailCounts(db).execute({ ids: `{${ids.join(",")}}` });
  return new Map(
    rows.map((r) => [
      r.leadId!,
      {
        status: mailStatus(r.total, r.sent, r.failed),
        sent: r.sent,
        total: r.total,
      },
    ]),
  );
}

const mailCounts = preparedQuery((db) =>
  db
    .select({
      leadId: emailOutbox.leadId,
      total: sql<number>`count(*)::int`,
      sent: sql<number>`(count(*) filter (where ${emailOutbox.status} = 'sent'))::int`,
      failed: sql<number>`(count(*) filter (where ${emailOutbox.status} in ('failed', 'dead')))::int`,
    })
    .from(emailOutbox)
    // A cancelled visit's reminder was never meant to go any more: it is not a mail of the lead's.
    .where(and(sql`${emailOutbox.leadId} = any(${sql.placeholder("ids")}::uuid[])`, ne(emailOutbox.status, "cancelled")))
    .groupBy(emailOutbox.leadId)
    .prepare("inbox_mail_counts"),
);

/** Counts stop here: a page shows the cap and a "+" rather than counting every lead on each view. */
export const COUNT_CAP = 1000;

interface InboxPage {
  leads: InboxLead[];
  /** Matching leads, up to COUNT_CAP. */
  total: number;
  /** Where the next page starts and the previous one ends, when there is one. */
  next: InboxCursor | null;
  previous: InboxCursor | null;
}

/** A kind and how many leads of it match; null when not known (the matches of every kind passed COUNT_CAP). */
type KindCount = { kind: string; count: number | null };

/**
 * The inbox's page, its total (up to COUNT_CAP) and the kinds' counts of its filter (leadKinds). The total is taken
 * from those counts when they are whole: the leads of a query are those its kind counts, or, with no kind chosen,
 * those every kind counts (a lead always has one). Only a chosen kind among more than COUNT_CAP matches of every kind
 * is counted on its own (boundedCount). The page's reads never wait for the counts: on Postgres they run side by side.
 */
export async function inboxPage(db: Db, query: LeadQuery): Promise<InboxPage & { kinds: KindCount[] }> {
  const counts = async () => {
    const { kinds, whole } = await leadKinds(db, query);
    if (!query.kind) return { kinds, total: whole ? kinds.reduce((sum, k) => sum + (k.count ?? 0), 0) : COUNT_CAP };
    return { kinds, total: whole ? (kinds.find((k) => k.kind === query.kind)?.count ?? 0) : await boundedCount(db, leadFilter(query)) };
  };
  const [page, { kinds, total }] = await Promise.all([leadsPage(db, query), counts()]);
  return { ...page, total, kinds };
}

async function leadsPage(db: Db, query: LeadQuery): Promise<Omit<InboxPage, "total">> {
  const page = await slice(db, query);
  // Back at the start (fewer than a page before the cursor): the first page, whole.
  if (query.before && !page.more) return leadsPage(db, { ...query, before: null });
  const mails = await mailStates(
    db,
    page.rows.map((r) => r.lead.id),
  );
  const first = page.rows[0]?.cursor ?? null;
  const last = page.rows.at(-1)?.cursor ?? null;
  return {
    leads: page.rows.map(({ lead, ownerName }) => toInboxLead(lead, ownerName, mails.get(lead.id))),
    next: query.before ? last : page.more ? last : null,
    previous: query.before ? (page.more ? first : null) : query.after ? first : null,
  };
}

/** A time as the CSV writes it, as JavaScript's toISOString does ("2026-11-23T16:00:00.123Z": milliseconds, cut). */
const isoTime = (time: SQL) => sql`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One CSV cell, as csvCell (app/lib/office/leads-inbox.server.ts) writes it: quoted always, a leading apostrophe
 * on a cell a spreadsheet would run as a formula (= + - @, tab or carriage return first).
 */
const csvCellOf = (value: SQL) =>
  sql`'"' || replace(case when left(coalesce(${value}, ''), 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' else '' end || coalesce(${value}, ''), '"', '""') || '"'`;

/**
 * A lead's CSV line, the export's columns (Received … Notes) written by the database: its details "key: value; …"
 * in the fields' order, its mail's state (as mailStatus), its owner, its notes one a line ("<time> <author>: <text>").
 * `mail` and `notes` are csvStatement's laterals.
 */
const csvLineOf = (languageNames: Record<string, string>) =>
  sql`concat_ws(',', ${sql.join(
    [
      isoTime(sql`${leads.createdAt}`),
      sql`${leads.kind}`,
      sql`${leads.name}`,
      sql`${leads.email}`,
      sql`${leads.phone}`,
      sql`coalesce(${JSON.stringify(languageNames)}::jsonb ->> ${leads.language}, ${leads.language})`,
      sql`${leads.service}`,
      sql`${leads.message}`,
      sql`(select string_agg(key || ': ' || value, '; ' order by n) from jsonb_each_text(${leads.fields}) with ordinality f(key, value, n) where value <> '')`,
      sql`${leads.page}`,
      sql`case when mail.total = 0 then 'none' when mail.failed > 0 then 'failed' when mail.sent = mail.total then 'sent' else 'pending' end`,
      sql`${leads.status}`,
      sql`${leads.lostReason}`,
      sql`(select ${userLabel} from ${users} where ${users.id} = ${leads.ownerId})`,
      isoTime(sql`${leads.firstResponseAt}`),
      sql`notes.text`,
    ].map(csvCellOf),
    sql`, `,
  )}) || chr(13) || chr(10)`;

/** Up to `limit` leads' CSV lines of a slice's part, in its order, as one text, with the last one's cursor. */
const csvStatement = (part: SlicePart, limit: number, languageNames: Record<string, string>) => sql`
  select coalesce(string_agg(line, '' order by bucket, created_at desc, id desc), '') as text, count(*)::int as rows,
    (array_agg(cursor order by bucket desc, created_at, id))[1] as last
  from (
    select ${inboxBucket} as bucket, ${leads.createdAt} as created_at, ${leads.id} as id,
      ${inboxBucket} || '.' || ${cursorAt} || '.' || ${leads.id} as cursor, ${csvLineOf(languageNames)} as line
    from ${leads}
    cross join lateral (
      select count(*) as total, count(*) filter (where ${emailOutbox.status} = 'sent') as sent,
        count(*) filter (where ${emailOutbox.status} in ('failed', 'dead')) as failed
      from ${emailOutbox} where ${emailOutbox.leadId} = ${leads.id} and ${emailOutbox.status} <> 'cancelled'
    ) mail
    cross join lateral (
      select string_agg(${isoTime(sql`${leadNotes.createdAt}`)} || ' ' || coalesce((select ${userLabel} from ${users} where ${users.id} = ${leadNotes.authorId}), '?')
        || ': ' || ${leadNotes.body}, chr(10) order by ${leadNotes.createdAt}, ${leadNotes.id}) as text
      from ${leadNotes} where ${leadNotes.leadId} = ${leads.id}
    ) notes
    where ${part.where ?? sql`true`}
    order by ${sql.raw(part.byBucket ? "1, " : "")}${leads.createdAt} desc, ${leads.id} desc
    limit ${limit}
  ) page`;

/**
 * The CSV export's next `limit` leads of the query after `after`, in the inbox's order: their CSV lines as the
 * database wrote them, the bytes passed on as they came (no string or object for a lead or a batch: the batches'
 * strings outlived V8's young generation and piled up in its old one, docs/performance.md, "Inbox at 100,000
 * leads"). `next` is where the following batch starts, null after the last.
 */
export async function leadsCsvBatch(
  db: Db,
  query: Omit<LeadQuery, "limit" | "before">,
  limit: number,
  languageNames: Record<string, string>,
): Promise<{ chunks: Uint8Array[]; next: InboxCursor | null }> {
  const chunks: Uint8Array[] = [];
  let count = 0;
  let last: string | null = null;
  for (const part of sliceParts(leadFilter({ ...query, limit }), Boolean(query.search?.trim()), query.after, false)) {
    if (count >= limit) break;
    const [[text, rows, lastOfPart]] = (await executeRaw(db, csvStatement(part, limit - count, languageNames))) as [[Buffer, Buffer, Buffer | null]];
    if (text.length > 0) chunks.push(text);
    count += Number(rows.toString());
    last = lastOfPart?.toString() ?? last;
  }
  return { chunks, next: count >= limit ? parseCursor(last) : null };
}

function toInboxLead(lead: InboxColumns, ownerName: string | null, mail?: InboxLead["mail"]): InboxLead {
  return {
    id: lead.id,
    kind: lead.kind,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    service: lead.service,
    message: lead.message,
    fields: lead.fields ?? {},
    createdAt: lead.createdAt,
    emergency: lead.emergency,
    status: lead.status,
    owner: lead.ownerId ? { id: lead.ownerId, name: ownerName ?? "" } : null,
    firstResponseAt: lead.firstResponseAt,
    mail: mail ?? { status: "none", sent: 0, total: 0 },
    language: lead.language,
    attention: lead.attention,
  };
}

/**
 * The distinct values of `column` (non-null, in order), one index probe each rather than a scan of every lead. Its
 * limit is a parameter, so that executePrepared can keep the services' list prepared (a statement with none is not;
 * it was parsed and planned again on every inbox page, 1.3 ms of PGlite's time).
 */
const distinctValues = (column: SQL) => sql`
  with recursive present(value) as (
    (select ${column} from ${leads} where ${column} is not null order by 1 limit ${1})
    union all
    select (select ${column} from ${leads} where ${column} > present.value order by 1 limit 1) from present where present.value is not null
  )
  select value from present where value is not null`;

const CAP = sql.raw(String(COUNT_CAP));

/**
 * The kinds present (contact, estimate, booking, newsletter, call, text…) for the filter, each with how many leads
 * of that kind match the rest of the query (its kind aside), from one read of at most COUNT_CAP of those matches:
 * `whole` when they were fewer, each count then exact; else the counts are null (not known), and the page shows the
 * cap and a "+". A page costs the same at any size: counting each kind up to the cap on its own walked every lead of the
 * kind for a narrow filter (13 ms of an emergencies' page at 100,000 leads, 39 of a search's, docs/performance.md).
 * A search's matches are read in the inbox's order, as its page reads them: unordered, the planner read one matching
 * every lead ("oak street") through its trigram index whole, 100,000 leads for 1,000 (61 ms; 4 in order).
 */
export async function leadKinds(db: Db, query: Omit<LeadQuery, "limit"> = {}): Promise<{ kinds: KindCount[]; whole: boolean }> {
  const matching = leadFilter({ ...query, kind: null, limit: 0 });
  const statement = sql`
      with counted as (
        select kind, count(*)::int as n from (
          select ${leads.kind} as kind from ${leads} where ${matching ?? sql`true`} ${query.search?.trim() ? sql`order by ${orderOf(false, inboxBucket)}` : sql``} limit ${CAP}
        ) matches group by kind
      )
      select kinds.value as kind, coalesce(counted.n, 0) as count, (select coalesce(sum(n), 0) from counted)::int as matched
      from (${distinctValues(sql`${leads.kind}`)}) kinds left join counted on counted.kind = kinds.value
      order by kinds.value`;
  const rows = rowsOf<{ kind: string; count: number | null; matched: number }>(keptPrepared(query) ? await executePrepared(db, statement) : await db.execute(statement));
  const whole = rows.length === 0 || Number(rows[0]!.matched) < COUNT_CAP;
  return { kinds: rows.map((r) => ({ kind: r.kind, count: whole ? Number(r.count) : null })), whole };
}

/** How many leads match `where`, counted up to COUNT_CAP. */
async function boundedCount(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = rowsOf<{ count: number }>(await db.execute(sql`select count(*)::int as count from (select 1 from ${leads} where ${where ?? sql`true`} limit ${CAP}) matches`));
  return Number(row?.count ?? 0);
}

/** The services present, for the filter. */
export async function leadServices(db: Db): Promise<string[]> {
  // Every inbox page reads them: prepared (db/client.ts).
  return rowsOf<{ value: string }>(await executePrepared(db, distinctValues(sql`${leads.service}`))).map((r) => r.value);
}
