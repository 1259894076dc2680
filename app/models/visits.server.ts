import { and, asc, desc, eq, gte, lt, ne, sql, type SQL } from "drizzle-orm";
import { preparedQuery, type Db } from "~db/client";
import { leads, visits } from "~db/schema";
import { insertLeadEvents } from "./lead-events.server";
import { rowsOf } from "./sql.server";
import { actorName } from "./users.server";
import { CLEAR_ATTENTION, CUSTOMER_ACTOR, markAttention } from "./lead-attention.server";

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
export const listLeadVisits = (db: Db, leadId: string): Promise<Visit[]> => leadVisits(db).execute({ leadId });

// A lead's page reads them each time: prepared (db/client.ts).
const leadVisits = preparedQuery((db) =>
  db.select(visitColumns).from(visits).where(eq(visits.leadId, sql.placeholder("leadId"))).orderBy(desc(visits.startsAt), desc(visits.createdAt)).prepare("lead_visits"),
);

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
/** A message to the customer; a mail with `listUnsubscribe` (a reminder) is one an unsubscribe stops. */
export type VisitMessage =
  | { channel: "sms"; from: string; to: string; body: string }
  | { channel: "email"; to: string; subject: string; text: string; listUnsubscribe?: string };

/** A visit's reminder (docs/visits.md, "Reminders"): queued with the booking, due at `dueAt`, kept to the sending hours. */
export interface VisitReminder {
  dueAt: Date;
  message: VisitMessage;
}

/** The history row tying a visit (from_value) to its reminder's outbox row (to_value), which a cancellation drops. */
const REMINDER_LINK = "visit-reminder";

/**
 * SQLSTATEs of the no-overlap constraint's refusal (migration 0015): exclusion_violation, and deadlock_detected. Two
 * statements that each insert a visit overlapping the other's, still uncommitted, wait for each other; Postgres
 * then ends one with a deadlock instead of the violation (a customer and the office taking one window at once).
 * Every statement that inserts a visit writes nothing else another such statement waits for.
 */
const OVERLAP_REFUSALS = new Set(["23P01", "40P01"]);

/** Whether `error` (or what it wraps) is the no-overlap constraint's refusal. */
export function isOverlapRefusal(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (OVERLAP_REFUSALS.has((e as { code?: unknown }).code as string)) return true;
  }
  return false;
}

/**
 * A customer's message as a step of a visit's statement: queued in the text or mail outbox for the lead of each row
 * of `source` (a CTE with `lead_id`), kept to the sending hours, due at `dueAt` (now when null); a text to a number
 * that texted STOP is not queued, nor a mail with an unsubscribe link to an address that used one.
 */
function queueMessage(message: VisitMessage | null, dueAt: Date | null, source: SQL) {
  const due = dueAt ? sql`${dueAt.toISOString()}::timestamptz` : sql`now()`;
  return message?.channel === "sms"
    ? sql`insert into lead_messages (lead_id, direction, "from", "to", body, status, sending_hours, next_attempt_at)
        select lead_id, 'out', ${message.from}, ${message.to}, ${message.body}, 'pending', true, ${due} from ${source}
        where not exists (select 1 from sms_opt_outs where phone = ${message.to}) returning id`
    : message?.channel === "email"
      ? sql`insert into email_outbox (lead_id, "to", subject, "text", list_unsubscribe, sending_hours, next_attempt_at)
          select lead_id, ${message.to}, ${message.subject}, ${message.text}, ${message.listUnsubscribe ?? null}, true, ${due} from ${source}
          where ${message.listUnsubscribe ?? null}::text is null or not exists (select 1 from review_unsubscribes where email = ${message.to.toLowerCase()})
          returning id`
      : sql`select null::uuid as id where false`;
}

/**
 * A booking's messages as steps of its statement, for each row of its `booked` step (the new visit's id and
 * lead_id): the confirmation (kept to the sending hours), why the phone was not texted, and the reminder, which
 * waits besides until it is due, with the history row that ties it to the visit.
 */
function confirmationCtes(message: VisitMessage | null, textRefused: string | null, reminder: VisitReminder | null): SQL {
  const queue = (message: VisitMessage | null, dueAt: Date | null) => queueMessage(message, dueAt, sql`booked`);
  return sql`refused as (${insertLeadEvents({ leadId: sql`booked.lead_id`, field: "auto_text", fromValue: "visit-confirmation", toValue: textRefused }, sql`from booked where ${textRefused}::text is not null`)}),
    queued as (${queue(message, null)}),
    reminder as (${queue(reminder?.message ?? null, reminder?.dueAt ?? null)}),
    link as (${insertLeadEvents({ leadId: sql`booked.lead_id`, field: REMINDER_LINK, fromValue: sql`booked.id::text`, toValue: sql`reminder.id::text` }, sql`from booked, reminder`)})`;
}

