import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadEvents, leads, users } from "~db/schema";
import { defaultBusiness } from "~/content/business";
import { submitBooking } from "~/lib/requests/booking-request.server";
import { submitContact } from "~/lib/requests/contact-request.server";
import { STATUS_LINK_TTL_MS, STATUS_TOKEN_PATTERN } from "~/lib/emergencies/emergency-status";
import { emergencyProgress } from "~/lib/emergencies/emergency-status.server";
import { submitEstimate } from "~/lib/requests/estimate-request.server";
import { smtpTransport } from "~/lib/platform/mail-transport.server";
import { processOutbox } from "~/lib/platform/outbox.server";
import type { FormDeps } from "~/lib/requests/form-deps.server";
import { FORM_RATE_LIMITS } from "~/lib/requests/form-rate-limits.server";
import { memoryRateLimitStore, rateLimit } from "~/lib/platform/rate-limit.server";
import { publicScheduling } from "~/lib/requests/scheduling.server";
import { statusMessages } from "~/content/emergency-status";
import { acknowledgeLead, markOnTheWay } from "~/models/lead-acknowledgement.server";
import { setLeadStatus } from "~/models/lead-pipeline.server";
import { REQUEST_LINK_AFTER_DONE_MS, requestProgress } from "~/lib/requests/request-status.server";
import { createMigratedDb, dbTargets, type TestDb } from "../support/db";
import { useSite } from "../support/site";
import { startSmtp } from "../support/smtp";

// Emergency requests get an unguessable status token and the customer's status page follows the lead's state.
const meta = { ip: "203.0.113.9", page: "/contact" };
const business = { ...defaultBusiness, siteUrl: "https://status.test.example" };

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};

