import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, leads } from "~db/schema";
import { defaultBusiness } from "~/content/business";
import { messages } from "~/forms/messages";
import { submitEstimate } from "~/lib/requests/estimate-request.server";
import { fileTransport, smtpTransport } from "~/lib/platform/mail-transport.server";
import { backoffDelay, processOutbox, startOutboxWorker, type OutboxPolicy } from "~/lib/platform/outbox.server";
import type { FormDeps } from "~/lib/requests/form-deps.server";
import { FORM_RATE_LIMITS } from "~/lib/requests/form-rate-limits.server";
import { queueMails } from "~/models/email-outbox.server";
import { memoryRateLimitStore, rateLimit } from "~/lib/platform/rate-limit.server";
import { publicScheduling } from "~/lib/requests/scheduling.server";
import { createMigratedDb, dbTargets, type TestDb } from "../support/db";
import { freePort, startSmtp } from "../support/smtp";
import { rowsOf } from "~/models/sql.server";

const FROM = "Valor Electric <no-reply@example.com>";
const policy: OutboxPolicy = { baseDelayMs: 300, maxDelayMs: 5_000, maxAttempts: 4, leaseMs: 60_000, batchSize: 10 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("backoff", () => {
  it("doubles from the base delay and stops at the cap", () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(n, { baseDelayMs: 30_000, maxDelayMs: 3_600_000 }))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000,
    ]);
    expect(backoffDelay(20, { baseDelayMs: 30_000, maxDelayMs: 3_600_000 })).toBe(3_600_000);
  });
});

