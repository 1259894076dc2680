/**
 * The HTTP edge (docs/decisions/0061-request-guards.md): the cross-site check and the body-size cap every
 * request passes before Remix sees it, and the Remix handler that reads bodies only through that cap.
 */
import type { IncomingMessage } from "node:http";
import { createRequestHandler, type ServerBuild, writeReadableStreamToWritable } from "@remix-run/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { type BodyLimit, bodyLimit, crossSiteRefusal } from "~/lib/request-guards.server";
import { mustNotStore, PRIVATE_NO_STORE } from "~/lib/security.server";

/** Answers a refused request with a plain message; `close` ends the connection instead of reading on. */
function refuse(res: ExpressResponse, status: number, message: string, close = false) {
  res.status(status).set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  if (close) res.set("Connection", "close");
  res.send(message);
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
      if (res.headersSent) req.socket.destroy();
      else {
        onTooLarge();
        refuse(res, 413, limit.message, true);
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
      cancel: drain,
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
  res.once("finish", () => {
    if (!req.complete) drain();
  });
  return body;
}

interface EdgeLocals {
  body?: ReadableStream<Uint8Array>;
  abort: AbortController;
}
const locals = (res: ExpressResponse) => res.locals as EdgeLocals;

/** Refuses cross-site changes (403) and bodies past their cap (413), before anything reads them. */
export function requestGuards(siteUrl: string): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, res, next) => {
    const refusal = crossSiteRefusal(req.method, req.headers, siteOrigin);
    if (refusal) return refuse(res, 403, refusal, hasBody(req));
    const limit = bodyLimit(req.method, req.path, req.headers["content-type"]);
    if (Number(req.headers["content-length"] ?? 0) > limit.bytes) return refuse(res, 413, limit.message, true);
    const abort = new AbortController();
    locals(res).abort = abort;
    if (hasBody(req)) {
      const body = cappedBody(req, res, limit, () => abort.abort());
      // GET and HEAD bodies mean nothing here; they are only counted while they drain.
      if (req.method === "GET" || req.method === "HEAD") void body.cancel();
      else locals(res).body = body;
    }
    next();
  };
}

/** Remix's request for an express one, its body being the capped stream (after @remix-run/express). */
function remixRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const port = [req.get("X-Forwarded-Host"), req.get("Host")]
    .map((host) => Number.parseInt(host?.split(":")[1] ?? "", 10))
    .find(Number.isSafeInteger);
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
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

/**
 * Serves the Remix build. Every response the app renders that is personal (the admin area, the session
 * cookie, a cookie being set) is marked `private, no-store`, whatever the route said.
 */
export function remixHandler(options: {
  build: ServerBuild;
  mode: string;
  getLoadContext: (req: ExpressRequest) => Record<string, unknown>;
}): RequestHandler {
  const handle = createRequestHandler(options.build, options.mode);
  return async (req, res, next) => {
    try {
      const request = remixRequest(req, res);
      const response = await handle(request, options.getLoadContext(req));
      // The body cap already answered this request.
      if (res.headersSent) return;
      if (mustNotStore(request, response.headers)) response.headers.set("Cache-Control", PRIVATE_NO_STORE);
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [name, value] of response.headers.entries()) res.append(name, value);
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      if (locals(res).abort.signal.aborted && res.headersSent) return;
      next(error);
    }
  };
}
