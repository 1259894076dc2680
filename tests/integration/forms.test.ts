import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, leads, newsletterSubscribers } from "~db/schema";
import { defaultBusiness } from "~/content/business";
import { formText, messages } from "~/forms/messages";
import { submitBooking } from "~/lib/requests/booking-request.server";
import { submitContact } from "~/lib/requests/contact-request.server";
import { submitEstimate } from "~/lib/requests/estimate-request.server";
import { smtpTransport } from "~/lib/platform/mail-transport.server";
import { submitNewsletter } from "~/lib/requests/newsletter-signup.server";
import { processOutbox } from "~/lib/platform/outbox.server";
import type { FormDeps } from "~/lib/requests/form-deps.server";
import { FORM_RATE_LIMITS } from "~/lib/requests/form-rate-limits.server";
import { memoryRateLimitStore, rateLimit } from "~/lib/platform/rate-limit.server";
import { calendlyScheduling, loadAppointmentTypes, publicScheduling, type Scheduling } from "~/lib/requests/scheduling.server";
import { calendlyBookingUrl, calendlyEventTypes, startCalendly } from "../support/calendly";
import { createMigratedDb, dbTargets, type TestDb } from "../support/db";
import { startSmtp } from "../support/smtp";
import { rowsOf } from "~/models/sql.server";
import { DEDUPE_WINDOW_MS, saveLead, saveLeadWithMails } from "~/models/lead-intake.server";

const OFFICE = "office@test.example";
const TOKEN = "test-token-123";
const meta = { ip: "203.0.113.7", page: "/contact" };

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};

const valid = {
  contact: { type: "estimate", name: "Ann O'Neil", phone: "(703) 555-0100", email: "Ann@Example.com", serviceType: "panel-upgrade", address: "1 Main St, Manassas", preferredTime: "Weekday mornings", description: "Breaker keeps tripping" },
  estimate: { name: "Bob Smith-Jones", email: "bob@example.com", phone: "+1 571 555 0199", service: "ev-charger", address: "", description: "Tesla wall connector in garage" },
  booking: { name: "Cara Diaz", phone: "703-555-0123", email: "cara@example.com", service: "surge-protection", message: "Whole home please", eventTypeUri: calendlyEventTypes[0]!.uri },
};

