import { sql } from "drizzle-orm";
import type { Db } from "~db/client";
import type { emailOutbox, leadAlerts } from "~db/schema";

/** The helpers every model's raw statements share. */

/** Rows of a raw statement: postgres.js answers them as an array, on both databases (decision 0001). */
export const rowsOf = <T>(result: unknown): T[] => result as T[];

/** A time as a statement's timestamptz, and that time plus `ms`. */
export const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;
export const plus = (now: Date, ms: number) => sql`${new Date(now.getTime() + ms).toISOString()}::timestamptz`;

/**
 * Makes claimed rows of a queue (email-outbox.server.ts, or the alerts of lead-alerts.server.ts) due now; `refundAttempt`
 * gives back the attempt the claim counted.
 */
export async function handBackClaimed(db: Db, queue: typeof emailOutbox | typeof leadAlerts, ids: string[], { refundAttempt }: { refundAttempt: boolean }) {
  if (ids.length === 0) return;
  await db.execute(sql`
    update ${queue} set status = 'pending', next_attempt_at = now(), attempts = attempts - ${sql.raw(refundAttempt ? "1" : "0")}
    where status = 'sending' and id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}
