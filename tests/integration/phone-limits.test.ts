import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { localTime } from "~/lib/platform/office-clock.server";
import { answerIncomingCall } from "~/lib/phone/incoming-call.server";
import { answerDialResult } from "~/lib/phone/missed-call.server";
import type { PhoneDeps } from "~/lib/phone/phone-settings.server";
import { insertOncallPerson } from "~/models/oncall-people.server";
import { createDb } from "~db/client";
import { createMigratedDb, dbTargets, type TestDb } from "../support/db";
import { useSite } from "../support/site";
import { settle, type FakeTwilio } from "../support/twilio";

/**
 * SMS pumping and harassment through the missed-call text-back (docs/phone.md, "Limits"): caller ID can be
 * spoofed, so a missed call is texted back only at an ordinary US number (no Caribbean or premium +1 range, no
 * withheld-ID placeholder) whose caller ID was attested A or B (or not reported), once per number per 24 hours and at most TEXT_BACK_HOURLY_LIMIT an hour (the office
 * mailed once when it is reached); calls missed after hours alert the people on call at most
 * MISSED_CALL_ALERT_HOURLY_LIMIT times an hour, plus one summary alarm for the rest.
 */
const WEBSITE = "+17035550142";
const OFFICE = "+17035550100";
const DANA = "+17035550111";
const RAY = "+17035550122";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const OFFICE_EMAIL = "office@valor.test";
const admin = { email: "dana@valor.test", password: "a long admin password 42" };

/** Twilio's numbers for a withheld caller ID: ANONYMOUS, UNAVAILABLE, UNKNOWN, RESTRICTED spelt on a keypad. */
const PLACEHOLDERS = ["+266696687", "+86282452253", "+8656696", "+7378742833"];
/** Numbers no form of the site takes: the UK, Mexico, Latvia, a +1 number a digit short. */
const ABROAD = ["+447700900123", "+5215512345678", "+37190000000", "+1703555014"];
/** +1 numbers that are not the US's ordinary lines: Jamaica, and the 900 pay-per-call range. */
const JAMAICA = "+18765550123";
const PREMIUM = "+19005550199";
/** US callers in Washington DC: one whose carrier attested the caller ID only C (passed on, vouching for nothing), one attested A. */
const ATTESTED_C = "+12025550130";
const ATTESTED_A = "+12025550131";

/** The site's one Twilio number, and the alerts' own sender. */
const phoneSite = { twilioNumbers: { [WEBSITE]: "website" } };
const alertsFrom = (twilio: FakeTwilio) => ({ TWILIO_FROM: twilio.from, OFFICE_PHONES: OFFICE });

