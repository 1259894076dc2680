import { sql } from "drizzle-orm";
import type { Lang } from "~/content/languages";
import type { Db } from "~db/client";
import { at, rowsOf } from "./sql.server";
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
  /** Twilio's caller-ID attestation (StirVerstat), null when none was sent. */
  stirVerstat: string | null;
  /** The status page's key, should the call start a lead (every lead has one). */
  statusToken: string;
}

/** An open lead with this phone number: the newest that is neither won nor lost. */
export const openLeadOf = (phone: string) =>
  sql`(select id from leads where phone = ${phone} and status not in ('won', 'lost') order by created_at desc limit 1)`;

/** The language of the open lead with this phone number (openLeadOf), or null when it has none. */
export async function openLeadLanguage(db: Db, phone: string): Promise<string | null> {
  const [row] = rowsOf<{ language: string }>(await db.execute(sql`select language from leads where id = ${openLeadOf(phone)}`));
  return row?.language ?? null;
}

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
      insert into leads (kind, phone, source, dedupe_key, status_token)
      select 'call', ${call.from}, ${call.source}, ${`call:${call.callSid}`}, ${call.statusToken}
      where not exists (select 1 from open_lead) and not exists (select 1 from known)
      on conflict (dedupe_key) do nothing
      returning id
    ),
    lead as (select id, false as new_lead from open_lead union all select id, true from new_lead),
    saved as (
      insert into phone_calls (call_sid, lead_id, "from", "to", source, stir_verstat)
      select ${call.callSid}, lead.id, ${call.from}, ${call.to}, ${call.source}, ${call.stirVerstat} from lead
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

/** A call still ringing (its outcome not yet recorded): who called which number, and the caller ID's attestation; null otherwise. */
export async function findRingingCall(db: Db, callSid: string): Promise<{ from: string; source: string; stirVerstat: string | null } | null> {
  const result = await db.execute(sql`select "from", source, stir_verstat from phone_calls where call_sid = ${callSid} and status = 'ringing'`);
  const [row] = rowsOf<{ from: string; source: string; stir_verstat: string | null }>(result);
  return row ? { from: row.from, source: row.source, stirVerstat: row.stir_verstat } : null;
}

/** What `phone_calls.text_back` says of a missed call: its text-back was queued, or why none was. */
type TextBackState = "queued" | "opted-out" | "not-us" | "premium" | "placeholder" | "unverified" | "number-limit" | "hourly-limit";

/** What `phone_calls.alert` says of a call missed after hours: its own alarm, the hour's summary alarm, or grouped under it. */
export type CallAlert = "alerted" | "summary" | "grouped";

// Any constant works: one lock for every instance's missed-call limits.
const LIMITS_LOCK = 727_021;

/**
 * Runs `work` in a transaction holding the missed calls' lock, with what the limits count for a missed call from
 * `from` (missedCallCounts, read once the lock is held): counting and ending the call are one step for every
 * instance at once, so two calls ending together never both take the hour's last text-back. The lock and the
 * counts go in one round trip (postgres.js pipelines them). Nothing else may be awaited on `db` inside `work`.
 */
export function withMissedCallLock<T>(db: Db, from: string, now: Date, work: (tx: Db, counts: MissedCallCounts) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const [, counts] = await Promise.all([tx.execute(sql`select pg_advisory_xact_lock(${LIMITS_LOCK})`), missedCallCounts(tx as unknown as Db, from, now)]);
    return work(tx as unknown as Db, counts);
  });
}

type MissedCallCounts = Awaited<ReturnType<typeof missedCallCounts>>;

/**
 * What the limits of a missed call from `from` count, from the calls that ended before it (docs/phone.md):
 * whether that number was texted back in the last 24 hours, the text-backs of the last hour and whether the
 * hourly limit was already reached (its office notice sent), and the after-hours alarms of the last hour and
 * whether one of them was the summary.
 */
