import { type IncomingHttpHeaders, request as httpRequest } from "node:http";

interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Body bytes handed to the socket before the answer came. */
  sent: number;
}

/** A large body written block by block with back-pressure: `head`, then `block` repeated to `size` bytes, then `tail`. */
export interface StreamedBody {
  head?: Buffer;
  block: Buffer;
  size: number;
  tail?: Buffer;
}

export interface HttpRequestOptions {
  method?: string;
  /** The request target as written, instead of the URL's path (URL parsing rewrites `//`, `\` and `..`). */
  path?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  stream?: StreamedBody;
  timeoutMs?: number;
}

/**
 * One HTTP request with node:http, for what fetch cannot send: bodies of any size, with a Content-Length the test
 * sets (or chunked without one), written only until the server answers. A server that refuses a body early may
 * answer and close before the body is through; that is its answer, not a failure.
 */
export function httpSend(url: string | URL, { method = "GET", path, headers, body, stream, timeoutMs = 60_000 }: HttpRequestOptions = {}): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, timeout: timeoutMs, ...(path ? { path } : {}) });
    let answered = false;
    let sent = 0;
    req.on("response", (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on("data", (c: Buffer) => parts.push(c));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString(), sent });
        req.destroy();
      });
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", (error) => (answered ? undefined : reject(error)));
    if (!stream) {
      sent = body?.length ?? 0;
      return void req.end(body);
    }
    void (async () => {
      if (stream.head) req.write(stream.head);
      for (let written = 0; written < stream.size && !answered && !req.destroyed; written += stream.block.length) {
        const piece = stream.block.subarray(0, Math.min(stream.block.length, stream.size - written));
        sent += piece.length;
        if (!req.write(piece)) {
          await new Promise<void>((resolve) => {
            const done = () => {
              for (const event of ["drain", "close", "response"]) req.off(event, done);
              resolve();
            };
            for (const event of ["drain", "close", "response"]) req.on(event, done);
          });
        }
      }
      if (!answered && !req.destroyed) req.end(stream.tail);
    })().catch(() => undefined);
  });
}
