import { hasRole } from "~/models/users.server";
import { log } from "../platform/log.server";
import { ACCESS_MESSAGES } from "./require-admin.messages";
import { getSessionUser, sessionDeps, type SessionDeps, type SessionUser } from "./session.server";
import { redirectWithToast } from "../platform/toast.server";

export const ADMIN_ROLE = "admin";

type AccessOutcome =
  | { kind: "admin"; user: SessionUser }
  | { kind: "not-logged-in" }
  | { kind: "not-admin"; user: SessionUser }
  | { kind: "failed"; reason: string };

/** Who is asking: docs/product.md §7, calls 7 (get-session) and 8 (the user's `admin` row in user_roles). */
export async function checkAdminAccess(request: Request, deps: SessionDeps = sessionDeps()): Promise<AccessOutcome> {
  try {
    const user = await getSessionUser(request, deps);
    if (!user) return { kind: "not-logged-in" };
    return (await hasRole(deps.db, user.id, ADMIN_ROLE)) ? { kind: "admin", user } : { kind: "not-admin", user };
  } catch (error) {
    log.error("admin access check failed", { error: String(error) });
    return { kind: "failed", reason: error instanceof Error ? error.message : String(error) };
  }
}

/** The checks under way, by database and Cookie header; each is dropped once answered. */
const checking = new WeakMap<SessionDeps["db"], Map<string, Promise<AccessOutcome>>>();

/**
 * checkAdminAccess, asked once for the same cookie while a check is under way: Remix runs the loaders of a page
 * side by side, the frame's and the page's each guarding itself, and they share the first one's answer rather than
 * read the session and the role twice. Nothing outlives the check: the next request reads them again.
 */
function sharedAdminCheck(request: Request, deps: SessionDeps): Promise<AccessOutcome> {
  const cookie = request.headers.get("Cookie") ?? "";
  let pending = checking.get(deps.db);
  if (!pending) checking.set(deps.db, (pending = new Map()));
  const underWay = pending.get(cookie);
  if (underWay) return underWay;
  const check = checkAdminAccess(request, deps).finally(() => pending.delete(cookie));
  pending.set(cookie, check);
  return check;
}

/**
 * Guard for every admin loader and action: returns the admin, or throws the redirect with the documented
 * message (not logged in → /login?redirectTo=…, not an admin or a failed check → /).
 */
export async function requireAdmin(request: Request, deps: SessionDeps = sessionDeps()): Promise<SessionUser> {
  const outcome = await sharedAdminCheck(request, deps);
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
