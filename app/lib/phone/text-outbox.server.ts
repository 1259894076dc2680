import { claimDueTexts, dropOptedOutTexts, handBackTexts, markTextFailed, markTextSent } from "~/models/lead-messages.server";
import { log } from "../platform/log.server";
import { sendingHoursOpen } from "../platform/office-clock.server";
import { backoffDelay, type OutboxPolicy } from "../platform/outbox.server";
import { startPollingWorker, type Claimed, type PollingWorker } from "../platform/polling-worker.server";
import { redactSecrets } from "../platform/redact";
import { singleton } from "../platform/singleton.server";
import { phoneDeps, type PhoneDeps } from "./phone-settings.server";
import { sendText } from "./twilio-messages.server";

/**
 * The outbox of texts to customers (the missed-call text-back, the office's replies, review requests): each is a row
 * of the lead's thread saved first, then sent here with retries and backoff, like the mail and alert outboxes. A
 * number that opted out after its text was queued gets nothing: the row is marked `opted-out` before each claim. A
 * review request waits outside the sending hours, retried or not.
 */
const textPolicy: OutboxPolicy = {
  baseDelayMs: 5_000,
  maxDelayMs: 5 * 60_000,
  maxAttempts: 8,
  leaseMs: 60_000,
  batchSize: 20,
};

/**
 * Sends every due text once, on the deps' clock. `sendingHours` says whether the sending hours are open at a moment:
 * texts kept to them (review requests) go only then, however often they are retried; without it they wait.
 */
export async function processTexts(
  deps: PhoneDeps,
  {
    policy = textPolicy,
    sendingHours = () => false,
    claimed = new Map(),
    stopped = () => false,
  }: { policy?: OutboxPolicy; sendingHours?: (now: Date) => boolean; claimed?: Claimed; stopped?: () => boolean } = {},
): Promise<{ sent: number; failed: number }> {
  const run = { sent: 0, failed: 0 };
  await dropOptedOutTexts(deps.db);
  for (;;) {
    if (stopped()) return run;
    const now = deps.now();
    const rows = await claimDueTexts(deps.db, { ...policy, now, sendingHoursOpen: sendingHours(now) });
    if (rows.length === 0) return run;
    for (const row of rows) claimed.set(row.id, { started: true });
    // Side by side: one slow send never holds up the others.
    await Promise.all(
      rows.map(async (row) => {
        try {
          const sent = await sendText(deps, row);
          run.sent += 1;
          await markTextSent(deps.db, row.id, { ...sent, now: deps.now() });
        } catch (error) {
          run.failed += 1;
          // Twilio quotes numbers and ids in its errors: none of that is stored.
          const message = redactSecrets(error instanceof Error ? error.message : String(error));
          const giveUp = row.attempts >= policy.maxAttempts;
          const delay = backoffDelay(row.attempts, policy);
          await markTextFailed(deps.db, row, { error: message, giveUp, retryInMs: delay, now: deps.now() });
          log.warn("text failed", { id: row.id, attempts: row.attempts, retryInMs: giveUp ? null : delay, error: message });
        } finally {
          claimed.delete(row.id);
        }
      }),
    );
    if (rows.length < policy.batchSize) return run;
  }
}

const holder = () => singleton<{ worker: PollingWorker | null }>("text-worker", () => ({ worker: null }));

/** The process's text worker, started by server/index.ts beside the mail and alert outboxes (only with Twilio's numbers set). */
export function startAppTextWorker(deps: PhoneDeps | null = phoneDeps(), { intervalMs = 5_000 } = {}): PollingWorker | null {
  if (!deps) return null;
  const h = holder();
  h.worker ??= startPollingWorker({
    name: "text",
    intervalMs,
    run: (claimed, stopped) => processTexts(deps, { sendingHours: sendingHoursOpen, claimed, stopped }),
    handBack: async (claimed) => {
      const ids = [...claimed.keys()];
      claimed.clear();
      await handBackTexts(deps.db, ids);
      return ids.length;
    },
  });
  return h.worker;
}

/** Sends a just-queued text at once instead of at the next tick. */
export function kickTexts() {
  holder().worker?.kick();
}
