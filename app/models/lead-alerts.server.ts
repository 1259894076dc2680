import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "~db/client";
import { leadAlerts } from "~db/schema";
import { at, handBackClaimed, plus, rowsOf } from "./sql.server";
import { insertLeadEvents } from "./lead-events.server";

/**
 * Every query of the `lead_alerts` table: the outbox of on-call alerts (the worker that uses them is
 * app/lib/emergencies/alert-worker.server.ts). Times come from the caller's clock, so tests drive escalation with a test clock.
 */

export type AlertChannel = "sms" | "push";

/** What raised an alert: an emergency request, a call missed after hours, or a text that reads like an emergency. */
type AlertReason = "emergency" | "missed-call" | "emergency-text";

/** One alert to queue: a channel and who gets it (a phone number or a push endpoint). */
export interface AlertTarget {
  channel: AlertChannel;
  recipient: string;
  recipientName: string | null;
}

/** A row claimed for sending, with what the message says about its lead. */
export interface ClaimedAlert {
  id: string;
  lead_id: string;
  channel: AlertChannel;
  recipient: string;
  recipient_name: string | null;
  round: number;
  attempts: number;
  reason: AlertReason;
  /** The call's or text's own line; null for a request. */
  about: string | null;
  name: string | null;
  phone: string | null;
  service: string | null;
  message: string | null;
  fields: Record<string, string>;
}

/** The targets as a row source for an insert inside a larger statement (`… select … from <this>`). */
export function alertRowsSql(targets: AlertTarget[]) {
  const rows = JSON.stringify(targets.map((t) => ({ channel: t.channel, recipient: t.recipient, recipient_name: t.recipientName })));
  return sql`jsonb_to_recordset(${rows}::jsonb) as t(channel text, recipient text, recipient_name text)`;
}

/** A call or a text that alerts the people on call: why, its own line, and the round-0 targets. */
export interface PhoneAlarm {
  reason: Exclude<AlertReason, "emergency">;
  about: string;
  targets: AlertTarget[];
}

/**
 * The CTEs that raise a phone alarm inside a larger statement, so it is saved with the call or text or not at
 * all. `leads` selects the `lead_id` it is about and whether the statement itself inserted that lead
 * (`new_lead`, which the statement's own insert marks as an emergency: a sibling update cannot see it). The lead
 * becomes an emergency (what escalation and acknowledgement follow) and its round-0 alerts are queued, due now.
 * Nothing without an alarm; a lead already alerted gets no second round 0 (unique per lead, channel, recipient
 * and round).
 */
export function phoneAlarmCtes(leads: SQL, alarm: PhoneAlarm | null, now: Date) {
  return sql`
    alarm_source as (${leads}),
    alarm_lead as (
      update leads set emergency = true, updated_at = ${at(now)}
      where ${alarm !== null}::boolean and id in (select lead_id from alarm_source where not new_lead)
      returning id
    ),
    alarm as (
      insert into lead_alerts (lead_id, channel, recipient, recipient_name, round, reason, about, next_attempt_at, created_at)
      select alarm_source.lead_id, t.channel, t.recipient, t.recipient_name, 0, ${alarm?.reason ?? "emergency"}, ${alarm?.about ?? null}, ${at(now)}, ${at(now)}
      from alarm_source, ${alertRowsSql(alarm?.targets ?? [])}
      on conflict (lead_id, channel, recipient, round) do nothing
      returning id
    )`;
}

/**
 * Queues one escalation round of a lead, with its `escalated` event, in one statement. Each alert exists once
 * (unique per lead, channel, recipient and round), so two workers escalating together queue it once.
 * Returns how many alerts were new.
 */
export async function queueEscalation(db: Db, leadId: string, round: number, targets: AlertTarget[], now: Date): Promise<number> {
  if (targets.length === 0) return 0;
  const result = await db.execute(sql`
    with added as (
      insert into lead_alerts (lead_id, channel, recipient, recipient_name, round, reason, about, next_attempt_at, created_at)
      select ${leadId}, t.channel, t.recipient, t.recipient_name, ${round}, coalesce(first.reason, 'emergency'), first.about, ${at(now)}, ${at(now)}
      from ${alertRowsSql(targets)}
      -- An escalation says what the first alert said (a missed call, an emergency text).
      left join lateral (select reason, about from lead_alerts where lead_id = ${leadId} and round = 0 order by created_at limit 1) first on true
      on conflict (lead_id, channel, recipient, round) do nothing
      returning id
    ),
    event as (${insertLeadEvents({ leadId, field: "escalated", toValue: String(round), createdAt: at(now) }, sql`where exists (select 1 from added)`)})
    select (select count(*) from added)::int as added`);
  return Number(rowsOf<{ added: number }>(result)[0]?.added ?? 0);
}

