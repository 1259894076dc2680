import type { Cookie } from "@remix-run/node";
import { normaliseEmail } from "~/forms/login";
import { type Config, getConfig } from "../platform/config.server";
import { siteCookie } from "../platform/cookies.server";
import { singleton } from "../platform/singleton.server";
import type { LoginThrottleDeps } from "./login-throttle.server";
import { sessionDeps, type SessionDeps } from "./session.server";

/** How long the step between the password and the second factor may take. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

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

export interface LoginDeps extends SessionDeps, LoginThrottleDeps {
  challengeCookie?: Cookie;
  deviceCookie?: Cookie;
}

export function loginDeps(): LoginDeps {
  return {
    ...sessionDeps(),
    challengeCookie: singleton("login-challenge-cookie", () => createChallengeCookie(getConfig())),
    deviceCookie: singleton("login-device-cookie", () => createDeviceCookie(getConfig())),
  };
}

export const challengeCookieOf = (deps: LoginDeps) => deps.challengeCookie ?? createChallengeCookie(getConfig());
const deviceCookieOf = (deps: LoginDeps) => deps.deviceCookie ?? createDeviceCookie(getConfig());

/** Whether the request comes from a browser that signed in to this account before. */
export async function isKnownDevice(request: Request, email: string, deps: LoginDeps) {
  const account: unknown = await deviceCookieOf(deps).parse(request.headers.get("Cookie"));
  return typeof account === "string" && account === normaliseEmail(email);
}

/** The Set-Cookie value that makes this browser known to the account it just signed in to. */
export const knownDeviceCookie = (email: string, deps: LoginDeps) => deviceCookieOf(deps).serialize(normaliseEmail(email));
