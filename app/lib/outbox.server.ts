import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import { getConfig } from "./config.server";
import { getDb } from "./db.server";
import { log } from "./log.server";
import { getMailTransport, type Mail, type MailTransport } from "./mail.server";
import { singleton } from "./singleton.server";

/**
 * The mail outbox (docs/product.md, decision 2): requests are saved first, their mails queued in `email_outbox`,
 * and a worker sends them with retries. Claims use FOR UPDATE SKIP LOCKED, so any number of app instances
 * can run workers without sending a mail twice. A claimed row is leased: if the process dies mid-send, the
 * row becomes due again when the lease ends; a worker that is stopped hands its claimed rows back at once.
 */
export interface OutboxPolicy {
  /** First retry delay; each further failure doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts the row is marked failed and left for a person to look at. */
  maxAttempts: number;
  /** How long a claimed row stays claimed while it is being sent. */
  leaseMs: number;
  batchSize: number;
}

export const defaultPolicy: OutboxPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 10,
  leaseMs: 5 * 60_000,
  batchSize: 10,
};

/** Delay before the next try after `attempts` failed attempts: base · 2^(attempts−1), capped. */
export function backoffDelay(attempts: number, policy: Pick<OutboxPolicy, "baseDelayMs" | "maxDelayMs"> = defaultPolicy) {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

export interface QueuedMail extends Mail {
  leadId?: string | null;
}

/** Queues mails (in the caller's transaction when given one). */
export async function queueMails(mails: QueuedMail[], db: Db = getDb()) {
  if (mails.length === 0) return [];
  const rows = await db
    .insert(emailOutbox)
    .values(mails.map((m) => ({ leadId: m.leadId ?? null, to: m.to, replyTo: m.replyTo ?? null, subject: m.subject, text: m.text })))
    .returning({ id: emailOutbox.id });
  return rows.map((r) => r.id);
}

interface ClaimedRow {
  id: string;
  to: string;
  reply_to: string | null;
  subject: string;
  text: string;
  attempts: number;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** Claims due rows: pending ones whose time has come, and sending ones whose lease ran out. */
async function claim(db: Db, policy: OutboxPolicy): Promise<ClaimedRow[]> {
  const result = await db.execute(sql`
    update email_outbox set status = 'sending', attempts = attempts + 1,
      next_attempt_at = now() + ${`${policy.leaseMs} milliseconds`}::interval
    where id in (
      select id from email_outbox
      where status in ('pending', 'sending') and next_attempt_at <= now()
      order by next_attempt_at
      limit ${policy.batchSize}
      for update skip locked
    )
    returning id, "to", reply_to, subject, text, attempts`);
  return rowsOf<ClaimedRow>(result);
}

/** Mails this process sent whose 'sent' could not be written yet (the database was away). */
const unrecorded = new Set<string>();

const markSent = (db: Db, id: string) =>
  db.execute(sql`update email_outbox set status = 'sent', sent_at = now(), last_error = null where id = ${id}`);

export interface OutboxRun {
  sent: number;
  failed: number;
}

/** Rows a worker has claimed and not finished, each with whether its send has begun. */
type Claimed = Map<string, { started: boolean }>;

/** Sends every due mail once. Returns how many went out and how many failed this time. */
export async function processOutbox({
  db = getDb(),
  transport = getMailTransport(),
  policy = defaultPolicy,
  claimed = new Map(),
  stopped = () => false,
}: { db?: Db; transport?: MailTransport; policy?: OutboxPolicy; claimed?: Claimed; stopped?: () => boolean } = {}): Promise<OutboxRun> {
  const run: OutboxRun = { sent: 0, failed: 0 };
  for (const id of unrecorded) {
    await markSent(db, id);
    unrecorded.delete(id);
  }
  for (;;) {
    if (stopped()) return run;
    const rows = await claim(db, policy);
    if (rows.length === 0) return run;
    for (const row of rows) claimed.set(row.id, { started: false });
    for (const row of rows) {
      // Rows left unsent when the worker stops are handed back by stop().
      if (stopped()) return run;
      claimed.set(row.id, { started: true });
      try {
        await transport.send({ to: row.to, replyTo: row.reply_to, subject: row.subject, text: row.text });
      } catch (error) {
        run.failed += 1;
        const message = error instanceof Error ? error.message : String(error);
        const giveUp = row.attempts >= policy.maxAttempts;
        const delay = backoffDelay(row.attempts, policy);
        // Only while the claim is still ours: a row handed back at a stop may already be another worker's.
        await db.execute(sql`
          update email_outbox set status = ${giveUp ? "failed" : "pending"}, last_error = ${message.slice(0, 1000)},
            next_attempt_at = now() + ${`${delay} milliseconds`}::interval
          where id = ${row.id} and status = 'sending' and attempts = ${row.attempts}`);
        log.warn("mail failed", { id: row.id, attempts: row.attempts, retryInMs: giveUp ? null : delay, error: message });
        claimed.delete(row.id);
        continue;
      }
      claimed.delete(row.id);
      run.sent += 1;
      // The mail is out: a failure to record that must not count as a failed send (it would be sent again).
      // The row stays claimed; the next run records it, well before its lease ends.
      unrecorded.add(row.id);
      await markSent(db, row.id);
      unrecorded.delete(row.id);
    }
    if (rows.length < policy.batchSize) return run;
  }
}

/**
 * Makes claimed rows due again now instead of when their lease ends. A row whose send never began gets its
 * attempt back; one abandoned mid-send keeps it (it may have reached the server: at least once, not exactly once).
 */
export async function releaseClaims(db: Db, claimed: Claimed) {
  const ids = (started: boolean) => [...claimed].filter(([, c]) => c.started === started).map(([id]) => sql`${id}`);
  for (const [started, list] of [[false, ids(false)], [true, ids(true)]] as const) {
    if (list.length === 0) continue;
    await db.execute(sql`
      update email_outbox set status = 'pending', next_attempt_at = now(), attempts = attempts - ${sql.raw(started ? "0" : "1")}
      where status = 'sending' and id in (${sql.join(list, sql`, `)})`);
  }
  const count = claimed.size;
  claimed.clear();
  return count;
}

export interface OutboxWorker {
  /** Run now (after a request queued mail) instead of at the next tick. */
  kick(): void;
  /**
   * Stops polling, lets a send in progress finish for up to `graceMs`, then hands every claimed row that is
   * not sent back to the queue (due now). Call before closing the database.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}

/** Polls the outbox every `intervalMs`; kick() runs it at once. One run at a time per worker. */
export function startOutboxWorker(
  options: { db?: Db; transport?: MailTransport; policy?: OutboxPolicy; intervalMs?: number } = {},
): OutboxWorker {
  const intervalMs = options.intervalMs ?? 5_000;
  const claimed: Claimed = new Map();
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = processOutbox({ ...options, claimed, stopped: () => stopped })
      .then(() => undefined)
      .catch((error: unknown) => log.error("outbox run failed", { error: String(error) }))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          tick();
        }
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    kick: tick,
    async stop({ graceMs = 5_000 } = {}) {
      stopped = true;
      clearInterval(timer);
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (grace = setTimeout(resolve, graceMs)))]);
      clearTimeout(grace);
      if (claimed.size === 0) return;
      const released = await releaseClaims(options.db ?? getDb(), claimed);
      log.info("outbox claims released", { released });
    },
  };
}

/** The process's worker, started by server/index.ts; requests kick it so mail leaves at once. */
export function outboxWorker(): OutboxWorker | null {
  return singleton<{ worker: OutboxWorker | null }>("outbox-worker", () => ({ worker: null })).worker;
}

export function startAppOutboxWorker(): OutboxWorker {
  const holder = singleton<{ worker: OutboxWorker | null }>("outbox-worker", () => ({ worker: null }));
  const config = getConfig();
  holder.worker ??= startOutboxWorker({
    policy: { ...defaultPolicy, baseDelayMs: config.OUTBOX_RETRY_BASE_MS, leaseMs: config.OUTBOX_LEASE_MS },
  });
  return holder.worker;
}

export function kickOutbox() {
  outboxWorker()?.kick();
}
