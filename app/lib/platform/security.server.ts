import { createHash, randomBytes } from "node:crypto";
import { isPrivatePath } from "./admin-paths";
import { type Config, getConfig } from "./config.server";
import { cookieSecurity, SESSION_COOKIE, VISIT_COOKIE } from "./cookies.server";
import { isTokenPath, TOKEN_PAGE_REFERRER_POLICY } from "./token-paths";

export const createNonce = () => randomBytes(16).toString("base64");

const origin = (url?: string) => (url ? new URL(url).origin : "");

/** HSTS and upgrading requests follow where the site is served, not NODE_ENV: http://localhost must work. */
const servedOverHttps = (config: Config) => new URL(config.SITE_URL).protocol === "https:";

/** Headers every response carries (set by the server entry for assets, resource routes and documents). */
export function baseSecurityHeaders(config: Config = getConfig()): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), geolocation=(), payment=(), microphone=(self)",
  };
  if (servedOverHttps(config)) {
    headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  }
  return headers;
}

/**
 * What every answer under a path that is its own key adds (token-paths.ts; never stored, by mustNotStore): never
 * indexed, and its URL never sent to another site as a Referer.
 */
const TOKEN_PAGE_HEADERS: Record<string, string> = { "X-Robots-Tag": "noindex", "Referrer-Policy": TOKEN_PAGE_REFERRER_POLICY };

/** The headers a response to this path starts with (set by the server entry before anything answers). */
export const securityHeadersFor = (base: Record<string, string>, pathname: string) =>
  isTokenPath(pathname) ? { ...base, ...TOKEN_PAGE_HEADERS } : base;

/** How a document's inline scripts are allowed: this request's nonce, or the hashes of the exact scripts sent. */
type InlineScripts = { nonce: string } | { hashes: string[] };

/** Content-Security-Policy of an HTML document: scripts only from us, or inline ones with the nonce or a listed hash. */
export function contentSecurityPolicy(inline: InlineScripts, config: Config = getConfig()): string {
  const storage = origin(config.S3_PUBLIC_URL);
  const allowed = "nonce" in inline ? [`'nonce-${inline.nonce}'`] : inline.hashes.map((hash) => `'${hash}'`);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...allowed, "https://assets.calendly.com"],
    // React renders style attributes; styles cannot run code, so inline styles are allowed.
    "style-src": ["'self'", "'unsafe-inline'", "https://assets.calendly.com"],
    "img-src": ["'self'", "data:", "blob:", storage].filter(Boolean),
    "media-src": ["'self'", "blob:", storage].filter(Boolean),
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "frame-src": ["https://calendly.com", "https://www.google.com", "https://maps.google.com"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  if (servedOverHttps(config)) directives["upgrade-insecure-requests"] = [];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/** Data blocks (JSON-LD) never run, so only other inline scripts need a hash. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const isDataBlock = (attributes: string) => {
  const match = TYPE_ATTRIBUTE.exec(attributes);
  return /json/i.test(match?.[1] ?? match?.[2] ?? match?.[3] ?? "");
};

/**
 * `sha256-…` of every inline executable <script> in a rendered document, in order and without repeats.
 * The HTML is React's own output, whose script text never contains "</script".
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/(?:^|\s)src\s*=/i.test(attributes) || isDataBlock(attributes)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/** Whether a Cookie header carries a cookie of this name, whatever its value. */
const carriesCookie = (cookieHeader: string, name: string) =>
  cookieHeader.split(";").some((cookie) => cookie.trim().startsWith(`${name}=`));

/**
 * Whether no cache may keep this response: the admin area, a request carrying the session cookie (by the
 * name session.server.ts gives it: `__Host-session` over https), or a response setting any cookie. Applied
 * to every response the app renders (server/request-guards.ts).
 */
export function mustNotStore(request: Request, headers: Headers, config: Config = getConfig()): boolean {
  return (
    isPrivatePath(new URL(request.url).pathname) ||
    carriesCookie(request.headers.get("Cookie") ?? "", cookieSecurity(config).name(SESSION_COOKIE)) ||
    headers.has("Set-Cookie")
  );
}

export const PRIVATE_NO_STORE = "private, no-store";

const ANONYMOUS_COOKIE = new RegExp(`^(__Host-)?${VISIT_COOKIE}=`);

/**
 * Whether a request's cookies can change what a page shows: any cookie but the visit cookie, which is only
 * read when a form is sent (a visitor carrying it still gets the shared page).
 */
export const hasPersonalCookie = (cookieHeader: string | null | undefined) =>
  (cookieHeader ?? "").split(";").some((cookie) => cookie.trim() !== "" && !ANONYMOUS_COOKIE.test(cookie.trim()));

/**
 * Public pages are the same for everyone, so a CDN may keep them; anything personal (a cookie in or
 * out, an error, the admin area) must not be shared.
 */
export function documentCacheControl(request: Request, status: number, headers: Headers): string {
  const personal = hasPersonalCookie(request.headers.get("Cookie")) || mustNotStore(request, headers);
  if (status !== 200 || personal || !["GET", "HEAD"].includes(request.method)) return PRIVATE_NO_STORE;
  return "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
}

/** A response a shared cache may store: such a page must not carry a per-request nonce. */
export const sharedCacheable = (cacheControl: string) => !/\b(private|no-store)\b/i.test(cacheControl);
