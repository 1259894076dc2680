import { randomBytes } from "node:crypto";
import { createCookie, type Cookie } from "@remix-run/node";
import type { Db } from "~db/client";
import { deleteExpiredUserSessions, deleteSession, findSessionUser, insertSession } from "~/models/sessions.server";
import { type Config, getConfig } from "./config.server";
import { cookieSecurity } from "./cookies.server";
import { getDb } from "./db.server";
import { singleton } from "./singleton.server";

/** How long a login lasts. The row is the truth; the cookie only carries the id. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** `__Host-session` and Secure when SITE_URL is https, plain `session` over http (cookies.server.ts). */
export function createSessionCookie(config: Pick<Config, "SITE_URL" | "SESSION_SECRET">): Cookie {
  const { secure, name } = cookieSecurity(config);
  return createCookie(name("session"), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    secrets: [config.SESSION_SECRET],
    maxAge: SESSION_TTL_MS / 1000,
  });
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

/**
 * Starts a session for a user who just proved who they are: a new random id every time (the id the
 * visitor had before, if any, is deleted), stored with its expiry. Returns the Set-Cookie value.
 */
export async function createUserSession(request: Request, userId: string, deps: SessionDeps = sessionDeps()) {
  const now = deps.now?.() ?? new Date();
  const previous = await readSessionId(request, deps.cookie);
  if (previous) await deleteSession(deps.db, previous);
  await deleteExpiredUserSessions(deps.db, userId, now);
  const id = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await insertSession(deps.db, { id, userId, expiresAt });
  return { id, expiresAt, setCookie: await deps.cookie.serialize(id, { expires: expiresAt }) };
}

/** The signed-in user, or null when there is no cookie, no such session, or it has expired. */
export async function getSessionUser(request: Request, deps: SessionDeps = sessionDeps()): Promise<SessionUser | null> {
  const id = await readSessionId(request, deps.cookie);
  if (!id) return null;
  return findSessionUser(deps.db, id, deps.now?.() ?? new Date());
}

/** Deletes the session row and returns the Set-Cookie value that clears the cookie. */
export async function destroyUserSession(request: Request, deps: SessionDeps = sessionDeps()): Promise<string> {
  const id = await readSessionId(request, deps.cookie);
  if (id) await deleteSession(deps.db, id);
  return deps.cookie.serialize("", { expires: new Date(0), maxAge: 0 });
}
