/**
 * The HTTP edge (docs/decisions/0061-request-guards.md): the cross-site check, the https bounce and the
 * body-size cap every request passes before Remix sees it. The body reaches Remix only through the cap
 * (`guardedRequest`, used by server/remix-handler.ts).
 */
import { type IncomingMessage, STATUS_CODES } from "node:http";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import type { TrustFunction } from "~/lib/platform/client-ip.server";
import type { Lang } from "~/content/languages";
import { type BodyLimit, bodyLimit, crossSiteRefusal, isChange, requestPageToken } from "~/lib/platform/request-guards.server";

interface EdgeLocals {
  body?: ReadableStream<Uint8Array>;
  abort: AbortController;
  /** Set once a guard answered on the socket itself. */
  answered?: boolean;
}
const locals = (res: ExpressResponse) => res.locals as EdgeLocals;

/** Whether a guard has already answered this request on its socket (whatever Remix answers is then dropped). */
export const answeredByGuard = (res: ExpressResponse) => locals(res).answered === true;

/** How long, and for how many more bytes, a refused request's connection is kept open before it is closed. */
const LINGER_MS = 2_000;
const LINGER_BYTES = 256 * 1024;

/**
 * Closes a connection whose request body is not wanted, once its answer is out. Closing the socket at once,
 * with request bytes unread, resets the connection and a client still sending may lose the answer. So, like
 * a web server's lingering close: stop writing, discard what still arrives up to LINGER_BYTES, then stop
 * reading, and close after LINGER_MS.
 */
function closeAfterAnswer(req: IncomingMessage) {
  const socket = req.socket;
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  socket.once("close", () => clearTimeout(timer));
  socket.end();
  let discarded = 0;
  req.removeAllListeners("data");
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > LINGER_BYTES) req.pause();
  });
  req.resume();
}

/**
 * Answers a refused request with a plain message. With `close` the rest of its body is never read: the
 * answer goes straight to the socket with `Connection: close` (with the headers set so far), and Node's own
 * response, which would reset the connection at once, is never used.
 */
function refuse(req: IncomingMessage, res: ExpressResponse, status: number, message: string, close = false) {
  const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
  if (!close) {
    res.status(status).set(headers).send(message);
    return;
  }
  locals(res).answered = true;
  const body = Buffer.from(message);
  const all = { ...res.getHeaders(), ...headers, "Content-Length": body.length, Connection: "close" };
  const lines = Object.entries(all).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => `${name}: ${String(item)}`),
  );
  req.socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("\r\n")}\r\n\r\n`);
  req.socket.write(body);
  closeAfterAnswer(req);
}

const hasBody = (req: IncomingMessage) =>
  req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

/**
 * Counts a body as it arrives and hands it on as a web stream, never holding more than the stream's
 * high-water mark. Past the cap the request is answered 413 (or, when a response is already out, its
 * connection is closed). A body nobody read by the time the response is sent is drained, still counted.
 */
function cappedBody(req: IncomingMessage, res: ExpressResponse, limit: BodyLimit, onTooLarge: () => void) {
  let seen = 0;
  let draining = false;
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const finish = (end: (c: ReadableStreamDefaultController<Uint8Array>) => void) => {
    if (controller) end(controller);
    controller = null;
  };
  const drain = () => {
    draining = true;
    finish((c) => c.close());
    req.resume();
  };

  const onData = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limit.bytes) {
      req.off("data", onData);
      req.pause();
      finish((c) => c.error(new Error(limit.message)));
      if (res.writableFinished) closeAfterAnswer(req);
      // Past the cap in the middle of an answer: nothing sensible is left to send.
      else if (res.headersSent || locals(res).answered) req.socket.destroy();
      else {
        onTooLarge();
        refuse(req, res, 413, limit.message, true);
      }
      return;
    }
    if (draining || !controller) return;
    controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if ((controller.desiredSize ?? 0) <= 0) req.pause();
  };

  const body = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        req.on("data", onData);
        req.once("end", () => finish((c) => c.close()));
        req.once("error", (error) => finish((c) => c.error(error)));
      },
      pull() {
        req.resume();
      },
      // A cancelled stream is closed already: closing it again would throw when the answer finishes.
      cancel() {
        controller = null;
        drain();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
  res.once("finish", () => {
    if (!req.complete) drain();
  });
  return body;
}

/**
 * The scheme the visitor used, as the outermost trusted proxy wrote it in X-Forwarded-Proto; null when the
 * socket's peer is no trusted proxy (the header is then the visitor's own). Each trusted proxy appends one
 * entry, like X-Forwarded-For, so the entry is counted from the right: as many as there are trusted proxies
 * in front of the visitor (`req.ips`, by the same `trust proxy` rule as the visitor's address), or the
 * left-most when the proxies replace the header rather than append to it.
 */
function forwardedProto(req: ExpressRequest, trust: TrustFunction): string | null {
  if (!trust(req.socket.remoteAddress ?? "", 0)) return null;
  const entries = (req.get("X-Forwarded-Proto") ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .reverse();
  const proxies = Math.max(req.ips.length, 1);
  return entries[Math.min(proxies, entries.length) - 1] ?? null;
}

/**
 * The same path and query on the site's own origin. The origin is fixed before the path is set, and leading
 * slashes or backslashes (`//evil.example`, `/\evil.example`) collapse to one, so no request target can
 * name another host.
 */
