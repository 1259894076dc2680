import { sql, type SQL } from "drizzle-orm";
import { executePrepared, type Db } from "~db/client";
import type { CustomerReview } from "~/content/customer-reviews";
import { at, rowsOf } from "./sql.server";
import { insertLeadEvents } from "./lead-events.server";
import { during, type StatsPeriod } from "./lead-stats.server";
import { actorName } from "./users.server";

/**
 * `review_requests`, `review_unsubscribes` and `customer_reviews`: a finished job's review request (one per lead),
 * what the customer did with its link, and the comments the office published (docs/reviews.md).
 */

/**
 * Records "job done" on a won lead and schedules its review request, with a history row, in one statement. The
 * unique lead_id keeps it to one request per lead: a second "job done" finds the first. Null when there is no such
 * lead; `won: false` when the lead is not won.
 */
export async function scheduleReviewRequest(db: Db, request: { id: string; leadId: string; tokenHash: string; actorId: string; now: Date }) {
  const result = await db.execute(sql`
    with lead as (select id, status from leads where id = ${request.leadId}::uuid),
    saved as (
      insert into review_requests (id, lead_id, token_hash, done_at, done_by)
      select ${request.id}::uuid, lead.id, ${request.tokenHash}, ${at(request.now)}, ${request.actorId}::uuid from lead where lead.status = 'won'
      on conflict (lead_id) do nothing
      returning lead_id
    ),
    event as (${insertLeadEvents(
      { leadId: sql`saved.lead_id`, actorId: request.actorId, actorName: actorName(request.actorId), field: "review", toValue: "job done" },
      sql`from saved`,
    )})
    select (select count(*) from lead)::int as found, (select count(*) from lead where status = 'won')::int as won, (select count(*) from saved)::int as created`);
  const [row] = rowsOf<{ found: number; won: number; created: number }>(result);
  if (!row || Number(row.found) === 0) return null;
  return { won: Number(row.won) > 0, created: Number(row.created) > 0 };
}

/** A request to send (the first or the reminder), with what the message needs of its lead. */
export interface DueRequest {
  id: string;
  lead_id: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  language: string;
  channel: string | null;
  opted_out: boolean;
  unsubscribed: boolean;
}

const dueColumns = sql`r.id, r.lead_id, l.name, l.phone, l.email, l.language, r.channel,
  exists (select 1 from sms_opt_outs o where o.phone = l.phone) as opted_out,
  exists (select 1 from review_unsubscribes u where lower(u.email) = lower(l.email)) as unsubscribed`;

/** Requests whose delay after "job done" has passed and that are not sent yet (oldest first, at most `limit`). */
export async function dueRequests(db: Db, { now, delayMs, limit }: { now: Date; delayMs: number; limit: number }): Promise<DueRequest[]> {
  const result = await db.execute(sql`
    select ${dueColumns} from review_requests r join leads l on l.id = r.lead_id
    where r.sent_at is null and r.stopped is null and r.done_at <= ${at(new Date(now.getTime() - delayMs))}
    order by r.done_at limit ${limit}`);
  return rowsOf<DueRequest>(result);
}

/** Sent requests whose link was not opened `afterMs` after they went, and that had no reminder yet. */
export async function dueReminders(db: Db, { now, afterMs, limit }: { now: Date; afterMs: number; limit: number }): Promise<DueRequest[]> {
  const result = await db.execute(sql`
    select ${dueColumns} from review_requests r join leads l on l.id = r.lead_id
    where r.sent_at <= ${at(new Date(now.getTime() - afterMs))} and r.reminded_at is null and r.opened_at is null and r.stopped is null
    order by r.sent_at limit ${limit}`);
  return rowsOf<DueRequest>(result);
}

/** The message of a request, queued in the text outbox (`lead_messages`) or the mail outbox (`email_outbox`). */
export type QueuedMessage =
  | { channel: "sms"; from: string; to: string; body: string }
  | { channel: "email"; to: string; subject: string; text: string; listUnsubscribe: string };

/** The lead's history row saying why the request (or reminder) of the `marked` row was not texted, when it was not. */
const notTexted = (kind: "first" | "reminder", textRefused: string | null) =>
  insertLeadEvents(
    { leadId: sql`marked.lead_id`, field: "auto_text", fromValue: kind === "first" ? "review-request" : "review-reminder", toValue: textRefused },
    sql`from marked where ${textRefused}::text is not null`,
  );

/**
 * Marks a request (or its reminder) sent and queues its message in the same statement, with the history row
 * saying why the lead's phone was not texted (`textRefused`): the guard on sent_at (or reminded_at) makes a
 * second run find nothing to do, so a message is queued once. The outboxes send it with retries, only within the
 * sending hours (`sending_hours`). Returns whether it was queued.
 */
