import { createHash, randomBytes } from "node:crypto";
import type { Db } from "~db/client";
import { insertAckToken } from "~/models/ack-tokens.server";
import {
  claimDueAlerts,
  dueEscalations,
  handBackAlerts,
  markAlertFailed,
  markAlertSent,
  queueEscalation,
  type AlertTarget,
  type ClaimedAlert,
} from "~/models/lead-alerts.server";
import { listOncallPeople } from "~/models/oncall-people.server";
import { deletePushEndpoint, findPushSubscription, listPushSubscribers } from "~/models/push-subscriptions.server";
import { appChannels, ChannelError, PUSH_ERRORS, type PushSender, type SmsSender } from "./alert-channels.server";
import { getConfig } from "./config.server";
import { getDb } from "./db.server";
import { log } from "./log.server";
import { startPollingWorker, type Claimed, type PollingWorker } from "./polling-worker.server";
import { backoffDelay, type OutboxPolicy } from "./outbox.server";
import { redactSecrets } from "./redact";
import { singleton } from "./singleton.server";

/**
 * On-call alerting for emergencies. The first round (the first person on call, and every staff browser with
 * notifications on) is queued in `lead_alerts` with the lead, in one statement (models/lead-intake.server.ts). The
 * worker here sends due alerts — each channel on its own, retried with backoff, once per row — and queues the
 * escalation rounds of emergencies nobody acknowledged: round 1 the next person, round 2 the whole list.
 */

/** A person on call: from the admin's list, or a bare number from ONCALL_PHONES. */
export interface OnCall {
  name: string | null;
  phone: string;
  userId: string | null;
}

export const LAST_ROUND = 2;
/** How long an acknowledgement link in an alert works. */
export const ACK_LINK_TTL_MS = 2 * 60 * 60_000;

export interface AlertDeps {
  db: Db;
  sms: SmsSender | null;
  push: PushSender;
  /** Absolute links in the alerts (the lead, the acknowledgement). */
  siteUrl: string;
  /** ONCALL_PHONES: the list while the admin's is empty. */
  fallbackPhones: string[];
  escalateAfterMs: number;
  timeZone: string;
  policy: OutboxPolicy;
  now(): Date;
}

export const defaultAlertPolicy: OutboxPolicy = {
  baseDelayMs: 5_000,
  maxDelayMs: 5 * 60_000,
  maxAttempts: 10,
  leaseMs: 60_000,
  batchSize: 20,
};

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
    timeZone: config.ONCALL_TIME_ZONE,
    policy: defaultAlertPolicy,
    now: () => new Date(),
  };
}

/** Minutes since midnight of "HH:MM". */
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether local time `at` ("HH:MM") is within a shift: start == end is all day; start > end runs overnight. */
export function withinHours(at: string, startsAt: string, endsAt: string): boolean {
  const [t, s, e] = [minutesOf(at), minutesOf(startsAt), minutesOf(endsAt)];
  if (s === e) return true;
  return s < e ? t >= s && t < e : t >= s || t < e;
}

function localTime(now: Date, timeZone: string) {
  return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(now);
}

/** Who is on call now, in order: the admin's active people within their hours, else ONCALL_PHONES. */
export async function onCallNow(deps: Pick<AlertDeps, "db" | "fallbackPhones" | "timeZone">, now: Date): Promise<OnCall[]> {
  const people = await listOncallPeople(deps.db);
  if (people.length === 0) return deps.fallbackPhones.map((phone) => ({ name: null, phone, userId: null }));
  const time = localTime(now, deps.timeZone);
  return people.filter((p) => p.active && withinHours(time, p.startsAt, p.endsAt)).map((p) => ({ name: p.name, phone: p.phone, userId: p.userId }));
}

/**
 * The alerts of one round: round 0 the first person on call and every subscribed staff browser; round 1 the
 * next person (the first again when there is only one); round 2 everyone on call. A person is texted (when
 * SMS is configured) and pushed on the browsers of their account.
 */
