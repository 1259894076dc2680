import type { Db } from "~db/client";
import { claimDueMails, handBackMails, markMailFailed, markMailsSent, type ClaimedMail } from "~/models/email-outbox.server";
import { getConfig } from "./config.server";
import { getDb } from "./db.server";
import { log } from "./log.server";
import { getMailTransport, type MailTransport } from "./mail-transport.server";
import { sendingHoursOpen } from "./office-clock.server";
import { startPollingWorker, type Claimed, type PollingWorker } from "./polling-worker.server";
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

/** Mails this process sent whose 'sent' could not be written yet (the database was away). */
const unrecorded = new Set<string>();

interface OutboxRun {
  sent: number;
  failed: number;
}

/** Rows a worker has claimed and not finished, each with whether its send has begun. */

interface OutboxOptions {
  db?: Db;
  transport?: MailTransport;
  policy?: OutboxPolicy;
  /**
   * Whether the sending hours are open at a moment: mails kept to them (review requests) go only then, however often
   * they are retried or the server restarts. Without it they wait: the app's worker gives REVIEW_SENDING_HOURS.
   */
  sendingHours?: (now: Date) => boolean;
  /** The clock the sending hours are read on (a test's, or the wall clock). */
  now?: () => Date;
}

/** Sends every due mail once. Returns how many went out and how many failed this time. */
export async function processOutbox({
  db = getDb(),
  transport = getMailTransport(),
  policy = defaultPolicy,
  sendingHours = () => false,
  now = () => new Date(),
  claimed = new Map(),
  stopped = () => false,
}: OutboxOptions & { claimed?: Claimed; stopped?: () => boolean } = {}): Promise<OutboxRun> {
  const run: OutboxRun = { sent: 0, failed: 0 };
  await recordSent(db);
  for (;;) {
    if (stopped()) return run;
    const rows = await claimDueMails(db, { ...policy, sendingHoursOpen: sendingHours(now()) });
    if (rows.length === 0) return run;
    for (const row of rows) claimed.set(row.id, { started: false });
    try {
      await sendClaimed(rows, { db, transport, policy, claimed, stopped }, run);
    } finally {
      await recordSent(db);
    }
    if (rows.length < policy.batchSize || stopped()) return run;
  }
}

/**
 * Writes 'sent' for the mails sent so far: one statement per batch rather than one per mail. Until it is written
 * a sent row stays claimed; should the process die first, the row is due again when its lease ends and goes out
 * twice (at least once, never lost). If the write fails, the next run writes it, well before the lease ends.
 */
async function recordSent(db: Db) {
  if (unrecorded.size === 0) return;
  const ids = [...unrecorded];
  await markMailsSent(db, ids);
  for (const id of ids) unrecorded.delete(id);
}

/** Sends one claimed batch; rows left unsent when the worker stops are handed back by stop(). */
async function sendClaimed(
  rows: ClaimedMail[],
  { db, transport, policy, claimed, stopped }: { db: Db; transport: MailTransport; policy: OutboxPolicy; claimed: Claimed; stopped: () => boolean },
  run: OutboxRun,
) {
  for (const row of rows) {
    if (stopped()) return;
    claimed.set(row.id, { started: true });
    try {
      await transport.send({ to: row.to, replyTo: row.reply_to, subject: row.subject, text: row.text, listUnsubscribe: row.list_unsubscribe });
    } catch (error) {
      run.failed += 1;
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= policy.maxAttempts;
      const delay = backoffDelay(row.attempts, policy);
      await markMailFailed(db, row, { error: message, giveUp, retryInMs: delay });
      log.warn("mail failed", { id: row.id, attempts: row.attempts, retryInMs: giveUp ? null : delay, error: message });
      claimed.delete(row.id);
      continue;
    }
    claimed.delete(row.id);
    run.sent += 1;
    // The mail is out: a failure to record that must not count as a failed send (it would be sent again).
    unrecorded.add(row.id);
  }
}

/**
 * Makes claimed rows due again now instead of when their lease ends. A row whose send never began gets its
 * attempt back; one abandoned mid-send keeps it (it may have reached the server: at least once, not exactly once).
 */
async function releaseClaims(db: Db, claimed: Claimed) {
  const ids = (started: boolean) => [...claimed].filter(([, c]) => c.started === started).map(([id]) => id);
  await handBackMails(db, ids(false), { refundAttempt: true });
  await handBackMails(db, ids(true), { refundAttempt: false });
  const count = claimed.size;
  claimed.clear();
  return count;
}

type OutboxWorker = PollingWorker;

/**
 * Polls the outbox every `intervalMs`; kick() runs it at once. stop() lets a send in progress finish for up to
 * its grace, then hands every claimed row that is not sent back to the queue (due now): call it before closing
 * the database.
 */
export function startOutboxWorker(options: OutboxOptions & { intervalMs?: number } = {}): OutboxWorker {
  return startPollingWorker({
    name: "outbox",
    intervalMs: options.intervalMs ?? 5_000,
    run: (claimed, stopped) => processOutbox({ ...options, claimed, stopped }),
    handBack: (claimed) => releaseClaims(options.db ?? getDb(), claimed),
  });
}

/** The process's worker, started by server/index.ts; requests kick it so mail leaves at once. */
function outboxWorker(): OutboxWorker | null {
  return singleton<{ worker: OutboxWorker | null }>("outbox-worker", () => ({ worker: null })).worker;
}

export function startAppOutboxWorker(): OutboxWorker {
  const holder = singleton<{ worker: OutboxWorker | null }>("outbox-worker", () => ({ worker: null }));
  const config = getConfig();
  holder.worker ??= startOutboxWorker({
    policy: { ...defaultPolicy, baseDelayMs: config.OUTBOX_RETRY_BASE_MS, leaseMs: config.OUTBOX_LEASE_MS },
    sendingHours: sendingHoursOpen,
  });
  return holder.worker;
}

export function kickOutbox() {
  outboxWorker()?.kick();
}