describe.each(dbTargets)("emergency status on %s", (kind) => {
  let db: TestDb;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const deps = (): FormDeps => {
    const store = memoryRateLimitStore();
    return {
      db: db.db,
      business,
      officeEmail: "office@test.example",
      scheduling: publicScheduling(business.schedulingUrl),
      rateLimit: (f, ip) => rateLimit({ name: f, ...FORM_RATE_LIMITS[f] }, ip, store),
      mailQueued: () => {},
    };
  };
  const leadOf = async (statusPath: string | null | undefined) => {
    const token = statusPath?.replace("/status/", "") ?? "";
    const [lead] = await db.db.select().from(leads).where(eq(leads.statusToken, token));
    return lead;
  };

  beforeAll(async () => {
    db = await createMigratedDb(kind);
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp.stop();
    await db.destroy();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    await db.db.execute(sql`delete from email_outbox`);
    await db.db.execute(sql`delete from leads`);
  });

  it("every request gets its own status token (contact, estimate and booking alike); only an emergency's answer leads to its page", async () => {
    const d = deps();
    const emergency = await submitContact(form({ type: "emergency", name: "Dee Park", phone: "7035550111" }), meta, d);
    const estimateMode = await submitContact(form({ type: "estimate", name: "Ann Lee", phone: "7035550112", email: "ann@example.com", serviceType: "lighting" }), meta, d);
    const repair = await submitEstimate(form({ name: "Bo Ray", phone: "7035550113", email: "bo@example.com", service: "emergency" }), meta, d);
    const project = await submitEstimate(form({ name: "Cy Ray", phone: "7035550114", email: "cy@example.com", service: "ev-charger" }), meta, d);
    const [type] = await publicScheduling(business.schedulingUrl).getEventTypes();
    const booking = await submitBooking(form({ name: "Eve Fox", phone: "7035550115", email: "eve@example.com", service: "emergency", eventTypeUri: type!.uri }), meta, d);
    const consult = await submitBooking(form({ name: "Fay Fox", phone: "7035550116", email: "fay@example.com", service: "ev-charger", eventTypeUri: type!.uri }), meta, d);

    for (const outcome of [emergency, repair, booking]) {
      expect(outcome.ok).toBe(true);
      expect(outcome.statusPath).toMatch(/^\/status\/[A-Za-z0-9_-]{32}$/);
      const lead = await leadOf(outcome.statusPath);
      expect(lead).toMatchObject({ emergency: true });
    }
    for (const outcome of [estimateMode, project, consult]) expect(outcome).toMatchObject({ ok: true, statusPath: null });

    const rows = await db.db.select().from(leads);
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => STATUS_TOKEN_PATTERN.test(r.statusToken ?? ""))).toBe(true);
    expect(new Set(rows.map((r) => r.statusToken)).size).toBe(6);
  });

  it("the visitor's confirmation mail links the status page on SITE_URL; the office's does not", async () => {
    const outcome = await submitContact(form({ type: "emergency", name: "Dee Park", phone: "7035550111", email: "dee@example.com" }), meta, deps());
    expect(await processOutbox({ db: db.db, transport: smtpTransport(smtp.url, "Valor Electric <no-reply@example.com>") })).toEqual({ sent: 2, failed: 0 });
    const link = `https://status.test.example${outcome.statusPath}`;
    expect(smtp.received.find((m) => m.to.includes("dee@example.com"))!.text).toContain(link);
    expect(smtp.received.find((m) => m.to.includes("office@test.example"))!.text).not.toContain("/status/");
  });

  it("a double submit of an emergency answers the first request's status page", async () => {
    const d = deps();
    const first = await submitContact(form({ type: "emergency", name: "Dee Park", phone: "7035550111" }), meta, d);
    const again = await submitContact(form({ type: "emergency", name: "Dee Park", phone: "7035550111" }), meta, d);
    expect(again.statusPath).toBe(first.statusPath);
    expect(await db.db.select().from(leads)).toHaveLength(1);
  });

  it("the status page follows received → acknowledged by a named person → on the way, showing first names only", async () => {
    const outcome = await submitContact(
      form({ type: "emergency", name: "Dee Park Jr", phone: "7035550111", email: "dee@example.com", address: "12 Oak Street, Manassas", description: "Panel buzzing" }),
      meta,
      deps(),
    );
    const token = outcome.statusPath!.replace("/status/", "");
    const lead = (await leadOf(outcome.statusPath))!;

    const received = await emergencyProgress(token, { db: db.db });
    expect(received).toEqual({ firstName: "Dee", receivedAt: lead.createdAt.toISOString(), acknowledgedAt: null, acknowledgedBy: null, onTheWayAt: null, lang: "en" });

    const ackAt = new Date(lead.createdAt.getTime() + 60_000);
    expect(await acknowledgeLead(db.db, { id: lead.id }, { name: "Dana Whitfield", userId: null }, ackAt)).toMatchObject({ changed: true });
    // The first acknowledgement stands.
    expect(await acknowledgeLead(db.db, { id: lead.id }, { name: "Someone Else", userId: null }, new Date())).toMatchObject({ changed: false });
    expect(await emergencyProgress(token, { db: db.db })).toMatchObject({ acknowledgedAt: ackAt.toISOString(), acknowledgedBy: "Dana", onTheWayAt: null });

    const wayAt = new Date(ackAt.getTime() + 120_000);
    expect(await markOnTheWay(db.db, lead.id, { name: "Dana Whitfield", userId: null }, wayAt)).toBe(true);
    const onTheWay = await emergencyProgress(token, { db: db.db });
    expect(onTheWay).toMatchObject({ acknowledgedBy: "Dana", onTheWayAt: wayAt.toISOString() });
    // Nothing of the customer but the first name: no phone (its last four digits, in any format; "555" alone
    // turns up in a timestamp's milliseconds), email, address or problem.
    const shown = JSON.stringify(onTheWay);
    for (const secret of ["0111", "dee@example.com", "Oak", "buzzing", "Park", "Whitfield"]) expect(shown).not.toContain(secret);
  });

  it("the link expires a week after the request: the last moment it works, the first it does not", async () => {
    const outcome = await submitContact(form({ type: "emergency", name: "Dee Park", phone: "7035550111" }), meta, deps());
    const token = outcome.statusPath!.replace("/status/", "");
    const received = (await leadOf(outcome.statusPath))!.createdAt.getTime();
    const at = (ms: number) => ({ db: db.db, now: () => new Date(received + ms) });
    expect(await emergencyProgress(token, at(STATUS_LINK_TTL_MS - 1))).toMatchObject({ firstName: "Dee" });
    expect(await emergencyProgress(token, at(STATUS_LINK_TTL_MS))).toEqual({ expired: true, lang: "en" });
    expect(await emergencyProgress(token, at(30 * STATUS_LINK_TTL_MS))).toEqual({ expired: true, lang: "en" });
  });

  it("the link closes once the lead is won or lost, and works at every stage before", async () => {
    const outcome = await submitContact(form({ type: "emergency", name: "Dee Park", phone: "7035550111" }), meta, deps());
    const token = outcome.statusPath!.replace("/status/", "");
    const lead = (await leadOf(outcome.statusPath))!;
    for (const [status, shown] of [["new", true], ["contacted", true], ["scheduled", true], ["won", false], ["lost", false]] as const) {
      await db.db.update(leads).set({ status }).where(eq(leads.id, lead.id));
      const progress = await emergencyProgress(token, { db: db.db });
      if (shown) expect(progress, status).toMatchObject({ firstName: "Dee" });
      else expect(progress, status).toEqual({ expired: true, lang: "en" });
    }
  });

  it("a request's page follows the pipeline (called, visit booked, done) and its link ends 90 days after the job is won or lost", async () => {
    const outcome = await submitEstimate(form({ name: "Cy Ray", phone: "7035550114", email: "cy@example.com", service: "ev-charger", description: "Garage charger" }), meta, deps());
    expect(outcome.statusPath).toBeNull();
    const [lead] = await db.db.select().from(leads).where(eq(leads.email, "cy@example.com"));
    const token = lead!.statusToken!;
    const [office] = await db.db.insert(users).values({ email: `office-${kind}@test.example`, name: "Pat", passwordHash: "x" }).onConflictDoNothing().returning();
    const actor = office?.id ?? (await db.db.select().from(users).where(eq(users.email, `office-${kind}@test.example`)))[0]!.id;
    const stepsAt = async () => {
      const progress = await requestProgress(token, { db: db.db });
      if (!progress || "expired" in progress) throw new Error("no page");
      return Object.fromEntries(progress.steps.map((s) => [s.key, s.at !== null]));
    };
    // An emergency's page knows nothing of it; the request's page does, with what was written, not the address.
    expect(await emergencyProgress(token, { db: db.db })).toBeNull();
    expect(await requestProgress(token, { db: db.db })).toMatchObject({ firstName: "Cy", message: "Garage charger", state: "open", lang: "en" });
    expect(await stepsAt()).toEqual({ received: true, called: false, booked: false, onTheWay: false, done: false });
    await setLeadStatus(db.db, lead!.id, { status: "contacted", lostReason: null }, actor);
    expect(await stepsAt()).toEqual({ received: true, called: true, booked: false, onTheWay: false, done: false });
    await setLeadStatus(db.db, lead!.id, { status: "scheduled", lostReason: null }, actor);
    expect(await stepsAt()).toEqual({ received: true, called: true, booked: true, onTheWay: false, done: false });
    await setLeadStatus(db.db, lead!.id, { status: "won", lostReason: null }, actor);
    expect(await stepsAt()).toEqual({ received: true, called: true, booked: true, onTheWay: false, done: true });

    const [won] = await db.db.select().from(leadEvents).where(and(eq(leadEvents.leadId, lead!.id), eq(leadEvents.toValue, "won")));
    const at = (ms: number) => ({ db: db.db, now: () => new Date(won!.createdAt.getTime() + ms) });
    expect(await requestProgress(token, at(REQUEST_LINK_AFTER_DONE_MS - 1))).toMatchObject({ state: "done" });
    expect(await requestProgress(token, at(REQUEST_LINK_AFTER_DONE_MS))).toEqual({ expired: true, lang: "en" });
    // Lost counts the same; a lead taken up again is open again.
    await setLeadStatus(db.db, lead!.id, { status: "lost", lostReason: "Went elsewhere" }, actor);
    expect(await requestProgress(token, { db: db.db })).toMatchObject({ state: "closed" });
    const [lost] = await db.db.select().from(leadEvents).where(and(eq(leadEvents.leadId, lead!.id), eq(leadEvents.toValue, "lost")));
    expect(await requestProgress(token, { db: db.db, now: () => new Date(lost!.createdAt.getTime() + REQUEST_LINK_AFTER_DONE_MS) })).toEqual({ expired: true, lang: "en" });
    await setLeadStatus(db.db, lead!.id, { status: "scheduled", lostReason: null }, actor);
    expect(await requestProgress(token, at(10 * REQUEST_LINK_AFTER_DONE_MS))).toMatchObject({ state: "open" });
  });

  it("an unknown, malformed or non-emergency token finds nothing", async () => {
    await submitContact(form({ type: "emergency", name: "Dee Park", phone: "7035550111" }), meta, deps());
    const [lead] = await db.db.select().from(leads);
    const other = "A".repeat(32);
    expect(await emergencyProgress(other, { db: db.db })).toBeNull();
    expect(await emergencyProgress("short", { db: db.db })).toBeNull();
    expect(await emergencyProgress(`${lead!.statusToken}' or '1'='1`, { db: db.db })).toBeNull();
    // A token on a lead that is not (or no longer) an emergency shows nothing.
    await db.db.update(leads).set({ emergency: false }).where(eq(leads.id, lead!.id));
    expect(await emergencyProgress(lead!.statusToken!, { db: db.db })).toBeNull();
  });
});