function onOrigin(siteOrigin: string, requestTarget: string): string {
  const target = new URL(siteOrigin);
  const query = requestTarget.indexOf("?");
  target.pathname = (query === -1 ? requestTarget : requestTarget.slice(0, query)).replace(/^[/\\]+/, "/");
  if (query !== -1) target.search = requestTarget.slice(query);
  return target.href;
}

/**
 * Refuses cross-site changes (403) and bodies past their cap (413), before anything reads them. With SITE_URL
 * on https, a request a trusted proxy says came over http is sent to the same path on the site's own https
 * origin, never to another host. A photos post to a request's page is refused in its lead's language
 * (`pageLanguage`, looked up before the body is read; the URL's when unknown or the lookup fails).
 */
export function requestGuards(siteUrl: string, trust: TrustFunction, pageLanguage?: (token: string) => Promise<Lang | null>): RequestHandler {
  const site = new URL(siteUrl);
  const siteOrigin = site.origin;
  const guard = (req: ExpressRequest, res: ExpressResponse, next: () => void, lang?: Lang) => {
    const limit = bodyLimit(req.method, req.path, req.headers["content-type"], lang);
    if (Number(req.headers["content-length"] ?? 0) > limit.bytes) return refuse(req, res, 413, limit.message, true);
    const abort = new AbortController();
    locals(res).abort = abort;
    if (hasBody(req)) {
      const body = cappedBody(req, res, limit, () => abort.abort());
      // GET and HEAD bodies mean nothing here; they are only counted while they drain.
      if (!isChange(req.method)) void body.cancel();
      else locals(res).body = body;
    }
    if (site.protocol === "https:" && forwardedProto(req, trust) === "http") {
      return res.redirect(isChange(req.method) ? 308 : 301, onOrigin(siteOrigin, req.originalUrl));
    }
    next();
  };
  return (req, res, next) => {
    const refusal = crossSiteRefusal(req.method, req.headers, siteOrigin);
    if (refusal) return refuse(req, res, 403, refusal, hasBody(req));
    const token = requestPageToken(req.method, req.path, req.headers["content-type"]);
    if (!token || !pageLanguage) return guard(req, res, next);
    // The body waits unread (nothing listens to it yet) while the language is looked up.
    pageLanguage(token).then(
      (lang) => guard(req, res, next, lang ?? undefined),
      () => guard(req, res, next),
    );
  };
}

/**
 * For `Expect: 100-continue` (curl sends it for large bodies): whether the request's body is invited. One the
 * guards will refuse is answered without it; Node's default invites every body.
 */
export function invitesBody(siteUrl: string) {
  const siteOrigin = new URL(siteUrl).origin;
  return (req: IncomingMessage) => {
    const pathname = new URL(req.url ?? "/", "http://edge.invalid").pathname;
    return (
      crossSiteRefusal(req.method ?? "GET", req.headers, siteOrigin) === null &&
      Number(req.headers["content-length"] ?? 0) <= bodyLimit(req.method ?? "GET", pathname, req.headers["content-type"]).bytes
    );
  };
}

/**
 * The web Request Remix gets for an Express one (as @remix-run/express makes it), its body being the capped
 * stream and its signal aborted when the visitor leaves or the body passes its cap, without the Origin the
 * guards have judged.
 */
export function guardedRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const port = [req.get("X-Forwarded-Host"), req.get("Host")]
    .map((host) => Number.parseInt(host?.split(":")[1] ?? "", 10))
    .find(Number.isSafeInteger);
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // The guards judged Origin already (crossSiteRefusal). Remix's second check, its host against Host, answers 500
    // for what they let through on Sec-Fetch-Site: the `Origin: null` of a form posted from a no-referrer page.
    if (name === "origin") continue;
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  const { abort, body } = locals(res);
  // A response that closes before it finished means the visitor left: stop the work.
  res.on("close", () => {
    if (!res.writableFinished) abort.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: abort.signal };
  if (body) Object.assign(init, { body, duplex: "half" });
  return new Request(url.href, init);
}
