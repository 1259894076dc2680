import { sql } from "drizzle-orm";
import type { Lang } from "~/lib/site/language";
import type { Db } from "~db/client";
import { rowsOf } from "./email-outbox.server";
import { phoneAlarmCtes, type PhoneAlarm } from "./lead-alerts.server";
import { insertLeadEvents } from "./lead-events.server";

/**
 * `phone_calls`: calls to the site's Twilio numbers, each one entry of the pipeline (docs/phone.md). Every write
 * is keyed by Twilio's CallSid, so a webhook Twilio repeats changes nothing.
 */

interface IncomingCall {
  callSid: string;
  /** The caller (E.164). */
  from: string;
  /** The number dialled, one of TWILIO_NUMBERS. */
  to: string;
  /** What that number stands for. */
  source: string;
}

/** An open lead with this phone number: the newest that is neither won nor lost. */
export const openLeadOf = (phone: string) =>
  sql`(select id from leads where phone = ${phone} and status not in ('won', 'lost') order by created_at desc limit 1)`;

/**
 * Records a call as it comes in, in one statement: on the open lead with the caller's number (with a history
 * entry), else on a new lead of kind "call" under the dialled number's source. The new lead's dedupe key is the
 * CallSid, so a repeated webhook (even two at once) adds no second lead; the call itself is unique by CallSid.
 * Returns the lead's id, or null when the call was already recorded.
 */
export async function recordIncomingCall(db: Db, call: IncomingCall): Promise<{ leadId: string; newLead: boolean } | null> {
  const result = await db.execute(sql`
    with known as (select 1 from phone_calls where call_sid = ${call.callSid}),
    open_lead as (select id from ${openLeadOf(call.from)} o where id is not null and not exists (select 1 from known)),
    new_lead as (
      insert into leads (kind, phone, source, dedupe_key)
      select 'call', ${call.from}, ${call.source}, ${`call:${call.callSid}`}
      where not exists (select 1 from open_lead) and not exists (select 1 from known)
      on conflict (dedupe_key) do nothing
      returning id
    ),
    lead as (select id, false as new_lead from open_lead union all select id, true from new_lead),
    saved as (
      insert into phone_calls (call_sid, lead_id, "from", "to", source)
      select ${call.callSid}, lead.id, ${call.from}, ${call.to}, ${call.source} from lead
      on conflict (call_sid) do nothing
      returning lead_id
    ),
    event as (${insertLeadEvents({ leadId: sql`lead.id`, field: "call", toValue: `incoming to ${call.source}` }, sql`from lead where not lead.new_lead and exists (select 1 from saved)`)})
    select lead.id as lead_id, lead.new_lead from lead join saved on saved.lead_id = lead.id`);
  const [row] = rowsOf<{ lead_id: string; new_lead: boolean }>(result);
  return row ? { leadId: row.lead_id, newLead: row.new_lead } : null;
}

/** How a dial ended, as recorded: answered, or one of the ways it was missed. */
export type CallOutcome = "answered" | "no-answer" | "busy" | "failed" | "canceled";

interface EndedCall {
  id: string;
  leadId: string;
  from: string;
  to: string;
  status: CallOutcome;
}

/** A call still ringing (its outcome not yet recorded): who called which number; null otherwise. */
export async function findRingingCall(db: Db, callSid: string): Promise<{ from: string; source: string } | null> {
  const result = await db.execute(sql`select "from", source from phone_calls where call_sid = ${callSid} and status = 'ringing'`);
  return rowsOf<{ from: string; source: string }>(result)[0] ?? null;
}

/**
 * Records how a ringing call ended (the `<Dial>` action), with a history entry on its lead. A missed call gets
 * its text back in the same statement: one outgoing row of the lead's thread, from the number dialled to the
 * caller (unique per call) in the language of the caller's lead (a Spanish request's caller reads Spanish), unless the
 * caller opted out. Returns the call, or null when it was not ringing (a
 * repeated webhook, or a call never recorded): nothing changes then. A missed call's `alarm` (after hours) is
 * raised on its lead in the same statement.
 */
export async function recordDialResult(
  db: Db,
  outcome: { callSid: string; status: CallOutcome; durationSeconds: number | null; now: Date },
  textBack: Record<Lang, string>,
  alarm: PhoneAlarm | null = null,
): Promise<(EndedCall & { textQueued: boolean; alerted: boolean }) | null> {
  const now = sql`${outcome.now.toISOString()}::timestamptz`;
  const missed = outcome.status !== "answered";
  const result = await db.execute(sql`
    with ended as (
      update phone_calls set status = ${outcome.status}, duration_seconds = ${outcome.durationSeconds}, ended_at = ${now}
      where call_sid = ${outcome.callSid} and status = 'ringing'
      returning id, lead_id, "from", "to", status
    ),
    event as (${insertLeadEvents({ leadId: sql`ended.lead_id`, field: "call", fromValue: "ringing", toValue: missed ? "missed" : "answered" }, sql`from ended`)}),
    text_back as (
      insert into lead_messages (lead_id, direction, "from", "to", body, call_id, status, next_attempt_at)
      select ended.lead_id, 'out', ended."to", ended."from",
        case when leads.language = 'es' then ${textBack.es} else ${textBack.en} end, ended.id, 'pending', ${now}
      from ended join leads on leads.id = ended.lead_id
      where ${missed}::boolean and not exists (select 1 from sms_opt_outs where phone = ended."from")
      on conflict do nothing
      returning id
    ),
    ${phoneAlarmCtes(sql`select lead_id, false as new_lead from ended where ${missed}::boolean`, alarm, outcome.now)}
    select ended.id, ended.lead_id, ended."from", ended."to", ended.status, exists (select 1 from text_back) as text_queued,
      exists (select 1 from alarm) as alerted
    from ended`);
  const [row] = rowsOf<{ id: string; lead_id: string; from: string; to: string; status: CallOutcome; text_queued: boolean; alerted: boolean }>(result);
  return row
    ? { id: row.id, leadId: row.lead_id, from: row.from, to: row.to, status: row.status, textQueued: row.text_queued, alerted: row.alerted }
    : null;
}