// The page over HTTP, against the production build on a Postgres database of its own (the test moves the
// lead's clock and stage in it while the server runs).
describe.skipIf(!process.env.TEST_DATABASE_URL)("an expired status link over HTTP", () => {
  const site = useSite({ postgres: true });

  it("answers 410 with the phone and nothing of the lead, a week on or once the lead is won or lost", async () => {
    const db = site.sql;
    const posted = await site.post("/contact", new URLSearchParams({ type: "emergency", name: "Dee Park", phone: "(703) 555-0111", address: "12 Oak Street", company_website: "" }));
    expect(posted.status).toBe(302);
    const path = posted.headers.get("location")!;
    expect(path).toMatch(/^\/status\//);
    const token = path.replace("/status/", "");
    const open = async () => {
      const response = await site.get(path);
      return { status: response.status, cache: response.headers.get("cache-control"), html: (await response.text()).replace(/&#x27;|&#39;/g, "'") };
    };
    const shown = async () => {
      const page = await open();
      expect(page.status).toBe(200);
      expect(page.html).toContain("Hi Dee,");
    };
    const expired = async () => {
      const page = await open();
      expect(page.status).toBe(410);
      expect(page.cache).toMatch(/no-store/);
      expect(page.html).toContain(statusMessages.expiredTitle);
      expect(page.html).toContain(defaultBusiness.phone);
      for (const secret of ["Hi Dee,", "firstName", "receivedAt", "12 Oak Street", statusMessages.receivedDetail]) expect(page.html).not.toContain(secret);
    };
    await shown();
    await db`update leads set created_at = now() - interval '7 days' + interval '1 minute' where status_token = ${token}`;
    await shown();
    await db`update leads set created_at = now() - interval '7 days' where status_token = ${token}`;
    await expired();
    await db`update leads set created_at = now(), status = 'won' where status_token = ${token}`;
    await expired();
    await db`update leads set status = 'lost' where status_token = ${token}`;
    await expired();
    await db`update leads set status = 'scheduled' where status_token = ${token}`;
    await shown();
  });
});
