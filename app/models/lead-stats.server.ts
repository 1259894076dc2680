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

/** Weekly counts of one of the period's columns (`key`), from the rows read once. */
const weeklyOf = (key: string) =>
  sql.raw(`(select coalesce(json_agg(c order by c.week, c.key), '[]') from (
    select week, ${key} as key, count(*)::int as count from period where ${key} is not null group by week, ${key}) c)`);

/**
 * The period's leads are read once, through the index on created_at (only the period's range, never every lead),
 * into a small working set that each figure then counts: one statement instead of one scan per figure.
 */
export async function leadStats(db: Db, period: StatsPeriod): Promise<LeadStats> {
  const result = await db.execute(sql`
    with period as materialized (
      select ${week(period.timeZone)} as week, source, coalesce(nullif(service, ''), 'Not given') as service,
        coalesce(${citySlug(sql`first_page`)}, ${citySlug(sql`page`)}) as city, kind, status = 'won' as won,
        extract(epoch from first_response_at - created_at) as response, emergency,
        case when emergency then extract(epoch from acknowledged_at - created_at) end as ack
      from leads where ${inPeriod(period)}
    )
    select ${weeklyOf("source")} as by_source, ${weeklyOf("service")} as by_service, ${weeklyOf("city")} as by_city,
      ${weeklyOf("kind")} as by_kind,
      (select coalesce(json_agg(c order by c.leads desc, c.source), '[]') from (
        select source, count(*)::int as leads, (count(*) filter (where won))::int as won from period group by source) c) as conversion,
      count(*)::int as total,
      count(response)::int as responded,
      percentile_cont(0.5) within group (order by response) as response_median,
      (count(*) filter (where emergency))::int as emergencies,
      count(ack)::int as acknowledged,
      percentile_cont(0.5) within group (order by ack) as ack_median
    from period`);
  const [s] = rowsOf<Record<string, unknown>>(result);
  const weekly = (value: unknown) => (value as WeeklyCount[]).map((row) => ({ week: row.week, key: row.key, count: Number(row.count) }));
  return {
    total: Number(s?.total ?? 0),
    bySource: weekly(s?.by_source),
    byService: weekly(s?.by_service),
    byCityPage: weekly(s?.by_city),
    conversion: (s?.conversion as SourceConversion[]).map((row) => ({ source: row.source, leads: Number(row.leads), won: Number(row.won) })),
    firstResponse: { responded: Number(s?.responded ?? 0), medianSeconds: numberOrNull(s?.response_median) },
    emergencies: { total: Number(s?.emergencies ?? 0), acknowledged: Number(s?.acknowledged ?? 0), medianSeconds: numberOrNull(s?.ack_median) },
    byKind: weekly(s?.by_kind),
  };
}

export interface VisitStats {
  /** Visits whose arrival window starts in the period: all booked (cancelled since included), and of those confirmed and cancelled. */
  booked: number;
  confirmed: number;
  cancelled: number;
  /** The median days from a request of the period to its first visit (not cancelled), of those that have one. */
  medianDaysToVisit: number | null;
  /** The period's requests by source, and how many of them have a visit (not cancelled). */
  bySource: { source: string; leads: number; visited: number }[];
}

/** The period's visits by their window (visits_starts_at_idx), and the period's leads (leads_created_at_idx) with their first visit (visits_lead_idx). */
export const visitStatsQuery = (period: StatsPeriod) => sql`
  with windows as materialized (
    select status from visits where ${during(period, sql`starts_at`)}
  ),
  requested as materialized (
    select l.source, l.created_at,
      (select min(v.starts_at) from visits v where v.lead_id = l.id and v.status <> 'cancelled') as first_visit
    from leads l where ${inPeriod(period)}
  )
  select
    (select count(*)::int from windows) as booked,
    (select (count(*) filter (where status = 'confirmed'))::int from windows) as confirmed,
    (select (count(*) filter (where status = 'cancelled'))::int from windows) as cancelled,
    (select percentile_cont(0.5) within group (order by extract(epoch from first_visit - created_at) / 86400) from requested where first_visit is not null) as median_days,
    (select coalesce(json_agg(c order by c.leads desc, c.source), '[]') from (
      select source, count(*)::int as leads, count(first_visit)::int as visited from requested group by source) c) as by_source`;

/** The dashboard's visits (docs/visits.md, "Visits on the dashboard"), in one statement. */
export async function visitStats(db: Db, period: StatsPeriod): Promise<VisitStats> {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(visitStatsQuery(period)));
  return {
    booked: Number(row?.booked ?? 0),
    confirmed: Number(row?.confirmed ?? 0),
    cancelled: Number(row?.cancelled ?? 0),
    medianDaysToVisit: numberOrNull(row?.median_days),
    bySource: ((row?.by_source ?? []) as VisitStats["bySource"]).map((r) => ({ source: r.source, leads: Number(r.leads), visited: Number(r.visited) })),
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
