import { type SQL, sql } from "drizzle-orm";
import { executePrepared, type Db } from "~db/client";
import { at, plus, rowsOf } from "./sql.server";
import { phoneAlarmCtes, type PhoneAlarm } from "./lead-alerts.server";
import { insertLeadEvents } from "./lead-events.server";
import { openLeadOf } from "./phone-calls.server";
import { actorName } from "./users.server";
import { CLEAR_ATTENTION } from "./lead-attention.server";

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
  /** The status page's key, should the text start a lead (every lead has one). */
  statusToken: string;
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
      insert into leads (kind, phone, message, source, dedupe_key, emergency, status_token)
      select 'text', ${text.from}, ${text.body}, ${text.source}, ${`text:${text.messageSid}`}, ${alarm !== null}, ${text.statusToken}
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

/** One entry of a lead's conversation: a text either way, or a call (its outcome and length). */
type ThreadEntry =
  | { type: "text"; id: string; direction: "in" | "out"; textBack: boolean; body: string; status: string; retrying: boolean; at: Date }
  | { type: "call"; id: string; status: string; durationSeconds: number | null; textBack: string | null; stirVerstat: string | null; at: Date };

/** A lead's texts and calls in time order (calls at the time they came in; a text-back right after its call). */
export async function listLeadThread(db: Db, leadId: string): Promise<ThreadEntry[]> {
  // A lead's page reads it each time: prepared (db/client.ts).
  const result = await executePrepared(db, sql`
    select 'text' as type, id, direction, call_id is not null as text_back, body, status, last_error is not null as retrying,
      null::int as duration_seconds, null::text as call_text_back, null::text as stir_verstat, created_at as at
    from lead_messages where lead_id = ${leadId}
    union all
    select 'call', id, null, false, null, status, false, duration_seconds, text_back, stir_verstat, created_at
    from phone_calls where lead_id = ${leadId}
    order by at, type, id`);
  return rowsOf<Record<string, unknown>>(result).map((row) => {
    const at = new Date(row.at as string);
    if (row.type === "call") {
      const [textBack, stirVerstat] = [row.call_text_back, row.stir_verstat].map((value) => (value == null ? null : String(value)));
      return { type: "call", id: String(row.id), status: String(row.status), durationSeconds: row.duration_seconds == null ? null : Number(row.duration_seconds), textBack, stirVerstat, at };
    }
    return {
      type: "text",
      id: String(row.id),
      direction: row.direction === "in" ? "in" : "out",
      textBack: Boolean(row.text_back),
      body: String(row.body),
      status: String(row.status),
      retrying: Boolean(row.retrying),
      at,
    };
  });
}

/**
 * Where an office reply goes: the lead's phone, and the number of ours the customer last texted or called (if any;
 * a message from the status page has no MessageSid and texted none of ours).
 */
export async function replyAddress(db: Db, leadId: string): Promise<{ phone: string | null; lastUsed: string | null; optedOut: boolean } | null> {
  const result = await db.execute(sql`
    select leads.phone,
      (select "to" from (
        select "to", created_at from lead_messages where lead_id = leads.id and direction = 'in' and message_sid is not null
        union all select "to", created_at from phone_calls where lead_id = leads.id
      ) used order by created_at desc limit 1) as last_used,
      exists (select 1 from sms_opt_outs where phone = leads.phone) as opted_out
    from leads where id = ${leadId}::uuid`);
  const [row] = rowsOf<{ phone: string | null; last_used: string | null; opted_out: boolean }>(result);
  return row ? { phone: row.phone, lastUsed: row.last_used, optedOut: row.opted_out } : null;
}

/**
 * Queues the office's reply in one statement: an outgoing row of the thread (sent by the text outbox), a history
 * row naming the admin, and the lead's first response, the customer's ask seen to (lead-attention). Not queued (null) when the number opted out meanwhile.
 */
export async function queueOfficeReply(db: Db, reply: { leadId: string; from: string; to: string; body: string; actorId: string; now: Date }) {
  const now = sql`${reply.now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with saved as (
      insert into lead_messages (lead_id, direction, "from", "to", body, status, next_attempt_at)
      select ${reply.leadId}::uuid, 'out', ${reply.from}, ${reply.to}, ${reply.body}, 'pending', ${now}
      where not exists (select 1 from sms_opt_outs where phone = ${reply.to})
      returning id, lead_id
    ),
    lead as (
      update leads set updated_at = ${now}, first_response_at = coalesce(first_response_at, ${now}), ${CLEAR_ATTENTION}
      where id in (select lead_id from saved) returning id
    ),
    event as (${insertLeadEvents(
      { leadId: sql`saved.lead_id`, actorId: reply.actorId, actorName: actorName(reply.actorId), field: "text", toValue: "reply queued" },
      sql`from saved`,
    )})
    select id from saved`);
  const [row] = rowsOf<{ id: string }>(result);
  return row ? { id: row.id } : null;
}

interface ClaimedText {
  id: string;
  from: string;
  to: string;
  body: string;
  attempts: number;
}

/** An outgoing text whose recipient opted out after it was queued is never sent: marked `opted-out`. */
export const dropOptedOutTexts = (db: Db) =>
  db.execute(sql`
    update lead_messages set status = 'opted-out'
    where direction = 'out' and status in ('pending', 'claimed') and "to" in (select phone from sms_opt_outs)`);

/**
 * Claims due outgoing texts for one lease (FOR UPDATE SKIP LOCKED: several workers never take the same row); a text
 * kept to the sending hours (`sending_hours`) only while `sendingHoursOpen`, else it waits, due, for the next opening.
 */
export async function claimDueTexts(
  db: Db,
  { leaseMs, batchSize, now, sendingHoursOpen }: { leaseMs: number; batchSize: number; now: Date; sendingHoursOpen: boolean },
): Promise<ClaimedText[]> {
  const result = await db.execute(sql`
    update lead_messages set status = 'claimed', attempts = attempts + 1, next_attempt_at = ${plus(now, leaseMs)}
    where id in (
      select id from lead_messages
      where direction = 'out' and status in ('pending', 'claimed') and next_attempt_at <= ${at(now)}
        and (not sending_hours or ${sendingHoursOpen})
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