/**
 * The steps that drop the waiting reminders (status `cancelled`, which no outbox claims) of the visits a `freed`
 * step of the statement cancelled; one already being sent goes.
 */
export function dropRemindersCtes(): SQL {
  const reminders = sql`select to_value::uuid from lead_events where field = ${REMINDER_LINK} and from_value in (select id::text from freed)`;
  return sql`dropped_text as (update lead_messages set status = 'cancelled' where status = 'pending' and id in (${reminders}) returning id),
    dropped_mail as (update email_outbox set status = 'cancelled' where status = 'pending' and id in (${reminders}) returning id)`;
}

/**
 * Books a visit in ONE statement (decision 0031): the visit, its history row naming the admin and the window
 * (`history`), the lead's updated_at, the confirmation `message` (kept to the sending hours, sent by the outboxes
 * with their retries), why the phone was not texted (`textRefused`), when it was not, and the `reminder`, due the
 * evening before, with the history row that ties it to the visit; the customer's ask is seen to (lead-attention). An overlapping visit of
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
  const result = await db.execute(sql`
    with booked as (
      insert into visits (lead_id, electrician, electrician_name, starts_at, ends_at, booked_by)
      select id, ${visit.electrician}, ${visit.electricianName}, ${visit.startsAt.toISOString()}::timestamptz, ${visit.endsAt.toISOString()}::timestamptz, ${visit.actorId}::uuid
      from leads where id = ${visit.leadId}::uuid
      returning id, lead_id
    ),
    lead as (update leads set updated_at = now(), first_response_at = coalesce(first_response_at, now()), ${CLEAR_ATTENTION} where id in (select lead_id from booked) returning id),
    event as (${insertLeadEvents(
      { leadId: sql`booked.lead_id`, actorId: visit.actorId, actorName: actorName(visit.actorId), field: "visit", toValue: visit.history },
      sql`from booked`,
    )}),
    ${confirmationCtes(message, textRefused, reminder)}
    select id from booked`);
  const [row] = rowsOf<{ id: string }>(result);
  return row ? { id: row.id } : null;
}

/** The visit the customer may still answer from their page (docs/visits.md): booked or confirmed, not started; null for any other. */
export const answerableVisit = <V extends Pick<Visit, "status" | "startsAt">>(visit: V | null, now: Date): V | null =>
  visit && (visit.status === "booked" || visit.status === "confirmed") && visit.startsAt > now ? visit : null;

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

/** A visit as the office's day and an electrician's calendar feed show it: the window, the customer and the job. */
const scheduleColumns = {
  ...visitColumns,
  leadId: visits.leadId,
  name: leads.name,
  phone: leads.phone,
  address: sql<string | null>`${leads.fields} ->> 'address'`,
  service: leads.service,
  /** What the customer asked in their own words (the request page's `ownWords`): a form's description or message, a text's body. */
  asked: sql<string | null>`coalesce(nullif(${leads.fields} ->> 'description', ''), nullif(${leads.fields} ->> 'message', ''), case when ${leads.kind} = 'text' then ${leads.message} end)`,
};

/** A scheduled visit with its customer (docs/visits.md, "The office's day"). */
export type ScheduledVisit = Awaited<ReturnType<typeof scheduledVisits>>[number];

/**
 * The visits not cancelled whose window starts in [from, to), by who goes and then by window: one range of
 * `visits_starts_at_idx`, joined to their leads. `electrician` narrows it to one person's (their calendar feed).
 */
export const scheduledVisits = (db: Db, from: Date, to: Date, electrician?: string) =>
  db
    .select(scheduleColumns)
    .from(visits)
    .innerJoin(leads, eq(leads.id, visits.leadId))
    .where(and(gte(visits.startsAt, from), lt(visits.startsAt, to), ne(visits.status, "cancelled"), electrician === undefined ? undefined : eq(visits.electrician, electrician)))
    .orderBy(asc(visits.electricianName), asc(visits.electrician), asc(visits.startsAt));

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
 * history row says why; the office's cancelling sees to what the customer asked (lead-attention). False when there
 * was no visit to cancel.
 */
