/**
 * Anonymous pages are the same for every visitor for a while (a CDN may keep them 5 minutes), so the server
 * keeps what it rendered too, and answers the next visitor from memory instead of rendering the page again
 * (docs/decisions/0083-page-cache.md). Only responses a shared cache may store are kept: no cookie in or
 * out (the visit cookie aside: pages never read it, decision 0102), status 200, no per-request nonce (those
 * pages allow their scripts by hash). Bounded in entries and in age; emptied when the office saves a change that
 * public pages show: the workflow that saved it announces it (server/index.ts listens), never guessed from a
 * request's path or status, so a post from a stranger empties nothing.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Request as ExpressRequest, RequestHandler } from "express";
import { hasPersonalCookie, sharedCacheable } from "~/lib/platform/security.server";
import { addVisitCookie, visitCookieOf } from "./visit-cookie";

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** Compressed once when stored, so a hit costs no compression (decision 0083). */
  gzip: Buffer;
  br: Buffer;
  storedAt: number;
  /** The office's day it was rendered on (see createPageCache's dayOf). */
  day: string;
}

const sizeOf = (page: CachedPage) => page.body.length + page.gzip.length + page.br.length;

export interface PageCache {
  /** The cache key of a request that may be answered from the cache, or null. */
  keyOf(request: { method: string; url: string; headers: { cookie?: string; authorization?: string } }): string | null;
  get(key: string, now?: number): CachedPage | null;
  /** Whether a response may be kept: one a shared cache could keep. */
  accepts(status: number, headers: Headers): boolean;
  store(key: string, status: number, headers: Headers, body: Buffer, now?: number): void;
  clear(): void;
  readonly size: number;
  readonly bytes: number;
}

/**
 * 16 MB holds every public page about three times over; random query strings only push out old entries. `dayOf`
 * names the office's day at a moment: a page kept on an earlier day is not answered, so an offer that ended at
 * midnight office time is not served from memory after it (docs/content.md).
 */
export function createPageCache({
  maxBytes = 16 * 1024 * 1024,
  ttlMs = 60_000,
  dayOf = (_now: number) => "",
}: { maxBytes?: number; ttlMs?: number; dayOf?: (now: number) => string } = {}): PageCache {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const pages = new Map<string, CachedPage>();
  let bytes = 0;
  const drop = (key: string) => {
    const page = pages.get(key);
    if (page) bytes -= sizeOf(page);
    pages.delete(key);
  };
  return {
    keyOf(request) {
      if (request.method !== "GET") return null;
      if (hasPersonalCookie(request.headers.cookie) || request.headers.authorization) return null;
      return request.url;
    },
    get(key, now = Date.now()) {
      const page = pages.get(key);
      if (!page) return null;
      pages.delete(key);
      if (now - page.storedAt > ttlMs || page.day !== dayOf(now)) {
        bytes -= sizeOf(page);
        return null;
      }
      pages.set(key, page);
      return page;
    },
    accepts: (status, headers) => status === 200 && !headers.has("Set-Cookie") && sharedCacheable(headers.get("Cache-Control") ?? "private"),
    store(key, status, headers, body, now = Date.now()) {
      if (body.length > maxBytes) return;
      drop(key);
      const page: CachedPage = {
        status,
        headers: [...headers.entries()],
        body,
        gzip: gzipSync(body),
        // Quality 9 is close to 11's size at a fraction of its time; it runs once per page per minute.
        br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        storedAt: now,
        day: dayOf(now),
      };
      pages.set(key, page);
      bytes += sizeOf(page);
      while (bytes > maxBytes) drop(pages.keys().next().value!);
    },
    clear() {
      pages.clear();
      bytes = 0;
    },
    get size() {
      return pages.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

const keyOf = (cache: PageCache, req: ExpressRequest) => cache.keyOf({ method: req.method, url: req.originalUrl, headers: req.headers });

/**
 * The one place a kept page is answered: before the static files and the compression middleware, the stored bytes
 * in the encoding the visitor accepts (brotli, then gzip, else plain), with nothing computed per request but the
 * visit cookie a first page may get (decision 0102).
 */
export function pageCacheHits(cache: PageCache): RequestHandler {
  return async (req, res, next) => {
    const key = keyOf(cache, req);
    const hit = key ? cache.get(key) : null;
    if (!hit) return next();
    try {
      const setVisit = await visitCookieOf(req);
      const encoding = req.acceptsEncodings("br", "gzip", "identity");
      const body = encoding === "br" ? hit.br : encoding === "gzip" ? hit.gzip : hit.body;
      res.status(hit.status);
      for (const [name, value] of hit.headers) res.append(name, value);
      res.append("Vary", "Accept-Encoding");
      if (encoding === "br" || encoding === "gzip") res.set("Content-Encoding", encoding);
      addVisitCookie(res, setVisit);
      res.set({ "Content-Length": String(body.length), "X-Page-Cache": "hit" }).end(body);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * How the page cache fills, given each response the app renders (server/remix-handler.ts): a page a shared cache
 * may keep is read whole (such pages are rendered whole anyway, decision 0062), kept and its bytes returned for
 * sending; anything else is null.
 */
export async function keepRendered(cache: PageCache, req: ExpressRequest, response: Response): Promise<Buffer | null> {
  const key = keyOf(cache, req);
  if (!key || !response.body || !cache.accepts(response.status, response.headers)) return null;
  const body = Buffer.from(await response.arrayBuffer());
  cache.store(key, response.status, response.headers, body);
  return body;
}
