/**
 * The dashboard's calls and texts (app/models/lead-stats.server.ts phoneStats, app/lib/office/lead-dashboard.server.ts)
 * against calls, text-backs, texts and replies at chosen times, every number counted by hand below; and the
 * office's reply refused when Twilio is not configured.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBusiness } from "~/content/business";
import { PIPELINE_MESSAGES } from "~/forms/admin-messages";
import { loadDashboard } from "~/lib/office/lead-dashboard.server";
import { replyToLead } from "~/lib/phone/office-reply.server";
import { leadMessages, leads, phoneCalls } from "~db/schema";
import { createMigratedDb, dbTargets, type TestDb } from "../support/db";

const TRUCK = "+17035550151";
const ADS = "+17035550150";
const WEBSITE = "+17035550142";
const NUMBERS = [
  { number: TRUCK, source: "truck" },
  { number: ADS, source: "google-ads" },
  { number: WEBSITE, source: "website" },
];
const at = (iso: string) => new Date(iso);
/** Monday 5 October to Sunday 25 October 2026, Eastern (EDT, UTC-4): weeks of Oct 5, 12 and 19. Times are UTC. */
const PERIOD = { from: "2026-10-05", to: "2026-10-25" };

/**
 * Calls: C1 answered (truck, Oct 6); C2 no-answer (truck, Oct 7), texted back, the caller texts in 10 min later and
 * the office replies 15 min after that; C3 busy (google-ads, Oct 14), texted back, never answered; C4 no-answer
 * (google-ads, Oct 15), the caller had opted out: no text-back; C5 still ringing (website, Oct 20).
 * → 5 calls, 1 answered, 3 missed (75 % of the 4 that ended), 2 texted back, 1 answered the text-back.
 * Texts: T4 a text lead (google-ads, Oct 20) answered in 45 min; T5 a form lead texting (website, Oct 21), no reply;
 * T6 texts on Oct 26 (outside). → 3 texters in the period, 2 answered, median first reply (15, 45 min) = 30 min.
 */
async function seed(db: TestDb["db"]) {
  const lead = async (values: typeof leads.$inferInsert) => (await db.insert(leads).values(values).returning({ id: leads.id }))[0]!.id;
  const call = async (values: typeof phoneCalls.$inferInsert) => (await db.insert(phoneCalls).values(values).returning({ id: phoneCalls.id }))[0]!.id;
  const l1 = await lead({ kind: "call", phone: "+15715550401", source: "truck", createdAt: at("2026-10-06T14:00:00Z") });
  await call({ callSid: "CA1", leadId: l1, from: "+15715550401", to: TRUCK, source: "truck", status: "answered", durationSeconds: 120, createdAt: at("2026-10-06T14:00:00Z") });

  const l2 = await lead({ kind: "call", phone: "+15715550402", source: "truck", createdAt: at("2026-10-07T14:00:00Z") });
  const c2 = await call({ callSid: "CA2", leadId: l2, from: "+15715550402", to: TRUCK, source: "truck", status: "no-answer", createdAt: at("2026-10-07T14:00:00Z") });
  const l3 = await lead({ kind: "call", phone: "+15715550403", source: "google-ads", createdAt: at("2026-10-14T14:00:00Z") });
  const c3 = await call({ callSid: "CA3", leadId: l3, from: "+15715550403", to: ADS, source: "google-ads", status: "busy", createdAt: at("2026-10-14T14:00:00Z") });
  const l4c = await lead({ kind: "call", phone: "+15715550404", source: "google-ads", createdAt: at("2026-10-15T14:00:00Z") });
  await call({ callSid: "CA4", leadId: l4c, from: "+15715550404", to: ADS, source: "google-ads", status: "no-answer", createdAt: at("2026-10-15T14:00:00Z") });
  const l5c = await lead({ kind: "call", phone: "+15715550405", source: "website", createdAt: at("2026-10-20T14:00:00Z") });
  await call({ callSid: "CA5", leadId: l5c, from: "+15715550405", to: WEBSITE, source: "website", createdAt: at("2026-10-20T14:00:00Z") });

  const t4 = await lead({ kind: "text", phone: "+15715550406", source: "google-ads", createdAt: at("2026-10-20T12:00:00Z") });
  const t5 = await lead({ kind: "contact", phone: "+15715550407", source: "direct", createdAt: at("2026-10-19T12:00:00Z") });
  const t6 = await lead({ kind: "text", phone: "+15715550408", source: "truck", createdAt: at("2026-10-26T16:00:00Z") });
  const text = (leadId: string, direction: "in" | "out", from: string, to: string, iso: string, extra: Partial<typeof leadMessages.$inferInsert> = {}) =>
    ({ leadId, direction, from, to, body: `${direction} ${iso}`, status: direction === "in" ? "received" : "delivered", createdAt: at(iso), ...extra }) as const;
  await db.insert(leadMessages).values([
    text(l2, "out", TRUCK, "+15715550402", "2026-10-07T14:00:30Z", { callId: c2 }),
    text(l2, "in", "+15715550402", TRUCK, "2026-10-07T14:10:30Z"),
    text(l2, "out", TRUCK, "+15715550402", "2026-10-07T14:25:30Z"),
    text(l3, "out", ADS, "+15715550403", "2026-10-14T14:00:30Z", { callId: c3, status: "sent" }),
    text(t4, "in", "+15715550406", ADS, "2026-10-20T12:00:00Z"),
    text(t4, "out", ADS, "+15715550406", "2026-10-20T12:45:00Z", { status: "queued" }),
    text(t4, "out", ADS, "+15715550406", "2026-10-20T13:45:00Z"),
    text(t5, "in", "+15715550407", WEBSITE, "2026-10-21T12:00:00Z"),
    text(t6, "in", "+15715550408", TRUCK, "2026-10-26T16:00:00Z"),
  ]);
}

