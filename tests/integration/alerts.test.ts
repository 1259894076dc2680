import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import webpush from "web-push";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadAlerts, leadEvents, leads, pushSubscriptions, users } from "~db/schema";
import { defaultBusiness } from "~/content/business";
import { PUSH_ERRORS, twilioSms, webPush } from "~/lib/emergencies/alert-channels.server";
import { firstAlerts } from "~/lib/emergencies/alert-schedule.server";
import { withinHours } from "~/lib/platform/office-clock.server";
import { defaultAlertPolicy, processAlerts, type AlertDeps } from "~/lib/emergencies/alert-sending.server";
import { startAlertWorker } from "~/lib/emergencies/alert-worker.server";
import { submitContact } from "~/lib/requests/contact-request.server";
import { acknowledgeAsAdmin, acknowledgeByLink, ackLinkPage } from "~/lib/emergencies/lead-acknowledgement.server";
import { ACK_MESSAGES } from "~/lib/emergencies/lead-acknowledgement.messages";
import type { FormDeps } from "~/lib/requests/form-deps.server";
import { FORM_RATE_LIMITS } from "~/lib/requests/form-rate-limits.server";
import { memoryRateLimitStore, rateLimit } from "~/lib/platform/rate-limit.server";
import { publicScheduling } from "~/lib/requests/scheduling.server";
import { saveLeadWithMails } from "~/models/lead-intake.server";
import { insertOncallPerson } from "~/models/oncall-people.server";
import { savePushSubscription } from "~/models/push-subscriptions.server";
import { createMigratedDb, dbTargets, type TestDb } from "../support/db";
import { captureLog } from "../support/capture-log";
import { startPushReceiver, type PushReceiver } from "../support/push-receiver";
import { startFakeTwilio, type FakeTwilio } from "../support/twilio";
import { rowsOf } from "~/models/sql.server";

const MINUTE = 60_000;
const SITE = "https://valor.test";
const vapid = { ...webpush.generateVAPIDKeys(), subject: "mailto:office@valor.test" };

/** The test clock: alerting reads time only through deps.now. */
let clock = Date.now();

