import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "~/lib/config.server";
import { baseSecurityHeaders, contentSecurityPolicy, documentCacheControl } from "~/lib/security.server";

const config = (env: Record<string, string>) =>
  parseConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "sec-")), SESSION_SECRET: "x".repeat(32), ...env });

describe("security headers", () => {
  it("sends HSTS in production only", () => {
    expect(baseSecurityHeaders(config({ NODE_ENV: "production" }))["Strict-Transport-Security"]).toMatch(/max-age=\d{8}/);
    expect(baseSecurityHeaders(config({ NODE_ENV: "development" }))).not.toHaveProperty("Strict-Transport-Security");
  });

  it("allows scripts only from self or with the request's nonce", () => {
    const csp = contentSecurityPolicy("abc123", config({}));
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toContain("'nonce-abc123'");
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("lets a CDN cache anonymous pages but never personal ones", () => {
    const anon = new Request("http://x/");
    expect(documentCacheControl(anon, 200, new Headers())).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    const withCookie = new Request("http://x/", { headers: { Cookie: "a=b" } });
    expect(documentCacheControl(withCookie, 200, new Headers())).toBe("private, no-store");
    expect(documentCacheControl(anon, 200, new Headers({ "Set-Cookie": "a=b" }))).toBe("private, no-store");
    expect(documentCacheControl(anon, 404, new Headers())).toBe("private, no-store");
  });
});