describe("who gets a text-back, over HTTP against the production build (office hours, PGlite)", () => {
  // Office hours all day: these calls alert nobody; the burst below is the night's.
  const site = useSite({ ...phoneSite, admin, env: ({ twilio }) => ({ ...alertsFrom(twilio), OFFICE_HOURS: "00:00-00:00" }) });
  const textsTo = (number: string) => site.twilio.messages.filter((m) => m.to === number && m.from === WEBSITE);

  /** A call rung at the office and not answered, each webhook signed as Twilio signs it. */
  async function missedCall(from: string, extra: Record<string, string> = {}) {
    const CallSid = site.twilio.nextSid("CA");
    const voice = await site.hook("voice", { AccountSid: site.twilio.sid, CallSid, From: from, To: WEBSITE, CallStatus: "ringing", Direction: "inbound", ...extra });
    expect(voice.status).toBe(200);
    const dial = await site.hook("dial-result", { AccountSid: site.twilio.sid, CallSid, DialCallStatus: "no-answer", DialCallDuration: "0" });
    expect(dial.status).toBe(200);
    return CallSid;
  }

  it("no text-back to a number abroad or to Twilio's withheld-ID placeholders; a US caller after them gets theirs", async () => {
    for (const number of [...ABROAD, ...PLACEHOLDERS]) await missedCall(number);
    const us = "+15715550401";
    await missedCall(us);
    // The US caller's text is sent after the refused calls ended: once it is in, anything they queued would be too.
    await site.twilio.waitFor(1);
    await settle(site);
    expect(site.twilio.messages.map((m) => m.to)).toEqual([us]);
  });

  it("the same number missed three times in a minute gets one text-back", async () => {
    const before = site.twilio.messages.length;
    const caller = "+15715550402";
    for (let i = 0; i < 3; i++) await missedCall(caller);
    await site.twilio.waitFor(before + 1);
    await settle(site);
    expect(textsTo(caller)).toHaveLength(1);
    expect(site.twilio.messages).toHaveLength(before + 1);
  });

  it("a caller ID whose attestation failed or was not checked gets none; one that passed gets its text", async () => {
    const before = site.twilio.messages.length;
    await missedCall("+15715550403", { StirVerstat: "TN-Validation-Failed-A" });
    await missedCall("+15715550404", { StirVerstat: "No-TN-Validation" });
    await missedCall("+15715550405", { StirVerstat: "TN-Validation-Passed-B" });
    await site.twilio.waitFor(before + 1);
    await settle(site);
    expect(site.twilio.messages.slice(before).map((m) => m.to)).toEqual(["+15715550405"]);
  });

  it("no text-back to Jamaica's +1 876, the +1 900 premium range or a US caller ID attested only C; an A-attested US caller gets one", async () => {
    const before = site.twilio.messages.length;
    await missedCall(JAMAICA, { StirVerstat: "TN-Validation-Passed-A" });
    await missedCall(PREMIUM, { StirVerstat: "TN-Validation-Passed-A" });
    await missedCall(ATTESTED_C, { StirVerstat: "TN-Validation-Passed-C" });
    await missedCall(ATTESTED_A, { StirVerstat: "TN-Validation-Passed-A" });
    await site.twilio.waitFor(before + 1);
    await settle(site);
    expect(site.twilio.messages.slice(before).map((m) => m.to)).toEqual([ATTESTED_A]);
  });

  it("the lead's history says which rule refused each text-back", async () => {
    const get = async (path: string) => (await site.page(path, site.admin)).replace(/<!-- -->/g, "");
    const history = async (phone: string) => {
      const page = await get(/href="(\/admin\/leads\/[0-9a-f-]{36})"/.exec(await get(`/admin/leads?q=${encodeURIComponent(phone)}`))![1]!);
      const list = /<ol[^>]*data-testid="lead-history"[^>]*>([\s\S]*?)<\/ol>/.exec(page)![1]!;
      return [...list.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, "").replace(/^.*? · The system · /, ""));
    };
    expect(await history(JAMAICA)).toEqual(["Call: ringing → missed", "No missed-call text-back: not a US number"]);
    expect(await history(PREMIUM)).toEqual(["Call: ringing → missed", "No missed-call text-back: a premium or non-geographic number"]);
    expect(await history(ATTESTED_C)).toEqual(["Call: ringing → missed", "No missed-call text-back: caller ID not attested A or B"]);
    expect(await history(ATTESTED_A)).toEqual(["Call: ringing → missed"]);
  });

  it("the lead's page says why a missed call got no text-back, and the caller ID's attestation", async () => {
    const get = async (path: string) => (await site.page(path, site.admin)).replace(/<!-- -->/g, "");
    const leadPage = async (phone: string) => get(/href="(\/admin\/leads\/[0-9a-f-]{36})"/.exec(await get(`/admin/leads?q=${encodeURIComponent(phone)}`))![1]!);
    expect(await leadPage("+15715550403")).toMatch(/Missed call \(no answer\), no text-back: caller ID not attested A or B<\/strong>[^<]*<time[^>]*>[^<]*<\/time> · caller ID failed verification/);
    expect(await leadPage("+15715550405")).toContain("caller ID verified (B)");
    expect(await leadPage("+15715550402")).toContain("Missed call (no answer), no text-back: texted back in the last 24 h");
  });

  it("each call records its attestation and what its text-back did", async () => {
    await site.server.halt();
    const handle = createDb({ dataDir: site.server.dataDir });
    try {
      const rows = (await handle.db.execute(sql`select "from", stir_verstat, text_back, alert from phone_calls order by created_at, call_sid`)) as unknown as {
        from: string;
        stir_verstat: string | null;
        text_back: string;
        alert: string | null;
      }[];
      const of = (from: string) => rows.filter((r) => r.from === from).map((r) => r.text_back);
      for (const number of ABROAD) expect(of(number)).toEqual(["not-us"]);
      for (const number of PLACEHOLDERS) expect(of(number)).toEqual(["placeholder"]);
      expect(of("+15715550402")).toEqual(["queued", "number-limit", "number-limit"]);
      expect(rows.filter((r) => r.stir_verstat)).toEqual([
        { from: "+15715550403", stir_verstat: "TN-Validation-Failed-A", text_back: "unverified", alert: null },
        { from: "+15715550404", stir_verstat: "No-TN-Validation", text_back: "unverified", alert: null },
        { from: "+15715550405", stir_verstat: "TN-Validation-Passed-B", text_back: "queued", alert: null },
        { from: JAMAICA, stir_verstat: "TN-Validation-Passed-A", text_back: "not-us", alert: null },
        { from: PREMIUM, stir_verstat: "TN-Validation-Passed-A", text_back: "premium", alert: null },
        { from: ATTESTED_C, stir_verstat: "TN-Validation-Passed-C", text_back: "unverified", alert: null },
        { from: ATTESTED_A, stir_verstat: "TN-Validation-Passed-A", text_back: "queued", alert: null },
      ]);
    } finally {
      await handle.close();
    }
  });
});

