import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~db/client";
import { rowsOf } from "./sql.server";

/**
 * The figures of the admin dashboard, read from `leads`: counts per week by source, service and city page,
 * won per source, and the medians of how long the office took to answer. Newsletter signups are not leads
 * of interest here (docs/decisions/0100-lead-pipeline.md).
 */

export interface StatsPeriod {
  /** First day counted (YYYY-MM-DD, local to timeZone). */
  from: string;
  /** Last day counted (YYYY-MM-DD, local to timeZone), whole. */
  to: string;
  /** Days and weeks are those of this zone (weeks start on Monday). */
  timeZone: string;
}

export interface WeeklyCount {
  /** The Monday the week starts on (YYYY-MM-DD). */
  week: string;
  key: string;
  count: number;
}

export interface SourceConversion {
  source: string;
  leads: number;
  won: number;
}

export interface LeadStats {
  total: number;
  bySource: WeeklyCount[];
  byService: WeeklyCount[];
  /** By city page slug ("manassas" for /electrician-manassas): where the visit started, else where it was sent from. */
  byCityPage: WeeklyCount[];
  conversion: SourceConversion[];
  firstResponse: { responded: number; medianSeconds: number | null };
  emergencies: { total: number; acknowledged: number; medianSeconds: number | null };
  /** Leads per week by kind: the forms', "call" and "text". */
  byKind: WeeklyCount[];
}

/** Rows whose `column` (a time) falls in the period, as a WHERE condition. */
export const during = ({ from, to, timeZone }: StatsPeriod, column: SQL = sql`created_at`): SQL =>
  sql`${column} >= (${from}::date)::timestamp at time zone ${timeZone} and ${column} < (${to}::date + 1)::timestamp at time zone ${timeZone}`;

/** Leads of interest created in the period, as a WHERE clause. */
const inPeriod = (period: StatsPeriod): SQL => sql`kind <> 'newsletter' and ${during(period)}`;

const week = (timeZone: string) => sql`to_char(date_trunc('week', created_at at time zone ${timeZone}), 'YYYY-MM-DD')`;

/** The slug of a city page path (/electrician-<slug>, with or without a query), else null. */
const citySlug = (column: SQL) => sql`substring(${column} from '^/electrician-([a-z]+(?:-[a-z]+)*)(?:[?#/]|$)')`;

async function weekly(db: Db, period: StatsPeriod, key: SQL, rows: SQL = sql`leads where ${inPeriod(period)}`): Promise<WeeklyCount[]> {
  const result = await db.execute(sql`
    select week, key, count(*)::int as count from (
      select ${week(period.timeZone)} as week, ${key} as key from ${rows}
    ) counted
    where key is not null
    group by week, key
    order by week, key`);
  return rowsOf<WeeklyCount>(result).map((row) => ({ week: row.week, key: row.key, count: Number(row.count) }));
}

const median = (seconds: SQL) => sql`percentile_cont(0.5) within group (order by extract(epoch from ${seconds}))`;
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export async function leadStats(db: Db, period: StatsPeriod): Promise<LeadStats> {
  const where = inPeriod(period);
  const [bySource, byService, byCityPage, conversion, summary, byKind] = await Promise.all([
    weekly(db, period, sql`source`),
    weekly(db, period, sql`coalesce(nullif(service, ''), 'Not given')`),
    weekly(db, period, sql`coalesce(${citySlug(sql`first_page`)}, ${citySlug(sql`page`)})`),
    db.execute(sql`
      select source, count(*)::int as leads, (count(*) filter (where status = 'won'))::int as won
      from leads where ${where} group by source order by leads desc, source`),
    db.execute(sql`
      select count(*)::int as total,
        (count(*) filter (where first_response_at is not null))::int as responded,
        ${median(sql`first_response_at - created_at`)} filter (where first_response_at is not null) as response_median,
        (count(*) filter (where emergency))::int as emergencies,
        (count(*) filter (where emergency and acknowledged_at is not null))::int as acknowledged,
        ${median(sql`acknowledged_at - created_at`)} filter (where emergency and acknowledged_at is not null) as ack_median
      from leads where ${where}`),
    weekly(db, period, sql`kind`),
  ]);
  const [s] = rowsOf<Record<string, unknown>>(summary);
  return {
    total: Number(s?.total ?? 0),
    bySource,
    byService,
    byCityPage,
    conversion: rowsOf<SourceConversion>(conversion).map((row) => ({ source: row.source, leads: Number(row.leads), won: Number(row.won) })),
    firstResponse: { responded: Number(s?.responded ?? 0), medianSeconds: numberOrNull(s?.response_median) },
    emergencies: { total: Number(s?.emergencies ?? 0), acknowledged: Number(s?.acknowledged ?? 0), medianSeconds: numberOrNull(s?.ack_median) },
    byKind,
  };
}

