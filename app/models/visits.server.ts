import { and, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "~db/client";
import { leads, visits } from "~db/schema";
import { insertLeadEvents } from "./lead-events.server";
import { rowsOf } from "./sql.server";
import { actorName } from "./users.server";

/** Every query of `visits` (docs/visits.md): booking one with its history row, confirmation and reminder, cancelling one, and the reads. */

type Visit = Pick<typeof visits.$inferSelect, "id" | "electrician" | "electricianName" | "startsAt" | "endsAt" | "status" | "createdAt">;

const visitColumns = {
  id: visits.id,
  electrician: visits.electrician,
  electricianName: visits.electricianName,
  startsAt: visits.startsAt,
  endsAt: visits.endsAt,
  status: visits.status,
  createdAt: visits.createdAt,
};

/** A lead's visits, latest window first. */
export const listLeadVisits = (db: Db, leadId: string): Promise<Visit[]> =>
  db.select(visitColumns).from(visits).where(eq(visits.leadId, leadId)).orderBy(desc(visits.startsAt), desc(visits.createdAt));

/** Whom a booking's confirmation goes to: the lead as the visit's messages need it; null when there is no such lead. */
export interface VisitContact {
  name: string | null;
  phone: string | null;
  email: string | null;
  language: string;
  /** The lead's link key (its calendar file is under /status/<token>/). */
  statusToken: string;
  /** The phone texted STOP. */
  optedOut: boolean;
}

/**
 * The lead's contact details, giving it a status token (`fresh`) when it has none yet: the key of its calendar
 * file's link. Idempotent: a lead keeps the token it has, so two bookings at once link the same file.
 */
export async function claimVisitContact(db: Db, leadId: string, fresh: string): Promise<VisitContact | null> {
  const result = await db.execute(sql`
    update leads set status_token = coalesce(status_token, ${fresh}) where id = ${leadId}::uuid
    returning name, phone, email, language, status_token, exists (select 1 from sms_opt_outs o where o.phone = leads.phone) as opted_out`);
  const [row] = rowsOf<{ name: string | null; phone: string | null; email: string | null; language: string; status_token: string; opted_out: boolean }>(result);
  return row
    ? { name: row.name, phone: row.phone, email: row.email, language: row.language, statusToken: row.status_token, optedOut: row.opted_out }
    : null;
}

/** The confirmation of a booking, queued in the text outbox (`lead_messages`) or the mail outbox (`email_outbox`). */
export type VisitMessage = { channel: "sms"; from: string; to: string; body: string } | { channel: "email"; to: string; subject: string; text: string };

/** A visit's reminder (docs/visits.md, "Reminders"): queued with the booking, due at `dueAt`, kept to the sending hours. */
export interface VisitReminder {
  dueAt: Date;
  message: VisitMessage;
}

/** The history row tying a visit (from_value) to its reminder's outbox row (to_value), which a cancellation drops. */
const REMINDER_LINK = "visit-reminder";

/** SQLSTATE exclusion_violation: the visits' no-overlap constraint (migration 0015) refused the row. */
const EXCLUSION_VIOLATION = "23P01";

/** Whether `error` (or what it wraps) is the no-overlap constraint's refusal. */
export function isOverlapRefusal(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === EXCLUSION_VIOLATION) return true;
  }
  return false;
}

/**
 * A customer's message as a step of a visit's statement: queued in the text or mail outbox for the lead of each row
 * of `source` (a CTE with `lead_id`), kept to the sending hours, due at `dueAt` (now when null); a text to a number
 * that texted STOP is not queued.
 */
function queueMessage(message: VisitMessage | null, dueAt: Date | null, source: SQL) {
  const due = dueAt ? sql`${dueAt.toISOString()}::timestamptz` : sql`now()`;
  return message?.channel === "sms"
    ? sql`insert into lead_messages (lead_id, direction, "from", "to", body, status, sending_hours, next_attempt_at)
        select lead_id, 'out', ${message.from}, ${message.to}, ${message.body}, 'pending', true, ${due} from ${source}
        where not exists (select 1 from sms_opt_outs where phone = ${message.to}) returning id`
    : message?.channel === "email"
      ? sql`insert into email_outbox (lead_id, "to", subject, "text", sending_hours, next_attempt_at)
          select lead_id, ${message.to}, ${message.subject}, ${message.text}, true, ${due} from ${source} returning id`
      : sql`select null::uuid as id where false`;
}

