/**
 * The sending hours hold in the outboxes themselves (docs/reviews.md): a review request queued at 19:59, within
 * REVIEW_SENDING_HOURS (09:00-20:00 on the office's clock), whose first send fails, is not sent when it is retried
 * at 03:00 (or the server restarts then), but at the 09:00 opening; a message not kept to the hours (the office's
 * own mail) goes at 03:00 as before. The app's wiring from its environment (reviewDeps, phoneDeps, the outboxes'
 * sendingHoursOpen), on a test clock, against the loopback Twilio and SMTP.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~db/client";
import { smtpTransport } from "~/lib/platform/mail-transport.server";
import { sendingHoursOpen } from "~/lib/platform/office-clock.server";
import { processOutbox } from "~/lib/platform/outbox.server";
import { phoneDeps } from "~/lib/phone/phone-settings.server";
import { processTexts } from "~/lib/phone/text-outbox.server";
import { markJobDone, processReviewRequests } from "~/lib/reviews/review-requests.server";
import { reviewDeps } from "~/lib/reviews/review-settings.server";
import { queueMails } from "~/models/email-outbox.server";
import { rowsOf } from "~/models/sql.server";
import { dbTargets, useAppEnvironment } from "../support/db";
import { freePort, startSmtp } from "../support/smtp";
import { startFakeTwilio, type FakeTwilio } from "../support/twilio";

const WEBSITE = "+17035550142";
const FROM = "Valor Electric <no-reply@example.com>";
// January in New York: UTC-5.
const DONE = new Date("2027-01-12T22:59:00Z"); // 17:59 office time: the request is due two hours later
const AT_1959 = new Date("2027-01-13T00:59:00Z");
const AT_0300 = new Date("2027-01-13T08:00:00Z");
const AT_0859 = new Date("2027-01-13T13:59:00Z");
const AT_0900 = new Date("2027-01-13T14:00:00Z");

describe.each(dbTargets)("review requests in the outboxes outside the sending hours, on %s", (kind) => {
  let app: Awaited<ReturnType<typeof useAppEnvironment>>;
  let twilio: FakeTwilio;
  let smtpPort: number;
  let handle: DbHandle;
  let clock = AT_1959;
  let lead = 0;

  beforeAll(async () => {
    twilio = await startFakeTwilio({ from: WEBSITE, numbers: [WEBSITE] });
    smtpPort = await freePort();
    app = await useAppEnvironment(kind, {
      SESSION_SECRET: "s".repeat(40),
      LOG_LEVEL: "silent",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OFFICE_EMAIL: "office@valor.test",
      TWILIO_NUMBERS: `${WEBSITE}=website`,
      TWILIO_ACCOUNT_SID: twilio.sid,
      TWILIO_AUTH_TOKEN: twilio.token,
      TWILIO_API_URL: twilio.url,
      ONCALL_TIME_ZONE: "America/New_York",
      REVIEW_SENDING_HOURS: "09:00-20:00",
    });
    const { getDbHandle } = await import("~/lib/platform/db.server");
    handle = getDbHandle();
  }, 60_000);
  afterAll(async () => {
    await app?.restore();
    await twilio?.stop();
  });

  /** The review worker and the text outbox as server/index.ts wires them, on the test clock. */
  const reviews = () => ({ ...reviewDeps(), business: () => Promise.resolve({ name: "Valor Electric", phone: "(703) 555-0142" }), queued: () => {}, now: () => clock });
  const texts = () => ({ ...phoneDeps()!, now: () => clock });
  const sendTexts = () => processTexts(texts(), { sendingHours: sendingHoursOpen });
  const sendMail = (transport = smtpTransport(`smtp://127.0.0.1:${smtpPort}`, FROM)) => processOutbox({ transport, sendingHours: sendingHoursOpen, now: () => clock });

  /** A won lead whose job was done at 17:59, its review request queued by the worker at 19:59. */
  async function requestQueuedAt1959(contact: { phone?: string; email?: string }) {
    lead += 1;
    const db = handle.db;
    const [user] = rowsOf<{ id: string }>(await db.execute(sql`insert into users (email, password_hash) values (${`office${lead}@valor.test`}, 'x') returning id`));
    const [row] = rowsOf<{ id: string }>(
      await db.execute(sql`insert into leads (kind, name, phone, email, language, status)
        values ('estimate', 'Ann Lee', ${contact.phone ?? null}, ${contact.email ?? null}, 'en', 'won') returning id`),
    );
    expect(await markJobDone(row!.id, user!.id, { ...reviews(), now: () => DONE })).toMatchObject({ created: true });
    clock = AT_1959;
    expect(await processReviewRequests(reviews())).toMatchObject({ sent: 1 });
  }

  it("a review text that fails at 19:59 is not sent when retried at 03:00, and goes at the 09:00 opening", async () => {
    const phone = "+17035550171";
    await requestQueuedAt1959({ phone });
    twilio.failNext(1);
    expect(await sendTexts()).toEqual({ sent: 0, failed: 1 });

    clock = AT_0300;
    expect(await sendTexts()).toEqual({ sent: 0, failed: 0 });
    clock = AT_0859;
    expect(await sendTexts()).toEqual({ sent: 0, failed: 0 });
    expect(twilio.messages.filter((m) => m.to === phone)).toHaveLength(0);

    clock = AT_0900;
    expect(await sendTexts()).toEqual({ sent: 1, failed: 0 });
    const sent = twilio.messages.filter((m) => m.to === phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain("/r/");
  });

  it("a review mail that fails at 19:59 is not sent when retried at 03:00, and goes at the 09:00 opening; the office's own mail goes at 03:00", async () => {
    await requestQueuedAt1959({ email: "ann@example.com" });
    // SMTP is down at 19:59: the send fails and waits for its retry.
    expect(await sendMail()).toEqual({ sent: 0, failed: 1 });
    const smtp = await startSmtp(smtpPort);
    try {
      await queueMails(handle.db, [{ to: "office@valor.test", subject: "Missed-call text-backs paused", text: "notice" }]);
      // Due again now (the retry's wait is on the database's clock): the sending hours alone hold it.
      await handle.db.execute(sql`update email_outbox set next_attempt_at = now()`);
      clock = AT_0300;
      expect(await sendMail()).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received.map((m) => m.to)).toEqual([["office@valor.test"]]);

      await handle.db.execute(sql`update email_outbox set next_attempt_at = now() where status = 'pending'`);
      clock = AT_0859;
      expect(await sendMail()).toEqual({ sent: 0, failed: 0 });

      clock = AT_0900;
      expect(await sendMail()).toEqual({ sent: 1, failed: 0 });
      const review = smtp.received.filter((m) => m.to.includes("ann@example.com"));
      expect(review).toHaveLength(1);
      expect(review[0]!.headers["list-unsubscribe"]).toBeDefined();
    } finally {
      await smtp.stop();
    }
  });
});