export interface PhoneStats {
  /** Calls per week by the number dialled, and incoming texts per week by the number texted. */
  callsByNumber: WeeklyCount[];
  textsByNumber: WeeklyCount[];
  /** Calls that came in during the period; `missed` are those nobody answered (ringing ones are neither). */
  calls: { total: number; answered: number; missed: number; textedBack: number; textBackAnswered: number };
  /** Leads whose first text in the period came in, how many the office answered by text, and the median wait. */
  firstReply: { threads: number; replied: number; medianSeconds: number | null };
}

/** A text-back counts as answered when the caller texts in within this long (a text months later is a new matter). */
const TEXT_BACK_ANSWER_WINDOW = sql`interval '7 days'`;
/** States of a text Twilio took: it went out. */
const WENT_OUT = sql`('queued', 'sending', 'sent', 'delivered', 'undelivered')`;

/**
 * Calls and texts of the period: per week by our number, missed calls and their text-backs (sent, and answered by
 * a text from the caller afterwards), and the median time from a lead's first incoming text to the office's first
 * text after it (the text-back is not a reply).
 */
export async function phoneStats(db: Db, period: StatsPeriod): Promise<PhoneStats> {
  const [callsByNumber, textsByNumber, calls, firstReply] = await Promise.all([
    weekly(db, period, sql`"to"`, sql`phone_calls where ${during(period)}`),
    weekly(db, period, sql`"to"`, sql`lead_messages where direction = 'in' and ${during(period)}`),
    db.execute(sql`
      select count(*)::int as total,
        (count(*) filter (where c.status = 'answered'))::int as answered,
        (count(*) filter (where c.status not in ('answered', 'ringing')))::int as missed,
        (count(*) filter (where tb.status in ${WENT_OUT}))::int as texted_back,
        (count(*) filter (where tb.status in ${WENT_OUT} and exists (
          select 1 from lead_messages answer
          where answer.direction = 'in' and answer."from" = tb."to"
            and answer.created_at > tb.created_at and answer.created_at < tb.created_at + ${TEXT_BACK_ANSWER_WINDOW}
        )))::int as answered_back
      from phone_calls c left join lead_messages tb on tb.call_id = c.id
      where ${during(period, sql`c.created_at`)}`),
    db.execute(sql`
      with first_in as (
        select lead_id, min(created_at) as at from lead_messages where direction = 'in' group by lead_id
      ),
      replies as (
        select first_in.lead_id, first_in.at,
          (select min(created_at) from lead_messages r
           where r.lead_id = first_in.lead_id and r.direction = 'out' and r.call_id is null and r.created_at > first_in.at) as replied_at
        from first_in where ${during(period, sql`first_in.at`)}
      )
      select count(*)::int as threads, count(replied_at)::int as replied,
        ${median(sql`replied_at - at`)} filter (where replied_at is not null) as reply_median
      from replies`),
  ]);
  const [c] = rowsOf<Record<string, unknown>>(calls);
  const [r] = rowsOf<Record<string, unknown>>(firstReply);
  return {
    callsByNumber,
    textsByNumber,
    calls: {
      total: Number(c?.total ?? 0),
      answered: Number(c?.answered ?? 0),
      missed: Number(c?.missed ?? 0),
      textedBack: Number(c?.texted_back ?? 0),
      textBackAnswered: Number(c?.answered_back ?? 0),
    },
    firstReply: { threads: Number(r?.threads ?? 0), replied: Number(r?.replied ?? 0), medianSeconds: numberOrNull(r?.reply_median) },
  };
}