/**
 * Books a visit in ONE statement (decision 0031): the visit, its history row naming the admin and the window
 * (`history`), the lead's updated_at, the confirmation `message` (kept to the sending hours, sent by the outboxes
 * with their retries), why the phone was not texted (`textRefused`), when it was not, and the `reminder`, due the
 * evening before, with the history row that ties it to the visit. An overlapping visit of
 * the same electrician makes the whole statement fail with SQLSTATE 23P01 (`isOverlapRefusal`): nothing is
 * written. Null when there is no such lead.
 */
export async function bookVisit(
  db: Db,
  visit: { leadId: string; electrician: string; electricianName: string; startsAt: Date; endsAt: Date; actorId: string; history: string },
  message: VisitMessage | null,
  textRefused: string | null,
  reminder: VisitReminder | null = null,
): Promise<{ id: string } | null> {
  const queue = (message: VisitMessage | null, dueAt: Date | null) => queueMessage(message, dueAt, sql`booked`);
  const result = await db.execute(sql`
    with booked as (
      insert into visits (lead_id, electrician, electrician_name, starts_at, ends_at, booked_by)
      select id, ${visit.electrician}, ${visit.electricianName}, ${visit.startsAt.toISOString()}::timestamptz, ${visit.endsAt.toISOString()}::timestamptz, ${visit.actorId}::uuid
      from leads where id = ${visit.leadId}::uuid
      returning id, lead_id
    ),
    lead as (update leads set updated_at = now(), first_response_at = coalesce(first_response_at, now()) where id in (select lead_id from booked) returning id),
    event as (${insertLeadEvents(
      { leadId: sql`booked.lead_id`, actorId: visit.actorId, actorName: actorName(visit.actorId), field: "visit", toValue: visit.history },
      sql`from booked`,
    )}),
    refused as (${insertLeadEvents({ leadId: sql`booked.lead_id`, field: "auto_text", fromValue: "visit-confirmation", toValue: textRefused }, sql`from booked where ${textRefused}::text is not null`)}),
    queued as (${queue(message, null)}),
    reminder as (${queue(reminder?.message ?? null, reminder?.dueAt ?? null)}),
    link as (${insertLeadEvents({ leadId: sql`booked.lead_id`, field: REMINDER_LINK, fromValue: sql`booked.id::text`, toValue: sql`reminder.id::text` }, sql`from booked, reminder`)})
    select id from booked`);
  const [row] = rowsOf<{ id: string }>(result);
  return row ? { id: row.id } : null;
}