describe.each(dbTargets)("calls and texts on the dashboard, on %s", (kind) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createMigratedDb(kind);
    await seed(db.db);
  });
  afterAll(() => db.destroy());

  const load = () => loadDashboard(PERIOD, { db: db.db, now: () => at("2026-11-23T15:00:00Z"), timeZone: defaultBusiness.timeZone, numbers: NUMBERS });

  it("counts calls answered, missed and texted back, the missed share and the text-backs answered", async () => {
    const dashboard = await load();
    expect(dashboard.calls).toEqual({ total: 5, answered: 1, missed: 3, textedBack: 2, textBackAnswered: 1, missedShare: 0.75 });
  });

  it("gives the median time to the office's first reply to a text (the text-back is no reply)", async () => {
    expect((await load()).firstTextReply).toEqual({ threads: 3, replied: 2, medianSeconds: 30 * 60 });
  });

  it("counts calls and texts per week by the number reached, and leads by kind", async () => {
    const dashboard = await load();
    const counts = (chart: typeof dashboard.bySource) => Object.fromEntries(chart.series.map((s) => [s.label, s.counts]));
    expect(counts(dashboard.callsByNumber)).toEqual({ "truck (703) 555-0151": [2, 0, 0], "google-ads (703) 555-0150": [0, 2, 0], "website (703) 555-0142": [0, 0, 1] });
    expect(counts(dashboard.textsByNumber)).toEqual({ "truck (703) 555-0151": [1, 0, 0], "google-ads (703) 555-0150": [0, 0, 1], "website (703) 555-0142": [0, 0, 1] });
    expect(counts(dashboard.byKind)).toEqual({ call: [2, 2, 1], text: [0, 0, 1], contact: [0, 0, 1] });
  });

  it("refuses the office's reply when Twilio is not configured", async () => {
    const [lead] = await db.db.select({ id: leads.id }).from(leads).limit(1);
    expect(await replyToLead(lead!.id, "Hello", "00000000-0000-0000-0000-000000000000", null)).toEqual({ ok: false, status: 409, message: PIPELINE_MESSAGES.replyNoTwilio });
  });
});