export async function queueRequestMessage(
  db: Db,
  id: string,
  kind: "first" | "reminder",
  message: QueuedMessage,
  now: Date,
  textRefused: string | null,
): Promise<boolean> {
  const mark =
    kind === "first"
      ? sql`update review_requests set sent_at = ${at(now)}, channel = ${message.channel} where id = ${id}::uuid and sent_at is null and stopped is null returning lead_id`
      : sql`update review_requests set reminded_at = ${at(now)} where id = ${id}::uuid and reminded_at is null and opened_at is null and stopped is null returning lead_id`;
  const queue =
    message.channel === "sms"
      ? sql`insert into lead_messages (lead_id, direction, "from", "to", body, status, sending_hours)
          select lead_id, 'out', ${message.from}, ${message.to}, ${message.body}, 'pending', true from marked returning id`
      : sql`insert into email_outbox (lead_id, "to", subject, "text", list_unsubscribe, sending_hours)
          select lead_id, ${message.to}, ${message.subject}, ${message.text}, ${message.listUnsubscribe}, true from marked returning id`;
  const result = await db.execute(
    sql`with marked as (${mark}), queued as (${queue}), refused as (${notTexted(kind, textRefused)}) select count(*)::int as queued from queued`,
  );
  return Number(rowsOf<{ queued: number }>(result)[0]?.queued) > 0;
}

/** Nothing (more) goes out for this request: why (unsubscribed | opted-out | no-contact), and why its phone was not texted. */
export const stopRequest = (db: Db, id: string, reason: string, { kind, textRefused }: { kind: "first" | "reminder"; textRefused: string | null }) =>
  db.execute(sql`
    with marked as (update review_requests set stopped = ${reason} where id = ${id}::uuid and stopped is null returning lead_id),
    refused as (${notTexted(kind, textRefused)})
    select 1`);

/** A request by its link's token hash, with what its page needs of the lead. */
export async function findRequestByTokenHash(db: Db, tokenHash: string) {
  const result = await db.execute(sql`
    select r.id, r.lead_id, r.sent_at, r.opened_at, r.rated_at, r.rating, l.name, l.phone, l.email, l.language
    from review_requests r join leads l on l.id = r.lead_id where r.token_hash = ${tokenHash}`);
  const [row] = rowsOf<{
    id: string;
    lead_id: string;
    sent_at: string | null;
    opened_at: string | null;
    rated_at: string | null;
    rating: number | null;
    name: string | null;
    phone: string | null;
    email: string | null;
    language: string;
  }>(result);
  return row ?? null;
}

/** The first opening of the link (later ones change nothing). */
export const markOpened = (db: Db, id: string, now: Date) =>
  db.execute(sql`update review_requests set opened_at = ${at(now)} where id = ${id}::uuid and opened_at is null`);

/**
 * Saves the customer's answer once (a second post finds it answered) and, in the same statement, queues the
 * office's mail when one is given (a low rating). Returns whether it was saved.
 */
export async function recordAnswer(
  db: Db,
  id: string,
  answer: { rating: number; comment: string | null; consent: boolean; now: Date },
  officeMail: { to: string; subject: string; text: string } | null,
): Promise<boolean> {
  const mail = officeMail
    ? sql`insert into email_outbox (lead_id, "to", subject, "text") select lead_id, ${officeMail.to}, ${officeMail.subject}, ${officeMail.text} from saved`
    : sql`select 1`;
  const result = await db.execute(sql`
    with saved as (
      update review_requests set rating = ${answer.rating}, comment = ${answer.comment}, consent = ${answer.consent},
        rated_at = ${at(answer.now)}, opened_at = coalesce(opened_at, ${at(answer.now)})
      where id = ${id}::uuid and rated_at is null returning lead_id
    ),
    mail as (${mail}),
    event as (${insertLeadEvents({ leadId: sql`saved.lead_id`, field: "review", toValue: `${answer.rating} stars` }, sql`from saved`)})
    select count(*)::int as saved from saved`);
  return Number(rowsOf<{ saved: number }>(result)[0]?.saved) > 0;
}

/** Counts the Google link's click once per request: later clicks change nothing. */
export const recordGoogleClick = (db: Db, id: string, now: Date) =>
  db.execute(sql`update review_requests set google_clicked_at = ${at(now)} where id = ${id}::uuid and google_clicked_at is null`);

/**
 * The address never asked again: every review request to it that has not gone (or not reminded) stopped, and every
 * mail with an unsubscribe link still waiting for it (a review request's, a visit's reminder) dropped.
 */
export const unsubscribeEmail = (db: Db, email: string) =>
  db.execute(sql`
    with added as (insert into review_unsubscribes (email) values (${email.toLowerCase()}) on conflict do nothing returning email),
    dropped as (
      update email_outbox set status = 'cancelled'
      where status = 'pending' and list_unsubscribe is not null and lower("to") = ${email.toLowerCase()} returning id
    )
    update review_requests set stopped = 'unsubscribed'
    where stopped is null and lead_id in (select id from leads where lower(email) = ${email.toLowerCase()})`);

