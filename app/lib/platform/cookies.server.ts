import { createCookie, type Cookie } from "@remix-run/node";
import type { Config } from "./config.server";

/** Where a visit came from (visit-attribution.server.ts): the same pages for everyone, so it never makes a page personal. */
export const VISIT_COOKIE = "visit";
/** A signed-in admin's session (session.server.ts): the page cache and no-store ask for it by this name. */
export const SESSION_COOKIE = "session";

/**
 * Cookies are `Secure` exactly when the site is served over https (SITE_URL), and then a cookie that
 * may use it takes the `__Host-` prefix (Secure, Path=/, no Domain: no subdomain can set or shadow it).
 * Over http (local use) browsers refuse both, so plain names are used there. Every cookie on Path=/ takes it
 * (session, login, toast, visit); the chat cookie, kept to /chat, cannot.
 */
export function cookieSecurity(config: Pick<Config, "SITE_URL">) {
  const secure = new URL(config.SITE_URL).protocol === "https:";
  return { secure, name: (name: string) => (secure ? `__Host-${name}` : name) };
}

/**
 * A signed, HttpOnly, SameSite=Lax cookie on Path=/ named by the rule above, kept `maxAgeSeconds`: the session,
 * the pending login, the device and the visit cookie. Signed with SESSION_SECRET unless given secrets of its own.
 */
export function siteCookie(
  config: Pick<Config, "SITE_URL" | "SESSION_SECRET">,
  baseName: string,
  maxAgeSeconds: number,
  secrets = [config.SESSION_SECRET],
): Cookie {
  const { secure, name } = cookieSecurity(config);
  return createCookie(name(baseName), { path: "/", httpOnly: true, sameSite: "lax", secure, secrets, maxAge: maxAgeSeconds });
}
