import { type SQL, sql } from "drizzle-orm";
import type { Db } from "~db/client";
import { rowsOf } from "./email-outbox.server";
import { phoneAlarmCtes, type PhoneAlarm } from "./lead-alerts.server";
import { insertLeadEvents } from "./lead-events.server";
import { openLeadOf } from "./phone-calls.server";

/**
 * `lead_messages`: a lead's text thread. Incoming texts are recorded once per MessageSid; outgoing ones are their
 * own outbox (pending → claimed with a lease → sent, or retried with backoff), sent by app/lib/phone/text-outbox.
 */

interface IncomingText {
  messageSid: string;
  from: string;
  /** The number texted, one of TWILIO_NUMBERS. */
  to: string;
  body: string;
  /** What that number stands for. */
  source: string;
}

/**
 * Records a text in one statement: in the thread of the open lead with the sender's number (with a history
 * entry), else on a new lead of kind "text" (the text its message). A repeated webhook (same MessageSid) adds
 * nothing and returns null. A text that reads like an emergency raises its `alarm` on the lead in the same
 * statement (a new lead is saved as an emergency).
 */
export async function recordIncomingText(
  db: Db,
  text: IncomingText,
  alarm: PhoneAlarm | null = null,
  now = new Date(),
): Promise<{ leadId: string; newLead: boolean; alerted: boolean } | null> {
  const result = await db.execute(sql`
    with known as (select 1 from lead_messages where message_sid = ${text.messageSid}),
    open_lead as (select id from ${openLeadOf(text.from)} o where id is not null and not exists (select 1 from known)),
    new_lead as (
      insert into leads (kind, phone, message, source, dedupe_key, emergency)
      select 'text', ${text.from}, ${text.body}, ${text.source}, ${`text:${text.messageSid}`}, ${alarm !== null}
      where not exists (select 1 from open_lead) and not exists (select 1 from known)
      on conflict (dedupe_key) do nothing
      returning id
    ),
    lead as (select id, false as new_lead from open_lead union all select id, true from new_lead),
    saved as (
      insert into lead_messages (lead_id, direction, "from", "to", body, message_sid, status)
      select lead.id, 'in', ${text.from}, ${text.to}, ${text.body}, ${text.messageSid}, 'received' from lead
      on conflict (message_sid) do nothing
      returning lead_id
    ),
    event as (${insertLeadEvents({ leadId: sql`lead.id`, field: "text", toValue: "received" }, sql`from lead where not lead.new_lead and exists (select 1 from saved)`)}),
    ${phoneAlarmCtes(sql`select lead.id as lead_id, lead.new_lead from lead join saved on saved.lead_id = lead.id`, alarm, now)}
    select lead.id as lead_id, lead.new_lead, exists (select 1 from alarm) as alerted from lead join saved on saved.lead_id = lead.id`);
  const [row] = rowsOf<{ lead_id: string; new_lead: boolean; alerted: boolean }>(result);
  return row ? { leadId: row.lead_id, newLead: row.new_lead, alerted: row.alerted } : null;
}

interface ClaimedText {
  id: string;
  from: string;
  to: string;
  body: string;
  attempts: number;
}

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;
const plus = (now: Date, ms: number) => sql`${new Date(now.getTime() + ms).toISOString()}::timestamptz`;

/** An outgoing text whose recipient opted out after it was queued is never sent: marked `opted-out`. */
export const dropOptedOutTexts = (db: Db) =>
  db.execute(sql`
    update lead_messages set status = 'opted-out'
    where direction = 'out' and status in ('pending', 'claimed') and "to" in (select phone from sms_opt_outs)`);

/** Claims due outgoing texts for one lease (FOR UPDATE SKIP LOCKED: several workers never take the same row). */
export async function claimDueTexts(db: Db, { leaseMs, batchSize, now }: { leaseMs: number; batchSize: number; now: Date }): Promise<ClaimedText[]> {
  const result = await db.execute(sql`
    update lead_messages set status = 'claimed', attempts = attempts + 1, next_attempt_at = ${plus(now, leaseMs)}
    where id in (
      select id from lead_messages
      where direction = 'out' and status in ('pending', 'claimed') and next_attempt_at <= ${at(now)}
      order by next_attempt_at
      limit ${batchSize}
      for update skip locked
    )
    returning id, "from", "to", body, attempts`);
  return rowsOf<ClaimedText>(result);
}

/** Twilio took the text: its MessageSid and the state it answered with (queued, usually). */
export const markTextSent = (db: Db, id: string, sent: { messageSid: string; status: string; now: Date }) =>
  db.execute(sql`
    update lead_messages set status = ${sent.status}, message_sid = ${sent.messageSid}, sent_at = ${at(sent.now)}, last_error = null
    where id = ${id}`);

/** A failed send: due again after `retryInMs`, or `failed` for good. Only while the claim is still ours. */
export const markTextFailed = (db: Db, row: Pick<ClaimedText, "id" | "attempts">, outcome: { error: string; giveUp: boolean; retryInMs: number; now: Date }) =>
  db.execute(sql`
    update lead_messages set status = ${outcome.giveUp ? "failed" : "pending"}, last_error = ${outcome.error.slice(0, 1000)},
      next_attempt_at = ${plus(outcome.now, outcome.retryInMs)}
    where id = ${row.id} and status = 'claimed' and attempts = ${row.attempts}`);

/** Makes claimed rows due now (a stopped worker); the attempt stays counted (the send may have reached Twilio). */
export async function handBackTexts(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db.execute(sql`
    update lead_messages set status = 'pending', next_attempt_at = now()
    where status = 'claimed' and id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

/** Twilio's delivery states of an outgoing text, in the order they happen; undelivered and failed end it. */
export const DELIVERY_STATES = ["queued", "sending", "sent", "delivered", "undelivered", "failed"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/**
 * A delivery state Twilio reported for one of our texts (its status callback). Only forward: a callback that
 * arrives late (sent after delivered) or again changes nothing. Returns whether the thread changed.
 */
export async function recordDeliveryState(db: Db, messageSid: string, state: DeliveryState): Promise<boolean> {
  const rank = (column: SQL) =>
    sql`array_position(array[${sql.join(
      DELIVERY_STATES.map((s) => sql`${s}`),
      sql`, `,
    )}]::text[], ${column})`;
  const result = await db.execute(sql`
    update lead_messages set status = ${state}
    where message_sid = ${messageSid} and direction = 'out' and coalesce(${rank(sql`status`)}, 0) < ${rank(sql`${state}::text`)}
    returning id`);
  return rowsOf(result).length > 0;
}
