import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_VISIT_WINDOWS } from "~/content/facts";
import { ON_MY_WAY_MESSAGES as ON_MY_WAY, VISIT_MESSAGES as M } from "~/forms/admin-messages";
import { bookVisitOnLead } from "~/lib/visits/visit-booking.server";
import type { VisitDeps } from "~/lib/visits/visit-settings.server";
import { saveLead } from "~/models/lead-intake.server";
import { grantRole, upsertUserPassword } from "~/models/users.server";
import { leadEvents, visits } from "~db/schema";
import { localDay } from "~/lib/platform/office-clock.server";
import { createMigratedDb, dbTargets, type TestDb } from "../support/db";
import { useSite } from "../support/site";
import { OFFICE_ALL_DAY } from "../support/twilio";

/**
 * Visits (docs/visits.md): the booking workflow over each real database, then the lead page's form, the calendar
 * file and the customer's confirmation over HTTP against the production build.
 */

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe.each(dbTargets)("booking visits on %s", (kind) => {
  let db: TestDb;
  let admin: string;
  const deps = (): VisitDeps => ({
    db: db.db,
    timeZone: "America/New_York",
    visitWindows: () => Promise.resolve(DEFAULT_VISIT_WINDOWS),
    textFrom: null,
    textRules: { canada: false },
    business: () => Promise.resolve({ name: "Valor Electric", phone: "(703) 555-0142", siteUrl: "https://valor.test" }),
    queued: () => {},
    // A fixed day: the office's calendar, not the wall clock's.
    now: () => new Date("2027-03-01T15:00:00Z"),
  });
  const newLead = async (i: number) =>
    (await saveLead(db.db, { kind: "estimate", name: `Visit ${i}`, phone: null, email: `visit-${kind}-${i}@example.com`, fields: { n: String(i) } })).lead.id;

  beforeAll(async () => {
    db = await createMigratedDb(kind);
    admin = await upsertUserPassword(db.db, `visits-${kind}@example.com`, "x");
    await grantRole(db.db, admin, "admin");
  });
  afterAll(() => db?.destroy());

  it("books exactly one of 10 concurrent bookings of one electrician in one window; the others are refused with the overlap, nothing saved", async () => {
    const leadIds = await Promise.all(Array.from({ length: 10 }, (_, i) => newLead(i)));
    const outcomes = await Promise.all(
      leadIds.map((id) => bookVisitOnLead(id, form({ intent: "visit", day: "2027-03-14", window: "08:00", electrician: `user:${admin}` }), admin, deps())),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    const refused = outcomes.filter((o) => !o.ok);
    expect(refused).toHaveLength(9);
    for (const o of refused) expect(o).toMatchObject({ status: 409, message: M.overlap(`visits-${kind}`, "Sunday, March 14, 2027", "8:00 AM – 10:00 AM") });
    const saved = await db.db.select().from(visits).where(eq(visits.electrician, `user:${admin}`));
    expect(saved).toHaveLength(1);
    // 8:00 on the office's clock the day the clocks go forward: 12:00 UTC.
    expect(saved[0]!.startsAt.toISOString()).toBe("2027-03-14T12:00:00.000Z");
    expect(saved[0]!.endsAt.toISOString()).toBe("2027-03-14T14:00:00.000Z");
    const history = await db.db.select().from(leadEvents).where(eq(leadEvents.field, "visit"));
    expect(history.map((e) => [e.leadId, e.toValue])).toEqual([[saved[0]!.leadId, `visits-${kind}, Sunday, March 14, 2027, 8:00 AM – 10:00 AM`]]);
  });

  it.runIf(kind === "postgres")("a booking that deadlocks with another statement's overlapping visit is refused with the overlap, not a failure", async () => {
    const [mine, theirs] = [await newLead(20), await newLead(21)];
    const other = await db.db.$client.reserve();
    try {
      // Another booking, uncommitted, of 9:00–10:00 (8:00 on the office's clock is 12:00 UTC that day).
      await other`begin`;
      await other`insert into visits (lead_id, electrician, electrician_name, starts_at, ends_at)
        values (${theirs}, ${`user:${admin}`}, 'Other', '2027-03-15T13:00:00Z', '2027-03-15T14:00:00Z')`;
      const booking = bookVisitOnLead(mine, form({ intent: "visit", day: "2027-03-15", window: "08:00", electrician: `user:${admin}` }), admin, deps());
      // Once this booking waits for that row, the other statement inserts a visit that overlaps this booking's
      // (8:00–10:00) but not its own: each waits for the other, and Postgres ends the one that waited first.
      await expect
        .poll(async () => (await other`select count(*)::int as n from pg_locks where not granted and locktype = 'transactionid'`)[0]!.n, { timeout: 10_000 })
        .toBe(1);
      const theirsSecond = other`insert into visits (lead_id, electrician, electrician_name, starts_at, ends_at)
        values (${theirs}, ${`user:${admin}`}, 'Other', '2027-03-15T12:00:00Z', '2027-03-15T12:30:00Z')`.execute();
      expect(await booking).toMatchObject({ ok: false, status: 409, message: M.overlap(`visits-${kind}`, "Monday, March 15, 2027", "8:00 AM – 10:00 AM") });
      await theirsSecond;
    } finally {
      await other`rollback`;
      other.release();
    }
    expect(await db.db.select().from(visits).where(eq(visits.leadId, mine))).toEqual([]);
  });
});

const WEBSITE = "+17035550142";
const TZ = "America/New_York";
const DAY = 24 * 60 * 60_000;
const decode = (html: string) => html.replace(/<!-- -->/g, "").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

describe.each(dbTargets)("visits over HTTP on %s (the production build)", (kind) => {
  const site = useSite({
    admin: true,
    postgres: kind === "postgres",
    smtp: true,
    twilioNumbers: { [WEBSITE]: "website" },
    // Confirmations keep to the sending hours: every hour here, so the test never waits for a morning.
    env: { ...OFFICE_ALL_DAY, OFFICE_EMAIL: "office@valor.test", REVIEW_SENDING_HOURS: "00:00-24:00", TRUST_PROXY: "1", OUTBOX_RETRY_BASE_MS: "200" },
  });
  let n = 0;
  /** A day `days` ahead on the office's clock. */
  const dayAhead = (days: number) => localDay(new Date(Date.now() + days * DAY), TZ);

  /** A customer's request from the English or Spanish contact page; the lead's id, found by its name in the inbox. */
  async function newLead(lang: "en" | "es", contact: { phone: string; email?: string }) {
    n += 1;
    const name = ["Ana Amor", "Bea Bravo", "Cruz Campo", "Dora Duque", "Eva Estrada", "Flor Fuentes", "Gil Garza", "Hugo Herrera", "Ines Iglesias"][n]!;
    const posted = await site.post(
      lang === "es" ? "/es/contact" : "/contact",
      new URLSearchParams({ type: "estimate", name, address: "12 Oak St, Fairfax, VA 22030", phone: contact.phone, email: contact.email ?? "", serviceType: "outlets", description: "Two outlets", company_website: "" }),
      { cookie: "", headers: { "X-Forwarded-For": `198.51.${n}.9` } },
    );
    expect(posted.status).toBe(302);
    const inbox = await site.page(`/admin/leads?q=${encodeURIComponent(name)}`, site.admin);
    return /href="\/admin\/leads\/([0-9a-f-]{36})"/.exec(inbox)![1]!;
  }
  const book = (id: string, fields: Record<string, string>) => site.post(`/admin/leads/${id}`, new URLSearchParams({ intent: "visit", ...fields }));
  const leadPage = async (id: string) => decode(await site.page(`/admin/leads/${id}`, site.admin));
  const visitsShown = (html: string) => (/data-testid="lead-visits"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "").split("<li").length - 1;

  /** Waits (bounded) for what the outboxes sent to a phone or an address. */
  async function waitFor<T>(read: () => T[], count: number): Promise<T[]> {
    const deadline = Date.now() + 15_000;
    while (read().length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    return read();
  }
  const textsTo = (phone: string) => waitFor(() => site.twilio.messages.filter((m) => m.to === phone), 1);
  const mailsTo = (to: string) => waitFor(() => site.smtp.received.filter((m) => m.to.includes(to) && /visit|visita/i.test(m.subject)), 1);

  it("10 concurrent bookings of one electrician in one window: exactly one is booked (302), nine are refused (409) with the message and the choices as typed", async () => {
    const id = await newLead("en", { phone: "7035550311", email: "many@example.com" });
    const day = dayAhead(20);
    const responses = await Promise.all(Array.from({ length: 10 }, () => book(id, { day, window: "10:00", electrician: "team:m2" })));
    expect(responses.map((r) => r.status).sort()).toEqual([302, ...Array<number>(9).fill(409)]);
    const refused = decode(await responses.find((r) => r.status === 409)!.text());
    expect(refused).toContain("Derek Simmons already has a visit that overlaps 10:00 AM – 12:00 PM on");
    expect(refused).toContain(`value="${day}"`);
    expect(refused).toMatch(/<option value="10:00" selected="">/);
    expect(refused).toMatch(/<option value="team:m2" selected="">/);
    expect(visitsShown(await leadPage(id))).toBe(1);
  });

  it("a textable number gets the confirmation by text in the lead's language, with the calendar file's link; the file is private and holds the window", async () => {
    const phone = "+17035550312";
    const id = await newLead("es", { phone: phone.slice(2), email: "texto@example.com" });
    const day = dayAhead(21);
    const booked = await book(id, { day, window: "08:00", electrician: "team:m3" });
    expect(booked.status).toBe(302);
    const [text] = await textsTo(phone);
    expect(text!.from).toBe(WEBSITE);
    expect(text!.body).toContain("su visita quedó reservada para el");
    expect(text!.body).toContain("Andre Lewis");
    expect(text!.body).toContain("8:00 a.m. – 10:00 a.m.");
    const link = new RegExp(`${site.url}/status/([A-Za-z0-9_-]{32})/visit\\.ics`).exec(text!.body);
    expect(link).not.toBeNull();
    const file = await site.get(new URL(link![0]).pathname);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(file.headers.get("cache-control")).toContain("no-store");
    expect(file.headers.get("x-robots-tag")).toBe("noindex");
    const ics = await file.text();
    expect(ics).toContain(`DTSTART;TZID=${TZ}:${day.replace(/-/g, "")}T080000\r\n`);
    expect(ics).toContain("SUMMARY:Visita de ");
    // The lead's page: the visit, and the booking in the history.
    const page = await leadPage(id);
    expect(visitsShown(page)).toBe(1);
    expect(page).toMatch(/Visit booked: — → Andre Lewis, [A-Z][a-z]+day, /);
    // No mail: the text was enough.
    expect(site.smtp.received.filter((m) => m.to.includes("texto@example.com") && /visita/i.test(m.subject))).toHaveLength(0);
  });

  it("a number that texted STOP gets no text: the confirmation goes by mail, and the history says why", async () => {
    const phone = "+17035550313";
    const id = await newLead("en", { phone: phone.slice(2), email: "stopped@example.com" });
    expect((await site.hook("sms", { AccountSid: site.twilio.sid, MessageSid: site.twilio.nextSid("SM"), From: phone, To: WEBSITE, Body: "STOP" })).status).toBe(200);
    const before = site.twilio.messages.filter((m) => m.to === phone).length;
    expect((await book(id, { day: dayAhead(22), window: "12:00", electrician: "team:m3" })).status).toBe(302);
    const [mail] = await mailsTo("stopped@example.com");
    expect(mail!.subject).toMatch(/^Your visit from .+ on [A-Z][a-z]+day, /);
    expect(mail!.text).toContain("Arriving between: 12:00 PM – 2:00 PM");
    expect(mail!.text).toContain("Who is coming: Andre Lewis");
    expect(mail!.text).toMatch(new RegExp(`${site.url}/status/[A-Za-z0-9_-]{32}/visit\\.ics`));
    expect(site.twilio.messages.filter((m) => m.to === phone)).toHaveLength(before);
    expect(await leadPage(id)).toContain("Visit confirmation not texted: the number opted out");
  });

  it("a number the site may not text (+1 876, Jamaica) gets the confirmation by mail", async () => {
    const phone = "+18765550314";
    const id = await newLead("en", { phone: phone.slice(2), email: "island@example.com" });
    expect((await book(id, { day: dayAhead(23), window: "14:00", electrician: "team:m1" })).status).toBe(302);
    const [mail] = await mailsTo("island@example.com");
    expect(mail!.text).toContain("Who is coming: Maria Carter");
    expect(site.twilio.messages.filter((m) => m.to === phone)).toHaveLength(0);
    expect(await leadPage(id)).toContain("Visit confirmation not texted: not a US number");
  });

  it("bad input is a 400 with the field's message and books nothing; an unknown calendar link is a 404", async () => {
    const id = await newLead("en", { phone: "7035550315", email: "bad@example.com" });
    const cases: [Record<string, string>, string][] = [
      [{ day: "2020-01-01", window: "08:00", electrician: "team:m2" }, M.dayPast],
      [{ day: dayAhead(800), window: "08:00", electrician: "team:m2" }, M.dayTooFar],
      [{ day: "2027-02-30", window: "08:00", electrician: "team:m2" }, M.dayRequired],
      [{ day: dayAhead(30), window: "09:00", electrician: "team:m2" }, M.windowRequired],
      [{ day: dayAhead(30), window: "08:00", electrician: "team:nobody" }, M.electricianRequired],
      [{ day: dayAhead(30), window: "08:00", electrician: "<script>" }, M.electricianRequired],
    ];
    for (const [fields, message] of cases) {
      const response = await book(id, fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(decode(await response.text())).toContain(message);
    }
    expect(visitsShown(await leadPage(id))).toBe(0);
    expect((await site.get("/status/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/visit.ics")).status).toBe(404);
    expect((await site.get("/status/short/visit.ics")).status).toBe(404);
  });

  // "On my way" (docs/visits.md): for a visit today on the office's clock.
  const onMyWay = (id: string, minutes: string) => site.post(`/admin/leads/${id}`, new URLSearchParams({ intent: "on-my-way", minutes }));
  /** Today on the server's own office clock: the first day its visit form offers (so the test never guesses the date). */
  const serverToday = async (id: string) => /type="date" name="day" min="(\d{4}-\d{2}-\d{2})"/.exec(await leadPage(id))![1]!;
  const bookToday = async (id: string, window: string, electrician: string) => {
    expect((await book(id, { day: await serverToday(id), window, electrician })).status).toBe(302);
  };

  it("on my way with 30 minutes: the customer gets a text in Spanish with the estimate and their page's link; the page shows the step on the way with the estimate", async () => {
    const phone = "+17035550316";
    const id = await newLead("es", { phone: phone.slice(2), email: "camino@example.com" });
    expect(await leadPage(id)).not.toContain('data-testid="on-my-way"');
    await bookToday(id, "08:00", "team:m3");
    expect(await leadPage(id)).toContain('data-testid="on-my-way"');
    expect((await onMyWay(id, "30")).status).toBe(302);
    const [text] = await waitFor(() => site.twilio.messages.filter((m) => m.to === phone && m.body.includes("en camino")), 1);
    expect(text!.body).toContain("Andre Lewis va en camino y llegará en unos 30 minutos");
    const link = new RegExp(`${site.url}(/status/[A-Za-z0-9_-]{32})(?=[ ]|$)`).exec(text!.body);
    expect(link).not.toBeNull();
    const page = decode(await site.page(link![1]!));
    expect(page).toMatch(/data-done="true"><p class="font-bold">En camino · <time/);
    expect(page).toContain("Su electricista va en camino y llegará en unos 30 minutos.");
    expect(await leadPage(id)).toContain("On my way: ~30 min");
  });

  it("on my way for a number that texted STOP: no text, the estimate goes by mail, and the history says why", async () => {
    const phone = "+17035550317";
    const id = await newLead("en", { phone: phone.slice(2), email: "stopped-way@example.com" });
    expect((await site.hook("sms", { AccountSid: site.twilio.sid, MessageSid: site.twilio.nextSid("SM"), From: phone, To: WEBSITE, Body: "STOP" })).status).toBe(200);
    const before = site.twilio.messages.filter((m) => m.to === phone).length;
    await bookToday(id, "10:00", "team:m1");
    expect((await onMyWay(id, "45")).status).toBe(302);
    const [mail] = await waitFor(() => site.smtp.received.filter((m) => m.to.includes("stopped-way@example.com") && /is on the way/.test(m.subject)), 1);
    expect(mail!.subject).toMatch(/^Maria Carter from .+ is on the way$/);
    expect(mail!.text).toContain("Maria Carter is on the way, arriving in about 45 minutes.");
    expect(mail!.text).toMatch(new RegExp(`Your request: ${site.url}/status/[A-Za-z0-9_-]{32}\n`));
    expect(site.twilio.messages.filter((m) => m.to === phone)).toHaveLength(before);
    const page = await leadPage(id);
    expect(page).toContain("On my way not texted: the number opted out");
    expect(page).toContain("On my way: ~45 min");
  });

  it("on my way refuses other minutes and a lead without a visit today with 400 and the message, and changes nothing", async () => {
    const id = await newLead("en", { phone: "7035550318", email: "nowait@example.com" });
    const noVisit = await onMyWay(id, "30");
    expect(noVisit.status).toBe(400);
    expect(decode(await noVisit.text())).toContain(ON_MY_WAY.noVisitToday);
    await bookToday(id, "12:00", "team:m2");
    for (const minutes of ["17", "", "30; drop table leads", "-15"]) {
      const response = await onMyWay(id, minutes);
      expect(response.status, minutes).toBe(400);
      expect(decode(await response.text())).toContain(ON_MY_WAY.minutesRequired);
    }
    expect(await leadPage(id)).not.toContain("On my way: ~");
    expect(site.twilio.messages.filter((m) => m.to === "+17035550318" && /on the way/.test(m.body))).toHaveLength(0);
  });
});
