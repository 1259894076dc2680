import { randomBytes } from "node:crypto";
import type { Submission } from "@conform-to/react";
import { json, type Cookie } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { ZodTypeAny } from "zod";
import {
  deleteExpiredLoginChallenges,
  deleteLoginChallenge,
  findLoginChallenge,
  findUserByEmail,
  hasSecondFactor,
  insertLoginChallenge,
} from "~/models/users.server";
import { type Config, getConfig } from "../platform/config.server";
import { siteCookie } from "../platform/cookies.server";
import { isSpam } from "../platform/honeypot.server";
import { INVALID_LOGIN, LOGIN_RATE_LIMITED, MISSING_LOGIN } from "~/forms/admin-messages";
import { loginSchema } from "~/forms/login";
import { parseForm } from "~/forms/parse";
import { dummyHash, PasswordHashingBusy, verifyPassword } from "./password.server";
import { peekRateLimit, rateLimit, resetRateLimit, type RateLimitRule, type RateLimitStore } from "../platform/rate-limit.server";
import { sessionDeps, type SessionDeps, type SessionUser } from "./session.server";
import { singleton } from "../platform/singleton.server";

/**
 * docs/decisions/0063 and 0117: every attempt counts against the visitor's address (IPv6: its /64) before
 * any work. A wrong password counts against the account AND that address: a stranger who keeps guessing
 * locks only their own address out of the account, never the office signing in from another. Wrong
 * passwords also count against the account from everywhere, a generous ceiling against guessing spread over
 * many networks; it never refuses a browser that has signed in to the account before (its device cookie), so
 * it cannot lock the office out either. A wrong second-factor code counts against the account from every
 * address: only someone who has the password gets that far. Each window ends 15 minutes after its first
 * failure, a full sign-in clears the counts, and a throttled attempt is not checked at all, so guessing
 * makes no progress.
 */
export const LOGIN_LIMITS = {
  ip: { name: "login:ip", limit: 20, windowMs: 15 * 60 * 1000 },
  password: { name: "login:password", limit: 10, windowMs: 15 * 60 * 1000 },
  account: { name: "login:account", limit: 100, windowMs: 15 * 60 * 1000 },
  code: { name: "login:code", limit: 10, windowMs: 15 * 60 * 1000 },
} satisfies Record<string, RateLimitRule>;
export type LoginLimits = typeof LOGIN_LIMITS;

/** How long the step between the password and the second factor may take. */
const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** Retry-After when every password-hashing slot is taken: a moment, not a lockout. */
const BUSY_RETRY_SECONDS = 5;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** A refused login: the status to answer with, the message to show, and the email to put back in the form. */
export class LoginError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly email: string,
    /** For 429 and 503: the Retry-After header. */
    public readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "LoginError";
  }
}

/**
 * The page's answer to a refused login: the form's reply (conform) with the message, the fields typed
 * kept except the secret ones, and Retry-After when limited.
 */
function loginErrorResponse(error: unknown, submission: Submission<unknown>, hideFields: string[]) {
  if (!(error instanceof LoginError)) throw error;
  const headers = error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : undefined;
  return json({ reply: submission.reply({ formErrors: [error.message], hideFields }) }, { status: error.status, headers });
}

/**
 * One sign-in step's action (/login, /login/verify, /login/enrol): its form parsed with the step's schema, so
 * a refusal comes back with what was typed (hideFields never); a body that is not a form is a 400 with the
 * step's `missing` message, not a 500; a LoginError the step throws is its answer. The step gets the form and
 * may read the request itself (the password step counts the attempt before it checks anything).
 */
export async function signInStep<T>(
  request: Request,
  step: { schema: ZodTypeAny; missing: string; hideFields: string[] },
  run: (form: FormData) => Promise<T>,
) {
  const form = await request.clone().formData().catch(() => null);
  const submission = parseForm(form ?? new FormData(), step.schema);
  if (!form) return loginErrorResponse(new LoginError(step.missing, 400, ""), submission, step.hideFields);
  try {
    return await run(form);
  } catch (error) {
    return loginErrorResponse(error, submission, step.hideFields);
  }
}

