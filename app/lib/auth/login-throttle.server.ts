import { LOGIN_RATE_LIMITED } from "~/forms/admin-messages";
import { normaliseEmail } from "~/forms/login";
import { peekRateLimit, rateLimit, resetRateLimit, type RateLimitRule, type RateLimitStore } from "../platform/rate-limit.server";
import { LoginError } from "./sign-in-step.server";

/**
 * docs/decisions/0050: every attempt counts against the visitor's address (IPv6: its /64) before
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

export interface LoginThrottleDeps {
  /** Where rate-limit counts live (the shared store unless a test passes its own). */
  store?: RateLimitStore;
  limits?: LoginLimits;
}

const limitsOf = (deps: LoginThrottleDeps) => deps.limits ?? LOGIN_LIMITS;

/** Counts one attempt from this address; refuses when it has had too many. */
export async function limitIp(ip: string, email: string, deps: LoginThrottleDeps) {
  const perIp = await rateLimit(limitsOf(deps).ip, ip, deps.store);
  if (!perIp.ok) throw new LoginError(LOGIN_RATE_LIMITED, 429, email, perIp.retryAfterSeconds);
}

/** The subject of wrong passwords: the account from this address. */
const passwordSubject = (email: string, ip: string) => `${normaliseEmail(email)} ${ip}`;

/**
 * Refuses, without checking the password, while the account has too many wrong passwords from this address,
 * or (unless the browser is known to the account) from everywhere.
 */
export async function refuseThrottledPassword(email: string, ip: string, knownDevice: boolean, deps: LoginThrottleDeps) {
  const limits = limitsOf(deps);
  const pair = await peekRateLimit(limits.password, passwordSubject(email, ip), deps.store);
  if (!pair.ok) throw new LoginError(LOGIN_RATE_LIMITED, 429, email, pair.retryAfterSeconds);
  if (knownDevice) return;
  const account = await peekRateLimit(limits.account, normaliseEmail(email), deps.store);
  if (!account.ok) throw new LoginError(LOGIN_RATE_LIMITED, 429, email, account.retryAfterSeconds);
}

export async function recordWrongPassword(email: string, ip: string, deps: LoginThrottleDeps) {
  await rateLimit(limitsOf(deps).password, passwordSubject(email, ip), deps.store);
  await rateLimit(limitsOf(deps).account, normaliseEmail(email), deps.store);
}

/** Refuses, without checking the code, while the account has too many wrong second-factor codes. */
export async function refuseThrottledCode(email: string, deps: LoginThrottleDeps) {
  const account = await peekRateLimit(limitsOf(deps).code, normaliseEmail(email), deps.store);
  if (!account.ok) throw new LoginError(LOGIN_RATE_LIMITED, 429, "", account.retryAfterSeconds);
}

export async function recordWrongCode(email: string, deps: LoginThrottleDeps) {
  await rateLimit(limitsOf(deps).code, normaliseEmail(email), deps.store);
}

/** After a full sign-in: the account's wrong codes, and its wrong passwords from this address. */
export async function clearFailures(email: string, ip: string, deps: LoginThrottleDeps) {
  await resetRateLimit(limitsOf(deps).password, passwordSubject(email, ip), deps.store);
  await resetRateLimit(limitsOf(deps).code, normaliseEmail(email), deps.store);
}
