import { randomBytes } from "node:crypto";
import type { Cookie } from "@remix-run/node";
import type { Db } from "~db/client";
import { deleteExpiredUserSessions, deleteSession, findSessionUser, insertSession, setSessionExpiry } from "~/models/sessions.server";
import { type Config, getConfig } from "../platform/config.server";
import { SESSION_COOKIE, siteCookie } from "../platform/cookies.server";
import { getDb } from "../platform/db.server";
import { singleton } from "../platform/singleton.server";

/** How long a login lasts at most, however active (absolute lifetime). The row is the truth; the cookie only carries the id. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * A session unused this long ends (docs/decisions/0050): an admin screen left open on a shared office or
 * phone browser does not stay signed in for days. 30 minutes, NIST SP 800-63B's figure for this level of
 * assurance; every request of the session moves the deadline on.
 */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** Activity moves the idle deadline only when it is this much short: one write a minute at most, not one a request. */
const TOUCH_AFTER_MS = 60 * 1000;

/** `__Host-session` and Secure when SITE_URL is https, plain `session` over http (cookies.server.ts). */
export function createSessionCookie(config: Pick<Config, "SITE_URL" | "SESSION_SECRET">): Cookie {
  return siteCookie(config, SESSION_COOKIE, SESSION_TTL_MS / 1000);
}

export interface SessionDeps {
  db: Db;
  cookie: Cookie;
  now?: () => Date;
}

export function sessionDeps(): SessionDeps {
  return { db: getDb(), cookie: singleton("session-cookie", () => createSessionCookie(getConfig())) };
}

export interface SessionUser {
  id: string;
  email: string;
}

async function readSessionId(request: Request, cookie: Cookie): Promise<string | null> {
  const value: unknown = await cookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

/** The idle deadline of a session used at `now`: SESSION_IDLE_MS on, never past its absolute lifetime. */
const idleDeadline = (createdAt: Date, now: Date) => new Date(Math.min(now.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_TTL_MS));

/**
 * Starts a session for a user who just proved who they are: a new random id every time (the id the
 * visitor had before, if any, is deleted), stored with its start and idle deadline. Returns the Set-Cookie
 * value; the cookie lasts the absolute lifetime, the row decides.
 */
export async function createUserSession(request: Request, userId: string, deps: SessionDeps = sessionDeps()) {
  const now = deps.now?.() ?? new Date();
  const previous = await readSessionId(request, deps.cookie);
  if (previous) await deleteSession(deps.db, previous);
  await deleteExpiredUserSessions(deps.db, userId, now);
  const id = randomBytes(32).toString("base64url");
  const expiresAt = idleDeadline(now, now);
  await insertSession(deps.db, { id, userId, expiresAt, createdAt: now });
  const cookieExpires = new Date(now.getTime() + SESSION_TTL_MS);
  return { id, expiresAt, setCookie: await deps.cookie.serialize(id, { expires: cookieExpires }) };
}

/**
 * The signed-in user, or null when there is no cookie, no such session, or it has ended (idle for
 * SESSION_IDLE_MS, or older than SESSION_TTL_MS). Reading it is activity: the idle deadline moves on.
 */
export async function getSessionUser(request: Request, deps: SessionDeps = sessionDeps()): Promise<SessionUser | null> {
  const id = await readSessionId(request, deps.cookie);
  if (!id) return null;
  const now = deps.now?.() ?? new Date();
  const row = await findSessionUser(deps.db, id, now, new Date(now.getTime() - SESSION_TTL_MS));
  if (!row) return null;
  const next = idleDeadline(row.createdAt, now);
  // Also pulls in a deadline set further out (a row from before the idle timeout).
  if (Math.abs(next.getTime() - row.expiresAt.getTime()) > TOUCH_AFTER_MS) await setSessionExpiry(deps.db, id, next);
  return { id: row.id, email: row.email };
}

/** Deletes the session row and returns the Set-Cookie value that clears the cookie. */
export async function destroyUserSession(request: Request, deps: SessionDeps = sessionDeps()): Promise<string> {
  const id = await readSessionId(request, deps.cookie);
  if (id) await deleteSession(deps.db, id);
  return deps.cookie.serialize("", { expires: new Date(0), maxAge: 0 });
}
