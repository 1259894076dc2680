import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { messageClasses } from "../../server/message-prototypes";

/**
 * Express gives each request and response its app's prototype; made with it from the start (server/message-
 * prototypes.ts), they keep the prototype Node's server made them with, and Express's helpers still work.
 */
describe("requests and responses made with the app's prototypes", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** Serves `app` and reports, for one request, its and its response's prototypes before and inside Express. */
  async function prototypesOf(adopt: boolean) {
    const app = express();
    const seen: { before?: [object, object]; inside?: [object, object]; helpers?: unknown } = {};
    app.get("/", (req, res) => {
      seen.inside = [Object.getPrototypeOf(req) as object, Object.getPrototypeOf(res) as object];
      seen.helpers = { host: req.get("host"), app: req.app === app, path: req.path };
      res.set("X-Check", "set by Express").status(201).send("ok");
    });
    const classes = messageClasses();
    server = createServer({ IncomingMessage: classes.IncomingMessage, ServerResponse: classes.ServerResponse }, app);
    if (adopt) classes.adopt(app);
    server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
      seen.before = [Object.getPrototypeOf(req) as object, Object.getPrototypeOf(res) as object];
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    return { seen, response, text: await response.text() };
  }

  it("keeps the prototypes Node's server made them with, and Express's helpers work", async () => {
    const { seen, response, text } = await prototypesOf(true);
    expect(seen.inside![0]).toBe(seen.before![0]);
    expect(seen.inside![1]).toBe(seen.before![1]);
    expect(seen.helpers).toEqual({ host: expect.stringMatching(/^127\.0\.0\.1:\d+$/), app: true, path: "/" });
    expect(response.status).toBe(201);
    expect(response.headers.get("X-Check")).toBe("set by Express");
    expect(text).toBe("ok");
  });

  it("without adopting, Express changes both prototypes (what the classes avoid)", async () => {
    const { seen } = await prototypesOf(false);
    expect(seen.inside![0]).not.toBe(seen.before![0]);
    expect(seen.inside![1]).not.toBe(seen.before![1]);
  });
});
