import { z } from "zod";
import type { Db } from "~db/client";
import { findCity } from "~/content/cities";
import { formatPhone } from "~/forms/phone";
import { keepLeadDaysIn, leadStats, phoneStats, visitStats, type LeadStats, type PhoneStats, type VisitStats, type WeeklyCount } from "~/models/lead-stats.server";
import { reviewFigures } from "~/models/review-requests.server";
import { getBusiness } from "../site/business.server";
import { getConfig, type TwilioNumber } from "../platform/config.server";
import { getDb } from "../platform/db.server";
import { addDays, localDay } from "../platform/office-clock.server";
import { DASHBOARD_MESSAGES } from "./lead-dashboard.messages";

/**
 * The admin dashboard (docs/decisions/0100-lead-pipeline.md): for a chosen period, leads per week by source,
 * service and city page, conversion to won per source, and how fast the office answered. Days and weeks are
 * the office's (its time zone), like the rest of the admin.
 */
/** Without a choice: the last 12 weeks, this one included. */
const DEFAULT_WEEKS = 12;
/** A longer period is refused: a chart of more weeks than this says nothing more. */
const MAX_PERIOD_DAYS = 2 * 366;
/** The series a chart shows by name; the rest are added up as "Other". */
export const MAX_SERIES = 6;
const OTHER_SERIES = "Other";

interface DashboardDeps {
  db: Db;
  now(): Date;
  timeZone: string;
  /** TWILIO_NUMBERS: a call or text is shown under the source of the number it reached. */
  numbers: TwilioNumber[];
}

const dashboardDeps = (): DashboardDeps => ({ db: getDb(), now: () => new Date(), timeZone: getBusiness().timeZone, numbers: getConfig().TWILIO_NUMBERS });

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const dayOf = (text: string) => new Date(`${text}T00:00:00Z`);
/** The Monday of the week a day is in. */
const mondayOf = (text: string) => addDays(text, -((dayOf(text).getUTCDay() + 6) % 7));

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((text) => !Number.isNaN(dayOf(text).getTime()) && isoDay(dayOf(text)) === text);

type PeriodChoice =
  | { ok: true; from: string; to: string }
  | { ok: false; from: string; to: string; message: string };

/** The period asked for in the query (from, to), the default when none is given, or why it cannot be shown. */
export function choosePeriod(
  params: URLSearchParams,
  clock: Pick<DashboardDeps, "now" | "timeZone"> = { now: () => new Date(), timeZone: getBusiness().timeZone },
): PeriodChoice {
  const end = localDay(clock.now(), clock.timeZone);
  const typed = { from: (params.get("from") ?? "").slice(0, 40), to: (params.get("to") ?? "").slice(0, 40) };
  const from = typed.from.trim() === "" ? addDays(mondayOf(end), -7 * (DEFAULT_WEEKS - 1)) : day.safeParse(typed.from).data;
  const to = typed.to.trim() === "" ? end : day.safeParse(typed.to).data;
  if (!from || !to) return { ok: false, ...typed, message: DASHBOARD_MESSAGES.badDate };
  if (from > to) return { ok: false, ...typed, message: DASHBOARD_MESSAGES.reversed };
  if ((dayOf(to).getTime() - dayOf(from).getTime()) / DAY_MS >= MAX_PERIOD_DAYS) return { ok: false, ...typed, message: DASHBOARD_MESSAGES.tooLong };
  return { ok: true, from, to };
}

interface ChartSeries {
  key: string;
  label: string;
  /** One count per week of the chart. */
  counts: number[];
  total: number;
}

export interface WeeklyChart {
  /** The Mondays of the period's weeks. */
  weeks: string[];
  series: ChartSeries[];
}

/** Every Monday from the week of `from` to the week of `to`. */
export function weeksOf(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let monday = mondayOf(from); monday <= to; monday = addDays(monday, 7)) weeks.push(monday);
  return weeks;
}