describe.each(dbTargets)("form actions on %s", (kind) => {
  let db: TestDb;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let calendly: Awaited<ReturnType<typeof startCalendly>>;
  let scheduling: Scheduling;
  /** A database that is gone: every query fails, as when Postgres is down. */
  let broken: TestDb;

  const deps = (overrides: Partial<FormDeps> = {}): FormDeps => {
    const store = memoryRateLimitStore();
    return {
      db: db.db,
      business: defaultBusiness,
      officeEmail: OFFICE,
      scheduling,
      rateLimit: (f, ip) => rateLimit({ name: f, ...FORM_RATE_LIMITS[f] }, ip, store),
      mailQueued: () => {},
      ...overrides,
    };
  };
  const deliver = () => processOutbox({ db: db.db, transport: smtpTransport(smtp.url, "Valor Electric <no-reply@example.com>") });

  beforeAll(async () => {
    db = await createMigratedDb(kind);
    smtp = await startSmtp();
    calendly = await startCalendly(TOKEN);
    scheduling = calendlyScheduling({ token: TOKEN, apiUrl: calendly.url, timeoutMs: 30_000 });
    broken = await createMigratedDb(kind);
    await broken.destroy();
  });
  afterAll(async () => {
    await smtp.stop();
    await calendly.stop();
    await db.destroy();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    calendly.requests.length = 0;
    calendly.state.fail = null;
    await db.db.execute(sql`delete from email_outbox`);
    await db.db.execute(sql`delete from leads`);
    await db.db.execute(sql`delete from newsletter_subscribers`);
  });

  describe("contact request", () => {
    it("saves the lead, then mails the office the joined message and the visitor their request without it", async () => {
      const outcome = await submitContact(form(valid.contact), meta, deps());
      expect(outcome.ok).toBe(true);
      expect(outcome.toast).toEqual(messages.contactSuccessEstimate);

      const [lead] = await db.db.select().from(leads);
      expect(lead).toMatchObject({ kind: "contact", name: "Ann O'Neil", email: "ann@example.com", phone: "+17035550100", service: "Panel Upgrade", page: "/contact", emergency: false, status: "new" });
      expect(lead!.fields).toMatchObject({ serviceType: "panel-upgrade", preferredTime: "Weekday mornings", type: "estimate" });

      expect(await deliver()).toEqual({ sent: 2, failed: 0 });
      const joined = "Address: 1 Main St, Manassas\nPreferred Time: Weekday mornings\nDetails: Breaker keeps tripping\nRequest Type: estimate";
      const visitor = smtp.received.find((m) => m.to.includes("ann@example.com"))!;
      const office = smtp.received.find((m) => m.to.includes(OFFICE))!;
      expect(visitor.subject).toBe(`We received your request — ${defaultBusiness.name}`);
      expect(office.subject).toBe("New contact request: Ann O'Neil — Panel Upgrade");
      for (const mail of [visitor, office]) {
        expect(mail.text).toContain("Name: Ann O'Neil");
        expect(mail.text).toContain("Phone: (703) 555-0100");
        expect(mail.text).toContain("Service: Panel upgrade");
      }
      expect(office.text).toContain(joined);
      for (const written of ["Breaker keeps tripping", "1 Main St", "Weekday mornings"]) expect(visitor.text).not.toContain(written);
      expect(office.headers["reply-to"]).toContain("ann@example.com");
    });

    it("a request made to send someone else text in the business's name: their mail has none of it, the office's has it all", async () => {
      const spam = "Cheap watches at https://spam.example/buy — reply now!\nVisit https://spam.example/second-line";
      const outcome = await submitContact(form({ ...valid.contact, email: "victim@example.com", address: "https://spam.example/address", description: spam }), meta, deps());
      expect(outcome.ok).toBe(true);
      expect(await deliver()).toEqual({ sent: 2, failed: 0 });
      const victim = smtp.received.find((m) => m.to.includes("victim@example.com"))!;
      const office = smtp.received.find((m) => m.to.includes(OFFICE))!;
      expect(victim.text).not.toContain("spam.example");
      expect(victim.text).not.toContain("Cheap watches");
      expect(office.text).toContain(spam);
      expect(office.text).toContain("https://spam.example/address");
    });

    it("emergency mode needs only name and phone; the office is mailed with the default service", async () => {
      const outcome = await submitContact(form({ type: "emergency", name: "Dee", phone: "7035550111" }), meta, deps());
      expect(outcome).toMatchObject({ ok: true, toast: messages.contactSuccessEmergency });
      const [lead] = await db.db.select().from(leads);
      expect(lead!.emergency).toBe(true);
      await deliver();
      expect(smtp.received.map((m) => m.to)).toEqual([[OFFICE]]);
      expect(smtp.received[0]!.text).toContain("Service: General inquiry");
      expect(smtp.received[0]!.text).toContain("Request Type: emergency");
    });

    it("bad input: the documented toast, 400, the typed values back, nothing saved", async () => {
      const missing = await submitContact(form({ type: "estimate", email: "x@y.z", description: "keep me" }), meta, deps());
      expect(missing).toMatchObject({ ok: false, status: 400, toast: messages.missingInformation });
      expect(missing.reply.initialValue).toMatchObject({ email: "x@y.z", description: "keep me" });
      const noEmail = await submitContact(form({ ...valid.contact, email: "" }), meta, deps());
      expect(noEmail.toast).toEqual(messages.emailRequired);
      const badSelect = await submitContact(form({ ...valid.contact, serviceType: "roofing" }), meta, deps());
      expect(badSelect).toMatchObject({ status: 400, toast: messages.selectService });
      const script = await submitContact(form({ ...valid.contact, name: "<script>alert(1)</script>" }), meta, deps());
      expect(script).toMatchObject({ status: 400, toast: messages.invalidInformation });
      expect(script.reply.error?.name).toEqual(["Name can only contain letters, spaces, hyphens and apostrophes"]);
      expect(await db.db.select().from(leads)).toHaveLength(0);
    });

    it("a double submit saves one lead and sends one pair of mails", async () => {
      const d = deps();
      await submitContact(form(valid.contact), meta, d);
      await submitContact(form(valid.contact), meta, d);
      expect(await db.db.select().from(leads)).toHaveLength(1);
      expect(await db.db.select().from(emailOutbox)).toHaveLength(2);
    });

    it("the same request from /contact and then /es/contact is one lead in the first's language; each answer in its page's (decision 0172)", async () => {
      const d = deps();
      const english = await submitContact(form(valid.contact), meta, d);
      const spanish = await submitContact(form(valid.contact), { ...meta, page: "/es/contact", lang: "es" }, d);
      expect(english.toast).toEqual(formText.en.messages.contactSuccessEstimate);
      expect(spanish).toMatchObject({ ok: true, toast: formText.es.messages.contactSuccessEstimate });
      expect(await db.db.select({ language: leads.language, page: leads.page }).from(leads)).toEqual([{ language: "en", page: "/contact" }]);
      // One pair of mails, the first request's: the customer's is in English.
      await deliver();
      expect(smtp.received.map((m) => m.subject).sort()).toEqual(["New contact request: Ann O'Neil — Panel Upgrade", `We received your request — ${defaultBusiness.name}`]);

      // The other way round, an emergency: the Spanish lead stands, and the English repeat gets its status page.
      await db.db.execute(sql`delete from email_outbox`);
      await db.db.execute(sql`delete from leads`);
      const emergency = { type: "emergency", name: "Dee", phone: "7035550111" };
      const first = await submitContact(form(emergency), { ...meta, page: "/es/contact", lang: "es" }, d);
      const repeat = await submitContact(form(emergency), meta, d);
      expect(repeat).toMatchObject({ ok: true, toast: formText.en.messages.contactSuccessEmergency, statusPath: first.statusPath });
      expect(first.statusPath).toMatch(/^\/status\//);
      expect(await db.db.select({ language: leads.language }).from(leads)).toEqual([{ language: "es" }]);
    });

    it("a repeat across the window's bucket boundary saves nothing; after the window it is a new lead", async () => {
      const input = { kind: "contact" as const, name: "Ann", email: "ann@example.com", fields: { description: "Breaker" }, page: "/contact" };
      const mail = [{ to: OFFICE, replyTo: null, subject: "New request", text: "Breaker" }];
      const start = Math.ceil(Date.now() / DEDUPE_WINDOW_MS) * DEDUPE_WINDOW_MS - 1_000; // one second before a bucket ends
      expect(await saveLeadWithMails(db.db, input, mail, start)).toMatchObject({ created: true });
      expect(await saveLeadWithMails(db.db, input, mail, start + 2_000)).toEqual({ created: false });
      expect(await saveLeadWithMails(db.db, input, mail, start + DEDUPE_WINDOW_MS + 2_000)).toMatchObject({ created: true });
      expect(await db.db.select().from(leads)).toHaveLength(2);
      expect(await db.db.select().from(emailOutbox)).toHaveLength(2);
    });

    it("a lead saved on its own (the booking's) finds the first across the bucket boundary, with the same insert", async () => {
      const input = { kind: "booking" as const, name: "Bo", fields: { time: "10:00" }, page: "/book" };
      const start = Math.ceil(Date.now() / DEDUPE_WINDOW_MS) * DEDUPE_WINDOW_MS - 1_000;
      const first = await saveLead(db.db, input, start);
      expect(first.created).toBe(true);
      expect(await saveLead(db.db, input, start + 2_000)).toEqual({ lead: first.lead, created: false });
      expect(await saveLeadWithMails(db.db, input, [], start + 3_000)).toEqual({ created: false });
      expect(await db.db.select().from(leads)).toHaveLength(1);
    });

    it("a filled honeypot looks like success and keeps nothing", async () => {
      const outcome = await submitContact(form({ ...valid.contact, company_website: "http://spam.example" }), meta, deps());
      expect(outcome.ok).toBe(true);
      expect(await db.db.select().from(leads)).toHaveLength(0);
    });

    it("rate limits per IP with 429 and the form kept", async () => {
      const d = deps();
      for (let i = 0; i < FORM_RATE_LIMITS.contact.limit; i++) {
        expect((await submitContact(form({ ...valid.contact, description: `job ${i}` }), meta, d)).ok).toBe(true);
      }
      const limited = await submitContact(form({ ...valid.contact, description: "one more" }), meta, d);
      expect(limited).toMatchObject({ ok: false, status: 429, toast: messages.rateLimited });
      expect(limited.reply.initialValue).toMatchObject({ description: "one more" });
      expect((await submitContact(form({ ...valid.contact, description: "other ip" }), { ...meta, ip: "198.51.100.1" }, d)).ok).toBe(true);
    });

    it("a failed save shows the catalogue's error", async () => {
      const outcome = await submitContact(form(valid.contact), meta, deps({ db: broken.db }));
      expect(outcome).toMatchObject({ ok: false, status: 503, toast: { title: "Error", description: `${messages.contactFailure.description} Call ${defaultBusiness.phone}.` } });
    });
  });

  describe("estimate request", () => {
    it("saves and mails the joined message with 'Not specified' defaults", async () => {
      const outcome = await submitEstimate(form(valid.estimate), { ...meta, page: "/services/ev-charger-installation" }, deps());
      expect(outcome).toMatchObject({ ok: true, toast: messages.estimateSuccess });
      const [lead] = await db.db.select().from(leads);
      expect(lead).toMatchObject({ kind: "estimate", service: "EV Charger Installation", phone: "+15715550199", page: "/services/ev-charger-installation" });
      await deliver();
      expect(smtp.received.flatMap((m) => m.to).sort()).toEqual(["bob@example.com", OFFICE].sort());
      const office = smtp.received.find((m) => m.to.includes(OFFICE))!;
      expect(office.text).toContain("Service Address: Not specified\n\nProject Description: Tesla wall connector in garage");
      expect(smtp.received.find((m) => m.to.includes("bob@example.com"))!.text).not.toContain("Tesla wall connector");
    });

    it("bad input gets 'Invalid Information', per-field messages and 400", async () => {
      const outcome = await submitEstimate(form({ ...valid.estimate, phone: "555-0100", name: "x".repeat(101), service: "roofing" }), meta, deps());
      expect(outcome).toMatchObject({ ok: false, status: 400, toast: messages.invalidInformation });
      expect(outcome.reply.error).toMatchObject({
        name: ["Name must be 100 characters or less"],
        phone: ["Please enter a valid US phone number (10 digits, optional +1)"],
        service: ["Please select a service"],
      });
      expect(outcome.reply.initialValue).toMatchObject({ description: valid.estimate.description });
    });

    it("a failed save gives 'Submission Error'", async () => {
      expect(await submitEstimate(form(valid.estimate), meta, deps({ db: broken.db }))).toMatchObject({ status: 503, toast: { ...messages.estimateFailure, description: `${messages.estimateFailure.description} Call ${defaultBusiness.phone}.` } });
    });
  });

  describe("booking with Calendly (loopback stand-in)", () => {
    it("lists appointment types through GET /users/me and /event_types with the bearer token", async () => {
      const types = await loadAppointmentTypes(scheduling);
      expect(types).toEqual(calendlyEventTypes.filter((t) => t.active).map(({ uri, name, duration }) => ({ uri, name, duration })));
      expect(calendly.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        "GET /users/me",
        `GET /event_types?user=${encodeURIComponent(calendly.userUri)}&active=true&count=100`,
      ]);
      expect(calendly.requests.every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
    });

    it("creates a single-use link with POST /scheduling_links, prefilled, and mails it", async () => {
      const outcome = await submitBooking(form(valid.booking), { ...meta, page: "/book" }, deps());
      expect(outcome.ok).toBe(true);
      // The lead's reference rides in utm_content, which Calendly's webhook hands back (docs/visits.md).
      const [saved] = await db.db.select().from(leads);
      const ref = (saved!.fields as Record<string, string>).bookingRef;
      expect(ref).toMatch(/^[0-9a-f]{32}$/);
      const expected = `${calendlyBookingUrl}?name=Cara+Diaz&email=cara%40example.com&utm_content=${ref}`;
      expect(outcome.bookingUrl).toBe(expected);
      expect(outcome.note).toBeNull();
      const post = calendly.requests.find((r) => r.method === "POST")!;
      expect(post.path).toBe("/scheduling_links");
      expect(post.authorization).toBe(`Bearer ${TOKEN}`);
      expect(post.body).toEqual({ max_event_count: 1, owner: valid.booking.eventTypeUri, owner_type: "EventType" });

      const [lead] = await db.db.select().from(leads);
      expect(lead).toMatchObject({ kind: "booking", service: "Surge Protection", message: "Whole home please" });
      expect(lead!.fields).toMatchObject({ appointmentType: "Free 30-Minute Consultation", bookingUrl: expected });
      await deliver();
      expect(smtp.received).toHaveLength(2);
      for (const mail of smtp.received) expect(mail.text).toContain(`Booking link: ${expected}`);
      expect(smtp.received.find((m) => m.to.includes("cara@example.com"))!.subject).toBe(`Your consultation with ${defaultBusiness.name}`);
    });

    it("a link failure gives 'Unable to create booking link', and the request is still kept", async () => {
      calendly.state.fail = "scheduling_links";
      const outcome = await submitBooking(form(valid.booking), meta, deps());
      expect(outcome).toMatchObject({ ok: false, status: 502, toast: messages.bookingLinkFailure });
      expect(outcome.reply.initialValue).toMatchObject({ name: "Cara Diaz" });
      expect(await db.db.select().from(leads)).toHaveLength(1);
    });

    it("an emergency booking whose link fails still alerts the people on call and mails the office", async () => {
      calendly.state.fail = "scheduling_links";
      const onCall = { targets: async () => [{ channel: "sms" as const, recipient: "+17035550111", recipientName: "Dana" }], queued: () => {} };
      const outcome = await submitBooking(form({ ...valid.booking, service: "emergency" }), meta, deps({ alerts: onCall }));
      expect(outcome).toMatchObject({ ok: false, status: 502, toast: messages.bookingLinkFailure });
      const [lead] = await db.db.select().from(leads);
      expect(lead).toMatchObject({ kind: "booking", emergency: true });
      expect(rowsOf(await db.db.execute(sql`select recipient from lead_alerts where lead_id = ${lead!.id}`))).toEqual([{ recipient: "+17035550111" }]);
      await deliver();
      const office = smtp.received.find((m) => m.to.includes(OFFICE))!;
      expect(office.subject).toContain("Cara Diaz");
      const visitor = smtp.received.find((m) => m.to.includes("cara@example.com"))!;
      expect(visitor.text).not.toContain("booking page");
    });

    it("an options failure gives 'Unable to load booking options'", async () => {
      calendly.state.fail = "event_types";
      expect(await loadAppointmentTypes(calendlyScheduling({ token: TOKEN, apiUrl: calendly.url, timeoutMs: 30_000 }))).toBeNull();
      const outcome = await submitBooking(form(valid.booking), meta, deps({ scheduling: calendlyScheduling({ token: TOKEN, apiUrl: calendly.url, timeoutMs: 30_000 }) }));
      expect(outcome).toMatchObject({ status: 502, toast: messages.bookingOptionsFailure });
    });

    it("a forged appointment type or a missing one is a 400 with the catalogue message", async () => {
      const forged = await submitBooking(form({ ...valid.booking, eventTypeUri: "https://evil.example/x" }), meta, deps());
      expect(forged).toMatchObject({ status: 400, toast: messages.appointmentRequired });
      const missing = await submitBooking(form({ ...valid.booking, eventTypeUri: "" }), meta, deps());
      expect(missing).toMatchObject({ status: 400, toast: messages.appointmentRequired });
      const invalid = await submitBooking(form({ ...valid.booking, phone: "12" }), meta, deps());
      expect(invalid.toast).toEqual({ title: "Validation Error", description: "Please enter a valid US phone number (10 digits, optional +1)", type: "error" });
      expect(calendly.requests.filter((r) => r.method === "POST")).toHaveLength(0);
    });

    it("without a token the public scheduling page is used, name and email prefilled", async () => {
      const local = publicScheduling(defaultBusiness.schedulingUrl);
      const [first] = await local.getEventTypes();
      const outcome = await submitBooking(form({ ...valid.booking, eventTypeUri: first!.uri }), meta, deps({ scheduling: local }));
      const link = new URL(outcome.bookingUrl!);
      expect(`${link.origin}${link.pathname}`).toBe(defaultBusiness.schedulingUrl);
      expect(Object.fromEntries(link.searchParams)).toEqual({ name: "Cara Diaz", email: "cara@example.com", utm_content: expect.stringMatching(/^[0-9a-f]{32}$/) });
    });

    it("when the mails cannot be queued the link is still shown with the note", async () => {
      const noOutbox = await createMigratedDb(kind);
      try {
        await noOutbox.db.execute(sql`drop table email_outbox`);
        const outcome = await submitBooking(form(valid.booking), meta, deps({ db: noOutbox.db }));
        expect(outcome).toMatchObject({ ok: true, note: messages.bookingEmailNote });
        expect(outcome.bookingUrl).toContain(calendlyBookingUrl);
      } finally {
        await noOutbox.destroy();
      }
    });
  });

  describe("newsletter", () => {
    it("stores an email once; a repeat is a success; one welcome mail", async () => {
      const first = await submitNewsletter(form({ email: "Fan@Example.com" }), { ...meta, page: "/about" }, deps());
      const again = await submitNewsletter(form({ email: "fan@example.com" }), { ...meta, page: "/" }, deps());
      expect(first).toMatchObject({ ok: true, toast: messages.newsletterSuccess });
      expect(again).toMatchObject({ ok: true, toast: messages.newsletterSuccess });
      const rows = await db.db.select().from(newsletterSubscribers);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: "fan@example.com", page: "/about" });
      await deliver();
      expect(smtp.received.map((m) => m.to)).toEqual([["fan@example.com"]]);
      expect(smtp.received[0]!.subject).toContain("$25 off your first job");
    });

    it("validation and failure messages", async () => {
      expect(await submitNewsletter(form({ email: "" }), meta, deps())).toMatchObject({ status: 400, toast: messages.newsletterEmailRequired });
      expect(await submitNewsletter(form({ email: "nope" }), meta, deps())).toMatchObject({ status: 400, toast: messages.newsletterInvalidEmail });
      expect(await submitNewsletter(form({ email: "a@b.co" }), meta, deps({ db: broken.db }))).toMatchObject({
        status: 503,
        toast: { ...messages.newsletterFailure, description: `${messages.newsletterFailure.description} Call ${defaultBusiness.phone}.` },
      });
      expect(await db.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "a@b.co"))).toHaveLength(0);
    });
  });
});
