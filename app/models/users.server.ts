import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { preparedQuery, type Db } from "~db/client";
import { loginChallenges, recoveryCodes, userRoles, users } from "~db/schema";

/**
 * Every query of the admin accounts: `users`, `user_roles`, `login_challenges` (the pending login between
 * the password and the second factor) and `recovery_codes`. Sessions are in ./sessions.server.ts.
 */

// ---- users ----

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return user ?? null;
}

export async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  const [account] = await db.select({ totpSecret: users.totpSecret }).from(users).where(eq(users.id, userId));
  return Boolean(account?.totpSecret);
}

/** Creates the user, or sets a new password on the existing one. Returns the id. */
export async function upsertUserPassword(db: Db, email: string, passwordHash: string): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash })
    .onConflictDoUpdate({ target: users.email, set: { passwordHash, updatedAt: new Date() } })
    .returning({ id: users.id });
  return user.id;
}

/** Records the TOTP time step as used; false when it (or a later one) was already used: a replayed code. */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length === 1;
}

/** Stores the second factor only if the account has none yet; false when it already had one. */
export async function setSecondFactorIfNone(db: Db, userId: string, secret: string, step: number): Promise<boolean> {
  const enrolled = await db
    .update(users)
    .set({ totpSecret: secret, totpLastStep: step, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.totpSecret)))
    .returning({ id: users.id });
  return enrolled.length === 1;
}

/** Removes the second factor of the account with this email; returns its id, or null when there is none. */
export async function clearSecondFactor(db: Db, email: string): Promise<string | null> {
  const [user] = await db
    .update(users)
    .set({ totpSecret: null, totpLastStep: null, updatedAt: new Date() })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return user?.id ?? null;
}

/** How the office sees a user: their name, else the part of the email before the @. */
export const userLabel = sql<string>`coalesce(${users.name}, split_part(${users.email}, '@', 1))`;

/** The name of who acts, as a history row keeps it (the name they had then). */
export const actorName = (actorId: string) => sql`(select ${userLabel} from ${users} where ${users.id} = ${actorId}::uuid)`;

// ---- user_roles ----

/** Every user with the role (id and label), by label: the owners a lead can have. */
export async function listUsersWithRole(db: Db, role: string): Promise<{ id: string; name: string }[]> {
  return usersWithRole(db).execute({ role });
}

// Both are asked on every page of the office (the owners of the inbox and of a lead, the admin check): prepared.
const usersWithRole = preparedQuery((db) =>
  db
    .select({ id: users.id, name: userLabel })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, sql.placeholder("role"))))
    .orderBy(userLabel, users.id)
    .prepare("users_with_role"),
);

export async function hasRole(db: Db, userId: string, role: string): Promise<boolean> {
  const [row] = await roleOf(db).execute({ userId, role });
  return Boolean(row);
}

const roleOf = preparedQuery((db) =>
  db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, sql.placeholder("userId")), eq(userRoles.role, sql.placeholder("role"))))
    .limit(1)
    .prepare("role_of"),
);

export async function grantRole(db: Db, userId: string, role: string): Promise<void> {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}

export async function revokeRole(db: Db, userId: string, role: string): Promise<void> {
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
}

// ---- login_challenges ----

export async function insertLoginChallenge(db: Db, challenge: { id: string; userId: string; redirectTo: string; expiresAt: Date }) {
  await db.insert(loginChallenges).values(challenge);
}

export async function deleteExpiredLoginChallenges(db: Db, now: Date): Promise<void> {
  await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, now));
}

/** A pending login that has not expired, with its user, or null. */
export async function findLoginChallenge(db: Db, id: string, now: Date) {
  const [row] = await db
    .select({
      id: loginChallenges.id,
      redirectTo: loginChallenges.redirectTo,
      enrolSecret: loginChallenges.totpSecret,
      user: { id: users.id, email: users.email, totpSecret: users.totpSecret, totpLastStep: users.totpLastStep },
    })
    .from(loginChallenges)
    .innerJoin(users, eq(users.id, loginChallenges.userId))
    .where(and(eq(loginChallenges.id, id), gt(loginChallenges.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** The secret being enrolled during this pending login. */
export async function setLoginChallengeSecret(db: Db, id: string, secret: string): Promise<void> {
  await db.update(loginChallenges).set({ totpSecret: secret }).where(eq(loginChallenges.id, id));
}

export async function deleteLoginChallenge(db: Db, id: string): Promise<void> {
  await db.delete(loginChallenges).where(eq(loginChallenges.id, id));
}

export async function deleteUserLoginChallenges(db: Db, userId: string): Promise<void> {
  await db.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
}

// ---- recovery_codes ----

/** Replaces the user's recovery codes (stored salted and hashed). */
export async function replaceRecoveryCodes(db: Db, userId: string, codes: { salt: string; codeHash: string }[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, ...code })));
}

export function unusedRecoveryCodes(db: Db, userId: string) {
  return db
    .select({ id: recoveryCodes.id, salt: recoveryCodes.salt, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
}

/** Conditional update: two requests racing with the same code cannot both use it. */
export async function markRecoveryCodeUsed(db: Db, id: string): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

export async function deleteRecoveryCodes(db: Db, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** How a person is shown to the office and to customers: their name, else the part of the email before the @. */
export async function findUserDisplayName(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: userLabel }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? null;
}