/** Counts per week as series, biggest first; past MAX_SERIES the rest become "Other". Keys labelOf drops are left out. */
export function weeklyChart(rows: WeeklyCount[], weeks: string[], labelOf: (key: string) => string | null = (key) => key): WeeklyChart {
  const index = new Map(weeks.map((week, i) => [week, i]));
  const byKey = new Map<string, ChartSeries>();
  for (const row of rows) {
    const label = labelOf(row.key);
    const at = index.get(row.week);
    if (label === null || at === undefined) continue;
    let series = byKey.get(row.key);
    if (!series) byKey.set(row.key, (series = { key: row.key, label, counts: weeks.map(() => 0), total: 0 }));
    series.counts[at] += row.count;
    series.total += row.count;
  }
  const sorted = [...byKey.values()].sort((a, b) => b.total - a.total || a.label.localeCompare(b.label));
  if (sorted.length <= MAX_SERIES) return { weeks, series: sorted };
  const kept = sorted.slice(0, MAX_SERIES - 1);
  const rest = sorted.slice(MAX_SERIES - 1);
  const other: ChartSeries = {
    key: OTHER_SERIES,
    label: OTHER_SERIES,
    counts: weeks.map((_, i) => rest.reduce((sum, s) => sum + s.counts[i]!, 0)),
    total: rest.reduce((sum, s) => sum + s.total, 0),
  };
  return { weeks, series: [...kept, other] };
}

export interface Dashboard {
  from: string;
  to: string;
  total: number;
  bySource: WeeklyChart;
  byService: WeeklyChart;
  byCityPage: WeeklyChart;
  conversion: { source: string; leads: number; won: number; rate: number }[];
  firstResponse: LeadStats["firstResponse"];
  emergencies: LeadStats["emergencies"];
  byKind: WeeklyChart;
  callsByNumber: WeeklyChart;
  textsByNumber: WeeklyChart;
  /** `missedShare`: of the calls that ended, the share nobody answered (null without any). */
  calls: PhoneStats["calls"] & { missedShare: number | null };
  firstTextReply: PhoneStats["firstReply"];
  /** Review requests sent in the period: opened, rated, Google clicks and the average rating, by month and by source. */
  reviews: Awaited<ReturnType<typeof reviewFigures>>;
  /** Visits by their window in the period, and the period's requests' first visits (docs/visits.md). */
  visits: VisitStats;
}

/** The dashboard of a valid period. */
export async function loadDashboard(period: { from: string; to: string }, deps = dashboardDeps()): Promise<Dashboard> {
  await keepLeadDaysIn(deps.db, deps.timeZone);
  const [stats, phone, reviews, visits] = await Promise.all([
    leadStats(deps.db, { ...period, timeZone: deps.timeZone }),
    phoneStats(deps.db, { ...period, timeZone: deps.timeZone }),
    reviewFigures(deps.db, { ...period, timeZone: deps.timeZone }),
    visitStats(deps.db, { ...period, timeZone: deps.timeZone }),
  ]);
  const weeks = weeksOf(period.from, period.to);
  // "truck (703) 555-0151"; a number no longer configured by itself.
  const numberLabel = (number: string) => {
    const source = deps.numbers.find((n) => n.number === number)?.source;
    return source ? `${source} ${formatPhone(number)}` : formatPhone(number);
  };
  const ended = phone.calls.answered + phone.calls.missed;
  return {
    ...period,
    total: stats.total,
    bySource: weeklyChart(stats.bySource, weeks),
    byService: weeklyChart(stats.byService, weeks),
    // Only the site's own city pages (a made-up /electrician-… address is not one).
    byCityPage: weeklyChart(stats.byCityPage, weeks, (slug) => findCity(slug)?.cityName ?? null),
    conversion: stats.conversion.map((row) => ({ ...row, rate: row.leads === 0 ? 0 : row.won / row.leads })),
    firstResponse: stats.firstResponse,
    emergencies: stats.emergencies,
    byKind: weeklyChart(stats.byKind, weeks),
    callsByNumber: weeklyChart(phone.callsByNumber, weeks, numberLabel),
    textsByNumber: weeklyChart(phone.textsByNumber, weeks, numberLabel),
    calls: { ...phone.calls, missedShare: ended === 0 ? null : phone.calls.missed / ended },
    firstTextReply: phone.firstReply,
    reviews,
    visits,
  };
}

/** A duration for people: "45 min", "3 h 20 min", "2 d 4 h". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return "–";
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}
