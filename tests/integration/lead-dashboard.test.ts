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
import { leadStats, leadStatsQuery, visitStats, visitStatsQuery } from "~/models/lead-stats.server";
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

  it("reads a year's figures without JIT, whose compiling of the statement cost Postgres seconds a view", async () => {
    await db.db.execute(sql`insert into leads (kind, source, service, created_at, first_response_at)
      select 'estimate', 'google', 'Lighting', d, d + interval '1 hour' from generate_series(timestamptz '2024-01-01T15:00:00Z', '2024-12-31T15:00:00Z', interval '1 day') d`);
    await db.db.execute(sql`analyze lead_days`);
    const year = { from: "2024-01-01", to: "2024-12-31", timeZone: defaultBusiness.timeZone };
    const plan = (result: unknown) => JSON.stringify(rowsOf(result));
    const explained = sql`explain (format json) ${leadStatsQuery(year)}`;
    // The statement's estimate passes Postgres's default jit_above_cost; the app's connections have JIT off (PGlite
    // has no JIT: nothing to show there).
    expect(plan(await db.db.execute(explained))).not.toContain('"JIT"');
    expect((await leadStats(db.db, year)).total).toBe(366);
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

  it("stays cheap at 100 000 leads: one statement through the indexes, no scan of all leads, of the period's leads or of all visits", async () => {
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
    // The visits since the period began, each one's lead by its key, the requests by source from lead_days.
    expect(text).toMatch(/"Index Name":"visits_starts_at_idx"/);
    expect(text).toMatch(/"Index Name":"leads_pkey"/);
    expect(text).not.toMatch(/"Index Name":"leads_created_at_idx"/);
    expect(text).toMatch(/"Relation Name":"lead_days"/);
    // 100,000 leads written on PGlite (lead_days' trigger over them included) take minutes on a busy machine.
  }, 300_000);
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

/**
 * lead_days (migration 0017): the dashboard's figures per Eastern day, kept by the statements that save, change and
 * delete leads. After inserts one by one and in bulk around Eastern midnight, changes the figures see and changes
 * they do not, and deletes, every day's row equals a recount from the leads themselves; the dashboard reads the
 * rows, not the leads; and an office in another zone gets them rebuilt in its own.
 */
describe.each(dbTargets)("lead_days on %s", (kind) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createMigratedDb(kind);
  });
  afterAll(() => db.destroy());

  /** Every lead's figures, recounted here by its day on the office's clock in `timeZone`. */
  async function recount(timeZone: string) {
    const rows = rowsOf<Record<string, unknown>>(
      await db.db.execute(sql`select created_at, kind, source, service, page, first_page, status, emergency,
        extract(epoch from first_response_at - created_at)::float8 as response,
        extract(epoch from acknowledged_at - created_at)::float8 as ack from leads where kind <> 'newsletter'`),
    );
    const dayOf = new Intl.DateTimeFormat("en-CA", { timeZone });
    const city = (path: unknown) => /^\/electrician-([a-z]+(?:-[a-z]+)*)(?:[?#/]|$)/.exec(String(path ?? ""))?.[1];
    const days = new Map<string, { leads: number; emergencies: number; counts: Record<string, Record<string, number>>; responses: number[]; acks: number[] }>();
    for (const row of rows) {
      const day = dayOf.format(new Date(row.created_at as string));
      const figures = days.get(day) ?? { leads: 0, emergencies: 0, counts: {}, responses: [], acks: [] };
      days.set(day, figures);
      const add = (dimension: string, key: string | undefined) => {
        if (key === undefined) return;
        figures.counts[dimension] ??= {};
        figures.counts[dimension]![key] = (figures.counts[dimension]![key] ?? 0) + 1;
      };
      figures.leads++;
      if (row.emergency) figures.emergencies++;
      add("source", row.source as string);
      add("service", (row.service as string) || "Not given");
      add("kind", row.kind as string);
      add("city", city(row.first_page) ?? city(row.page));
      if (row.status === "won") add("won", row.source as string);
      if (row.response !== null) figures.responses.push(Number(row.response));
      if (row.emergency && row.ack !== null) figures.acks.push(Number(row.ack));
    }
    return Object.fromEntries([...days].map(([day, f]) => [day, { ...f, responses: f.responses.sort((a, b) => a - b), acks: f.acks.sort((a, b) => a - b) }]));
  }

  /** lead_days as kept, in the same shape (days without a lead left out). */
  async function kept() {
    const rows = rowsOf<Record<string, unknown>>(
      await db.db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, leads, emergencies, counts, response_seconds, ack_seconds from lead_days where leads <> 0`),
    );
    const sorted = (values: unknown) => (values as number[]).map(Number).sort((a, b) => a - b);
    return Object.fromEntries(
      rows.map((r) => [
        r.day as string,
        { leads: Number(r.leads), emergencies: Number(r.emergencies), counts: r.counts, responses: sorted(r.response_seconds), acks: sorted(r.ack_seconds) },
      ]),
    );
  }

  /** A number of seconds in whole minutes, rounded half up (as lead_weeks and the dashboard count them). */
  const minutes = (seconds: number) => Math.floor(seconds / 60 + 0.5);
  const mondayOf = (day: string) => {
    const date = new Date(`${day}T12:00:00Z`);
    return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
  };
  /** A minutes histogram ({minute: how many}) of seconds. */
  const histogram = (seconds: number[]) => seconds.reduce<Record<number, number>>((h, s) => ({ ...h, [minutes(s)]: (h[minutes(s)] ?? 0) + 1 }), {});

  /** The recount's days added up by week (Monday), the answers' times as minute histograms. */
  function byWeek(days: Awaited<ReturnType<typeof recount>>) {
    const weeks: Record<string, { leads: number; emergencies: number; counts: Record<string, Record<string, number>>; responses: number[]; acks: number[] }> = {};
    for (const [day, f] of Object.entries(days)) {
      const week = (weeks[mondayOf(day)] ??= { leads: 0, emergencies: 0, counts: {}, responses: [], acks: [] });
      week.leads += f.leads;
      week.emergencies += f.emergencies;
      for (const [dimension, keys] of Object.entries(f.counts))
        for (const [key, n] of Object.entries(keys)) (week.counts[dimension] ??= {})[key] = (week.counts[dimension]![key] ?? 0) + n;
      week.responses.push(...f.responses);
      week.acks.push(...f.acks);
    }
    return Object.fromEntries(
      Object.entries(weeks).map(([week, w]) => [week, { leads: w.leads, emergencies: w.emergencies, counts: w.counts, responses: histogram(w.responses), acks: histogram(w.acks) }]),
    );
  }

  /** lead_weeks as kept, in byWeek's shape (weeks without a lead left out). */
  async function keptWeeks() {
    const rows = rowsOf<Record<string, unknown>>(
      await db.db.execute(sql`select to_char(week, 'YYYY-MM-DD') as week, leads, emergencies, counts, response_minutes, response_counts, ack_minutes, ack_counts
        from lead_weeks where leads <> 0`),
    );
    const pairs = (ms: unknown, ns: unknown) => Object.fromEntries((ms as number[]).map((m, i) => [Number(m), Number((ns as number[])[i])]));
    return Object.fromEntries(
      rows.map((r) => [
        r.week as string,
        { leads: Number(r.leads), emergencies: Number(r.emergencies), counts: r.counts, responses: pairs(r.response_minutes, r.response_counts), acks: pairs(r.ack_minutes, r.ack_counts) },
      ]),
    );
  }

  const load = (timeZone = defaultBusiness.timeZone) =>
    loadDashboard({ from: "2026-10-01", to: "2026-10-31" }, { db: db.db, now: () => at("2026-11-23T15:00:00Z"), timeZone, numbers: [] });

  it("agrees with a recount from the leads after inserts, changes and deletes across Eastern midnight", async () => {
    // One at a time: 23:59 and 00:01 Eastern on 9/10 October (03:59 and 04:01 UTC on the 10th).
    await db.db.insert(leads).values({ kind: "contact", createdAt: at("2026-10-10T03:59:00Z"), source: "google", service: "EV Charger", page: "/electrician-manassas" });
    await db.db.insert(leads).values({ kind: "estimate", createdAt: at("2026-10-10T04:01:00Z"), source: "google", status: "won", firstResponseAt: at("2026-10-10T04:31:00Z") });
    // 300 in one statement, 20 minutes apart around the clock: every source, service, city page, emergency, answer.
    await db.db.execute(sql`insert into leads (kind, source, service, page, first_page, status, emergency, created_at, first_response_at, acknowledged_at)
      select (array['contact','estimate','booking','call','newsletter'])[1 + i % 5], (array['google','direct','facebook.com'])[1 + i % 3],
        (array['Panel Upgrade', '', null, 'EV Charger'])[1 + i % 4], (array['/contact', '/electrician-fairfax?x=1', '/electrician-nowhere-else'])[1 + i % 3],
        case when i % 7 = 0 then '/electrician-woodbridge' end, (array['new','contacted','won','lost'])[1 + i % 4], i % 6 = 0,
        timestamptz '2026-10-09T22:00:00Z' + i * interval '20 minutes',
        case when i % 2 = 0 then timestamptz '2026-10-09T22:00:00Z' + i * interval '20 minutes' + (i % 9) * interval '7 minutes' end,
        case when i % 12 = 0 then timestamptz '2026-10-09T22:00:00Z' + i * interval '20 minutes' + (i % 5) * interval '3 minutes' end
      from generate_series(1, 300) i`);
    expect(await kept()).toEqual(await recount(defaultBusiness.timeZone));

    // Changes the figures see: won, answered, moved over midnight, made a newsletter signup, an emergency acknowledged.
    await db.db.execute(sql`update leads set status = 'won' where status = 'contacted' and created_at < '2026-10-12'`);
    await db.db.execute(sql`update leads set first_response_at = created_at + interval '1 hour' where first_response_at is null and kind = 'booking'`);
    await db.db.execute(sql`update leads set created_at = created_at + interval '3 hours' where kind = 'call'`);
    await db.db.execute(sql`update leads set kind = 'newsletter' where kind = 'contact' and source = 'direct'`);
    await db.db.execute(sql`update leads set kind = 'estimate' where kind = 'newsletter' and source = 'google'`);
    await db.db.execute(sql`update leads set acknowledged_at = created_at + interval '4 minutes' where emergency and acknowledged_at is null`);
    // And ones it does not see: a status between two not won, a note of the office's time.
    await db.db.execute(sql`update leads set status = 'contacted' where status = 'new'`);
    await db.db.execute(sql`update leads set updated_at = now()`);
    await db.db.execute(sql`delete from leads where source = 'facebook.com' and emergency`);
    const days = await recount(defaultBusiness.timeZone);
    expect(await kept()).toEqual(days);
    // lead_weeks (migration 0020): the same days added up by week, kept by the same statements.
    expect(Object.keys(byWeek(days)).length).toBeGreaterThan(1);
    expect(await keptWeeks()).toEqual(byWeek(days));
  });

  it("gives a period cut mid-week its figures from the whole weeks and the days around them", async () => {
    // Thursday 1 to Saturday 31 October: whole weeks of 5, 12 and 19 October; 1–4 and 26–31 October as days.
    await db.db.insert(leads).values([
      { kind: "contact", createdAt: at("2026-10-02T14:00:00Z"), source: "google", firstResponseAt: at("2026-10-02T14:41:20Z") },
      { kind: "booking", createdAt: at("2026-10-28T14:00:00Z"), source: "direct", firstResponseAt: at("2026-10-28T18:00:29Z") },
      { kind: "estimate", createdAt: at("2026-10-31T20:00:00Z"), source: "google", firstResponseAt: at("2026-10-31T20:02:31Z") },
    ]);
    const days = Object.entries(await recount(defaultBusiness.timeZone)).filter(([day]) => day >= "2026-10-01" && day <= "2026-10-31");
    const responses = days.flatMap(([, f]) => f.responses.map(minutes)).sort((a, b) => a - b);
    const middle = (responses.length - 1) / 2;
    const median = ((responses[Math.floor(middle)]! + responses[Math.ceil(middle)]!) / 2) * 60;
    const dashboard = await load();
    expect(days.some(([day]) => day < "2026-10-05") && days.some(([day]) => day > "2026-10-25")).toBe(true);
    expect(dashboard.total).toBe(days.reduce((sum, [, f]) => sum + f.leads, 0));
    expect(dashboard.firstResponse).toEqual({ responded: responses.length, medianSeconds: median });
    const weekly = byWeek(Object.fromEntries(days));
    expect(dashboard.bySource.weeks).toEqual(weeksOf("2026-10-01", "2026-10-31"));
    for (const source of ["google", "direct"]) {
      const series = dashboard.bySource.series.find((s) => s.key === source)!;
      expect(series.counts).toEqual(dashboard.bySource.weeks.map((week) => weekly[week]?.counts.source?.[source] ?? 0));
    }
  });

  it("is what the dashboard reads: a lead saved without it is not counted", async () => {
    const before = await load();
    expect(before.total).toBe(Object.values(await recount(defaultBusiness.timeZone)).filter((_, i, all) => all.length > 0).reduce((sum, d) => sum + d.leads, 0));
    await db.db.execute(sql`alter table leads disable trigger lead_days_insert`);
    try {
      await db.db.insert(leads).values({ kind: "contact", createdAt: at("2026-10-15T12:00:00Z"), source: "google" });
    } finally {
      await db.db.execute(sql`alter table leads enable trigger lead_days_insert`);
    }
    expect((await load()).total).toBe(before.total);
  });

  it("is rebuilt in the office's zone when it changes", async () => {
    await db.db.execute(sql`select lead_days_rebuild('America/New_York')`);
    const pacific = await load("America/Los_Angeles");
    expect(rowsOf<{ time_zone: string }>(await db.db.execute(sql`select time_zone from lead_days_zone`))).toEqual([{ time_zone: "America/Los_Angeles" }]);
    expect(await kept()).toEqual(await recount("America/Los_Angeles"));
    expect(pacific.total).toBe(Object.values(await recount("America/Los_Angeles")).reduce((sum, d) => sum + d.leads, 0));
    // Kept in that zone from then on.
    await db.db.insert(leads).values({ kind: "contact", createdAt: at("2026-10-20T06:30:00Z"), source: "direct" });
    expect(await kept()).toEqual(await recount("America/Los_Angeles"));
    expect(await keptWeeks()).toEqual(byWeek(await recount("America/Los_Angeles")));
  });

  it("keeps its weeks whole when leads of one week are saved at once from many connections", async () => {
    // On Postgres, ten connections at a time (the pool's size): each save's statement adds to the same week's row.
    const saves = Array.from({ length: 60 }, (_, i) =>
      db.db.insert(leads).values({ kind: "contact", source: "google", createdAt: at(`2026-11-0${2 + (i % 6)}T15:00:00Z`), firstResponseAt: at(`2026-11-0${2 + (i % 6)}T15:${String(i % 60).padStart(2, "0")}:00Z`) }),
    );
    const results = await Promise.allSettled(saves);
    expect(results.filter((r) => r.status === "rejected").map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    // In the zone the test before left lead_days in.
    const [zone] = rowsOf<{ time_zone: string }>(await db.db.execute(sql`select time_zone from lead_days_zone`));
    const days = await recount(zone!.time_zone);
    expect(await kept()).toEqual(days);
    expect(await keptWeeks()).toEqual(byWeek(days));
  });

  it("is emptied with the leads, weeks and days", async () => {
    expect(Object.keys(await keptWeeks()).length).toBeGreaterThan(0);
    await db.db.execute(sql`truncate leads cascade`);
    const left = rowsOf<{ days: number; weeks: number }>(
      await db.db.execute(sql`select (select count(*) from lead_days)::int as days, (select count(*) from lead_weeks)::int as weeks`),
    );
    expect(left).toEqual([{ days: 0, weeks: 0 }]);
  });
});