async function cancelVisitWhere(db: Db, visitId: SQL, actor: { actorId?: string; actorName: SQL | string }, history: string, notice?: CancelNotice): Promise<boolean> {
  const result = await db.execute(sql`
    with freed as (
      update visits set status = 'cancelled', updated_at = now()
      where id = (${visitId}) and status <> 'cancelled'
      returning id, lead_id
    ),
    lead as (update leads set updated_at = now()${actor.actorId ? sql`, ${CLEAR_ATTENTION}` : sql``} where id in (select lead_id from freed) returning id),
    event as (${insertLeadEvents({ leadId: sql`freed.lead_id`, ...actor, field: "visit", toValue: history }, sql`from freed`)}),
    ${dropRemindersCtes()},
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

/** The non-cancelled visits of one electrician that end after `from` and start before `to`: the times they hold. */
export const electricianBusy = (db: Db, electrician: string, from: Date, to: Date): Promise<{ startsAt: Date; endsAt: Date }[]> =>
  db
    .select({ startsAt: visits.startsAt, endsAt: visits.endsAt })
    .from(visits)
    .where(and(eq(visits.electrician, electrician), ne(visits.status, "cancelled"), sql`${visits.endsAt} > ${from.toISOString()}::timestamptz`, sql`${visits.startsAt} < ${to.toISOString()}::timestamptz`));

/** The visit `visitId` of the lead behind `token` while the customer may still answer it: booked or confirmed, not started, the request open. */
const answerable = (token: string, visitId: string, at: SQL) =>
  sql`v.id = ${visitId}::uuid and l.id = v.lead_id and l.status_token = ${token} and l.status not in ('won', 'lost')
    and v.status in ('booked', 'confirmed') and v.starts_at > ${at}`;

/**
 * The customer confirms their visit from their page (docs/visits.md, "The customer's answers"): status confirmed,
 * with its history row naming the window (`history`), in one statement. It asks nothing of the office, so the
 * lead's attention is left as it is. False when the visit is not one they may confirm (confirmed already, moved,
 * started, the request closed).
 */
export async function confirmVisitByToken(db: Db, token: string, visitId: string, history: string, now: Date): Promise<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with confirmed as (
      update visits v set status = 'confirmed', updated_at = ${at} from leads l
      where ${answerable(token, visitId, at)} and v.status = 'booked'
      returning v.id, v.lead_id
    ),
    lead as (update leads set updated_at = ${at} where id in (select lead_id from confirmed) returning id),
    event as (${insertLeadEvents({ leadId: sql`confirmed.lead_id`, actorName: CUSTOMER_ACTOR, field: "visit_confirmed", toValue: history, createdAt: at }, sql`from confirmed`)})
    select id from confirmed`);
  return rowsOf(result).length > 0;
}

/**
 * The customer moves their visit to another of the office's open windows, in ONE statement (decision 0031: no
 * transaction): the old visit cancelled with its waiting reminder dropped, the new one booked for the same
 * electrician with its confirmation and reminder (as bookVisit), the history row naming the old window and the new
 * (`history`), and the lead marked for the office (attention `window`). The old visit is locked first, so two moves
 * of one visit at once move it once; a window someone else took meanwhile fails the whole statement with 23P01
 * (`isOverlapRefusal`), nothing written. Null when the visit is not one they may move any more.
 */
export async function moveVisitByToken(
  db: Db,
  move: { token: string; visitId: string; startsAt: Date; endsAt: Date; history: { from: string; to: string }; now: Date },
  message: VisitMessage | null,
  textRefused: string | null,
  reminder: VisitReminder | null,
): Promise<{ id: string } | null> {
  const at = sql`${move.now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with old as (
      select v.id, v.lead_id, v.electrician, v.electrician_name from visits v, leads l
      where ${answerable(move.token, move.visitId, at)} for update of v
    ),
    freed as (update visits set status = 'cancelled', updated_at = ${at} where id in (select id from old) returning id, lead_id),
    booked as (
      insert into visits (lead_id, electrician, electrician_name, starts_at, ends_at)
      select old.lead_id, old.electrician, old.electrician_name, ${move.startsAt.toISOString()}::timestamptz, ${move.endsAt.toISOString()}::timestamptz
      from old join freed on freed.id = old.id
      returning id, lead_id
    ),
    lead as (update leads set updated_at = ${at}, ${markAttention("window", at)} where id in (select lead_id from booked) returning id),
    event as (${insertLeadEvents(
      { leadId: sql`booked.lead_id`, actorName: CUSTOMER_ACTOR, field: "visit_moved", fromValue: move.history.from, toValue: move.history.to, createdAt: at },
      sql`from booked`,
    )}),
    ${confirmationCtes(message, textRefused, reminder)},
    ${dropRemindersCtes()}
    select id from booked`);
  const [row] = rowsOf<{ id: string }>(result);
  return row ? { id: row.id } : null;
}
