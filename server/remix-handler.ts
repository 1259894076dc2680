/**
 * Serves the Remix build (docs/decisions/0061: an adapter of our own rather than @remix-run/express's, because
 * the body must reach Remix through the request guards' cap). Every response the app renders that is personal
 * (the admin area, the session cookie, a cookie being set) is marked `private, no-store`, whatever the route said.
 */
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import type { Request as ExpressRequest, RequestHandler, Response } from "express";
import { isChange } from "~/lib/platform/request-guards.server";
import { mustNotStore, PRIVATE_NO_STORE } from "~/lib/platform/security.server";
import { keepRendered, type PageCache } from "./page-cache";
import { answeredByGuard, guardedRequest } from "./request-guards";
import { writeWithBackpressure } from "./stream-body";
import { addVisitCookie, visitCookieOf } from "./visit-cookie";

interface RemixOptions {
  build: ServerBuild;
  mode: string;
  getLoadContext: (req: ExpressRequest) => Record<string, unknown>;
  /** Anonymous pages rendered once and answered from memory for a while (server/page-cache.ts). */
  cache?: PageCache;
  /** Runs a request's whole answer, its render streaming included, with the site's words it is served. */
  withWords: <T>(request: Request, answer: () => Promise<T>) => Promise<T>;
}

export function remixHandler({ build, mode, getLoadContext, cache, withWords }: RemixOptions): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      const setVisit = await visitCookieOf(req);
      const request = guardedRequest(req, res);
      await withWords(request, () => answer(req, res, request, setVisit));
    } catch (error) {
      if (answeredByGuard(res)) return;
      next(error);
    }
  };

  async function answer(req: ExpressRequest, res: Response, request: Request, setVisit: Awaited<ReturnType<typeof visitCookieOf>>) {
    const response = await handle(request, getLoadContext(req));
    // The body cap already answered this request.
    if (answeredByGuard(res)) return;
    if (mustNotStore(request, response.headers)) response.headers.set("Cache-Control", PRIVATE_NO_STORE);
    const kept = cache ? await keepRendered(cache, req, response) : null;
    res.statusMessage = response.statusText;
    res.status(response.status);
    for (const [name, value] of response.headers.entries()) res.append(name, value);
    // After the page cache took its copy: a kept page never holds one visitor's cookie.
    addVisitCookie(res, setVisit);
    if (kept) res.set("X-Page-Cache", "miss").end(kept);
    // The answer to a form post (a redirect, a small JSON, at most a page) is sent whole, with its length: one
    // under compression's threshold is then sent as it is, not through a gzip stream in chunks (decision 0187).
    else if (response.body && isChange(req.method)) {
      const body = Buffer.from(await response.arrayBuffer());
      res.set("Content-Length", String(body.length)).end(body);
    } else if (response.body) await writeWithBackpressure(response.body, res);
    else res.end();
  }
}
