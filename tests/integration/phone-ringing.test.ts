import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerIncomingCall, phonesToRing } from "~/lib/phone/incoming-call.server";
import type { PhoneDeps } from "~/lib/phone/phone-settings.server";
import { insertOncallPerson } from "~/models/oncall-people.server";
import { createMigratedDb, dbTargets, type TestDb } from "../support/db";

/**
 * Whom a call rings, by the office's clock (a test clock; America/New_York, office hours 08:00–17:00): the office
 * phones in hours, the people on call outside them, and nobody → the call is missed at once and texted back.
 */
const OFFICE = "+17035550100";
const FALLBACK = "+15715550999";
const DAY = new Date("2026-11-25T15:00:00Z"); // 10:00 in Manassas
const NIGHT = new Date("2026-11-26T03:00:00Z"); // 22:00 in Manassas

describe.each(dbTargets)("whom a call rings on %s", (kind) => {
  let handle: TestDb;
  const deps = (overrides: Partial<PhoneDeps> = {}): PhoneDeps => ({
    db: handle.db,
    authToken: "token",
    accountSid: "AC1",
    apiUrl: "http://127.0.0.1:9",
    siteUrl: "https://valor.example",
    numbers: [{ number: "+17035550142", source: "website" }],
    officePhones: [OFFICE],
    officeHours: "08:00-17:00",
    timeZone: "America/New_York",
    fallbackPhones: [FALLBACK],
    businessName: "Valor Electric",
    limits: { textBacksPerHour: 20, alertsPerHour: 5 },
    textRules: { canada: false },
    officeEmail: "office@valor.test",
    mailQueued: () => {},
    now: () => DAY,
    ...overrides,
  });

  beforeAll(async () => {
    handle = await createMigratedDb(kind);
  }, 60_000);
  afterAll(async () => handle?.destroy());

  it("rings the office in office hours and the on-call list (ONCALL_PHONES while the admin's is empty) outside them", async () => {
    expect(await phonesToRing(deps(), DAY)).toEqual([OFFICE]);
    expect(await phonesToRing(deps(), NIGHT)).toEqual([FALLBACK]);
    // No office phones set: the people on call, day or night.
    expect(await phonesToRing(deps({ officePhones: [] }), DAY)).toEqual([FALLBACK]);
  });

  it("outside office hours rings the admin's on-call people whose hours cover now, in order", async () => {
    await insertOncallPerson(handle.db, { name: "Night Owl", phone: "+17035550201", position: 0, startsAt: "17:00", endsAt: "08:00", active: true, userId: null });
    await insertOncallPerson(handle.db, { name: "Day Only", phone: "+17035550202", position: 1, startsAt: "08:00", endsAt: "17:00", active: true, userId: null });
    expect(await phonesToRing(deps(), NIGHT)).toEqual(["+17035550201"]);
    const twiml = await answerIncomingCall({ CallSid: "CA-night", From: "+15715550300", To: "+17035550142" }, deps({ now: () => NIGHT }));
    expect("twiml" in twiml && twiml.twiml).toContain("<Number>+17035550201</Number></Dial>");
  });

  it("with nobody to ring, the call is missed at once: no Dial, and its text-back is queued", async () => {
    await handle.db.execute(sql`delete from oncall_people`);
    const answer = await answerIncomingCall({ CallSid: "CA-nobody", From: "+15715550301", To: "+17035550142" }, deps({ fallbackPhones: [], now: () => NIGHT }));
    expect("twiml" in answer && answer.twiml).not.toContain("<Dial");
    expect("twiml" in answer && answer.twiml).toContain("<Hangup/>");
    const [call] = (await handle.db.execute(sql`select status from phone_calls where call_sid = 'CA-nobody'`)) as unknown as { status: string }[];
    expect(call?.status).toBe("no-answer");
    // The lead the call started has its status page's key, as every lead does.
    const [lead] = (await handle.db.execute(sql`select kind, status_token from leads where phone = '+15715550301'`)) as unknown as { kind: string; status_token: string | null }[];
    expect(lead).toMatchObject({ kind: "call", status_token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });
    const texts = (await handle.db.execute(sql`select "from", "to", status, body from lead_messages where direction = 'out'`)) as unknown as { body: string }[];
    expect(texts).toEqual([{ from: "+17035550142", to: "+15715550301", status: "pending", body: expect.any(String) }]);
    // The text-back links the caller's own request page (where they can write to the office), by its key.
    expect(texts[0]!.body).toContain(`follow your request and write to us at https://valor.example/status/${lead!.status_token}. Reply STOP`);
  });
});