/** The review request of a lead, for its page; null when the job was not marked done. */
export async function leadReview(db: Db, leadId: string) {
  // A lead's page reads it each time: prepared (db/client.ts).
  const result = await executePrepared(db, sql`
    select r.id, r.done_at, r.channel, r.sent_at, r.reminded_at, r.opened_at, r.rated_at, r.rating, r.comment, r.consent,
      r.google_clicked_at, r.stopped, c.published_at
    from review_requests r left join customer_reviews c on c.review_request_id = r.id where r.lead_id = ${leadId}::uuid`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  if (!row) return null;
  const time = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());
  return {
    id: String(row.id),
    doneAt: time(row.done_at)!,
    channel: row.channel == null ? null : String(row.channel),
    sentAt: time(row.sent_at),
    remindedAt: time(row.reminded_at),
    openedAt: time(row.opened_at),
    ratedAt: time(row.rated_at),
    rating: row.rating == null ? null : Number(row.rating),
    comment: row.comment == null ? null : String(row.comment),
    consent: Boolean(row.consent),
    googleClickedAt: time(row.google_clicked_at),
    stopped: row.stopped == null ? null : String(row.stopped),
    publishedAt: time(row.published_at),
  };
}

/**
 * Publishes a consented comment, in the customer's words as saved (copied by the database, never passed
 * through), under their first name and town. Null when there is nothing to publish (no consent, no comment).
 */
export async function publishReview(db: Db, leadId: string, shown: { firstName: string; town: string; actorId: string }) {
  const result = await db.execute(sql`
    with published as (
      insert into customer_reviews (review_request_id, text, first_name, town, rating, language, published_by)
      select r.id, r.comment, ${shown.firstName}, ${shown.town}, r.rating, l.language, ${shown.actorId}::uuid
      from review_requests r join leads l on l.id = r.lead_id
      where r.lead_id = ${leadId}::uuid and r.consent and r.rating is not null and coalesce(r.comment, '') <> ''
      on conflict (review_request_id) do nothing
      returning id
    ),
    event as (${insertLeadEvents({ leadId, actorId: shown.actorId, actorName: actorName(shown.actorId), field: "review", toValue: "published" }, sql`from published`)})
    select count(*)::int as published from published`);
  return Number(rowsOf<{ published: number }>(result)[0]?.published) > 0;
}

/** Published customer reviews, newest first. */
export async function listPublishedReviews(db: Db, limit = 50): Promise<CustomerReview[]> {
  const result = await db.execute(sql`
    select id, text, first_name, town, rating, language, published_at from customer_reviews order by published_at desc, id limit ${limit}`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    id: String(row.id),
    text: String(row.text),
    firstName: String(row.first_name),
    town: String(row.town),
    rating: Number(row.rating),
    language: String(row.language),
    publishedAt: new Date(row.published_at as string).toISOString(),
  }));
}

interface ReviewFigures {
  /** YYYY-MM on the office's clock, or the lead's source. */
  key: string;
  sent: number;
  opened: number;
  rated: number;
  googleClicks: number;
  averageRating: number | null;
}

/** The review requests sent in a period, by the month they went and by their lead's source. */
export async function reviewFigures(db: Db, period: StatsPeriod) {
  const figures = (key: SQL) => sql`
    select ${key} as key, count(*)::int as sent, (count(*) filter (where r.opened_at is not null))::int as opened,
      (count(*) filter (where r.rated_at is not null))::int as rated,
      (count(*) filter (where r.google_clicked_at is not null))::int as google_clicks, avg(r.rating)::float as average_rating
    from review_requests r join leads l on l.id = r.lead_id
    where r.sent_at is not null and ${during(period, sql`r.sent_at`)}
    group by 1 order by 1`;
  const read = (result: unknown): ReviewFigures[] =>
    rowsOf<Record<string, unknown>>(result).map((row) => ({
      key: String(row.key),
      sent: Number(row.sent),
      opened: Number(row.opened),
      rated: Number(row.rated),
      googleClicks: Number(row.google_clicks),
      averageRating: row.average_rating == null ? null : Number(row.average_rating),
    }));
  const [byMonth, bySource, all] = await Promise.all([
    executePrepared(db, figures(sql`to_char(r.sent_at at time zone ${period.timeZone}, 'YYYY-MM')`)),
    executePrepared(db, figures(sql`l.source`)),
    executePrepared(db, figures(sql`'all'`)),
  ]);
  const total = read(all)[0] ?? { key: "all", sent: 0, opened: 0, rated: 0, googleClicks: 0, averageRating: null };
  return { byMonth: read(byMonth), bySource: read(bySource), total };
}