describe.each(dbTargets)("mail outbox on %s", (kind) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createMigratedDb(kind);
  });
  afterAll(() => db.destroy());
  beforeEach(async () => {
    await db.db.execute(sql`delete from email_outbox`);
    await db.db.execute(sql`delete from leads`);
  });

  it("SMTP down: the lead is saved, the visitor told success, and the mail goes out once SMTP is back", async () => {
    // A backoff long enough that a busy machine cannot outrun it; its end is made by hand below.
    const backoff: OutboxPolicy = { ...policy, baseDelayMs: 20_000, maxDelayMs: 60_000 };
    const port = await freePort();
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, FROM);
    const store = memoryRateLimitStore();
    let kicked: Promise<{ sent: number; failed: number }> | undefined;
    const deps: FormDeps = {
      db: db.db,
      business: defaultBusiness,
      officeEmail: "office@test.example",
      scheduling: publicScheduling(defaultBusiness.schedulingUrl),
      rateLimit: (f, ip) => rateLimit({ name: f, ...FORM_RATE_LIMITS[f] }, ip, store),
      // As in the app: queueing kicks the worker at once.
      mailQueued: () => {
        kicked = processOutbox({ db: db.db, transport, policy: backoff });
      },
    };
    const outcome = await submitEstimate(
      (() => {
        const f = new FormData();
        for (const [k, v] of Object.entries({ name: "Eve Park", email: "eve@example.com", phone: "7035550177", service: "lighting" })) f.append(k, v);
        return f;
      })(),
      { ip: "192.0.2.1", page: "/estimate" },
      deps,
    );
    expect(outcome).toMatchObject({ ok: true, toast: messages.estimateSuccess });
    expect(await db.db.select().from(leads)).toHaveLength(1);

    // The immediate attempt fails (connection refused): both mails wait for their retry.
    expect(await kicked).toEqual({ sent: 0, failed: 2 });
    const pending = rowsOf<{ status: string; attempts: number; wait_ms: number; last_error: string }>(
      await db.db.execute(
        sql`select status, attempts, last_error, extract(epoch from (next_attempt_at - now())) * 1000 as wait_ms from email_outbox`,
      ),
    );
    expect(pending).toHaveLength(2);
    for (const row of pending) {
      expect(row.status).toBe("pending");
      expect(row.attempts).toBe(1);
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(Number(row.wait_ms)).toBeGreaterThan(0);
      expect(Number(row.wait_ms)).toBeLessThanOrEqual(backoff.baseDelayMs);
    }
    // Not due yet: nothing is tried again before the backoff ends.
    expect(await processOutbox({ db: db.db, transport, policy: backoff })).toEqual({ sent: 0, failed: 0 });

    const smtp = await startSmtp(port);
    try {
      // The backoff ends.
      await db.db.execute(sql`update email_outbox set next_attempt_at = now()`);
      expect(await processOutbox({ db: db.db, transport, policy: backoff })).toEqual({ sent: 2, failed: 0 });
      expect(smtp.received.flatMap((m) => m.to).sort()).toEqual(["eve@example.com", "office@test.example"]);
      const rows = await db.db.select().from(emailOutbox);
      expect(rows.every((r) => r.status === "sent" && r.attempts === 2 && r.sentAt)).toBe(true);
      // Sent mail is never sent again.
      expect(await processOutbox({ db: db.db, transport, policy: backoff })).toEqual({ sent: 0, failed: 0 });
      expect(smtp.received).toHaveLength(2);
    } finally {
      await smtp.stop();
    }
  });

  it("retries with doubling delays, then marks the mail failed after maxAttempts", async () => {
    // Long delays so a busy machine cannot blur them; each round makes the row due again by hand.
    const slow: OutboxPolicy = { ...policy, baseDelayMs: 20_000, maxDelayMs: 60_000 };
    const transport = smtpTransport(`smtp://127.0.0.1:${await freePort()}`, FROM);
    await queueMails(db.db, [{ to: "x@example.com", subject: "s", text: "t" }]);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= slow.maxAttempts; attempt++) {
      await db.db.execute(sql`update email_outbox set next_attempt_at = now()`);
      expect(await processOutbox({ db: db.db, transport, policy: slow })).toEqual({ sent: 0, failed: 1 });
      const [row] = rowsOf<{ status: string; wait_ms: number; attempts: number }>(
        await db.db.execute(sql`select status, attempts, extract(epoch from (next_attempt_at - now())) * 1000 as wait_ms from email_outbox`),
      );
      expect(row!.attempts).toBe(attempt);
      waits.push(Number(row!.wait_ms));
      expect(row!.status).toBe(attempt < slow.maxAttempts ? "pending" : "failed");
    }
    if (process.env.OUTBOX_REPORT) console.log(`[${kind}] retry delays after failures 1..${slow.maxAttempts}:`, waits.map(Math.round));
    // 20 s, 40 s, then the 60 s cap (each measured a moment after it was set, so a little less).
    [20_000, 40_000, 60_000].forEach((delay, i) => {
      expect(waits[i]).toBeLessThanOrEqual(delay);
      expect(waits[i]).toBeGreaterThan(delay - 5_000);
    });
    await db.db.execute(sql`update email_outbox set next_attempt_at = now()`);
    expect(await processOutbox({ db: db.db, transport, policy: slow })).toEqual({ sent: 0, failed: 0 });
  });

  it("two workers at once send every mail exactly once (FOR UPDATE SKIP LOCKED)", async () => {
    const smtp = await startSmtp();
    try {
      const mails = Array.from({ length: 12 }, (_, i) => ({ to: `p${i}@example.com`, subject: `n${i}`, text: "t" }));
      await queueMails(db.db, mails);
      const transport = smtpTransport(smtp.url, FROM);
      const small = { ...policy, batchSize: 3 };
      const runs = await Promise.all([
        processOutbox({ db: db.db, transport, policy: small }),
        processOutbox({ db: db.db, transport, policy: small }),
        processOutbox({ db: db.db, transport, policy: small }),
      ]);
      expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(12);
      expect(smtp.received.map((m) => m.subject).sort()).toEqual(mails.map((m) => m.subject).sort());
    } finally {
      await smtp.stop();
    }
  });

  it("the worker sends on its own and stops cleanly", async () => {
    const smtp = await startSmtp();
    const worker = startOutboxWorker({ db: db.db, transport: smtpTransport(smtp.url, FROM), policy, intervalMs: 100 });
    try {
      await queueMails(db.db, [{ to: "w@example.com", subject: "worker", text: "hello" }]);
      worker.kick();
      for (let i = 0; i < 50 && smtp.received.length === 0; i++) await sleep(100);
      expect(smtp.received.map((m) => m.subject)).toEqual(["worker"]);
    } finally {
      await worker.stop();
      await smtp.stop();
    }
  });
});

describe("embedded mail default", () => {
  it("writes each mail as an .eml file", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "outbox-"));
    try {
      await fileTransport(dir, FROM).send({ to: "a@example.com", subject: "Hello", text: "Body text" });
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      const eml = readFileSync(path.join(dir, files[0]!), "utf8");
      expect(eml).toContain("To: a@example.com");
      expect(eml).toContain("Subject: Hello");
      expect(eml).toContain("Body text");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
