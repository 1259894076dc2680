import type { Db } from "~db/client";
import type { AlertTarget } from "~/models/lead-alerts.server";
import { listOncallPeople } from "~/models/oncall-people.server";
import { listPushSubscribers } from "~/models/push-subscriptions.server";
import type { SmsSender } from "./alert-channels.server";
import { log } from "../platform/log.server";
import { localTime, withinHours } from "../platform/office-clock.server";

/** Who is on call now, and whom each round of an emergency's alerts goes to. */

/** A person on call: from the admin's list, or a bare number from ONCALL_PHONES. */
interface OnCall {
  name: string | null;
  phone: string;
  userId: string | null;
}

export interface ScheduleDeps {
  db: Db;
  /** Whether SMS is configured: without it, people are only pushed. */
  sms: SmsSender | null;
  /** ONCALL_PHONES: the list while the admin's is empty. */
  fallbackPhones: string[];
  /** The office's clock, in which the on-call hours are written. */
  timeZone: string;
}

/** Who is on call now, in order: the admin's active people within their hours, else ONCALL_PHONES. */
export async function onCallNow(deps: Pick<ScheduleDeps, "db" | "fallbackPhones" | "timeZone">, now: Date): Promise<OnCall[]> {
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
export async function roundTargets(deps: ScheduleDeps, round: number, now: Date): Promise<AlertTarget[]> {
  const list = await onCallNow(deps, now);
  const people = round === 0 ? list.slice(0, 1) : round === 1 ? (list.length ? [list[1 % list.length]!] : []) : list;
  const targets: AlertTarget[] = deps.sms ? people.map((p) => ({ channel: "sms", recipient: p.phone, recipientName: p.name })) : [];
  const userIds = people.flatMap((p) => (p.userId ? [p.userId] : []));
  const browsers = await listPushSubscribers(deps.db, round === 0 ? undefined : userIds);
  for (const b of browsers) targets.push({ channel: "push", recipient: b.endpoint, recipientName: people.find((p) => p.userId === b.userId)?.name ?? b.name });
  return targets;
}

/** The round-0 alerts of an emergency saved now (queued with the lead by the form's single statement). */
export async function firstAlerts(deps: ScheduleDeps & { now(): Date }): Promise<AlertTarget[]> {
  const targets = await roundTargets(deps, 0, deps.now());
  // Only the office mail goes out: nobody is on call, no SMS, and no browser has notifications on.
  if (targets.length === 0) log.warn("emergency with nobody to alert: set ONCALL_PHONES or the on-call list, and Twilio");
  return targets;
}
