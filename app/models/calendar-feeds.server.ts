import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "~db/client";
import { calendarFeeds } from "~db/schema";

/** Every query of `calendar_feeds` (docs/visits.md, "Calendar feeds"): an electrician's subscription, kept by its token's SHA-256 only. */

/** A new feed of `electrician`'s visits, made by the admin `createdBy`. */
export async function insertCalendarFeed(db: Db, feed: { electrician: string; tokenHash: string; createdBy: string }): Promise<string> {
  const [row] = await db.insert(calendarFeeds).values(feed).returning({ id: calendarFeeds.id });
  return row!.id;
}

/** Revokes a feed still in use (revoked_at now); the electrician whose feed it was, or null when there was none to revoke. */
export async function revokeCalendarFeed(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .update(calendarFeeds)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(calendarFeeds.id, id), isNull(calendarFeeds.revokedAt)))
    .returning({ electrician: calendarFeeds.electrician });
  return row?.electrician ?? null;
}

/** The feeds in use, oldest first. */
export const activeCalendarFeeds = (db: Db) =>
  db
    .select({ id: calendarFeeds.id, electrician: calendarFeeds.electrician, createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(isNull(calendarFeeds.revokedAt))
    .orderBy(asc(calendarFeeds.createdAt));

/** Whose visits a token's feed shows; null for a revoked feed or an unknown token. */
export async function calendarFeedElectrician(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ electrician: calendarFeeds.electrician })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(calendarFeeds.revokedAt)));
  return row?.electrician ?? null;
}
