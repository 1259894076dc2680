import { handBackAlerts } from "~/models/lead-alerts.server";
import { appChannels } from "./alert-channels.server";
import { defaultAlertPolicy, processAlerts, type AlertDeps } from "./alert-sending.server";
import { getBusiness } from "../site/business.server";
import { getConfig } from "../platform/config.server";
import { getDb } from "../platform/db.server";
import { startPollingWorker, type PollingWorker } from "../platform/polling-worker.server";
import { singleton } from "../platform/singleton.server";

/**
 * On-call alerting for emergencies. The first round (the first person on call, and every staff browser with
 * notifications on, alert-schedule.server.ts) is queued in `lead_alerts` with the lead, in one statement
 * (models/lead-intake.server.ts). The worker here sends due alerts (alert-sending.server.ts) and queues the
 * escalation rounds of emergencies nobody acknowledged (alert-escalation.server.ts).
 */

/** The app's alerting: its database, channels, links, on-call list and clock. */
export function alertDeps(): AlertDeps {
  const config = getConfig();
  const { sms, push } = appChannels(config);
  return {
    db: getDb(),
    sms,
    push,
    siteUrl: config.SITE_URL,
    fallbackPhones: config.ONCALL_PHONES,
    escalateAfterMs: config.ONCALL_ESCALATE_MINUTES * 60_000,
    timeZone: getBusiness().timeZone,
    policy: defaultAlertPolicy,
    now: () => new Date(),
  };
}

type AlertWorker = PollingWorker;

/** Polls every `intervalMs` (escalation needs a clock, not only kicks); kick() runs it at once. */
export function startAlertWorker(deps: AlertDeps = alertDeps(), { intervalMs = 5_000 }: { intervalMs?: number } = {}): AlertWorker {
  return startPollingWorker({
    name: "alert",
    intervalMs,
    run: (claimed, stopped) => processAlerts(deps, { claimed, stopped }),
    handBack: async (claimed) => {
      // A send cut off mid-way may have reached the service: handed back without refunding its attempt.
      const ids = [...claimed.keys()];
      claimed.clear();
      await handBackAlerts(deps.db, ids, { refundAttempt: false });
      return ids.length;
    },
  });
}

const holder = () => singleton<{ worker: AlertWorker | null }>("alert-worker", () => ({ worker: null }));

/** The process's worker, started by server/index.ts beside the mail outbox worker. */
export function startAppAlertWorker(): AlertWorker {
  const h = holder();
  h.worker ??= startAlertWorker();
  return h.worker;
}

/** Sends a just-saved emergency's alerts at once instead of at the next tick. */
export function kickAlerts() {
  holder().worker?.kick();
}
