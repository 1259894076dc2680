import { deleteLoginChallenge, findLoginChallenge } from "~/models/users.server";
import type { SessionUser } from "./session.server";
import { challengeCookieOf, loginDeps, type LoginDeps } from "./login-cookies.server";

export interface PendingLogin {
  id: string;
  user: SessionUser & { totpSecret: string | null; totpLastStep: number | null };
  redirectTo: string;
  /** The secret being enrolled, for an account without a second factor. */
  enrolSecret: string | null;
}

/** The pending login the request's cookie names, or null when there is none or it has expired. */
export async function readPendingLogin(request: Request, deps: LoginDeps = loginDeps()): Promise<PendingLogin | null> {
  const id: unknown = await challengeCookieOf(deps).parse(request.headers.get("Cookie"));
  if (typeof id !== "string" || !id) return null;
  return findLoginChallenge(deps.db, id, deps.now?.() ?? new Date());
}

/** Deletes the pending login and returns the Set-Cookie value that clears its cookie. */
export async function endPendingLogin(id: string, deps: LoginDeps): Promise<string> {
  await deleteLoginChallenge(deps.db, id);
  return challengeCookieOf(deps).serialize("", { expires: new Date(0), maxAge: 0 });
}
