import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~db/client";
import { pushSubscriptions, users } from "~db/schema";

/** Every query of the `push_subscriptions` table (staff browsers that enabled notifications). */

export interface PushKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Saves a browser's subscription for a user; the same endpoint again (re-subscribe) takes the new keys and user. */
export async function savePushSubscription(db: Db, userId: string, sub: PushKeys) {
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...sub })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: sub.p256dh, auth: sub.auth } });
}

/** Removes one of the user's subscriptions (the browser turned notifications off). */
export async function deleteUserPushSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Removes a subscription the push service says is gone (404/410). */
export const deletePushEndpoint = (db: Db, endpoint: string) => db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

export async function findPushSubscription(db: Db, endpoint: string): Promise<PushKeys | null> {
  const [row] = await db
    .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .limit(1);
  return row ?? null;
}

/** Subscriptions with the name of their user (the email's name part when the account has none): all, or those of some users. */
export async function listPushSubscribers(db: Db, userIds?: string[]) {
  if (userIds && userIds.length === 0) return [];
  return db
    .select({ endpoint: pushSubscriptions.endpoint, userId: pushSubscriptions.userId, name: sql<string>`coalesce(${users.name}, split_part(${users.email}, '@', 1))` })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(userIds ? inArray(pushSubscriptions.userId, userIds) : undefined)
    .orderBy(pushSubscriptions.createdAt);
}

export async function countUserPushSubscriptions(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return Number(row?.n ?? 0);
}