describe.each(dbTargets)("on-call alerting on %s", (kind) => {
  let db: TestDb;
  let twilio: FakeTwilio;
  let push: PushReceiver;
  let deps: AlertDeps;
  let ip = 0;

  beforeAll(async () => {
    db = await createMigratedDb(kind);
    [twilio, push] = await Promise.all([startFakeTwilio(), startPushReceiver()]);
  });
  afterAll(async () => {
    await Promise.all([twilio.stop(), push.stop()]);
    await db.destroy();
  });
  beforeEach(async () => {
    for (const table of ["lead_alerts", "ack_tokens", "lead_events", "email_outbox", "leads", "oncall_people", "push_subscriptions", "users"]) {
      await db.db.execute(sql.raw(`delete from ${table}`));
    }
    twilio.messages.length = 0;
    twilio.requests.length = 0;
    twilio.failNext(0);
    push.deliveries.length = 0;
    push.requests.length = 0;
    clock = Date.now();
    deps = {
      db: db.db,
      sms: twilioSms({ apiUrl: twilio.url, accountSid: twilio.sid, authToken: twilio.token, from: twilio.from }),
      // The loopback push receiver stands in for a browser's push service (PUSH_TEST_LOOPBACK in the app).
      push: webPush(vapid, { allowLoopback: true }),
      siteUrl: SITE,
      fallbackPhones: [],
      escalateAfterMs: 5 * MINUTE,
      timeZone: "America/New_York",
      policy: { ...defaultAlertPolicy, baseDelayMs: 10_000 },
      now: () => new Date(clock),
    };
  });

  const formDeps = (): FormDeps => {
    const store = memoryRateLimitStore();
    return {
      db: db.db,
      business: defaultBusiness,
      officeEmail: "office@valor.test",
      scheduling: publicScheduling(defaultBusiness.schedulingUrl),
      rateLimit: (f, address) => rateLimit({ name: f, ...FORM_RATE_LIMITS[f] }, address, store),
      mailQueued: () => {},
      alerts: { targets: () => firstAlerts(deps), queued: () => {} },
    };
  };

  async function emergency(name = "Maria Lopez") {
    const form = new FormData();
    const fields = { type: "emergency", name, phone: "(703) 555-0142", address: "12 Oak St, Fairfax", description: "Sparks from the panel, smell of burning" };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const outcome = await submitContact(form, { ip: `192.0.2.${++ip % 250}`, page: "/contact?type=emergency" }, formDeps());
    expect(outcome.ok).toBe(true);
    // Rows are stamped by the database's clock: the test clock goes on from there.
    clock = Math.max(clock, Date.now());
    const [lead] = await db.db.select().from(leads).where(sql`${leads.name} = ${name}`);
    return lead!;
  }

  async function staff(email: string, name: string | null) {
    const [user] = await db.db.insert(users).values({ email, name, passwordHash: "x" }).returning();
    const browser = push.subscribe();
    await savePushSubscription(db.db, user!.id, { endpoint: browser.endpoint, ...browser.keys });
    return { id: user!.id, browser };
  }

  /** Dana (first, with an account and a browser), Ray (second), and an office manager's browser (not on call). */
  async function onCallList() {
    const dana = await staff("dana@valor.test", "Dana");
    const office = await staff("manager@valor.test", null);
    await insertOncallPerson(db.db, { name: "Dana", phone: "+17035550111", position: 0, startsAt: "00:00", endsAt: "00:00", active: true, userId: dana.id });
    await insertOncallPerson(db.db, { name: "Ray", phone: "+17035550122", position: 1, startsAt: "00:00", endsAt: "00:00", active: true, userId: null });
    await insertOncallPerson(db.db, { name: "Away", phone: "+17035550133", position: 2, startsAt: "00:00", endsAt: "00:00", active: false, userId: null });
    return { dana, office };
  }

  const ackTokenOf = (body: string) => /\/ack\/([A-Za-z0-9_-]+)/.exec(body)![1]!;

  it("one emergency alerts every configured channel once: SMS to the first on call, push to every staff browser, the office mail", async () => {
    const { dana, office } = await onCallList();
    const lead = await emergency();
    expect(lead.emergency).toBe(true);
    const queued = await db.db.select().from(leadAlerts);
    expect(queued.map((a) => `${a.channel}:${a.round}:${a.recipientName}`).sort()).toEqual(["push:0:Dana", "push:0:manager", "sms:0:Dana"]);
    const mails = rowsOf<{ to: string }>(await db.db.execute(sql`select "to" from email_outbox where lead_id = ${lead.id}`));
    expect(mails.map((m) => m.to)).toContain("office@valor.test");

    expect(await processAlerts(deps)).toMatchObject({ sent: 3, failed: 0 });
    expect(twilio.messages).toHaveLength(1);
    const sms = twilio.messages[0]!;
    expect(sms.to).toBe("+17035550111");
    expect(sms.from).toBe(twilio.from);
    expect(sms.body).toMatch(/703\D?555\D?0142/);
    for (const part of ["Maria Lopez", "12 Oak St, Fairfax", "Sparks from the panel", `${SITE}/admin/leads/${lead.id}/alerts`, `${SITE}/ack/`]) {
      expect(sms.body).toContain(part);
    }
    expect(push.refused).toEqual([]);
    expect(push.deliveries.map((d) => d.endpoint).sort()).toEqual([dana.browser.endpoint, office.browser.endpoint].sort());
    for (const delivery of push.deliveries) {
      expect(delivery.publicKey).toBe(vapid.publicKey);
      expect(delivery.claims.aud).toBe(push.url);
      const payload = JSON.parse(delivery.payload) as { title: string; body: string; url: string; ackUrl: string };
      expect(payload.title).toContain("Maria Lopez");
      expect(payload.body).toContain("12 Oak St, Fairfax");
      expect(payload.url).toBe(`/admin/leads/${lead.id}/alerts`);
      expect(payload.ackUrl).toMatch(new RegExp(`^${SITE}/ack/`));
    }
    // Sent alerts are never sent again.
    clock += MINUTE;
    expect(await processAlerts(deps)).toMatchObject({ sent: 0, failed: 0, escalated: 0 });
    expect(twilio.messages).toHaveLength(1);
    expect(push.deliveries).toHaveLength(2);
  });

  it("the lead, its mails and its alerts are saved together or not at all", async () => {
    const input = { kind: "contact" as const, name: "Atomic Ann", phone: "+17035550100", fields: { type: "emergency", name: "Atomic Ann" }, emergency: true };
    const mails = [{ to: "office@valor.test", subject: "Emergency", text: "t" }];
    // An alert the table refuses (no recipient) fails the whole statement: no lead without its alerts.
    const broken = [{ channel: "sms" as const, recipient: null as unknown as string, recipientName: null }];
    await expect(saveLeadWithMails(db.db, input, mails, Date.now(), broken)).rejects.toThrow();
    expect(await db.db.select().from(leads)).toEqual([]);
    expect(rowsOf(await db.db.execute(sql`select 1 from email_outbox`))).toEqual([]);
    expect(await saveLeadWithMails(db.db, input, mails, Date.now(), [{ channel: "sms", recipient: "+17035550111", recipientName: "Dana" }])).toMatchObject({ created: true });
    expect(await db.db.select().from(leadAlerts)).toHaveLength(1);
  });

  it("a request that is no emergency alerts nobody", async () => {
    await onCallList();
    const form = new FormData();
    for (const [k, v] of Object.entries({ type: "estimate", name: "Quiet Quinn", phone: "7035550100", email: "q@example.com", serviceType: "lighting" })) form.append(k, v);
    expect((await submitContact(form, { ip: "192.0.2.200", page: "/contact" }, formDeps())).ok).toBe(true);
    expect(await db.db.select().from(leadAlerts)).toEqual([]);
  });

  it("ONCALL_PHONES is the list while the admin's is empty", async () => {
    deps.fallbackPhones = ["+15715550001", "+15715550002"];
    await emergency();
    await processAlerts(deps);
    expect(twilio.messages.map((m) => m.to)).toEqual(["+15715550001"]);
  });

  it("a failing channel (Twilio 500s) is retried with backoff, and push is not held up", async () => {
    const { dana } = await onCallList();
    await emergency();
    twilio.failNext(2);
    expect(await processAlerts(deps)).toMatchObject({ sent: 2, failed: 1 });
    expect(push.deliveries).toHaveLength(2);
    expect(push.deliveries.map((d) => d.endpoint)).toContain(dana.browser.endpoint);
    const [sms] = await db.db.select().from(leadAlerts).where(sql`${leadAlerts.channel} = 'sms'`);
    expect(sms).toMatchObject({ status: "pending", attempts: 1 });
    expect(sms!.lastError).toMatch(/500/);
    expect(sms!.nextAttemptAt.getTime()).toBe(clock + 10_000);

    // Not due before its backoff ends.
    clock += 5_000;
    expect(await processAlerts(deps)).toMatchObject({ sent: 0, failed: 0 });
    clock += 5_000;
    expect(await processAlerts(deps)).toMatchObject({ sent: 0, failed: 1 });
    clock += 20_000;
    expect(await processAlerts(deps)).toMatchObject({ sent: 1, failed: 0 });
    expect(twilio.requests.map((r) => r.status)).toEqual([500, 500, 201]);
    expect(twilio.messages).toHaveLength(1);
    expect(push.deliveries).toHaveLength(2);
  });

  it("a push service answering 410 removes the subscription and does not retry it", async () => {
    const { dana } = await onCallList();
    push.answer(dana.browser.endpoint, 410, 1);
    await emergency();
    expect(await processAlerts(deps)).toMatchObject({ sent: 2, failed: 1 });
    const [gone] = await db.db.select().from(leadAlerts).where(sql`${leadAlerts.recipient} = ${dana.browser.endpoint}`);
    expect(gone!.status).toBe("failed");
    expect((await db.db.select().from(pushSubscriptions)).map((s) => s.endpoint)).not.toContain(dana.browser.endpoint);
  });

  it("a saved subscription that is not a push service's is never sent to, and is removed", async () => {
    await onCallList();
    // Rows saved before endpoints were checked: the receiver on loopback, a private address, cloud metadata.
    const [user] = await db.db.select().from(users).limit(1);
    const stale = push.subscribe();
    for (const endpoint of [stale.endpoint, "http://10.0.0.7:8080/x", "http://169.254.169.254/latest/meta-data/"]) {
      await savePushSubscription(db.db, user!.id, { endpoint, ...stale.keys });
    }
    await emergency();
    // The app's own sender: loopback is no push service outside tests.
    const run = await processAlerts({ ...deps, push: webPush(vapid) });
    expect(run).toMatchObject({ sent: 1, failed: 5 });
    expect(push.requests).toEqual([]);
    const pushed = await db.db.select().from(leadAlerts).where(sql`${leadAlerts.channel} = 'push'`);
    expect(pushed.map((a) => [a.status, a.lastError])).toEqual(pushed.map(() => ["failed", PUSH_ERRORS.notAService]));
    expect(await db.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it("a push service's redirect is not followed, and the alerts page gets no status code", async () => {
    const { dana, office } = await onCallList();
    const elsewhere: string[] = [];
    const target = createServer((req, res) => void (elsewhere.push(`${req.method} ${req.url}`), res.end("secret")));
    await new Promise<void>((resolve) => target.listen(0, "127.0.0.1", resolve));
    try {
      push.answer(dana.browser.endpoint, 302, 1, { Location: `http://127.0.0.1:${(target.address() as AddressInfo).port}/internal` });
      push.answer(office.browser.endpoint, 503, 1);
      await emergency();
      expect(await processAlerts(deps)).toMatchObject({ sent: 1, failed: 2 });
      expect(elsewhere).toEqual([]);
      const pushed = await db.db.select().from(leadAlerts).where(sql`${leadAlerts.channel} = 'push'`);
      expect(pushed.map((a) => [a.status, a.lastError])).toEqual([
        ["pending", PUSH_ERRORS.refused],
        ["pending", PUSH_ERRORS.refused],
      ]);
    } finally {
      target.close();
    }
  });

  it("Twilio's error quoting the number is stored and logged without the number or the account id", async () => {
    await onCallList();
    await emergency();
    twilio.failNext(1, {
      status: 400,
      body: { code: 21211, message: "The 'To' number +17035550111 is not a valid phone number (703) 555-0111.", more_info: `https://www.twilio.com/docs/errors/21211?sid=${twilio.sid}`, status: 400 },
    });
    const output = await captureLog(() => processAlerts(deps), "warn");
    const [sms] = await db.db.select().from(leadAlerts).where(sql`${leadAlerts.channel} = 'sms'`);
    expect(sms!.lastError).toMatch(/^Twilio answered 400: .*21211/);
    expect(output).toContain('"message":"alert failed"');
    for (const text of [sms!.lastError!, output]) {
      expect(text).not.toMatch(/555\D?0111/);
      expect(text).not.toContain(twilio.sid);
      expect(text).toContain("[redacted]");
    }
  });

  it("no acknowledgement: the next person after the configured minutes, then the whole list (test clock)", async () => {
    await onCallList();
    const lead = await emergency();
    await processAlerts(deps);
    expect(twilio.messages.map((m) => m.to)).toEqual(["+17035550111"]);

    clock += 5 * MINUTE - 1_000;
    expect(await processAlerts(deps)).toMatchObject({ escalated: 0, sent: 0 });

    clock += 2_000;
    expect(await processAlerts(deps)).toMatchObject({ escalated: 1, sent: 1 });
    expect(twilio.messages.map((m) => m.to)).toEqual(["+17035550111", "+17035550122"]);
    expect(twilio.messages[1]!.body).toMatch(/^STILL UNANSWERED/);

    clock += 5 * MINUTE;
    // Round 2: everyone active on call (Dana's phone and browser, Ray's phone); the inactive person is not alerted.
    expect(await processAlerts(deps)).toMatchObject({ escalated: 3, sent: 3 });
    expect(twilio.messages.slice(2).map((m) => m.to).sort()).toEqual(["+17035550111", "+17035550122"]);

    clock += 30 * MINUTE;
    expect(await processAlerts(deps)).toMatchObject({ escalated: 0, sent: 0 });
    const events = await db.db.select().from(leadEvents).where(sql`${leadEvents.leadId} = ${lead.id}`);
    expect(events.map((e) => `${e.field}:${e.toValue}`).sort()).toEqual(["escalated:1", "escalated:2"]);
  });

  it("acknowledgement by the alert's link stops escalation and records who, when and the first response", async () => {
    await onCallList();
    const lead = await emergency();
    await processAlerts(deps);
    const token = ackTokenOf(twilio.messages[0]!.body);

    clock += MINUTE;
    // Opening the link changes nothing (link previews and scanners open it too).
    expect(await ackLinkPage(token, deps)).toMatchObject({ ok: true, leadName: "Maria Lopez", personName: "Dana" });
    expect((await db.db.select().from(leads))[0]!.acknowledgedAt).toBeNull();

    expect(await acknowledgeByLink(token, deps)).toEqual({ ok: true, message: ACK_MESSAGES.done("Dana") });
    const [acked] = await db.db.select().from(leads);
    expect(acked).toMatchObject({ acknowledgedBy: "Dana" });
    expect(acked!.acknowledgedAt!.getTime()).toBe(clock);
    expect(acked!.firstResponseAt!.getTime()).toBe(clock);
    const events = await db.db.select().from(leadEvents).where(sql`${leadEvents.leadId} = ${lead.id}`);
    expect(events.map((e) => [e.field, e.actorName])).toEqual([["acknowledged", "Dana"]]);

    clock += 20 * MINUTE;
    expect(await processAlerts(deps)).toMatchObject({ escalated: 0, sent: 0 });
    expect(twilio.messages).toHaveLength(1);
  });

  it("acknowledgement by an admin cancels escalation alerts not sent yet", async () => {
    const { dana } = await onCallList();
    const lead = await emergency();
    await processAlerts(deps);
    clock += 5 * MINUTE + 1_000;
    twilio.failNext(1);
    // Round 1 is queued; its SMS fails and waits for a retry.
    expect(await processAlerts(deps)).toMatchObject({ escalated: 1, failed: 1 });
    expect(await acknowledgeAsAdmin(lead.id, { id: dana.id, email: "dana@valor.test" }, deps)).toMatchObject({ ok: true });
    clock += 10 * MINUTE;
    expect(await processAlerts(deps)).toMatchObject({ escalated: 0, sent: 0, failed: 0 });
    const round1 = await db.db.select().from(leadAlerts).where(sql`${leadAlerts.round} = 1`);
    expect(round1.map((a) => a.status)).toEqual(["cancelled"]);
  });

  it("the acknowledgement link works once and expires", async () => {
    await onCallList();
    await emergency();
    await processAlerts(deps);
    // The escalation text gives Ray a link of his own; Dana's first link is used here.
    const token = ackTokenOf(twilio.messages[0]!.body);
    expect(await acknowledgeByLink(token, deps)).toMatchObject({ ok: true });
    expect(await acknowledgeByLink(token, deps)).toEqual({ ok: false, status: 410, message: ACK_MESSAGES.unusable });
    expect(await ackLinkPage(token, deps)).toMatchObject({ ok: false, status: 410 });

    // Two clicks at once (two phones, one forwarded link): the link is used once.
    const raced = await emergency("Raced Caller");
    await processAlerts(deps);
    const both = ackTokenOf(twilio.messages.at(-1)!.body);
    const clicks = await Promise.all([acknowledgeByLink(both, deps), acknowledgeByLink(both, deps)]);
    expect(clicks.map((c) => c.ok).sort()).toEqual([false, true]);
    const events = await db.db.select().from(leadEvents).where(sql`${leadEvents.leadId} = ${raced.id}`);
    expect(events.filter((e) => e.field === "acknowledged")).toHaveLength(1);

    // A second emergency: its link is refused 2 hours later.
    const second = await emergency("Second Caller");
    await processAlerts(deps);
    const late = ackTokenOf(twilio.messages.at(-1)!.body);
    clock += 2 * 60 * MINUTE + 1;
    expect(await ackLinkPage(late, deps)).toMatchObject({ ok: false, status: 410 });
    expect(await acknowledgeByLink(late, deps)).toMatchObject({ ok: false, status: 410 });
    const [row] = await db.db.select().from(leads).where(sql`${leads.id} = ${second.id}`);
    expect(row!.acknowledgedAt).toBeNull();
    // Forged or malformed tokens are refused the same way.
    expect(await acknowledgeByLink("A".repeat(32), deps)).toMatchObject({ ok: false, status: 410 });
    expect(await acknowledgeByLink("../../etc", deps)).toMatchObject({ ok: false, status: 410 });
  });

  it("the worker sends at once when kicked, and hands a send in flight back when stopped", async () => {
    await onCallList();
    // A kicked worker: the interval is far longer than the wait below.
    const worker = startAlertWorker(deps, { intervalMs: 60 * MINUTE });
    try {
      await emergency();
      worker.kick();
      await twilio.waitFor(1, 10_000);
    } finally {
      await worker.stop();
    }

    // An SMS service that accepts the connection and never answers: the send is in flight at the stop.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const hanging = startAlertWorker({ ...deps, sms: twilioSms({ apiUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, accountSid: "AC1", authToken: "t", from: "+1" }) }, { intervalMs: 60 * MINUTE });
    try {
      const lead = await emergency("Hung Caller");
      hanging.kick();
      for (let i = 0; i < 100; i++) {
        const [row] = await db.db.select().from(leadAlerts).where(sql`${leadAlerts.leadId} = ${lead.id} and ${leadAlerts.channel} = 'sms'`);
        if (row?.status === "sending") break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await hanging.stop({ graceMs: 200 });
      const [row] = await db.db.select().from(leadAlerts).where(sql`${leadAlerts.leadId} = ${lead.id} and ${leadAlerts.channel} = 'sms'`);
      // Due again now (not after the 60 s lease), its attempt kept: it may have reached the service.
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it("two workers at once send every alert exactly once", async () => {
    await onCallList();
    await emergency("A One");
    await emergency("B Two");
    await emergency("C Three");
    const runs = await Promise.all([processAlerts(deps), processAlerts(deps), processAlerts(deps)]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(9);
    expect(twilio.messages).toHaveLength(3);
    expect(push.deliveries).toHaveLength(6);
  });
});

describe("on-call hours", () => {
  it("start == end is all day, start < end a day shift, start > end overnight", () => {
    expect(withinHours("03:00", "00:00", "00:00")).toBe(true);
    expect(withinHours("08:00", "08:00", "17:00")).toBe(true);
    expect(withinHours("17:00", "08:00", "17:00")).toBe(false);
    expect(withinHours("23:30", "17:00", "08:00")).toBe(true);
    expect(withinHours("07:59", "17:00", "08:00")).toBe(true);
    expect(withinHours("12:00", "17:00", "08:00")).toBe(false);
  });
});

