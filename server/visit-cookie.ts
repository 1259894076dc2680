/**
 * Where a visit came from, for the leads it sends (docs/decisions/0102): a cookie set on the first page of a
 * visit, by the server as it answers (rendered or from the page cache), never kept in the page cache.
 */
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { PRIVATE_NO_STORE } from "~/lib/platform/security.server";
import { newVisitCookie } from "~/lib/requests/visit-attribution.server";

/** The Set-Cookie value a page request gets, or null: only a GET of a document (not Remix's data requests). */
export async function visitCookieOf(req: ExpressRequest): Promise<string | null> {
  if (req.method !== "GET" || "_data" in req.query) return null;
  return newVisitCookie({ path: req.originalUrl, referer: req.get("Referer"), cookie: req.get("Cookie") });
}

/**
 * Sets the visit cookie on a page (an HTML 200). That one response is then personal: no shared cache may keep
 * it, or it would hand this visitor's cookie to the next.
 */
export function addVisitCookie(res: ExpressResponse, setVisit: string | null) {
  if (!setVisit || res.statusCode !== 200 || !/^text\/html\b/.test(String(res.getHeader("Content-Type") ?? ""))) return;
  res.append("Set-Cookie", setVisit);
  res.set("Cache-Control", PRIVATE_NO_STORE);
}
