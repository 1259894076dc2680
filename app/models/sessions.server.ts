import { and, eq, gt, lt, sql } from "drizzle-orm";
import { preparedQuery, type Db } from "~db/client";
import { sessions, users } from "~db/schema";

/** Every query of the `sessions` table: one row per login, the cookie carries only its id. */

export async function insertSession(db: Db, session: { id: string; userId: string; expiresAt: Date; createdAt: Date }): Promise<void> {
  await db.insert(sessions).values(session);
}

/**
 * The user of a session whose idle deadline (`expires_at`) is still ahead and that began after `notBefore`
 * (its absolute lifetime), with both times, or null.
 */
export async function findSessionUser(
  db: Db,
  id: string,
  now: Date,
  notBefore: Date,
): Promise<{ id: string; email: string; createdAt: Date; expiresAt: Date } | null> {
  const [row] = await sessionUser(db).execute({ id, now: now.toISOString(), notBefore: notBefore.toISOString() });
  return row ?? null;
}

// Every request of the office asks it (twice: the admin's layout and the page), so it is prepared.
const sessionUser = preparedQuery((db) =>
  db
    .select({ id: users.id, email: users.email, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder("id")), gt(sessions.expiresAt, sql.placeholder("now")), gt(sessions.createdAt, sql.placeholder("notBefore"))))
    .limit(1)
    .prepare("session_user"),
);

/** Moves a session's idle deadline (activity). */
export async function setSessionExpiry(db: Db, id: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteExpiredUserSessions(db: Db, userId: string, now: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
}

/** Signs a user out everywhere: after a password change or a second-factor reset (docs/decisions/0064). */
export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
