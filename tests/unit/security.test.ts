import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "~/lib/platform/config.server";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  documentCacheControl,
  inlineScriptHashes,
  mustNotStore,
  sharedCacheable,
} from "~/lib/platform/security.server";

const config = (env: Record<string, string>) =>
  parseConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "sec-")), SESSION_SECRET: "x".repeat(32), ...env });

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("security headers", () => {
  it("sends HSTS and upgrades requests when SITE_URL is https, whatever NODE_ENV says", () => {
    const https = config({ NODE_ENV: "development", SITE_URL: "https://valor.example" });
    expect(baseSecurityHeaders(https)["Strict-Transport-Security"]).toMatch(/max-age=\d{8}/);
    expect(contentSecurityPolicy({ nonce: "n" }, https)).toContain("upgrade-insecure-requests");
    const local = config({ NODE_ENV: "production", SITE_URL: "http://localhost:3000" });
    expect(baseSecurityHeaders(local)).not.toHaveProperty("Strict-Transport-Security");
    expect(contentSecurityPolicy({ nonce: "n" }, local)).not.toContain("upgrade-insecure-requests");
  });

  it("allows scripts only from self or with the request's nonce", () => {
    const csp = contentSecurityPolicy({ nonce: "abc123" }, config({}));
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toContain("'nonce-abc123'");
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("allows a shareable page's inline scripts by hash, with no nonce", () => {
    const csp = contentSecurityPolicy({ hashes: ["sha256-AAA=", "sha256-BBB="] }, config({}));
    expect(csp).toContain("script-src 'self' 'sha256-AAA=' 'sha256-BBB=' https://assets.calendly.com;");
    expect(csp).not.toContain("nonce-");
  });

  it("hashes every inline executable script, not external ones or JSON-LD data blocks", () => {
    const html = [
      `<script type="application/ld+json">{"@type":"Organization"}</script>`,
      `<script>window.__remixContext = {"a":"<\\u002fscript>"};</script>`,
      `<script type="module" async="">import "/build/entry.js";</script>`,
      `<script src="/build/x.js"></script>`,
      `<script data-src="y">console.log(1)</script>`,
      `<script>window.__remixContext = {"a":"<\\u002fscript>"};</script>`,
    ].join("\n");
    expect(inlineScriptHashes(html)).toEqual([
      sha256(`window.__remixContext = {"a":"<\\u002fscript>"};`),
      sha256(`import "/build/entry.js";`),
      sha256("console.log(1)"),
    ]);
  });

  it("lets a CDN cache anonymous pages but never personal ones", () => {
    const anon = new Request("http://x/");
    expect(documentCacheControl(anon, 200, new Headers())).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(sharedCacheable(documentCacheControl(anon, 200, new Headers()))).toBe(true);
    const withCookie = new Request("http://x/", { headers: { Cookie: "a=b" } });
    expect(documentCacheControl(withCookie, 200, new Headers())).toBe("private, no-store");
    // The visit cookie alone (where the visit came from) does not change the page.
    for (const visit of ["visit=abc.sig", "__Host-visit=abc.sig"]) {
      expect(sharedCacheable(documentCacheControl(new Request("http://x/", { headers: { Cookie: visit } }), 200, new Headers()))).toBe(true);
      expect(documentCacheControl(new Request("http://x/", { headers: { Cookie: `${visit}; toast=1` } }), 200, new Headers())).toBe("private, no-store");
    }
    expect(documentCacheControl(new Request("http://x/", { headers: { Cookie: "visitor=1" } }), 200, new Headers())).toBe("private, no-store");
    expect(documentCacheControl(anon, 200, new Headers({ "Set-Cookie": "a=b" }))).toBe("private, no-store");
    expect(documentCacheControl(anon, 404, new Headers())).toBe("private, no-store");
    expect(documentCacheControl(new Request("http://x/login"), 200, new Headers())).toBe("private, no-store");
    expect(sharedCacheable("private, no-store")).toBe(false);
  });

  it("marks the admin area, the session cookie and any cookie being set as not storable", () => {
    const none = new Headers();
    const local = config({ SITE_URL: "http://localhost:3000" });
    for (const path of ["/admin", "/admin/leads", "/admin/leads.csv", "/gallery-import", "/login", "/logout", "/ack/abc"]) {
      expect(mustNotStore(new Request(`http://x${path}`), none, local), path).toBe(true);
    }
    const media = (cookie: string) => new Request("http://x/media/gallery/a.webp", { headers: { Cookie: cookie } });
    expect(mustNotStore(media("toast=1; session=abc"), none, local)).toBe(true);
    expect(mustNotStore(new Request("http://x/", { headers: { Cookie: "toast=1" } }), none, local)).toBe(false);
    expect(mustNotStore(new Request("http://x/"), new Headers({ "Set-Cookie": "toast=1" }), local)).toBe(true);
    expect(mustNotStore(new Request("http://x/administrator"), none, local)).toBe(false);
    expect(mustNotStore(new Request("http://x/services"), none, local)).toBe(false);
    // Over https the session cookie is __Host-session (session.server.ts); a cookie merely ending in the name is not it.
    const https = config({ SITE_URL: "https://valor.example" });
    expect(mustNotStore(media("__Host-visit=v; __Host-session=abc"), none, https)).toBe(true);
    expect(mustNotStore(media("__Host-visit=v; not__Host-session=abc"), none, https)).toBe(false);
  });
});