/** How long a browser that signed in to an account is known to it (its device cookie). */
const DEVICE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The device cookie: signed, naming the account this browser last signed in to. Its sign-in attempts pass
 * the account-wide ceiling (OWASP's "device cookies" against lockout), never the per-address limits.
 */
export function createDeviceCookie(config: Pick<Config, "SITE_URL" | "SESSION_SECRET">): Cookie {
  return siteCookie(config, "device", DEVICE_TTL_MS / 1000);
}

/** The pending login between the two steps: a signed cookie holding only a `login_challenges` id. */
export function createChallengeCookie(config: Pick<Config, "SITE_URL" | "SESSION_SECRET">): Cookie {
  return siteCookie(config, "login", CHALLENGE_TTL_MS / 1000);
}

export interface LoginDeps extends SessionDeps {
  /** Where rate-limit counts live (the shared store unless a test passes its own). */
  store?: RateLimitStore;
  challengeCookie?: Cookie;
  deviceCookie?: Cookie;
  limits?: LoginLimits;
}

export function loginDeps(): LoginDeps {
  return {
    ...sessionDeps(),
    challengeCookie: singleton("login-challenge-cookie", () => createChallengeCookie(getConfig())),
    deviceCookie: singleton("login-device-cookie", () => createDeviceCookie(getConfig())),
  };
}

const challengeCookieOf = (deps: LoginDeps) => deps.challengeCookie ?? createChallengeCookie(getConfig());
const deviceCookieOf = (deps: LoginDeps) => deps.deviceCookie ?? createDeviceCookie(getConfig());

/** Whether the request comes from a browser that signed in to this account before. */
async function isKnownDevice(request: Request, email: string, deps: LoginDeps) {
  const account: unknown = await deviceCookieOf(deps).parse(request.headers.get("Cookie"));
  return typeof account === "string" && account === normaliseEmail(email);
}

/** The Set-Cookie value that makes this browser known to the account it just signed in to. */
export const knownDeviceCookie = (email: string, deps: LoginDeps) => deviceCookieOf(deps).serialize(normaliseEmail(email));
const limitsOf = (deps: LoginDeps) => deps.limits ?? LOGIN_LIMITS;

/** Counts one attempt from this address; refuses when it has had too many. */
export async function limitIp(ip: string, email: string, deps: LoginDeps) {
  const perIp = await rateLimit(limitsOf(deps).ip, ip, deps.store);
  if (!perIp.ok) throw new LoginError(LOGIN_RATE_LIMITED, 429, email, perIp.retryAfterSeconds);
}

/** The subject of wrong passwords: the account from this address. */
const passwordSubject = (email: string, ip: string) => `${normaliseEmail(email)} ${ip}`;

/**
 * Refuses, without checking the password, while the account has too many wrong passwords from this address,
 * or (unless the browser is known to the account) from everywhere.
 */
async function refuseThrottledPassword(email: string, ip: string, knownDevice: boolean, deps: LoginDeps) {
  const limits = limitsOf(deps);
  const pair = await peekRateLimit(limits.password, passwordSubject(email, ip), deps.store);
  if (!pair.ok) throw new LoginError(LOGIN_RATE_LIMITED, 429, email, pair.retryAfterSeconds);
  if (knownDevice) return;
  const account = await peekRateLimit(limits.account, normaliseEmail(email), deps.store);
  if (!account.ok) throw new LoginError(LOGIN_RATE_LIMITED, 429, email, account.retryAfterSeconds);
}

async function recordWrongPassword(email: string, ip: string, deps: LoginDeps) {
  await rateLimit(limitsOf(deps).password, passwordSubject(email, ip), deps.store);
  await rateLimit(limitsOf(deps).account, normaliseEmail(email), deps.store);
}

/** Refuses, without checking the code, while the account has too many wrong second-factor codes. */
export async function refuseThrottledCode(email: string, deps: LoginDeps) {
  const account = await peekRateLimit(limitsOf(deps).code, normaliseEmail(email), deps.store);
  if (!account.ok) throw new LoginError(LOGIN_RATE_LIMITED, 429, "", account.retryAfterSeconds);
}

export async function recordWrongCode(email: string, deps: LoginDeps) {
  await rateLimit(limitsOf(deps).code, normaliseEmail(email), deps.store);
}

/** After a full sign-in: the account's wrong codes, and its wrong passwords from this address. */
export async function clearFailures(email: string, ip: string, deps: LoginDeps) {
  await resetRateLimit(limitsOf(deps).password, passwordSubject(email, ip), deps.store);
  await resetRateLimit(limitsOf(deps).code, normaliseEmail(email), deps.store);
}

/** Checks an email and password against the users table; the same work is done whether the email exists or not. */
async function verifyCredentials(email: string, password: string, db: SessionDeps["db"]): Promise<SessionUser | null> {
  const user = await findUserByEmail(db, normaliseEmail(email));
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
  return user && ok ? { id: user.id, email: user.email } : null;
}

/** remix-auth with the form strategy: reads email and password from the posted form. */
function createAuthenticator(ip: string, deps: LoginDeps) {
  const authenticator = new Authenticator<SessionUser>();
  authenticator.use(
    new FormStrategy(async ({ form, request }) => {
      const email = String(form.get("email") ?? "");
      if (isSpam(form)) throw new LoginError(INVALID_LOGIN, 400, email);
      const parsed = loginSchema.safeParse({ email, password: form.get("password") ?? "" });
      if (!parsed.success) throw new LoginError(MISSING_LOGIN, 400, email);
      await refuseThrottledPassword(parsed.data.email, ip, await isKnownDevice(request, parsed.data.email, deps), deps);
      let user: SessionUser | null;
      try {
        user = await verifyCredentials(parsed.data.email, parsed.data.password, deps.db);
      } catch (error) {
        if (error instanceof PasswordHashingBusy) throw new LoginError(LOGIN_RATE_LIMITED, 503, email, BUSY_RETRY_SECONDS);
        throw error;
      }
      if (!user) {
        await recordWrongPassword(parsed.data.email, ip, deps);
        throw new LoginError(INVALID_LOGIN, 400, email);
      }
      return user;
    }),
    "form",
  );
  return authenticator;
}

export interface PendingLogin {
  id: string;
  user: SessionUser & { totpSecret: string | null; totpLastStep: number | null };
  redirectTo: string;
  /** The secret being enrolled, for an account without a second factor. */
  enrolSecret: string | null;
}

/**
 * The password step (per-address limit, then the form strategy: account-and-address throttle, password check). It starts
 * no session: it stores a short-lived challenge and returns its cookie and the second step's path
 * (`/login/verify`, or `/login/enrol` for an account without a second factor). Throws LoginError.
 */
export async function login(request: Request, ip: string, deps: LoginDeps = loginDeps()) {
  const form = await request.clone().formData();
  await limitIp(ip, String(form.get("email") ?? ""), deps);
  const user = await createAuthenticator(ip, deps).authenticate("form", request);
  const now = deps.now?.() ?? new Date();
  await deleteExpiredLoginChallenges(deps.db, now);
  const id = randomBytes(32).toString("base64url");
  await insertLoginChallenge(deps.db, {
    id,
    userId: user.id,
    redirectTo: safeRedirect(form.get("redirectTo")),
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  return {
    user,
    setCookie: await challengeCookieOf(deps).serialize(id),
    next: (await hasSecondFactor(deps.db, user.id)) ? "/login/verify" : "/login/enrol",
  };
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

// Control characters (which the URL parser silently drops: `/\t/evil` becomes `//evil`) and backslashes
// (which it reads as slashes).
const unsafeInPath = (path: string) =>
  [...path].some((c) => c === "\\" || c.charCodeAt(0) <= 0x1f || c.charCodeAt(0) === 0x7f);

/**
 * Only a path on this site (docs/decisions/0063): parsed against SITE_URL, same origin, one leading slash
 * before and after parsing (`/.//evil` normalises to `//evil`), no control characters or backslashes.
 * Anything else gives the fallback.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/admin"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || unsafeInPath(to)) return fallback;
  const origin = new URL(getConfig().SITE_URL).origin;
  let url: URL;
  try {
    url = new URL(to, origin);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== origin || !path.startsWith("/") || path.startsWith("//")) return fallback;
  return path;
}
