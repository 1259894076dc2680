import type { Db } from "~db/client";
import { deleteUserSessions } from "~/models/sessions.server";
import {
  clearSecondFactor,
  deleteRecoveryCodes,
  deleteUserLoginChallenges,
  grantRole,
  revokeRole,
  upsertUserPassword,
} from "~/models/users.server";
import { normaliseEmail } from "~/forms/login";
import { hashPassword, passwordProblem } from "./password.server";
import { ADMIN_ROLE } from "./require-admin.server";

/** The account tool behind `npm run admin:create` (scripts/admin-create.ts). */

/**
 * Creates the user or sets a new password, then grants (or, with `admin: false`,
 * takes away) the admin role. A new password signs the account out everywhere: every session and
 * half-finished login of the user is deleted. Returns the user id.
 */
export async function upsertUser(db: Db, input: { email: string; password: string; admin: boolean }) {
  const email = normaliseEmail(input.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error("A valid --email is required");
  const problem = passwordProblem(input.password, [email, ...email.split(/[@.]/)]);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const inTx = tx as unknown as Db;
    const userId = await upsertUserPassword(inTx, email, passwordHash);
    await deleteUserSessions(inTx, userId);
    await deleteUserLoginChallenges(inTx, userId);
    if (input.admin) await grantRole(inTx, userId, ADMIN_ROLE);
    else await revokeRole(inTx, userId, ADMIN_ROLE);
    return userId;
  });
}

/**
 * For an admin who lost the authenticator and the recovery codes (`admin:create --reset-totp`): removes
 * the second factor and signs the account out everywhere; the next login enrols a new one.
 */
export async function resetTwoFactor(db: Db, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const userId = await clearSecondFactor(db, normaliseEmail(email));
    if (!userId) return false;
    await deleteRecoveryCodes(db, userId);
    await deleteUserLoginChallenges(db, userId);
    await deleteUserSessions(db, userId);
    return true;
  });
}
