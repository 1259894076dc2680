/**
 * The dashboard's figures (app/lib/office/lead-dashboard.server.ts, app/models/lead-stats.server.ts) against leads with
 * chosen dates, sources, statuses and times, every number counted by hand below.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DASHBOARD_MESSAGES } from "~/lib/office/lead-dashboard.messages";
import { defaultBusiness } from "~/content/business";
import { choosePeriod, loadDashboard, MAX_SERIES, weeklyChart, weeksOf } from "~/lib/office/lead-dashboard.server";
import { sql } from "drizzle-orm";
import { leads, visits } from "~db/schema";
import { visitStats, visitStatsQuery } from "~/models/lead-stats.server";
import { rowsOf } from "~/models/sql.server";
import { useSite } from "../support/site";
import { createMigratedDb, dbTargets, type TestDb } from "../support/db";

const at = (iso: string) => new Date(iso);
const plus = (iso: string, minutes: number) => new Date(at(iso).getTime() + minutes * 60_000);

/**
 * Period Monday 5 October to Sunday 25 October 2026, Eastern (EDT, UTC-4): weeks of Oct 5, 12 and 19.
 * Times below are UTC.
 */
const PERIOD = { from: "2026-10-05", to: "2026-10-25" };
const FIXTURES: (typeof leads.$inferInsert)[] = [
  // A: week of Oct 5, google, won, answered in 30 min; visit started on the Manassas page.
  { kind: "estimate", createdAt: at("2026-10-05T14:00:00Z"), source: "google", service: "Panel Upgrades", status: "won",
    firstPage: "/electrician-manassas?utm_source=google&utm_medium=cpc", page: "/contact", firstResponseAt: plus("2026-10-05T14:00:00Z", 30) },
  // B: week of Oct 5, google, new, answered in 90 min; sent from the Fairfax page (no visit cookie).
  { kind: "contact", createdAt: at("2026-10-06T15:00:00Z"), source: "google", service: "EV Charger Installation",
    page: "/electrician-fairfax", firstResponseAt: plus("2026-10-06T15:00:00Z", 90) },
  // C: week of Oct 12, direct, won, answered in 10 min; the first page (Woodbridge) wins over the page sent from.
  { kind: "estimate", createdAt: at("2026-10-13T12:00:00Z"), source: "direct", service: "Panel Upgrades", status: "won",
    firstPage: "/electrician-woodbridge", page: "/electrician-fairfax", firstResponseAt: plus("2026-10-13T12:00:00Z", 10) },
  // D: Sunday Oct 18, 22:00 Eastern (already Monday the 19th in UTC): week of Oct 12. Emergency acknowledged in 6 min, lost.
  { kind: "contact", createdAt: at("2026-10-19T02:00:00Z"), source: "facebook.com", service: "Emergency Repair", status: "lost",
    emergency: true, acknowledgedAt: plus("2026-10-19T02:00:00Z", 6), firstResponseAt: plus("2026-10-19T02:00:00Z", 6), page: "/contact" },
  // E: week of Oct 19, google, an emergency nobody acknowledged, no service, a made-up city address.
  { kind: "booking", createdAt: at("2026-10-21T16:00:00Z"), source: "google", emergency: true, firstPage: "/electrician-nowhere", page: "/book" },
  // Outside the period (Eastern): Sunday Oct 4, 23:00 and Monday Oct 26, 00:30. Won, so a wrong boundary shows.
  { kind: "estimate", createdAt: at("2026-10-05T03:00:00Z"), source: "google", status: "won", service: "Panel Upgrades" },
  { kind: "estimate", createdAt: at("2026-10-26T04:30:00Z"), source: "google", status: "won", service: "Panel Upgrades" },
  // A newsletter signup in the period is not a lead of interest.
  { kind: "newsletter", createdAt: at("2026-10-07T12:00:00Z"), source: "google", email: "news@example.com" },
];

