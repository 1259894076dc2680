import { and, eq } from "drizzle-orm";
import { loginChallenges, userRoles, users } from "../../db/schema";
import type { Db } from "../../db/client";
import { normaliseEmail } from "./auth.server";
import { log } from "./log.server";
import { hashPassword, passwordProblem } from "./password.server";
import { deleteUserSessions, getSessionUser, sessionDeps, type SessionDeps, type SessionUser } from "./session.server";
import { redirectWithToast } from "./toast.server";

export const ADMIN_ROLE = "admin";

/** docs/product.md §6 and decision 5. */
export const ACCESS_MESSAGES = {
  notLoggedIn: "Please login to access the admin panel",
  notAdmin: "You don't have permission to access this page",
  failed: "Authentication check failed",
} as const;

export type AccessOutcome =
  | { kind: "admin"; user: SessionUser }
  | { kind: "not-logged-in" }
  | { kind: "not-admin"; user: SessionUser }
  | { kind: "failed"; reason: string };

/** Who is asking: docs/product.md §7, calls 7 (get-session) and 8 (the user's `admin` row in user_roles). */
export async function checkAdminAccess(request: Request, deps: SessionDeps = sessionDeps()): Promise<AccessOutcome> {
  try {
    const user = await getSessionUser(request, deps);
    if (!user) return { kind: "not-logged-in" };
    const [role] = await deps.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(and(eq(userRoles.userId, user.id), eq(userRoles.role, ADMIN_ROLE)))
      .limit(1);
    return role ? { kind: "admin", user } : { kind: "not-admin", user };
  } catch (error) {
    log.error("admin access check failed", { error: String(error) });
    return { kind: "failed", reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Guard for every admin loader and action: returns the admin, or throws the redirect with the documented
 * message (not logged in → /login?redirectTo=…, not an admin or a failed check → /).
 */
export async function requireAdmin(request: Request, deps: SessionDeps = sessionDeps()): Promise<SessionUser> {
  const outcome = await checkAdminAccess(request, deps);
  switch (outcome.kind) {
    case "admin":
      return outcome.user;
    case "not-logged-in": {
      const url = new URL(request.url);
      const back = request.method === "GET" ? `${url.pathname}${url.search}` : url.pathname;
      throw await redirectWithToast(`/login?${new URLSearchParams({ redirectTo: back })}`, {
        title: ACCESS_MESSAGES.notLoggedIn,
        type: "error",
      });
    }
    case "not-admin":
      throw await redirectWithToast("/", { title: ACCESS_MESSAGES.notAdmin, type: "error" });
    default:
      throw await redirectWithToast("/", { title: ACCESS_MESSAGES.failed, type: "error" });
  }
}

/**
 * `npm run admin:create`: creates the user or sets a new password, then grants (or, with `admin: false`,
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
    const [user] = await tx
      .insert(users)
      .values({ email, passwordHash })
      .onConflictDoUpdate({ target: users.email, set: { passwordHash, updatedAt: new Date() } })
      .returning({ id: users.id });
    await deleteUserSessions(tx as unknown as Db, user.id);
    await tx.delete(loginChallenges).where(eq(loginChallenges.userId, user.id));
    if (input.admin) {
      await tx.insert(userRoles).values({ userId: user.id, role: ADMIN_ROLE }).onConflictDoNothing();
    } else {
      await tx.delete(userRoles).where(and(eq(userRoles.userId, user.id), eq(userRoles.role, ADMIN_ROLE)));
    }
    return user.id;
  });
}
