import { sql, type SQL } from "drizzle-orm";
import { executePrepared, type Db } from "~db/client";
import { rowsOf } from "./sql.server";

/**
 * The figures of the admin dashboard, read from lead_days (the leads' figures per day, kept by triggers on `leads`),
 * `visits`, `phone_calls` and `lead_messages`: counts per week by source, service and city page,
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


const week = (timeZone: string) => sql`to_char(date_trunc('week', created_at at time zone ${timeZone}), 'YYYY-MM-DD')`;


async function weekly(db: Db, period: StatsPeriod, key: SQL, rows: SQL): Promise<WeeklyCount[]> {
  const result = await executePrepared(db, sql`
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

/** The weekly counts of one of lead_days' dimensions ("source", "service", "city", "kind"), from the rows read once. */
const weeklyOf = (dimension: string) =>
  sql.raw(`(select coalesce(json_agg(c order by c.week, c.key), '[]') from (
    select to_char(week, 'YYYY-MM-DD') as week, key, count from counted where dimension = '${dimension}') c)`);

/** The median of a histogram CTE (m: minutes, n: how many) in seconds: the middle one, or the mean of the middle two. */
const medianOf = (histogram: string) =>
  sql.raw(`(select (min(m) filter (where below > (total - 1) / 2) + min(m) filter (where below > total / 2)) * 30.0 from (
    select m, sum(n) over (order by m) as below, sum(n) over () as total from ${histogram}) ranked)`);

/**
 * The answers' times ("response" or "ack") of leadStatsQuery's weeks and edge days as one histogram (m: minutes, n:
 * how many), the edge days' seconds rounded half up as the weeks' are (migration 0020).
 */
const inMinutes = (times: "response" | "ack") =>
  sql.raw(`select m, sum(n) as n from (
        select h.m, h.n from weeks, unnest(${times}_minutes, ${times}_counts) h(m, n)
        union all select floor(seconds / 60 + 0.5)::int, 1 from edges, unnest(${times}_seconds) seconds
      ) minutes group by m`);

/** The days of a period, as a condition on lead_days.day. */
const daysOf = ({ from, to }: StatsPeriod) => sql`day between ${from}::date and ${to}::date`;

/** The period's whole weeks (Monday to Sunday within it), as a condition on `column` (a day or a Monday). */
const wholeWeeks = ({ from, to }: StatsPeriod, column: SQL) =>
  sql`${column} >= lead_days_week(${from}::date + 6) and ${column} < lead_days_week(${to}::date + 1)`;

/**
 * Makes lead_days count in `timeZone` (the office's): when the zone it was kept in is another (the office's
 * ONCALL_TIME_ZONE changed), it is rebuilt from every lead, once.
 */
export async function keepLeadDaysIn(db: Db, timeZone: string): Promise<void> {
  const [row] = rowsOf<{ current: boolean }>(await executePrepared(db, sql`select time_zone = ${timeZone} as current from lead_days_zone limit 1`));
  if (!row?.current) await db.execute(sql`select lead_days_rebuild(${timeZone})`);
}

/**
 * The period's figures (docs/data.md, migrations 0017 and 0020): its whole weeks from lead_weeks (a row a week), the
 * days before and after them from lead_days (at most six on each side), both kept by the statement that saves or
 * changes a lead, so a view never reads the period's leads, and a year reads 52 weeks' rows. The medians are read
 * from the answers' times counted by whole minute (as the page shows them): the weeks' histograms, and the edge
 * days' seconds rounded the same way. lead_days must be kept in the period's zone (keepLeadDaysIn).
 */
