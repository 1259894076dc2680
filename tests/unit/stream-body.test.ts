import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createGunzip } from "node:zlib";
import compression from "compression";
import express, { type Response } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { writeWithBackpressure } from "../../server/stream-body";

const CHUNK = 2048;
const chunkOf = (n: number) => new TextEncoder().encode(String(n % 10).repeat(CHUNK));

let server: http.Server | null = null;
afterEach(() => {
  server?.close();
  server = null;
});

/** An Express app with compression, as server/index.ts has it, answering GET / with `answer`, on a loopback port. */
async function serve(answer: (res: Response) => void): Promise<number> {
  const app = express();
  app.use(compression());
  app.get("/", (_req, res) => answer(res));
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as AddressInfo).port;
}

describe("a streamed page's body through compression (server/stream-body.ts)", () => {
  it("writes each burst of the renderer's chunks at once, and sends what it has whenever the renderer pauses", async () => {
    let resume: () => void = () => {};
    const paused = new Promise<void>((resolve) => (resume = resolve));
    // A first burst of 40 chunks (80 kB), then nothing until the client has all of it: only a flush at the pause
    // gets it there. Then 10 more and the end.
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (let n = 0; n < 40; n++) controller.enqueue(chunkOf(n));
        await paused;
        for (let n = 40; n < 50; n++) controller.enqueue(chunkOf(n));
        controller.close();
      },
    });
    let writes = 0;
    const port = await serve((res) => {
      const write = res.write.bind(res) as (chunk: Uint8Array) => boolean;
      res.write = ((chunk: Uint8Array) => {
        writes += 1;
        return write(chunk);
      }) as typeof res.write;
      res.type("html");
      void writeWithBackpressure(body, res).catch(() => {});
    });
    const response = await new Promise<http.IncomingMessage>((resolve) => http.get({ port, host: "127.0.0.1", headers: { "Accept-Encoding": "gzip" } }, resolve));
    expect(response.headers["content-encoding"]).toBe("gzip");
    let text = "";
    for await (const part of response.pipe(createGunzip())) {
      text += String(part);
      if (text.length >= 40 * CHUNK) resume();
    }
    expect(text.length).toBe(50 * CHUNK);
    expect(text.slice(39 * CHUNK, 40 * CHUNK)).toBe("9".repeat(CHUNK));
    // 80 kB in two writes (64 kB at most each), the last 20 kB in one: 3, where a write a chunk made 50.
    expect(writes).toBe(3);
  });

  it("stops reading the body when the client goes away", async () => {
    let pulled = 0;
    // A body without end, as the export of a large table is to a client that stops: at most 10,000 chunks.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 10_000) controller.close();
        else controller.enqueue(chunkOf(pulled));
      },
    });
    let finished: Promise<unknown> = Promise.resolve();
    const port = await serve((res) => {
      finished = writeWithBackpressure(body, res).catch(() => {});
    });
    const request = http.get({ port, host: "127.0.0.1" });
    const [response] = (await once(request, "response")) as [http.IncomingMessage];
    // The client reads a first piece and hangs up.
    await once(response, "data");
    response.pause();
    request.destroy();
    await finished;
    expect(pulled).toBeLessThan(10_000);
  });
});
