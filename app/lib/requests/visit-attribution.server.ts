import { createHmac } from "node:crypto";
import type { Cookie } from "@remix-run/node";
import { z } from "zod";
import { sanitizeText } from "~/forms/sanitize";
import type { Attribution } from "~/models/lead-intake.server";
import { type Config, getConfig } from "../platform/config.server";
import { siteCookie, VISIT_COOKIE } from "../platform/cookies.server";
import { singleton } from "../platform/singleton.server";

/**
 * Where a visit came from, kept in one first-party cookie (docs/decisions/0102-visit-attribution.md): the
 * first page, the referring site (its origin, only when it is another site) and the UTM parameters. No
 * third-party script. Set by the server entry around the page cache; read by every public form.
 */
interface Visit {
  firstPage: string;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
}

/** A visit is remembered this long: a lead sent within 30 days of the campaign click is counted under it. */
export const VISIT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Caps (characters) on what the cookie holds, so nothing a visitor sends reaches the database unbounded. */
export const VISIT_LIMITS = { firstPage: 300, referrer: 200, utm: 100 } as const;

const UTM = { utmSource: "utm_source", utmMedium: "utm_medium", utmCampaign: "utm_campaign", utmTerm: "utm_term", utmContent: "utm_content" } as const;

/** Free text for the database: no control or bidirectional characters, one line, trimmed, capped. */
const cleanText = (value: string, max: number) => sanitizeText(value).replace(/\s+/g, " ").trim().slice(0, max);
const cleanOrNull = (value: string | null | undefined, max: number) => {
  const cleaned = value == null ? "" : cleanText(value, max);
  return cleaned === "" ? null : cleaned;
};

/** A path with its query: starts with one slash, no spaces or controls (a URL's own encoding keeps it so). */
const cleanPath = (value: string) => {
  // eslint-disable-next-line no-control-regex -- a control character is not part of a path
  const path = value.replace(/[\s\u0000-\u001f\u007f-\u009f]/g, "").slice(0, VISIT_LIMITS.firstPage);
  return /^\/(?!\/)/.test(path) ? path : "/";
};

/** An http(s) origin, or null. */
const cleanOrigin = (value: string | null | undefined) => {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.origin.length <= VISIT_LIMITS.referrer ? url.origin : null;
  } catch {
    return null;
  }
};

const text = (max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => cleanOrNull(value, max));

/** What a cookie may hold. Values are cleaned again on the way in: the signature is not the only guard. */
const visitSchema = z.object({
  firstPage: z.string().transform(cleanPath),
  referrer: z.string().nullish().transform(cleanOrigin),
  utmSource: text(VISIT_LIMITS.utm),
  utmMedium: text(VISIT_LIMITS.utm),
  utmCampaign: text(VISIT_LIMITS.utm),
  utmTerm: text(VISIT_LIMITS.utm),
  utmContent: text(VISIT_LIMITS.utm),
});

/** The visit a value (a parsed cookie) describes, cleaned and capped, or null when it is not one. */
export function cleanVisit(value: unknown): Visit | null {
  const parsed = visitSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The host of our own site, with and without "www.": a referrer from there is not another site. */
const siteHost = (host: string) => host.toLowerCase().replace(/^www\./, "");

/**
 * The visit a page request starts, or null when it says nothing worth keeping (no UTM parameter and no
 * other site referring): such a visit is "direct" whatever its first page, and its page stays shareable.
 */
export function visitFromRequest(path: string, referer: string | null | undefined, siteOrigin: string): Visit | null {
  let url: URL;
  try {
    url = new URL(`${siteOrigin}${path.startsWith("/") ? path : "/"}`);
  } catch {
    return null;
  }
  const from = cleanOrigin(referer);
  const referrer = from && siteHost(new URL(from).host) !== siteHost(url.host) ? from : null;
  const utm = Object.fromEntries(
    Object.entries(UTM).map(([key, param]) => [key, cleanOrNull(url.searchParams.get(param), VISIT_LIMITS.utm)]),
  ) as Pick<Visit, keyof typeof UTM>;
  if (!referrer && Object.values(utm).every((value) => value === null)) return null;
  return { firstPage: cleanPath(`${url.pathname}${url.search}`), referrer, ...utm };
}

/** What a lead records: the visit, and its source for the dashboard (utm_source, else the referring host, else "direct"). */
export function attributionOf(visit: Visit | null): Attribution {
  if (!visit) return { source: "direct" };
  const referrerHost = visit.referrer ? siteHost(new URL(visit.referrer).host) : null;
  const source = visit.utmSource?.toLowerCase() ?? referrerHost ?? "direct";
  return { source: source.slice(0, VISIT_LIMITS.utm), ...visit };
}

/** `__Host-visit` and Secure over https, plain `visit` over http; signed with a key of its own. */
export function createVisitCookie(config: Pick<Config, "SITE_URL" | "SESSION_SECRET">): Cookie {
  // Derived, so a value signed for another cookie (the session) is never accepted here.
  const secret = createHmac("sha256", config.SESSION_SECRET).update("visit-cookie").digest("hex");
  return siteCookie(config, VISIT_COOKIE, VISIT_MAX_AGE_SECONDS, [secret]);
}

interface VisitDeps {
  cookie: Cookie;
  siteOrigin: string;
}

function visitDeps(): VisitDeps {
  return singleton("visit-cookie", () => {
    const config = getConfig();
    return { cookie: createVisitCookie(config), siteOrigin: new URL(config.SITE_URL).origin };
  });
}

/** The visit the request's cookie holds (signed, then cleaned), or null. */
export async function readVisit(cookieHeader: string | null | undefined, deps: VisitDeps = visitDeps()): Promise<Visit | null> {
  if (!cookieHeader) return null;
  try {
    return cleanVisit(await deps.cookie.parse(cookieHeader));
  } catch {
    return null;
  }
}

/** What a request's visit cookie says about where it came from ("direct" without one). */
export async function requestAttribution(request: Request, deps?: VisitDeps): Promise<Attribution> {
  const cookie = request.headers.get("Cookie");
  return attributionOf(cookie ? await readVisit(cookie, deps ?? visitDeps()) : null);
}

/**
 * The Set-Cookie value for a page request that starts a visit worth keeping and has no valid visit cookie
 * yet, else null. Called by the server entry for page requests (server/request-guards.ts).
 */
export async function newVisitCookie(
  request: { path: string; referer?: string | null; cookie?: string | null },
  deps: VisitDeps = visitDeps(),
): Promise<string | null> {
  const visit = visitFromRequest(request.path, request.referer, deps.siteOrigin);
  if (!visit || (await readVisit(request.cookie, deps))) return null;
  return deps.cookie.serialize(visit);
}