describe("the dashboard's period", () => {
  const now = at("2026-11-23T15:00:00Z"); // Monday 23 November, Eastern
  const choose = (query: string) => choosePeriod(new URLSearchParams(query), { now: () => now, timeZone: defaultBusiness.timeZone });

  it("is the last 12 weeks, this one included, without a choice", () => {
    expect(choose("")).toEqual({ ok: true, from: "2026-09-07", to: "2026-11-23" });
    expect(weeksOf("2026-09-07", "2026-11-23")).toHaveLength(12);
  });

  it("takes a chosen period, and refuses a bad one keeping what was typed", () => {
    expect(choose("from=2026-10-05&to=2026-10-25")).toEqual({ ok: true, ...PERIOD });
    expect(choose("from=2026-02-30&to=2026-03-01")).toEqual({ ok: false, from: "2026-02-30", to: "2026-03-01", message: DASHBOARD_MESSAGES.badDate });
    expect(choose("from=<b>&to=")).toMatchObject({ ok: false, from: "<b>", message: DASHBOARD_MESSAGES.badDate });
    expect(choose("from=2026-10-25&to=2026-10-05")).toMatchObject({ ok: false, message: DASHBOARD_MESSAGES.reversed });
    expect(choose("from=2020-01-01&to=2026-10-05")).toMatchObject({ ok: false, message: DASHBOARD_MESSAGES.tooLong });
  });

  it("adds up the smallest series as Other past the chart's limit", () => {
    const weeks = ["2026-10-05"];
    const rows = Array.from({ length: MAX_SERIES + 2 }, (_, i) => ({ week: weeks[0]!, key: `s${i}`, count: 10 - i }));
    const chart = weeklyChart(rows, weeks);
    expect(chart.series).toHaveLength(MAX_SERIES);
    expect(chart.series.at(-1)).toEqual({ key: "Other", label: "Other", counts: [5 + 4 + 3], total: 12 });
  });
});

describe.each(dbTargets)("dashboard figures on %s", (kind) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createMigratedDb(kind);
    await db.db.insert(leads).values(FIXTURES);
  });
  afterAll(() => db.destroy());

  const load = () => loadDashboard(PERIOD, { db: db.db, now: () => at("2026-11-23T15:00:00Z"), timeZone: defaultBusiness.timeZone, numbers: [] });
  const counts = (chart: Awaited<ReturnType<typeof load>>["bySource"]) => Object.fromEntries(chart.series.map((s) => [s.label, s.counts]));

  it("counts leads per Eastern week by source", async () => {
    const dashboard = await load();
    expect(dashboard.total).toBe(5);
    expect(dashboard.bySource.weeks).toEqual(["2026-10-05", "2026-10-12", "2026-10-19"]);
    expect(counts(dashboard.bySource)).toEqual({ google: [2, 0, 1], direct: [0, 1, 0], "facebook.com": [0, 1, 0] });
    expect(dashboard.bySource.series[0]).toMatchObject({ label: "google", total: 3 });
  });

  it("counts by service and by city page (first page, else the page sent from; only real city pages)", async () => {
    const dashboard = await load();
    expect(counts(dashboard.byService)).toEqual({
      "Panel Upgrades": [1, 1, 0],
      "EV Charger Installation": [1, 0, 0],
      "Emergency Repair": [0, 1, 0],
      "Not given": [0, 0, 1],
    });
    expect(counts(dashboard.byCityPage)).toEqual({ Manassas: [1, 0, 0], Fairfax: [1, 0, 0], Woodbridge: [0, 1, 0] });
  });

  it("gives conversion to won per source", async () => {
    const { conversion } = await load();
    expect(conversion).toEqual([
      { source: "google", leads: 3, won: 1, rate: 1 / 3 },
      { source: "direct", leads: 1, won: 1, rate: 1 },
      { source: "facebook.com", leads: 1, won: 0, rate: 0 },
    ]);
  });

  it("gives the median time to first response and to an emergency's acknowledgement", async () => {
    const { firstResponse, emergencies } = await load();
    // Answered in 6, 10, 30 and 90 minutes: the median is (10 + 30) / 2 = 20 minutes.
    expect(firstResponse).toEqual({ responded: 4, medianSeconds: 20 * 60 });
    expect(emergencies).toEqual({ total: 2, acknowledged: 1, medianSeconds: 6 * 60 });
  });

  it("shows nothing for a period without leads", async () => {
    const empty = await loadDashboard({ from: "2025-01-06", to: "2025-01-12" }, { db: db.db, now: () => new Date(), timeZone: defaultBusiness.timeZone, numbers: [] });
    expect(empty).toMatchObject({ total: 0, conversion: [], firstResponse: { responded: 0, medianSeconds: null } });
    expect(empty.bySource.series).toEqual([]);
  });
});

