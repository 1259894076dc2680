import { describe, expect, it } from "vitest";
import { ACCESS_MESSAGES } from "~/lib/auth/require-admin.messages";
import { httpSend } from "../support/http-request";
import { type Site, useSite } from "../support/site";

/**
 * The built server deployed behind a TLS-terminating proxy on https://valor.example: the http→https bounce
 * (server/request-guards.ts) and the cookies, whose names take `__Host-` there. Requests go over loopback with
 * the request target written as sent (node:http keeps `//` and `\`, which fetch's URL parsing would rewrite),
 * carrying the X-Forwarded-Proto a proxy adds.
 */
const SITE = "https://valor.example";

interface Answer {
  status: number;
  location: string | undefined;
}
const HTTPS = { "X-Forwarded-Proto": "https" };

const send = (server: Site, path: string, headers: Record<string, string>) => httpSend(server.url, { path, headers, timeoutMs: 30_000 });

const get = async (server: Site, path: string, headers: Record<string, string>): Promise<Answer> => {
  const answer = await send(server, path, headers);
  return { status: answer.status, location: answer.headers.location };
};

describe("behind one trusted proxy (TRUST_PROXY=1)", () => {
  const server = useSite({ env: { SITE_URL: SITE, TRUST_PROXY: "1" } });

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

  it("keeps no response for a signed-in admin in a shared cache: the session cookie is __Host-session here", async () => {
    const anonymous = await send(server, "/robots.txt", HTTPS);
    expect(anonymous.headers["cache-control"]).toBe("public, max-age=3600");
    const signedIn = await send(server, "/robots.txt", { ...HTTPS, Cookie: "__Host-visit=v; __Host-session=s%3Aid.sig" });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers["cache-control"]).toBe("private, no-store");
  });

  it("names the toast cookie __Host-toast, and reads and clears it by that name", async () => {
    // A visitor who is not signed in is sent to the login page with a toast saying why.
    const refused = await send(server, "/admin", HTTPS);
    expect(refused.status).toBe(302);
    const [toast] = refused.headers["set-cookie"] ?? [];
    expect(toast).toMatch(/^__Host-toast=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const shown = await send(server, "/", { ...HTTPS, Cookie: toast!.split(";")[0]! });
    expect(shown.status).toBe(200);
    expect(shown.body).toContain(ACCESS_MESSAGES.notLoggedIn);
    expect(shown.headers["set-cookie"]).toEqual(
      expect.arrayContaining([expect.stringMatching(/^__Host-toast=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; .*Secure/)]),
    );
  });
});

describe("with no proxy trusted (TRUST_PROXY unset)", () => {
  const server = useSite({ env: { SITE_URL: SITE } });

  it("ignores X-Forwarded-Proto, which only the visitor can have written", async () => {
    expect(await get(server, "//evil.example/login", { "X-Forwarded-Proto": "http" })).toMatchObject({ status: 404, location: undefined });
    expect(await get(server, "/", { "X-Forwarded-Proto": "http" })).toEqual({ status: 200, location: undefined });
  });
});
