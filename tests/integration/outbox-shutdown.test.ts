import { createServer, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smtpTransport } from "~/lib/platform/mail-transport.server";
import { processOutbox, startOutboxWorker, type OutboxPolicy } from "~/lib/platform/outbox.server";
import { queueMails } from "~/models/email-outbox.server";
import { createMigratedDb, dbTargets, type TestDb } from "../support/db";
import { startSmtp } from "../support/smtp";
import { rowsOf } from "~/models/sql.server";

const FROM = "Valor Electric <no-reply@example.com>";
// A long lease: without the hand-back the rows would wait a minute.
const policy: OutboxPolicy = { baseDelayMs: 300, maxDelayMs: 5_000, maxAttempts: 4, leaseMs: 60_000, batchSize: 10 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** An SMTP server that accepts connections and never greets: a send to it stays in flight. */
async function startStalledSmtp() {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as { port: number }).port}`,
    sockets,
    stop: () => {
      sockets.forEach((s) => s.destroy());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.each(dbTargets)("outbox worker stop on %s", (kind) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createMigratedDb(kind);
  });
  afterAll(() => db.destroy());

  it("hands every claimed, unsent row back at once; another worker sends them, and the abandoned send changes nothing", async () => {
    const stalled = await startStalledSmtp();
    const smtp = await startSmtp();
    await queueMails(
      db.db,
      ["a", "b", "c"].map((n) => ({ to: `${n}@example.com`, subject: n, text: n })),
    );
    const worker = startOutboxWorker({ db: db.db, transport: smtpTransport(stalled.url, FROM), policy, intervalMs: 60_000 });
    try {
      for (let i = 0; i < 100 && stalled.sockets.length === 0; i++) await sleep(100);
      expect(stalled.sockets.length).toBe(1);
      const claimed = rowsOf<{ n: number }>(await db.db.execute(sql`select count(*)::int as n from email_outbox where status = 'sending'`));
      expect(claimed[0]!.n).toBe(3);

      await worker.stop({ graceMs: 200 });
      const rows = rowsOf<{ status: string; attempts: number; due: boolean }>(
        await db.db.execute(sql`select status, attempts, next_attempt_at <= now() as due from email_outbox`),
      );
      expect(rows.map((r) => [r.status, r.due])).toEqual([
        ["pending", true],
        ["pending", true],
        ["pending", true],
      ]);
      // The send that began counts as an attempt; the two never tried do not.
      expect(rows.map((r) => r.attempts).sort()).toEqual([0, 0, 1]);

      // Due now, not when the lease ends: another worker sends all three.
      expect(await processOutbox({ db: db.db, transport: smtpTransport(smtp.url, FROM), policy })).toEqual({ sent: 3, failed: 0 });
      expect(smtp.received.map((m) => m.subject).sort()).toEqual(["a", "b", "c"]);

      // The abandoned send fails late; its outcome must not undo the other worker's (a second stop waits for it).
      await stalled.stop();
      await worker.stop({ graceMs: 15_000 });
      const after = rowsOf<{ status: string; last_error: string | null }>(await db.db.execute(sql`select status, last_error from email_outbox`));
      expect(after).toEqual([
        { status: "sent", last_error: null },
        { status: "sent", last_error: null },
        { status: "sent", last_error: null },
      ]);
    } finally {
      await stalled.stop();
      await smtp.stop();
    }
  });
});