async function missedCallCounts(db: Db, from: string, now: Date) {
  const time = at(now);
  const result = await db.execute(sql`
    select
      exists (select 1 from phone_calls where "from" = ${from} and text_back = 'queued' and ended_at > ${time} - interval '24 hours' and ended_at <= ${time}) as number_texted,
      count(*) filter (where text_back = 'queued')::int as text_backs,
      bool_or(text_back = 'hourly-limit') is true as limit_reached,
      count(*) filter (where alert in ('alerted', 'summary'))::int as alerts,
      bool_or(alert = 'summary') is true as summary_sent
    from phone_calls where ended_at > ${time} - interval '1 hour' and ended_at <= ${time}`);
  const [row] = rowsOf<{ number_texted: boolean; text_backs: number; limit_reached: boolean; alerts: number; summary_sent: boolean }>(result);
  return {
    numberTexted: Boolean(row?.number_texted),
    textBacks: Number(row?.text_backs ?? 0),
    limitReached: Boolean(row?.limit_reached),
    alerts: Number(row?.alerts ?? 0),
    summarySent: Boolean(row?.summary_sent),
  };
}

/** Records what a missed call's after-hours alarm came to (what missedCallCounts counts). */
export const markCallAlert = (db: Db, callId: string, alert: CallAlert) => db.execute(sql`update phone_calls set alert = ${alert} where id = ${callId}`);

/**
 * Records how a ringing call ended (the `<Dial>` action), with a history entry on its lead. A missed call gets
 * its text back in the same statement when `textBack.refused` is null: one outgoing row of the lead's thread,
 * from the number dialled to the caller (unique per call) in the language of the caller's lead (a Spanish
 * request's caller reads Spanish), unless the caller opted out; `text_back` records which, and a text-back not
 * sent is in the lead's history with its reason (`auto_text`). Returns the call, or
 * null when it was not ringing (a repeated webhook, or a call never recorded): nothing changes then. A missed
 * call's `alarm` (after hours) is raised on its lead in the same statement.
 */
/** The text-back in the lead's language, linking its status page (a lead from before every lead had one: the plain text). */
function textBackBody({ bodies, withPage }: { bodies: Record<Lang, string>; withPage: { bodies: Record<Lang, string>; mark: string; base: string } }) {
  const inLanguage = (texts: Record<Lang, string>) =>
    sql`case leads.language ${sql.join(Object.entries(texts).map(([lang, body]) => sql`when ${lang} then ${body}`), sql` `)} else ${texts.en} end`;
  return sql`case when leads.status_token is null then ${inLanguage(bodies)}
    else replace(${inLanguage(withPage.bodies)}, ${withPage.mark}::text, ${withPage.base}::text || leads.status_token) end`;
}

export async function recordDialResult(
  db: Db,
  outcome: { callSid: string; status: CallOutcome; durationSeconds: number | null; now: Date },
  textBack: {
    bodies: Record<Lang, string>;
    /** The texts that link the lead's status page: `mark` in them becomes `base` and the lead's token. */
    withPage: { bodies: Record<Lang, string>; mark: string; base: string };
    refused: Exclude<TextBackState, "queued" | "opted-out"> | null;
  },
  alarm: PhoneAlarm | null = null,
): Promise<(EndedCall & { textQueued: boolean; alerted: boolean }) | null> {
  const now = sql`${outcome.now.toISOString()}::timestamptz`;
  const missed = outcome.status !== "answered";
  const state = sql`case when not ${missed}::boolean then null when ${textBack.refused}::text is not null then ${textBack.refused}::text
    when exists (select 1 from sms_opt_outs where phone = phone_calls."from") then 'opted-out' else 'queued' end`;
  const result = await db.execute(sql`
    with ended as (
      update phone_calls set status = ${outcome.status}, duration_seconds = ${outcome.durationSeconds}, ended_at = ${now}, text_back = ${state}
      where call_sid = ${outcome.callSid} and status = 'ringing'
      returning id, lead_id, "from", "to", status, text_back
    ),
    event as (${insertLeadEvents({ leadId: sql`ended.lead_id`, field: "call", fromValue: "ringing", toValue: missed ? "missed" : "answered" }, sql`from ended`)}),
    refused as (${insertLeadEvents({ leadId: sql`ended.lead_id`, field: "auto_text", fromValue: "text-back", toValue: sql`ended.text_back` }, sql`from ended where ended.text_back <> 'queued'`)}),
    text_back as (
      insert into lead_messages (lead_id, direction, "from", "to", body, call_id, status, next_attempt_at)
      select ended.lead_id, 'out', ended."to", ended."from",
        ${textBackBody(textBack)},
        ended.id, 'pending', ${now}
      from ended join leads on leads.id = ended.lead_id
      where ended.text_back = 'queued'
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
