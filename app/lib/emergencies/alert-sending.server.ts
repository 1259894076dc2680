import { claimDueAlerts, markAlertFailed, markAlertSent, type ClaimedAlert } from "~/models/lead-alerts.server";
import { deletePushEndpoint, findPushSubscription } from "~/models/push-subscriptions.server";
import { ChannelError, PUSH_ERRORS, type PushSender } from "./alert-channels.server";
import { escalate, type EscalationDeps } from "./alert-escalation.server";
import { ackLink, alertText } from "./alert-messages.server";
import { log } from "../platform/log.server";
import { backoffDelay, type OutboxPolicy } from "../platform/outbox.server";
import type { Claimed } from "../platform/polling-worker.server";
import { redactSecrets } from "../platform/redact";

/** Sending the due alerts of `lead_alerts`: each channel on its own, retried with backoff, once per row. */

export interface AlertDeps extends EscalationDeps {
  push: PushSender;
  /** Absolute links in the alerts (the lead, the acknowledgement). */
  siteUrl: string;
  policy: OutboxPolicy;
}

export const defaultAlertPolicy: OutboxPolicy = {
  baseDelayMs: 5_000,
  maxDelayMs: 5 * 60_000,
  maxAttempts: 10,
  leaseMs: 60_000,
  batchSize: 20,
};

async function sendOne(deps: AlertDeps, row: ClaimedAlert, now: Date) {
  const leadUrl = `${deps.siteUrl.replace(/\/$/, "")}/admin/leads/${row.lead_id}/alerts`;
  const ack = await ackLink(deps, row, now);
  const { headline, title, from, lines } = alertText(row);
  if (row.channel === "sms") {
    if (!deps.sms) throw new ChannelError("SMS is not configured");
    // The site's own links come before anything the visitor wrote.
    await deps.sms.send(row.recipient, [headline, `Acknowledge: ${ack}`, `Lead: ${leadUrl}`, from, ...lines].join("\n"));
    return;
  }
  const subscription = await findPushSubscription(deps.db, row.recipient);
  if (!subscription) throw new ChannelError(PUSH_ERRORS.gone, true);
  await deps.push.send(subscription, JSON.stringify({ title, body: lines.join("\n"), url: `/admin/leads/${row.lead_id}/alerts`, ackUrl: ack, tag: row.lead_id }));
}

interface AlertRun {
  sent: number;
  failed: number;
  escalated: number;
}

/**
 * Escalates what is due, then sends every due alert once. The alerts of a batch go out side by side, so a
 * slow or failing channel never holds up the others.
 */
export async function processAlerts(
  deps: AlertDeps,
  { claimed = new Map(), stopped = () => false }: { claimed?: Claimed; stopped?: () => boolean } = {},
): Promise<AlertRun> {
  const run: AlertRun = { sent: 0, failed: 0, escalated: await escalate(deps) };
  for (;;) {
    if (stopped()) return run;
    const now = deps.now();
    const rows = await claimDueAlerts(deps.db, { ...deps.policy, now });
    if (rows.length === 0) return run;
    for (const row of rows) claimed.set(row.id, { started: true });
    await Promise.all(
      rows.map(async (row) => {
        try {
          await sendOne(deps, row, now);
        } catch (error) {
          run.failed += 1;
          // Services quote numbers and ids in their errors: none of that is stored or logged.
          const message = redactSecrets(error instanceof Error ? error.message : String(error));
          const detail = error instanceof ChannelError && error.detail ? redactSecrets(error.detail) : undefined;
          const gone = error instanceof ChannelError && error.gone;
          if (gone && row.channel === "push") await deletePushEndpoint(deps.db, row.recipient);
          const giveUp = gone || row.attempts >= deps.policy.maxAttempts;
          const delay = backoffDelay(row.attempts, deps.policy);
          await markAlertFailed(deps.db, row, { error: message, giveUp, retryInMs: delay, now: deps.now() });
          log.warn("alert failed", { id: row.id, channel: row.channel, attempts: row.attempts, retryInMs: giveUp ? null : delay, error: message, detail });
          claimed.delete(row.id);
          return;
        }
        claimed.delete(row.id);
        run.sent += 1;
        await markAlertSent(deps.db, row.id, deps.now());
      }),
    );
    if (rows.length < deps.policy.batchSize) return run;
  }
}
