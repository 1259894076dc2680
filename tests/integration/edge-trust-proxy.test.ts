import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { clientIpOf, compileTrust, parseTrustProxy, type TrustProxy } from "~/lib/platform/client-ip.server";
import { useSite } from "../support/site";

/**
 * The visitor address behind proxies (docs/decisions/0061-request-guards.md): the right-most address that
 * is not a trusted proxy, from real X-Forwarded-For headers over real sockets. This test is the proxy: its
 * requests come from 127.0.0.1 and carry what a proxy would append.
 */
async function listen(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("client address from real X-Forwarded-For headers", () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

  /** A server answering what clientIpOf sees and what express's req.ip says under the same trust. */
  async function echo(setting: string) {
    const parsed = parseTrustProxy(setting) as TrustProxy;
    const trust = compileTrust(parsed);
    const app = express();
    app.set("trust proxy", trust);
    app.get("/", (req, res) => res.json({ ours: clientIpOf(req, trust), express: req.ip }));
    const server = createServer(app);
    servers.push(server);
    const url = await listen(server);
    return async (forwarded?: string) => {
      const response = await fetch(url, { headers: forwarded ? { "X-Forwarded-For": forwarded } : {} });
      return (await response.json()) as { ours: string; express: string };
    };
  }

  it("behind one proxy, a visitor who writes the first entries still gets the address the proxy appended", async () => {
    const ask = await echo("1");
    expect(await ask("1.2.3.4, 203.0.113.7")).toEqual({ ours: "203.0.113.7", express: "203.0.113.7" });
    expect(await ask("203.0.113.7")).toEqual({ ours: "203.0.113.7", express: "203.0.113.7" });
    expect((await ask()).ours).toBe("127.0.0.1");
  });

  it("with no proxy trusted (the default), the header is ignored", async () => {
    const ask = await echo("0");
    expect(await ask("1.2.3.4, 203.0.113.7")).toEqual({ ours: "127.0.0.1", express: "127.0.0.1" });
  });

  it("with trusted subnets, walks left past every trusted hop to the first untrusted one", async () => {
    const ask = await echo("loopback, 10.0.0.0/8");
    expect(await ask("1.2.3.4, 203.0.113.7, 10.0.0.5")).toEqual({ ours: "203.0.113.7", express: "203.0.113.7" });
    expect(await ask("10.0.0.9, 10.0.0.5")).toEqual({ ours: "10.0.0.9", express: "10.0.0.9" });
  });
});

describe("per-IP rate limits on the built server behind one proxy", () => {
  const site = useSite({ env: { TRUST_PROXY: "1" } });

  const signUp = (i: number, forwarded: string) =>
    site.post("/newsletter", new URLSearchParams({ email: `rotating.${i}@example.com`, _reply: "json" }), { cookie: "", headers: { "X-Forwarded-For": forwarded } });

  it("cannot be bypassed by rotating the first X-Forwarded-For entry", async () => {
    const statuses: number[] = [];
    // The newsletter allows 5 sign-ups per address per 10 minutes.
    for (let i = 0; i < 7; i++) statuses.push((await signUp(i, `198.51.100.${i + 1}, 203.0.113.7`)).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    // Another visitor behind the same proxy has a budget of their own.
    expect((await signUp(99, "203.0.113.8")).status).toBe(200);
  });
});