/**
 * Claims due alerts: pending ones whose time has come, and sending ones whose lease ran out. FOR UPDATE
 * SKIP LOCKED lets any number of workers claim without sending an alert twice.
 */
export async function claimDueAlerts(db: Db, { leaseMs, batchSize, now }: { leaseMs: number; batchSize: number; now: Date }): Promise<ClaimedAlert[]> {
  const result = await db.execute(sql`
    update lead_alerts a set status = 'sending', attempts = a.attempts + 1, next_attempt_at = ${plus(now, leaseMs)}
    from leads l
    where l.id = a.lead_id and a.id in (
      select id from lead_alerts
      where status in ('pending', 'sending') and next_attempt_at <= ${at(now)}
      order by next_attempt_at
      limit ${batchSize}
      for update skip locked
    )
    returning a.id, a.lead_id, a.channel, a.recipient, a.recipient_name, a.round, a.attempts, a.reason, a.about,
      l.name, l.phone, l.service, l.message, l.fields`);
  return rowsOf<ClaimedAlert>(result);
}

export const markAlertSent = (db: Db, id: string, now: Date) =>
  db.execute(sql`update lead_alerts set status = 'sent', sent_at = ${at(now)}, last_error = null where id = ${id}`);

/**
 * Records a failed send: due again after `retryInMs`, or `failed` for good (`gone`: the push subscription no
 * longer exists). Only while the claim is still ours.
 */
export const markAlertFailed = (db: Db, row: Pick<ClaimedAlert, "id" | "attempts">, outcome: { error: string; giveUp: boolean; retryInMs: number; now: Date }) =>
  db.execute(sql`
    update lead_alerts set status = ${outcome.giveUp ? "failed" : "pending"}, last_error = ${outcome.error.slice(0, 1000)},
      next_attempt_at = ${plus(outcome.now, outcome.retryInMs)}
    where id = ${row.id} and status = 'sending' and attempts = ${row.attempts}`);

/** Makes claimed alerts due now; `refundAttempt` gives back the attempt the claim counted. */
export const handBackAlerts = (db: Db, ids: string[], options: { refundAttempt: boolean }) => handBackClaimed(db, leadAlerts, ids, options);

/**
 * Unacknowledged emergencies alerted in the last day whose next escalation round is due (`due` > `last`). The
 * rounds count from the first alert (a call or text can raise one on a lead opened days before), else from the
 * lead's creation.
 */
export async function dueEscalations(db: Db, { now, intervalMs, lastRound }: { now: Date; intervalMs: number; lastRound: number }) {
  const started = sql`coalesce(min(a.created_at) filter (where a.round = 0), l.created_at)`;
  const due = sql`least(${lastRound}, floor(extract(epoch from (${at(now)} - ${started})) * 1000 / ${intervalMs}))`;
  const result = await db.execute(sql`
    select l.id, coalesce(max(a.round), 0)::int as last, ${due}::int as due
    from leads l left join lead_alerts a on a.lead_id = l.id
    where l.emergency and l.acknowledged_at is null and l.created_at <= ${at(now)}
      -- The candidates by index (leads of the last day) and from the alerts (few): never every lead ever made.
      and l.id in (
        select id from leads where created_at > ${at(now)} - interval '1 day'
        union select lead_id from lead_alerts where round = 0 and created_at > ${at(now)} - interval '1 day'
      )
    group by l.id
    having ${started} > ${at(now)} - interval '1 day' and ${started} <= ${at(now)} and coalesce(max(a.round), 0) < ${due}`);
  return rowsOf<{ id: string; last: number; due: number }>(result).map((r) => ({ id: r.id, last: Number(r.last), due: Number(r.due) }));
}

/** Every alert of a lead, in the order they were queued. */
export const listLeadAlerts = (db: Db, leadId: string) =>
  db.select().from(leadAlerts).where(eq(leadAlerts.leadId, leadId)).orderBy(asc(leadAlerts.round), asc(leadAlerts.createdAt), asc(leadAlerts.channel));
