import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~db/client";
import { rowsOf } from "./email-outbox.server";

/**
 * The figures of the admin dashboard, read from `leads`: counts per week by source, service and city page,
 * won per source, and the medians of how long the office took to answer. Newsletter signups are not leads
 * of interest here (docs/decisions/0103-lead-dashboard.md).
 */

interface StatsPeriod {
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
}

/** Leads of interest created in the period, as a WHERE clause. */
function inPeriod({ from, to, timeZone }: StatsPeriod): SQL {
  return sql`kind <> 'newsletter'
    and created_at >= (${from}::date)::timestamp at time zone ${timeZone}
    and created_at < (${to}::date + 1)::timestamp at time zone ${timeZone}`;
}

const week = (timeZone: string) => sql`to_char(date_trunc('week', created_at at time zone ${timeZone}), 'YYYY-MM-DD')`;

/** The slug of a city page path (/electrician-<slug>, with or without a query), else null. */
const citySlug = (column: SQL) => sql`substring(${column} from '^/electrician-([a-z]+(?:-[a-z]+)*)(?:[?#/]|$)')`;

async function weekly(db: Db, period: StatsPeriod, key: SQL): Promise<WeeklyCount[]> {
  const result = await db.execute(sql`
    select week, key, count(*)::int as count from (
      select ${week(period.timeZone)} as week, ${key} as key from leads where ${inPeriod(period)}
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
  const [bySource, byService, byCityPage, conversion, summary] = await Promise.all([
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
  };
}
