import { sql } from "drizzle-orm";
import webpush from "web-push";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { twilioSms, webPush } from "~/lib/emergencies/alert-channels.server";
import { firstAlerts } from "~/lib/emergencies/alert-schedule.server";
import { localTime } from "~/lib/platform/office-clock.server";
import { defaultAlertPolicy, processAlerts, type AlertDeps } from "~/lib/emergencies/alert-sending.server";
import { acknowledgeByLink } from "~/lib/emergencies/lead-acknowledgement.server";
import { answerIncomingCall } from "~/lib/phone/incoming-call.server";
import { answerIncomingText } from "~/lib/phone/incoming-text.server";
import { answerDialResult } from "~/lib/phone/missed-call.server";
import type { PhoneDeps } from "~/lib/phone/phone-settings.server";
import { insertOncallPerson } from "~/models/oncall-people.server";
import { createMigratedDb, dbTargets, type TestDb } from "../support/db";
import { useSite } from "../support/site";
import { settle, startFakeTwilio, type FakeTwilio } from "../support/twilio";

/**
 * Calls and texts that alert the people on call, through the emergencies' alert outbox: the webhooks' workflows
 * with a test clock (office hours 08:00–17:00 in New York), the alerts sent to a loopback Twilio, escalation
 * driven by moving the clock.
 */
const WEBSITE = "+17035550142";
const GOOGLE_ADS = "+17035550150";
const OFFICE = "+17035550100";
const DANA = "+17035550111";
const RAY = "+17035550122";
const MINUTE = 60_000;
const TZ = "America/New_York";
const vapid = { ...webpush.generateVAPIDKeys(), subject: "mailto:office@valor.test" };

/** The first minute from now (rows are stamped by the database's clock: the test clock never runs behind it) that reads `hhmm` in New York. */
function next(hhmm: string): number {
  let t = Math.ceil(Date.now() / MINUTE) * MINUTE + MINUTE;
  for (let i = 0; i < 24 * 60 && localTime(new Date(t), TZ) !== hhmm; i++) t += MINUTE;
  return t;
}