describe.each(dbTargets)("visits on the dashboard on %s", (kind) => {
  let db: TestDb;
  const period = { ...PERIOD, timeZone: defaultBusiness.timeZone };
  beforeAll(async () => {
    db = await createMigratedDb(kind);
    const [l1, l2, l3, l4] = await db.db
      .insert(leads)
      .values([
        { kind: "estimate", createdAt: at("2026-10-05T14:00:00Z"), source: "google" },
        { kind: "contact", createdAt: at("2026-10-06T15:00:00Z"), source: "google" },
        { kind: "estimate", createdAt: at("2026-10-13T12:00:00Z"), source: "direct" },
        // Asked before the period: its visit in the period counts, the request does not.
        { kind: "estimate", createdAt: at("2026-09-01T12:00:00Z"), source: "direct" },
      ])
      .returning();
    const visit = (leadId: string, electrician: string, startsAt: string, status: string) => ({
      leadId, electrician, electricianName: electrician, startsAt: at(startsAt), endsAt: plus(startsAt, 120), status,
    });
    await db.db.insert(visits).values([
      // L1: a visit cancelled, then one confirmed 3 days after the request (its first visit).
      visit(l1!.id, "team:a", "2026-10-07T14:00:00Z", "cancelled"),
      visit(l1!.id, "team:a", "2026-10-08T14:00:00Z", "confirmed"),
      // L2: only a cancelled one, so no visit. L3: booked 7 days after the request.
      visit(l2!.id, "team:b", "2026-10-10T14:00:00Z", "cancelled"),
      visit(l3!.id, "team:b", "2026-10-20T12:00:00Z", "booked"),
      visit(l4!.id, "team:c", "2026-10-09T14:00:00Z", "booked"),
      // Outside the period (Monday Oct 26, Eastern).
      visit(l3!.id, "team:c", "2026-10-26T14:00:00Z", "booked"),
    ]);
  });
  afterAll(() => db.destroy());

  it("counts the period's visits by their window, the median days to a first visit, and the share of requests with a visit by source", async () => {
    expect(await visitStats(db.db, period)).toEqual({
      booked: 5,
      confirmed: 1,
      cancelled: 2,
      medianDaysToVisit: 5,
      bySource: [
        { source: "google", leads: 2, visited: 1 },
        { source: "direct", leads: 1, visited: 1 },
      ],
    });
    const dashboard = await loadDashboard(PERIOD, { db: db.db, now: () => at("2026-11-23T15:00:00Z"), timeZone: defaultBusiness.timeZone, numbers: [] });
    expect(dashboard.visits.booked).toBe(5);
  });

  it("stays cheap at 100 000 leads: one statement through the indexes, no scan of all leads or visits", async () => {
    await db.db.execute(sql`insert into leads (kind, source, created_at)
      select 'estimate', 'google', timestamptz '2024-11-01T12:00:00Z' + (g * interval '10 minutes') from generate_series(1, 100000) g`);
    await db.db.execute(sql`insert into visits (lead_id, electrician, electrician_name, starts_at, ends_at)
      select id, 'bulk:' || id, 'Bulk', created_at + interval '3 days', created_at + interval '3 days 2 hours' from leads where source = 'google' and created_at < '2026-01-01' limit 20000`);
    await db.db.execute(sql`analyze leads`);
    await db.db.execute(sql`analyze visits`);
    const week = { from: "2026-10-05", to: "2026-10-11", timeZone: defaultBusiness.timeZone };
    const [plan] = rowsOf<Record<string, unknown>>(await db.db.execute(sql`explain (format json) ${visitStatsQuery(week)}`));
    const text = JSON.stringify(Object.values(plan!)[0]);
    expect(text).toContain('"Relation Name":"leads"');
    expect(text).not.toMatch(/"Node Type":"Seq Scan"[^{}]*"Relation Name":"(leads|visits)"/);
    expect(text).toMatch(/"Index Name":"leads_created_at_idx"/);
    expect(text).toMatch(/"Index Name":"visits_lead_idx"/);
    expect(text).toMatch(/"Index Name":"visits_starts_at_idx"/);
  }, 120_000);
});

describe("/admin/dashboard on the built server", () => {
  const ADMIN = { email: "dashboard-admin@example.com", password: "a long dashboard password 42" };
  const site = useSite({ admin: ADMIN });
  const get = (query: string, cookie = site.admin) => site.get(`/admin/dashboard${query}`, cookie);

  it("is for admins only", async () => {
    const anonymous = await get("", "");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/login\?redirectTo=%2Fadmin%2Fdashboard/);
  });

  it("draws the default period's charts with their text alternatives, private", async () => {
    const page = await get("");
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("Leads per week by source");
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="[^"]+"[^>]*aria-describedby="[^"]+"/);
    expect(html).toContain("<desc");
  });

  it("answers a bad period with 400, the message and what was typed, escaped", async () => {
    const bad = await get("?from=2026-02-30&to=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain(DASHBOARD_MESSAGES.badDate);
    expect(html).toContain('value="2026-02-30"');
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("&lt;script&gt;alert(1)");
    const reversed = await get("?from=2026-10-25&to=2026-10-05");
    expect(reversed.status).toBe(400);
    expect(await reversed.text()).toContain(DASHBOARD_MESSAGES.reversed);
  });
});