export const leadStatsQuery = (period: StatsPeriod) => sql`
    with weeks as materialized (
      select week, leads, counts, emergencies, response_minutes, response_counts, ack_minutes, ack_counts
      from lead_weeks where ${wholeWeeks(period, sql`week`)}
    ),
    edges as materialized (
      select lead_days_week(day) as week, leads, counts, emergencies, response_seconds, ack_seconds
      from lead_days where ${daysOf(period)} and not (${wholeWeeks(period, sql`day`)})
    ),
    figures as (
      select week, leads, counts, emergencies from weeks union all select week, leads, counts, emergencies from edges
    ),
    counted as materialized (
      select week, dimension.key as dimension, counted.key, sum(counted.value::int)::int as count
      from figures, jsonb_each(figures.counts) dimension, jsonb_each_text(dimension.value) counted
      group by week, dimension.key, counted.key
      having sum(counted.value::int) <> 0
    ),
    responses as materialized (${inMinutes("response")}),
    acks as materialized (${inMinutes("ack")})
    select ${weeklyOf("source")} as by_source, ${weeklyOf("service")} as by_service, ${weeklyOf("city")} as by_city,
      ${weeklyOf("kind")} as by_kind,
      (select coalesce(json_agg(c order by c.leads desc, c.source), '[]') from (
        select key as source, (sum(count) filter (where dimension = 'source'))::int as leads, coalesce(sum(count) filter (where dimension = 'won'), 0)::int as won
        from counted where dimension in ('source', 'won') group by key) c) as conversion,
      (select coalesce(sum(leads), 0)::int from figures) as total,
      (select coalesce(sum(n), 0)::int from responses) as responded,
      ${medianOf("responses")} as response_median,
      (select coalesce(sum(emergencies), 0)::int from figures) as emergencies,
      (select coalesce(sum(n), 0)::int from acks) as acknowledged,
      ${medianOf("acks")} as ack_median`;

/** The period's lead figures (leadStatsQuery): its estimate passes Postgres's JIT threshold, its work is small (db/client.ts turns JIT off). */
export async function leadStats(db: Db, period: StatsPeriod): Promise<LeadStats> {
  const [s] = rowsOf<Record<string, unknown>>(await executePrepared(db, leadStatsQuery(period)));
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

/**
 * The period's visits by their window (visits_starts_at_idx); the period's requests that have a visit, read from the
 * visits since the period began (a visit starts after its request is made) and their leads by key, never every lead
 * of the period; the period's requests by source from lead_days.
 */
export const visitStatsQuery = (period: StatsPeriod) => sql`
  with windows as materialized (
    select status from visits where ${during(period, sql`starts_at`)}
  ),
  firsts as materialized (
    select lead_id, min(starts_at) as first_visit from visits
    where status <> 'cancelled' and starts_at >= (${period.from}::date)::timestamp at time zone ${period.timeZone}
    group by lead_id
  ),
  visited as materialized (
    -- Each lead by its key (offset 0 keeps the planner from reading the period's leads whole to join them).
    select l.source, l.created_at, firsts.first_visit from firsts, lateral (
      select source, created_at from leads where leads.id = firsts.lead_id and kind <> 'newsletter' and ${during(period)} offset 0
    ) l
  ),
  sources as (
    select source.key as source, sum(source.value::int)::int as leads
    from lead_days, jsonb_each_text(counts -> 'source') source where ${daysOf(period)}
    group by source.key having sum(source.value::int) <> 0
  )
  select
    (select count(*)::int from windows) as booked,
    (select (count(*) filter (where status = 'confirmed'))::int from windows) as confirmed,
    (select (count(*) filter (where status = 'cancelled'))::int from windows) as cancelled,
    (select percentile_cont(0.5) within group (order by extract(epoch from first_visit - created_at) / 86400) from visited) as median_days,
    (select coalesce(json_agg(c order by c.leads desc, c.source), '[]') from (
      select source, leads, (select count(*)::int from visited where visited.source = sources.source) as visited from sources) c) as by_source`;

/** The dashboard's visits (docs/visits.md, "Visits on the dashboard"), in one statement. */
export async function visitStats(db: Db, period: StatsPeriod): Promise<VisitStats> {
  const [row] = rowsOf<Record<string, unknown>>(await executePrepared(db, visitStatsQuery(period)));
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
    executePrepared(db, sql`
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
    executePrepared(db, sql`
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