describe("a burst of 50 missed calls from 50 numbers at night, over HTTP against the production build (PGlite)", () => {
  const TEXT_BACKS_PER_HOUR = 10;
  const ALERTS_PER_HOUR = 3;
  const hour = new Date().getUTCHours();
  const at = (h: number) => `${String(h % 24).padStart(2, "0")}:00`;
  const site = useSite({
    ...phoneSite,
    smtp: true,
    env: ({ twilio }) => ({
      ...alertsFrom(twilio),
      // Office hours two hours from now: the burst comes at night.
      ONCALL_TIME_ZONE: "UTC",
      OFFICE_HOURS: `${at(hour + 2)}-${at(hour + 3)}`,
      ONCALL_PHONES: `${DANA},${RAY}`,
      TEXT_BACK_HOURLY_LIMIT: String(TEXT_BACKS_PER_HOUR),
      MISSED_CALL_ALERT_HOURLY_LIMIT: String(ALERTS_PER_HOUR),
      OFFICE_EMAIL,
    }),
  });

  it(`sends ${TEXT_BACKS_PER_HOUR} text-backs and mails the office once; the people on call get ${ALERTS_PER_HOUR} alerts and one summary`, async () => {
    const callers = Array.from({ length: 50 }, (_, i) => `+1571555${String(500 + i).padStart(4, "0")}`);
    // Ten at a time, as a dialler would place them.
    for (let batch = 0; batch < callers.length; batch += 10) {
      await Promise.all(
        callers.slice(batch, batch + 10).map(async (from, i) => {
          const CallSid = `CA${String(batch + i).padStart(32, "c")}`;
          expect((await site.hook("voice", { AccountSid: site.twilio.sid, CallSid, From: from, To: WEBSITE, CallStatus: "ringing" })).status).toBe(200);
          expect((await site.hook("dial-result", { AccountSid: site.twilio.sid, CallSid, DialCallStatus: "no-answer", DialCallDuration: "0" })).status).toBe(200);
        }),
      );
    }
    await site.twilio.waitFor(TEXT_BACKS_PER_HOUR + ALERTS_PER_HOUR + 1);
    const deadline = Date.now() + 10_000;
    while (site.smtp.received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    await settle(site);

    const textBacks = site.twilio.messages.filter((m) => m.from === WEBSITE);
    expect(textBacks).toHaveLength(TEXT_BACKS_PER_HOUR);
    expect(new Set(textBacks.map((m) => m.to)).size).toBe(TEXT_BACKS_PER_HOUR);
    for (const text of textBacks) expect(callers).toContain(text.to);

    const alerts = site.twilio.messages.filter((m) => m.from === site.twilio.from);
    expect(alerts).toHaveLength(ALERTS_PER_HOUR + 1);
    expect(alerts.every((m) => m.to === DANA && /^MISSED CALL\n/.test(m.body))).toBe(true);
    expect(alerts.filter((m) => m.body.includes(`Missed calls over the limit of ${ALERTS_PER_HOUR} alerts an hour`))).toHaveLength(1);

    expect(site.smtp.received).toHaveLength(1);
    expect(site.smtp.received[0]!.to).toEqual([OFFICE_EMAIL]);
    expect(site.smtp.received[0]!.subject).toBe(`Missed-call text-backs paused: ${TEXT_BACKS_PER_HOUR} sent in the last hour`);
  });
});

/** The first minute from now (rows are stamped by the database's clock: the test clock never runs behind it) that reads `hhmm` in New York. */
function next(hhmm: string): number {
  let t = Math.ceil(Date.now() / MINUTE) * MINUTE + MINUTE;
  for (let i = 0; i < 24 * 60 && localTime(new Date(t), "America/New_York") !== hhmm; i++) t += MINUTE;
  return t;
}

describe.each(dbTargets)("the limits' windows on a test clock, on %s", (kind) => {
  let handle: TestDb;
  let clock = 0;
  let sid = 0;
  const phone = (): PhoneDeps => ({
    db: handle.db,
    authToken: "token",
    accountSid: "AC1",
    apiUrl: "http://127.0.0.1:9",
    siteUrl: "https://valor.test",
    numbers: [{ number: WEBSITE, source: "website" }],
    officePhones: [OFFICE],
    officeHours: "08:00-17:00",
    timeZone: "America/New_York",
    fallbackPhones: [],
    businessName: "Valor Electric",
    alerts: { targets: async () => [{ channel: "sms", recipient: DANA, recipientName: "Dana" }], queued: () => {} },
    limits: { textBacksPerHour: 2, alertsPerHour: 1 },
    textRules: { canada: false },
    officeEmail: OFFICE_EMAIL,
    mailQueued: () => {},
    now: () => new Date(clock),
  });

  beforeAll(async () => {
    handle = await createMigratedDb(kind);
  }, 60_000);
  afterAll(async () => handle?.destroy());
  beforeEach(async () => {
    for (const table of ["email_outbox", "lead_alerts", "ack_tokens", "lead_events", "lead_messages", "phone_calls", "leads", "oncall_people"]) {
      await handle.db.execute(sql.raw(`delete from ${table}`));
    }
    await insertOncallPerson(handle.db, { name: "Dana", phone: DANA, position: 0, startsAt: "00:00", endsAt: "00:00", active: true, userId: null });
  });

  const rows = async <T>(query: ReturnType<typeof sql>) => (await handle.db.execute(query)) as unknown as T[];
  async function missedCall(from: string) {
    const CallSid = `CA${String((sid += 1)).padStart(32, "d")}`;
    expect("twiml" in (await answerIncomingCall({ CallSid, From: from, To: WEBSITE }, phone()))).toBe(true);
    expect("twiml" in (await answerDialResult({ CallSid, DialCallStatus: "no-answer", DialCallDuration: "0" }, phone()))).toBe(true);
    return (await rows<{ text_back: string; alert: string | null }>(sql`select text_back, alert from phone_calls where call_sid = ${CallSid}`))[0]!;
  }
  const mails = () => rows<{ to: string; subject: string }>(sql`select "to", subject from email_outbox`);

  it("one text-back per number per 24 hours, and per hour as many as the limit; the office is mailed once per hour it is reached", async () => {
    clock = next("10:00");
    expect((await missedCall("+15715550601")).text_back).toBe("queued");
    clock += MINUTE;
    expect((await missedCall("+15715550601")).text_back).toBe("number-limit");
    expect((await missedCall("+15715550602")).text_back).toBe("queued");
    expect((await missedCall("+15715550603")).text_back).toBe("hourly-limit");
    expect((await missedCall("+15715550604")).text_back).toBe("hourly-limit");
    expect(await mails()).toEqual([{ to: OFFICE_EMAIL, subject: "Missed-call text-backs paused: 2 sent in the last hour" }]);
    expect(await rows(sql`select "to" from lead_messages order by created_at`)).toEqual([{ to: "+15715550601" }, { to: "+15715550602" }]);

    // An hour after the first two: room again, and a new notice when it fills.
    clock += HOUR;
    expect((await missedCall("+15715550603")).text_back).toBe("queued");
    expect((await missedCall("+15715550601")).text_back).toBe("number-limit");
    expect((await missedCall("+15715550605")).text_back).toBe("queued");
    expect((await missedCall("+15715550606")).text_back).toBe("hourly-limit");
    expect(await mails()).toHaveLength(2);

    // A day after its text-back, the first number may be texted again.
    clock += 23 * HOUR;
    expect((await missedCall("+15715550601")).text_back).toBe("queued");
  });

  it("at night, as many alarms an hour as the limit, then one summary, then grouped under it; a number's lead is alerted once", async () => {
    clock = next("02:00");
    expect((await missedCall("+15715550701")).alert).toBe("alerted");
    // The same number again: its lead was alerted; the limit is not spent on it.
    expect((await missedCall("+15715550701")).alert).toBeNull();
    expect((await missedCall("+15715550702")).alert).toBe("summary");
    expect((await missedCall("+15715550703")).alert).toBe("grouped");
    expect((await missedCall("+15715550704")).alert).toBe("grouped");
    // A withheld number alerts nobody (there is nothing to call back) and is not counted.
    expect((await missedCall("+266696687")).alert).toBeNull();
    const alerts = await rows<{ phone: string; about: string }>(sql`select l.phone, a.about from lead_alerts a join leads l on l.id = a.lead_id order by a.created_at, l.phone`);
    expect(alerts.map((a) => a.phone)).toEqual(["+15715550701", "+15715550702"]);
    expect(alerts[1]!.about).toMatch(/^Missed calls over the limit of 1 alerts an hour: .* Latest: Missed call from \+15715550702 at 2:00 AM \(website\) — call back$/);

    clock += HOUR + MINUTE;
    expect((await missedCall("+15715550705")).alert).toBe("alerted");
  });
});
