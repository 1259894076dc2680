/**
 * A visit's reminder the evening before (docs/visits.md, "Reminders"): booked through the workflow, queued with the
 * booking and sent by the text outbox as server/index.ts wires it, on a test clock (the outbox claims on it), against
 * the loopback Twilio. It goes at 18:00 on the office's clock the day before, not at 3 a.m.; a STOP or a cancellation
 * before then stops it; a Spanish lead gets it in Spanish; a lead without a phone gets it by mail, which its
 * unsubscribe link stops.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~db/client";
import { sendingHoursOpen } from "~/lib/platform/office-clock.server";
import { phoneDeps } from "~/lib/phone/phone-settings.server";
import { processTexts } from "~/lib/phone/text-outbox.server";
import { mailUnsubscribePage, unsubscribeRequestMails } from "~/lib/requests/request-status.server";
import { bookVisitOnLead } from "~/lib/visits/visit-booking.server";
import { visitDeps } from "~/lib/visits/visit-settings.server";
import { inboxPage } from "~/models/lead-inbox.server";
import { optOut } from "~/models/sms-opt-outs.server";
import { rowsOf } from "~/models/sql.server";
import { grantRole, upsertUserPassword } from "~/models/users.server";
import { cancelVisit, listLeadVisits } from "~/models/visits.server";
import { dbTargets, useAppEnvironment } from "../support/db";
import { startFakeTwilio, type FakeTwilio } from "../support/twilio";

const WEBSITE = "+17035550142";
// January in New York: UTC-5. Booked on Tuesday 12 at 10:00 office time.
const BOOKED = new Date("2027-01-12T15:00:00Z");
/** The instant `hhmm` reads on `day` in New York in January. */
const est = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00-05:00`);

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe.each(dbTargets)("visit reminders on %s", (kind) => {
  let app: Awaited<ReturnType<typeof useAppEnvironment>>;
  let twilio: FakeTwilio;
  let handle: DbHandle;
  let admin: string;
  let clock = BOOKED;

  beforeAll(async () => {
    twilio = await startFakeTwilio({ from: WEBSITE, numbers: [WEBSITE] });
    app = await useAppEnvironment(kind, {
      SESSION_SECRET: "s".repeat(40),
      LOG_LEVEL: "silent",
      TWILIO_NUMBERS: `${WEBSITE}=website`,
      TWILIO_ACCOUNT_SID: twilio.sid,
      TWILIO_AUTH_TOKEN: twilio.token,
      TWILIO_API_URL: twilio.url,
      ONCALL_TIME_ZONE: "America/New_York",
      REVIEW_SENDING_HOURS: "09:00-20:00",
    });
    const { getDbHandle } = await import("~/lib/platform/db.server");
    handle = getDbHandle();
    admin = await upsertUserPassword(handle.db, `reminders-${kind}@valor.test`, "x");
    await grantRole(handle.db, admin, "admin");
  }, 60_000);
  afterAll(async () => {
    await app?.restore();
    await twilio?.stop();
  });

  /** The booking workflow and the text outbox as the app wires them, on the test clock. */
  const visits = () => ({
    ...visitDeps(),
    business: () => Promise.resolve({ name: "Valor Electric", phone: "(703) 555-0142", siteUrl: "https://valor.test" }),
    queued: () => {},
    now: () => clock,
  });
  const sendTexts = () => processTexts({ ...phoneDeps()!, now: () => clock }, { sendingHours: sendingHoursOpen });
  const textsTo = (phone: string) => twilio.messages.filter((m) => m.to === phone).map((m) => m.body);

  /** A lead with this phone, booked at BOOKED for `day`, its confirmation sent: its id and status token. */
  async function booked(phone: string, day: string, language = "en") {
    const [lead] = rowsOf<{ id: string }>(
      await handle.db.execute(sql`insert into leads (kind, name, phone, language) values ('estimate', 'Ann Lee', ${phone}, ${language}) returning id`),
    );
    clock = BOOKED;
    const outcome = await bookVisitOnLead(lead!.id, form({ intent: "visit", day, window: "08:00", electrician: `user:${admin}` }), admin, visits());
    expect(outcome).toMatchObject({ ok: true });
    expect(await sendTexts()).toMatchObject({ sent: 1 });
    expect(textsTo(phone)).toHaveLength(1);
    const [token] = rowsOf<{ status_token: string }>(await handle.db.execute(sql`select status_token from leads where id = ${lead!.id}::uuid`));
    return { id: lead!.id, token: token!.status_token };
  }

  /** The lead's reminder waiting in the text outbox: when it is due. */
  const waiting = async (leadId: string) =>
    rowsOf<{ next_attempt_at: string | Date; status: string; sending_hours: boolean }>(
      await handle.db.execute(sql`select next_attempt_at, status, sending_hours from lead_messages where lead_id = ${leadId}::uuid and status <> 'queued'`),
    ).map((r) => ({ due: new Date(r.next_attempt_at).toISOString(), status: r.status, sendingHours: r.sending_hours }));

  it("on a test clock, the reminder goes the evening before, not at 3 a.m.", async () => {
    const phone = "+17035550181";
    const lead = await booked(phone, "2027-01-14");
    expect(await waiting(lead.id)).toEqual([{ due: est("2027-01-13", "18:00").toISOString(), status: "pending", sendingHours: true }]);

    for (const at of [est("2027-01-13", "03:00"), est("2027-01-13", "17:59")]) {
      clock = at;
      expect(await sendTexts()).toEqual({ sent: 0, failed: 0 });
    }
    expect(textsTo(phone)).toHaveLength(1);

    clock = est("2027-01-13", "18:00");
    expect(await sendTexts()).toEqual({ sent: 1, failed: 0 });
    const reminder = textsTo(phone)[1]!;
    expect(reminder).toBe(
      `Valor Electric: a reminder of your visit tomorrow, Thursday, January 14, 2027, arriving between 8:00 AM – 10:00 AM. reminders-${kind} is coming. Details: https://valor.test/status/${lead.token} — Reply STOP to opt out.`,
    );
  });

  it("a STOP before the reminder is due: it is not sent", async () => {
    const phone = "+17035550182";
    const lead = await booked(phone, "2027-01-15");
    expect(await waiting(lead.id)).toMatchObject([{ due: est("2027-01-14", "18:00").toISOString(), status: "pending" }]);
    clock = est("2027-01-13", "21:00");
    await optOut(handle.db, phone);

    clock = est("2027-01-14", "18:00");
    expect(await sendTexts()).toEqual({ sent: 0, failed: 0 });
    expect(textsTo(phone)).toHaveLength(1);
    expect(await waiting(lead.id)).toMatchObject([{ status: "opted-out" }]);
  });

  it("a cancelled visit: its reminder is not sent", async () => {
    const phone = "+17035550183";
    const lead = await booked(phone, "2027-01-16");
    expect(await waiting(lead.id)).toMatchObject([{ due: est("2027-01-15", "18:00").toISOString(), status: "pending" }]);
    const [visit] = await listLeadVisits(handle.db, lead.id);
    expect(await cancelVisit(handle.db, visit!.id, admin, "cancelled by the customer")).toBe(true);

    clock = est("2027-01-15", "18:00");
    expect(await sendTexts()).toEqual({ sent: 0, failed: 0 });
    expect(textsTo(phone)).toHaveLength(1);
    expect(await waiting(lead.id)).toMatchObject([{ status: "cancelled" }]);
  });

  it("a Spanish lead gets the reminder in Spanish", async () => {
    const phone = "+17035550184";
    const lead = await booked(phone, "2027-01-18", "es");
    clock = est("2027-01-17", "18:00");
    expect(await sendTexts()).toEqual({ sent: 1, failed: 0 });
    expect(textsTo(phone)[1]).toBe(
      `Valor Electric: le recordamos su visita de mañana, lunes, 18 de enero de 2027, con llegada entre 8:00 a.m. – 10:00 a.m., y irá reminders-${kind}. Detalles: https://valor.test/status/${lead.token} — Responda STOP para no recibir más mensajes.`,
    );
  });

  it("a lead without a textable phone gets the reminder by mail, due the evening before; cancelled, it is dropped and the inbox counts the confirmation alone", async () => {
    const [lead] = rowsOf<{ id: string }>(
      await handle.db.execute(sql`insert into leads (kind, name, email, language) values ('estimate', 'Cy Lee', 'cy@example.com', 'en') returning id`),
    );
    clock = BOOKED;
    expect(await bookVisitOnLead(lead!.id, form({ intent: "visit", day: "2027-01-21", window: "08:00", electrician: `user:${admin}` }), admin, visits())).toMatchObject({ ok: true });
    const mails = rowsOf<{ subject: string; text: string; next_attempt_at: string | Date; sending_hours: boolean }>(
      await handle.db.execute(sql`select subject, text, next_attempt_at, sending_hours from email_outbox where lead_id = ${lead!.id}::uuid order by next_attempt_at`),
    );
    expect(mails).toHaveLength(2);
    const reminder = mails[1]!;
    expect(reminder.subject).toBe("Tomorrow: your visit from Valor Electric on Thursday, January 21, 2027");
    expect(reminder.text).toContain("https://valor.test/status/");
    expect(new Date(reminder.next_attempt_at).toISOString()).toBe(est("2027-01-20", "18:00").toISOString());
    expect(reminder.sending_hours).toBe(true);

    // Cancelled: the mail reminder is dropped, and the inbox counts only the confirmation (sent here) as the lead's mail.
    const [visit] = await listLeadVisits(handle.db, lead!.id);
    expect(await cancelVisit(handle.db, visit!.id, admin, "cancelled by the customer")).toBe(true);
    await handle.db.execute(sql`update email_outbox set status = 'sent' where lead_id = ${lead!.id}::uuid and status = 'pending'`);
    expect(rowsOf<{ status: string }>(await handle.db.execute(sql`select status from email_outbox where lead_id = ${lead!.id}::uuid order by next_attempt_at`))).toEqual([
      { status: "sent" },
      { status: "cancelled" },
    ]);
    const inbox = await inboxPage(handle.db, { search: "Cy Lee", limit: 5 });
    expect(inbox.leads.map((l) => l.mail)).toEqual([{ status: "sent", sent: 1, total: 1 }]);
  });

  it("a reminder mail carries its unsubscribe link; used before the reminder is due, it drops it, and a later booking queues none", async () => {
    const [lead] = rowsOf<{ id: string }>(
      await handle.db.execute(sql`insert into leads (kind, name, email, language) values ('estimate', 'Di Lee', 'Di.Lee@example.com', 'en') returning id`),
    );
    clock = BOOKED;
    expect(await bookVisitOnLead(lead!.id, form({ intent: "visit", day: "2027-01-22", window: "08:00", electrician: `user:${admin}` }), admin, visits())).toMatchObject({ ok: true });
    const [token] = rowsOf<{ status_token: string }>(await handle.db.execute(sql`select status_token from leads where id = ${lead!.id}::uuid`));
    const unsubscribeLink = `https://valor.test/status/${token!.status_token}/unsubscribe`;
    const mails = async () =>
      rowsOf<{ text: string; list_unsubscribe: string | null; status: string }>(
        await handle.db.execute(sql`select text, list_unsubscribe, status from email_outbox where lead_id = ${lead!.id}::uuid order by next_attempt_at, created_at`),
      );
    const [confirmation, reminder] = await mails();
    expect(confirmation!.list_unsubscribe).toBeNull();
    expect(reminder).toMatchObject({ list_unsubscribe: unsubscribeLink, status: "pending" });
    expect(reminder!.text).toContain(`No more reminder mails: ${unsubscribeLink}`);

    // The page only asks; its button unsubscribes: the waiting reminder is dropped, the address remembered.
    expect(await mailUnsubscribePage(token!.status_token, { db: handle.db })).toMatchObject({ email: "Di.Lee@example.com", lang: "en" });
    expect((await mails()).map((m) => m.status)).toEqual(["pending", "pending"]);
    expect(await unsubscribeRequestMails(token!.status_token, { db: handle.db })).toMatchObject({ email: "Di.Lee@example.com" });
    expect((await mails()).map((m) => m.status)).toEqual(["pending", "cancelled"]);

    // Booked again: the confirmation goes, no reminder is queued for the address.
    const [visit] = await listLeadVisits(handle.db, lead!.id);
    expect(await cancelVisit(handle.db, visit!.id, admin, "moved")).toBe(true);
    expect(await bookVisitOnLead(lead!.id, form({ intent: "visit", day: "2027-01-23", window: "08:00", electrician: `user:${admin}` }), admin, visits())).toMatchObject({ ok: true });
    expect((await mails()).filter((m) => m.list_unsubscribe !== null).map((m) => m.status)).toEqual(["cancelled"]);
    expect(await mailUnsubscribePage("A".repeat(32), { db: handle.db })).toBeNull();
  });

  it("booked after 18:00 the day before: no reminder, the confirmation has just told the customer", async () => {
    const [lead] = rowsOf<{ id: string }>(await handle.db.execute(sql`insert into leads (kind, name, phone) values ('estimate', 'Bo Lee', '+17035550185') returning id`));
    clock = est("2027-01-19", "18:30");
    expect(await bookVisitOnLead(lead!.id, form({ intent: "visit", day: "2027-01-20", window: "10:00", electrician: `user:${admin}` }), admin, visits())).toMatchObject({ ok: true });
    expect(await waiting(lead!.id)).toEqual([{ due: expect.any(String), status: "pending", sendingHours: true }]);
  });
});