/** The visit a lead's calendar file shows, by the lead's status token: its latest booking that is not cancelled. */
export async function currentVisitByToken(db: Db, statusToken: string) {
  const [row] = await db
    .select({ ...visitColumns, language: leads.language, address: sql<string | null>`${leads.fields} ->> 'address'` })
    .from(visits)
    .innerJoin(leads, eq(leads.id, visits.leadId))
    .where(and(eq(leads.statusToken, statusToken), ne(visits.status, "cancelled")))
    .orderBy(desc(visits.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * A booking made on Calendly (docs/visits.md, "Bookings made on Calendly"), in ONE statement: the visit, the
 * lead's history row, and the row tying Calendly's invitee to the visit (`calendly`: from the invitee's URI to the
 * visit's id), which a repeat of the webhook and its cancellation find. Null when the invitee was booked already
 * (the repeat books nothing); an overlap fails with 23P01 like any booking (`isOverlapRefusal`).
 */
export async function bookCalendlyVisit(
  db: Db,
  visit: { leadId: string; electrician: string; electricianName: string; startsAt: Date; endsAt: Date; inviteeUri: string; history: string },
): Promise<{ id: string } | null> {
  const result = await db.execute(sql`
    with booked as (
      insert into visits (lead_id, electrician, electrician_name, starts_at, ends_at)
      select id, ${visit.electrician}, ${visit.electricianName}, ${visit.startsAt.toISOString()}::timestamptz, ${visit.endsAt.toISOString()}::timestamptz
      from leads where id = ${visit.leadId}::uuid
        and not exists (select 1 from lead_events where field = 'calendly' and from_value = ${visit.inviteeUri})
      returning id, lead_id
    ),
    lead as (update leads set updated_at = now() where id in (select lead_id from booked) returning id),
    event as (${insertLeadEvents({ leadId: sql`booked.lead_id`, actorName: "Calendly", field: "visit", toValue: visit.history }, sql`from booked`)}),
    link as (${insertLeadEvents({ leadId: sql`booked.lead_id`, actorName: "Calendly", field: "calendly", fromValue: visit.inviteeUri, toValue: sql`booked.id::text` }, sql`from booked`)})
    select id from booked`);
  const [row] = rowsOf<{ id: string }>(result);
  return row ? { id: row.id } : null;
}

/** The visit a Calendly invitee booked, if it was. */
export async function calendlyVisit(db: Db, inviteeUri: string): Promise<Visit | null> {
  const [row] = await db
    .select(visitColumns)
    .from(visits)
    .where(sql`${visits.id} = (select to_value::uuid from lead_events where field = 'calendly' and from_value = ${inviteeUri} limit 1)`);
  return row ?? null;
}

/** What the customer is told of a cancellation (the office's), and why the phone was not texted, for the history. */
interface CancelNotice {
  message: VisitMessage | null;
  textRefused: string | null;
}

/**
 * Cancels the visit `visitId` selects (status cancelled: it no longer holds the time) in ONE statement, with its
 * history row, and drops its reminder while it waits (status `cancelled`): one already being sent goes. With a
 * `notice`, the customer's message is queued (kept to the sending hours) and, when the phone was not texted, a
 * history row says why. False when there was no visit to cancel.
 */
async function cancelVisitWhere(db: Db, visitId: SQL, actor: { actorId?: string; actorName: SQL | string }, history: string, notice?: CancelNotice): Promise<boolean> {
  const reminders = sql`select to_value::uuid from lead_events where field = ${REMINDER_LINK} and from_value in (select id::text from freed)`;
  const result = await db.execute(sql`
    with freed as (
      update visits set status = 'cancelled', updated_at = now()
      where id = (${visitId}) and status <> 'cancelled'
      returning id, lead_id
    ),
    lead as (update leads set updated_at = now() where id in (select lead_id from freed) returning id),
    event as (${insertLeadEvents({ leadId: sql`freed.lead_id`, ...actor, field: "visit", toValue: history }, sql`from freed`)}),
    dropped_text as (update lead_messages set status = 'cancelled' where status = 'pending' and id in (${reminders}) returning id),
    dropped_mail as (update email_outbox set status = 'cancelled' where status = 'pending' and id in (${reminders}) returning id),
    queued as (${queueMessage(notice?.message ?? null, null, sql`freed`)}),
    refused as (${insertLeadEvents({ leadId: sql`freed.lead_id`, field: "auto_text", fromValue: "visit-cancellation", toValue: notice?.textRefused ?? null }, sql`from freed where ${notice?.textRefused ?? null}::text is not null`)})
    select id from freed`);
  return rowsOf(result).length > 0;
}

/**
 * Cancels an office-booked visit for the admin `actorId`, its waiting reminder with it, and tells the customer
 * (`notice`, docs/visits.md "Cancelling"); false when there was none to cancel.
 */
export const cancelVisit = (db: Db, visitId: string, actorId: string, history: string, notice?: CancelNotice) =>
  cancelVisitWhere(db, sql`${visitId}::uuid`, { actorId, actorName: actorName(actorId) }, history, notice);

/** Frees the visit a Calendly invitee booked (status cancelled) with its history row, in one statement; false when there was none to free. */
export const cancelCalendlyVisit = (db: Db, inviteeUri: string, history: string) =>
  cancelVisitWhere(db, sql`select to_value::uuid from lead_events where field = 'calendly' and from_value = ${inviteeUri} limit 1`, { actorName: "Calendly" }, history);
