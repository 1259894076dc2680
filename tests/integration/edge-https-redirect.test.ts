import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltServer, startBuiltServer } from "../support/built-server";

/**
 * The http→https bounce of the built server deployed behind a TLS-terminating proxy on https://valor.example
 * (server/request-guards.ts). Requests go over loopback with the request target written as sent (node:http
 * keeps `//` and `\`, which fetch's URL parsing would rewrite), carrying the X-Forwarded-Proto a proxy adds.
 */
const SITE = "https://valor.example";

interface Answer {
  status: number;
  location: string | undefined;
}

function get(server: BuiltServer, path: string, headers: Record<string, string>): Promise<Answer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, headers, timeout: 30_000 }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end();
  });
}

describe("behind one trusted proxy (TRUST_PROXY=1)", () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer({ env: { SITE_URL: SITE, TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("sends a visitor who came over http to the same page on the site's own https origin", async () => {
    expect(await get(server, "/services?x=1", { "X-Forwarded-Proto": "http" })).toEqual({ status: 301, location: `${SITE}/services?x=1` });
  });

  it.each([
    ["//evil.example/login", `${SITE}/evil.example/login`],
    ["/\\evil.example", `${SITE}/evil.example`],
    ["//evil.example/%2e%2e", `${SITE}/`],
    ["/\\/evil.example/login?next=//evil.example", `${SITE}/evil.example/login?next=//evil.example`],
  ])("never bounces %s to another host", async (path, expected) => {
    const answer = await get(server, path, { "X-Forwarded-Proto": "http" });
    expect(answer.status).toBe(301);
    expect(new URL(answer.location!).origin).toBe(SITE);
    expect(answer.location).toBe(expected);
  });

  it("reads the entry the proxy appended, not the ones the visitor wrote before it", async () => {
    // The visitor wrote "http"; the proxy appended the scheme it was reached by.
    expect(await get(server, "/", { "X-Forwarded-Proto": "http, https" })).toEqual({ status: 200, location: undefined });
    // The visitor wrote "https" to dodge the bounce; the proxy says http.
    expect(await get(server, "/", { "X-Forwarded-Proto": "https, http" })).toEqual({ status: 301, location: `${SITE}/` });
  });
});

describe("with no proxy trusted (TRUST_PROXY unset)", () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer({ env: { SITE_URL: SITE } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("ignores X-Forwarded-Proto, which only the visitor can have written", async () => {
    expect(await get(server, "//evil.example/login", { "X-Forwarded-Proto": "http" })).toMatchObject({ status: 404, location: undefined });
    expect(await get(server, "/", { "X-Forwarded-Proto": "http" })).toEqual({ status: 200, location: undefined });
  });
});