export async function roundTargets(deps: Pick<AlertDeps, "db" | "sms" | "fallbackPhones" | "timeZone">, round: number, now: Date): Promise<AlertTarget[]> {
  const list = await onCallNow(deps, now);
  const people = round === 0 ? list.slice(0, 1) : round === 1 ? (list.length ? [list[1 % list.length]!] : []) : list;
  const targets: AlertTarget[] = deps.sms ? people.map((p) => ({ channel: "sms", recipient: p.phone, recipientName: p.name })) : [];
  const userIds = people.flatMap((p) => (p.userId ? [p.userId] : []));
  const browsers = await listPushSubscribers(deps.db, round === 0 ? undefined : userIds);
  for (const b of browsers) targets.push({ channel: "push", recipient: b.endpoint, recipientName: people.find((p) => p.userId === b.userId)?.name ?? b.name });
  return targets;
}

/** The round-0 alerts of an emergency saved now (queued with the lead by the form's single statement). */
export async function firstAlerts(deps: AlertDeps = alertDeps()): Promise<AlertTarget[]> {
  const targets = await roundTargets(deps, 0, deps.now());
  // Only the office mail goes out: nobody is on call, no SMS, and no browser has notifications on.
  if (targets.length === 0) log.warn("emergency with nobody to alert: set ONCALL_PHONES or the on-call list, and Twilio");
  return targets;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A single-use link that acknowledges the lead; only its hash is stored. */
async function ackLink(deps: AlertDeps, row: ClaimedAlert, now: Date) {
  const token = randomBytes(24).toString("base64url");
  await insertAckToken(deps.db, { tokenHash: hashToken(token), leadId: row.lead_id, personName: row.recipient_name, expiresAt: new Date(now.getTime() + ACK_LINK_TTL_MS) });
  return `${deps.siteUrl.replace(/\/$/, "")}/ack/${token}`;
}

export const ackTokenHash = hashToken;

/**
 * One line of visitor text: every run of whitespace, line or paragraph separators, control and format
 * characters becomes a space, so a visitor cannot start a line of their own in an alert (decision 0121).
 */
const oneLine = (text: string, max: number) => text.replace(/[\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ").trim().slice(0, max);

/** What the alert says: a headline of ours, then who, their phone, where, what is wrong (all visitor text on one line each). */
export function alertText(row: Pick<ClaimedAlert, "name" | "phone" | "service" | "message" | "fields" | "round">) {
  const fields = row.fields ?? {};
  const what = oneLine(row.message || fields.description || fields.message || row.service || "Emergency", 300);
  const name = row.name ? oneLine(row.name, 100) : "";
  const address = fields.address ? oneLine(fields.address, 200) : "";
  const phone = row.phone ? oneLine(row.phone, 30) : "";
  const headline = `${row.round > 0 ? "STILL UNANSWERED: " : ""}EMERGENCY`;
  const title = `${headline} from ${name || "a visitor"}`;
  const lines = [phone ? `Phone: ${phone}` : null, address ? `Address: ${address}` : null, `What: ${what}`].filter(Boolean) as string[];
  return { headline, title, from: `From: ${name || "a visitor"}`, lines };
}

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

export interface AlertRun {
  sent: number;
  failed: number;
  escalated: number;
}


/** Queues every escalation round that is due (a test passes its own clock in deps.now). */
export async function escalate(deps: AlertDeps): Promise<number> {
  const now = deps.now();
  let queued = 0;
  for (const lead of await dueEscalations(deps.db, { now, intervalMs: deps.escalateAfterMs, lastRound: LAST_ROUND })) {
    for (let round = lead.last + 1; round <= lead.due; round++) {
      const added = await queueEscalation(deps.db, lead.id, round, await roundTargets(deps, round, now), now);
      if (added > 0) log.warn("emergency not acknowledged: escalated", { leadId: lead.id, round, alerts: added });
      queued += added;
    }
  }
  return queued;
}

/**
 * Escalates what is due, then sends every due alert once. The alerts of a batch go out side by side, so a
 * slow or failing channel never holds up the others.
 */
export async function processAlerts(
  deps: AlertDeps = alertDeps(),
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

export type AlertWorker = PollingWorker;

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
