import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~db/client";
import { emailOutbox } from "~db/schema";
import { handBackClaimed, rowsOf } from "./sql.server";

/** Every query of the `email_outbox` table (the worker that uses them is app/lib/platform/outbox.server.ts). */

export interface Mail {
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  /** The List-Unsubscribe header's URL (review requests). */
  listUnsubscribe?: string | null;
}

interface QueuedMail extends Mail {
  leadId?: string | null;
}

/** A row claimed for sending. */
export interface ClaimedMail {
  id: string;
  to: string;
  reply_to: string | null;
  subject: string;
  text: string;
  list_unsubscribe: string | null;
  attempts: number;
}

const interval = (ms: number) => sql`${`${ms} milliseconds`}::interval`;

/** Queues mails on their own (the forms queue theirs with the lead, in one statement: models/lead-intake.server.ts). */
export async function queueMails(db: Db, mails: QueuedMail[]) {
  if (mails.length === 0) return [];
  const rows = await db
    .insert(emailOutbox)
    .values(mails.map((m) => ({ leadId: m.leadId ?? null, to: m.to, replyTo: m.replyTo ?? null, subject: m.subject, text: m.text })))
    .returning({ id: emailOutbox.id });
  return rows.map((r) => r.id);
}

/** The mails as a row source for an insert inside a larger statement (`… select … from <this>`). */
export function mailRowsSql(mails: Mail[]) {
  const queued = JSON.stringify(mails.map((m) => ({ to: m.to, reply_to: m.replyTo ?? null, subject: m.subject, text: m.text })));
  return sql`jsonb_to_recordset(${queued}::jsonb) as m("to" text, reply_to text, subject text, "text" text)`;
}

/**
 * Claims due rows: pending ones whose time has come, and sending ones whose lease ran out; a row kept to the
 * sending hours (`sending_hours`) only while `sendingHoursOpen`, else it waits, due, for the next opening. FOR
 * UPDATE SKIP LOCKED lets any number of workers claim without sending a mail twice.
 */
export async function claimDueMails(
  db: Db,
  { leaseMs, batchSize, sendingHoursOpen }: { leaseMs: number; batchSize: number; sendingHoursOpen: boolean },
): Promise<ClaimedMail[]> {
  const result = await db.execute(sql`
    update email_outbox set status = 'sending', attempts = attempts + 1,
      next_attempt_at = now() + ${interval(leaseMs)}
    where id in (
      select id from email_outbox
      where status in ('pending', 'sending') and next_attempt_at <= now() and (not sending_hours or ${sendingHoursOpen})
      order by next_attempt_at
      limit ${batchSize}
      for update skip locked
    )
    returning id, "to", reply_to, subject, text, list_unsubscribe, attempts`);
  return rowsOf<ClaimedMail>(result);
}

/** Records mails as sent, all in one statement. */
export const markMailsSent = (db: Db, ids: string[]) =>
  db.update(emailOutbox).set({ status: "sent", sentAt: sql`now()`, lastError: null }).where(inArray(emailOutbox.id, ids));

/**
 * Records a failed send: due again after `retryInMs`, or `failed` for good. Only while the claim is still
 * ours: a row handed back at a stop may already be another worker's.
 */
export const markMailFailed = (db: Db, row: ClaimedMail, { error, giveUp, retryInMs }: { error: string; giveUp: boolean; retryInMs: number }) =>
  db.execute(sql`
    update email_outbox set status = ${giveUp ? "failed" : "pending"}, last_error = ${error.slice(0, 1000)},
      next_attempt_at = now() + ${interval(retryInMs)}
    where id = ${row.id} and status = 'sending' and attempts = ${row.attempts}`);

/**
 * Gives a lead's queued mail (found by recipient and subject) a new text while it still waits in the queue;
 * one a worker already has (claimed or sent) goes out as it was.
 */
export const rewriteQueuedMail = (db: Db, leadId: string, mail: Mail) =>
  db.execute(sql`
    update email_outbox set "text" = ${mail.text}
    where lead_id = ${leadId} and "to" = ${mail.to} and subject = ${mail.subject} and status = 'pending'`);

export const handBackMails = (db: Db, ids: string[], options: { refundAttempt: boolean }) => handBackClaimed(db, emailOutbox, ids, options);

/** The mails queued for a lead, oldest first (the lead's alerts page shows the office mail beside the alerts). */
export const listLeadMails = (db: Db, leadId: string) =>
  db
    .select({ id: emailOutbox.id, to: emailOutbox.to, status: emailOutbox.status, attempts: emailOutbox.attempts, sentAt: emailOutbox.sentAt, lastError: emailOutbox.lastError, createdAt: emailOutbox.createdAt })
    .from(emailOutbox)
    .where(eq(emailOutbox.leadId, leadId))
    .orderBy(asc(emailOutbox.createdAt));