describe.each(dbTargets)("calls and texts that alert the people on call, on %s", (kind) => {
  let handle: TestDb;
  let twilio: FakeTwilio;
  let clock = Date.now();
  let sid = 0;
  const nextSid = (prefix: "CA" | "SM") => `${prefix}${String((sid += 1)).padStart(32, "0")}`;

  const alertDeps = (): AlertDeps => ({
    db: handle.db,
    sms: twilioSms({ apiUrl: twilio.url, accountSid: twilio.sid, authToken: twilio.token, from: twilio.from }),
    push: webPush(vapid, { allowLoopback: true }),
    siteUrl: "https://valor.test",
    fallbackPhones: [],
    escalateAfterMs: 5 * MINUTE,
    timeZone: TZ,
    policy: defaultAlertPolicy,
    now: () => new Date(clock),
  });
  const phone = (): PhoneDeps => ({
    db: handle.db,
    authToken: twilio.token,
    accountSid: twilio.sid,
    apiUrl: twilio.url,
    siteUrl: "https://valor.test",
    numbers: [
      { number: WEBSITE, source: "website" },
      { number: GOOGLE_ADS, source: "google-ads" },
    ],
    officePhones: [OFFICE],
    officeHours: "08:00-17:00",
    timeZone: TZ,
    fallbackPhones: [],
    businessName: "Valor Electric",
    alerts: { targets: (now) => firstAlerts({ ...alertDeps(), now: () => now }), queued: () => {} },
    limits: { textBacksPerHour: 20, alertsPerHour: 5 },
    textRules: { canada: false },
    officeEmail: "office@valor.test",
    mailQueued: () => {},
    now: () => new Date(clock),
  });

  beforeAll(async () => {
    handle = await createMigratedDb(kind);
    twilio = await startFakeTwilio({ numbers: [WEBSITE, GOOGLE_ADS] });
  }, 60_000);
  afterAll(async () => {
    await twilio?.stop();
    await handle?.destroy();
  });
  beforeEach(async () => {
    for (const table of ["lead_alerts", "ack_tokens", "lead_events", "lead_messages", "phone_calls", "leads", "oncall_people"]) {
      await handle.db.execute(sql.raw(`delete from ${table}`));
    }
    twilio.messages.length = 0;
    await insertOncallPerson(handle.db, { name: "Dana", phone: DANA, position: 0, startsAt: "00:00", endsAt: "00:00", active: true, userId: null });
    await insertOncallPerson(handle.db, { name: "Ray", phone: RAY, position: 1, startsAt: "00:00", endsAt: "00:00", active: true, userId: null });
  });

  const rows = async <T>(query: ReturnType<typeof sql>) => (await handle.db.execute(query)) as unknown as T[];
  const alertCount = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from lead_alerts`))[0]!.n;
  const sendDue = () => processAlerts(alertDeps());

  async function missedCall(from: string, to: string, DialCallStatus: string) {
    const CallSid = nextSid("CA");
    expect("twiml" in (await answerIncomingCall({ CallSid, From: from, To: to }, phone()))).toBe(true);
    const params = { CallSid, DialCallStatus, DialCallDuration: "0" };
    expect("twiml" in (await answerDialResult(params, phone()))).toBe(true);
    return params;
  }

  it("a call missed after hours texts the first person on call the number to call back, escalates on the clock, and stops once acknowledged", async () => {
    clock = next("02:14");
    const caller = "+15715550202";
    const params = await missedCall(caller, GOOGLE_ADS, "no-answer");
    const [lead] = await rows<{ id: string; emergency: boolean; kind: string }>(sql`select id, emergency, kind from leads where phone = ${caller}`);
    expect(lead).toMatchObject({ emergency: true, kind: "call" });

    // Twilio repeats the action: no second alarm.
    expect("twiml" in (await answerDialResult(params, phone()))).toBe(true);
    expect(await alertCount()).toBe(1);

    expect((await sendDue()).sent).toBe(1);
    expect(twilio.messages).toHaveLength(1);
    const [first] = twilio.messages;
    expect(first).toMatchObject({ to: DANA, from: twilio.from });
    expect(first!.body).toMatch(/^MISSED CALL\n/);
    expect(first!.body).toContain(`Missed call from ${caller} at 2:14 AM (google-ads) — call back`);
    expect(first!.body).toMatch(/Acknowledge: https:\/\/valor\.test\/ack\/[A-Za-z0-9_-]+/);

    // Nobody acknowledges: five minutes on, the next person on call; then the whole list.
    clock += 5 * MINUTE;
    await sendDue();
    expect(twilio.messages).toHaveLength(2);
    expect(twilio.messages[1]).toMatchObject({ to: RAY });
    expect(twilio.messages[1]!.body).toMatch(/^STILL UNANSWERED: MISSED CALL\n/);
    expect(twilio.messages[1]!.body).toContain(`Missed call from ${caller}`);

    // Dana acknowledges by her link: the escalation stops.
    const token = /\/ack\/([A-Za-z0-9_-]+)/.exec(first!.body)![1]!;
    expect((await acknowledgeByLink(token, { db: handle.db, now: () => new Date(clock) })).ok).toBe(true);
    clock += 10 * MINUTE;
    await sendDue();
    expect(twilio.messages).toHaveLength(2);
    expect(await rows(sql`select round from lead_alerts where lead_id = ${lead!.id} and round = 2`)).toEqual([]);
  });

  it("a call missed in office hours alerts nobody (the office sees it in the inbox); a call answered after hours neither", async () => {
    clock = next("10:00");
    await missedCall("+15715550203", WEBSITE, "busy");
    clock = next("23:30");
    await missedCall("+15715550204", WEBSITE, "completed");
    // Beside them, a call missed (cancelled by the caller) the same night: only that one alerts.
    await missedCall("+15715550209", WEBSITE, "canceled");
    expect(await rows(sql`select phone from leads where emergency`)).toEqual([{ phone: "+15715550209" }]);
    await sendDue();
    expect(twilio.messages).toHaveLength(1);
    expect(twilio.messages[0]!.body).toContain("Missed call from +15715550209 at 11:30 PM (website)");
  });

  it("with nobody on call to ring after hours the call is missed at once and still raises the alarm on its lead", async () => {
    clock = next("03:00");
    await handle.db.execute(sql`update oncall_people set starts_at = '08:00', ends_at = '09:00'`);
    await answerIncomingCall({ CallSid: nextSid("CA"), From: "+15715550205", To: WEBSITE }, { ...phone(), officePhones: [] });
    // Nobody is on call to text (staff browsers with notifications on would be pushed); the escalation rounds and
    // the inbox's emergencies-first order still follow the lead.
    expect(await rows(sql`select emergency from leads where phone = '+15715550205'`)).toEqual([{ emergency: true }]);
    expect(await alertCount()).toBe(0);
  });

  it("a text that reads like an emergency alerts the people on call at any hour with the number and its first words, once per MessageSid", async () => {
    clock = next("11:00");
    const texter = "+15715550206";
    const text = { MessageSid: nextSid("SM"), From: texter, To: WEBSITE, Body: "Sparks are coming out of the panel in the basement and it smells like burning, please hurry" };
    expect("twiml" in (await answerIncomingText(text, phone()))).toBe(true);
    expect("twiml" in (await answerIncomingText(text, phone()))).toBe(true);
    expect(await alertCount()).toBe(1);
    // A lead that starts with a text has its status page too (every lead has one).
    expect(await rows(sql`select kind, emergency, status_token ~ '^[A-Za-z0-9_-]{32}$' as has_page from leads where phone = ${texter}`)).toEqual([{ kind: "text", emergency: true, has_page: true }]);
    await sendDue();
    expect(twilio.messages).toHaveLength(1);
    expect(twilio.messages[0]).toMatchObject({ to: DANA });
    expect(twilio.messages[0]!.body).toMatch(/^EMERGENCY TEXT\n/);
    expect(twilio.messages[0]!.body).toContain(`Text from ${texter}: "Sparks are coming out of the panel in the basement and it smells like burning, please hurry" — call back`);
  });

  it("an ordinary text, and a text on the open lead of an ordinary call, alert nobody", async () => {
    clock = next("01:00");
    await answerIncomingText({ MessageSid: nextSid("SM"), From: "+15715550207", To: WEBSITE, Body: "Could you quote a panel upgrade for next week?" }, phone());
    await answerIncomingText({ MessageSid: nextSid("SM"), From: "+15715550207", To: WEBSITE, Body: "Thanks, mornings work best" }, phone());
    // Beside them, one that reads like an emergency: only that one alerts.
    await answerIncomingText({ MessageSid: nextSid("SM"), From: "+15715550210", To: WEBSITE, Body: "No power in half the house and the breaker is hot" }, phone());
    expect(await rows(sql`select phone from leads where emergency`)).toEqual([{ phone: "+15715550210" }]);
    await sendDue();
    expect(twilio.messages).toHaveLength(1);
    expect(twilio.messages[0]!.body).toContain("Text from +15715550210");
  });

  it("an emergency text on an open lead raises the alarm on that lead, its escalation counted from the text", async () => {
    clock = next("14:00");
    const caller = "+15715550208";
    await missedCall(caller, WEBSITE, "completed");
    // An hour later (the lead is older than every escalation step) the caller texts about an emergency.
    clock += 60 * MINUTE;
    await answerIncomingText({ MessageSid: nextSid("SM"), From: caller, To: WEBSITE, Body: "The outlet is melting now" }, phone());
    expect(await rows(sql`select kind, emergency from leads where phone = ${caller}`)).toEqual([{ kind: "call", emergency: true }]);
    await sendDue();
    // Only round 0: the rounds count from the alarm, not from the lead's creation.
    expect(twilio.messages.map((m) => m.to)).toEqual([DANA]);
  });
});

describe("the same alarms over HTTP against the production build (after hours, PGlite)", () => {
  const hour = new Date().getUTCHours();
  const at = (h: number) => `${String(h % 24).padStart(2, "0")}:00`;
  const site = useSite({
    twilioNumbers: { [WEBSITE]: "website", [GOOGLE_ADS]: "google-ads" },
    env: ({ twilio }) => ({
      TWILIO_FROM: twilio.from,
      OFFICE_PHONES: OFFICE,
      // Office hours two hours from now: the test runs at night.
      ONCALL_TIME_ZONE: "UTC",
      OFFICE_HOURS: `${at(hour + 2)}-${at(hour + 3)}`,
      ONCALL_PHONES: `${DANA},${RAY}`,
    }),
  });
  const alertsTo = (number: string) => site.twilio.messages.filter((m) => m.from === site.twilio.from && m.body.includes(number));

  it("a call missed at night texts the caller back and the first person on call the number to call back, once", async () => {
    const caller = "+15715550301";
    const CallSid = site.twilio.nextSid("CA");
    expect((await site.hook("voice", { AccountSid: site.twilio.sid, CallSid, From: caller, To: GOOGLE_ADS, CallStatus: "ringing" })).status).toBe(200);
    const result = { AccountSid: site.twilio.sid, CallSid, DialCallStatus: "no-answer", DialCallDuration: "0" };
    expect((await site.hook("dial-result", result)).status).toBe(200);
    expect((await site.hook("dial-result", result)).status).toBe(200);
    await site.twilio.waitFor(2);
    await settle(site);
    expect(site.twilio.messages.filter((m) => m.to === caller)).toMatchObject([{ from: GOOGLE_ADS }]);
    const alerts = alertsTo(caller);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ to: DANA });
    expect(alerts[0]!.body).toMatch(new RegExp(`^MISSED CALL\\n[\\s\\S]*Missed call from \\${caller} at \\d{1,2}:\\d{2} [AP]M \\(google-ads\\) — call back`));
  });

  it("an emergency text alerts the first person on call once; an ordinary text alerts nobody", async () => {
    const before = site.twilio.messages.length;
    const urgent = { AccountSid: site.twilio.sid, MessageSid: site.twilio.nextSid("SM"), From: "+15715550302", To: WEBSITE, Body: "Smoke coming from the outlet in the kitchen" };
    expect((await site.hook("sms", urgent)).status).toBe(200);
    expect((await site.hook("sms", urgent)).status).toBe(200);
    expect((await site.hook("sms", { AccountSid: site.twilio.sid, MessageSid: site.twilio.nextSid("SM"), From: "+15715550303", To: WEBSITE, Body: "Do you install EV chargers?" })).status).toBe(200);
    await site.twilio.waitFor(before + 1);
    await settle(site);
    expect(site.twilio.messages).toHaveLength(before + 1);
    expect(alertsTo("+15715550302")).toMatchObject([{ to: DANA }]);
    expect(alertsTo("+15715550302")[0]!.body).toContain('Text from +15715550302: "Smoke coming from the outlet in the kitchen" — call back');
  });
});
