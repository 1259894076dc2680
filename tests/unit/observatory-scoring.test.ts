import { describe, expect, it } from "vitest";
import { grade, type ObservatoryInput, observatoryScore } from "../support/observatory";

/**
 * The scorer in tests/support/observatory.ts against cases whose Observatory results are known. It is ours, not
 * @mdn/mdn-http-observatory's: that package scans public hosts only and exports no scorer (decision 0070).
 */
const page = (headers: Record<string, string>, extra: Partial<ObservatoryInput> = {}): ObservatoryInput => ({
  url: new URL("https://valor.example/"),
  headers: new Headers({ "Content-Type": "text/html; charset=utf-8", ...headers }),
  html: `<html><head><script src="/build/entry.js"></script></head></html>`,
  setCookies: [],
  corsHeaders: new Headers(),
  corsOrigin: "https://http-observatory.security.mozilla.org",
  httpRoute: [new URL("http://valor.example/"), new URL("https://valor.example/")],
  ...extra,
});

const strong = {
  "Content-Security-Policy": "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

describe("Observatory scoring", () => {
  it("grades by the chart", () => {
    expect([grade(135), grade(100), grade(95), grade(90), grade(84), grade(24), grade(-10)]).toEqual(["A+", "A+", "A", "A", "B+", "F", "F"]);
  });

  it("scores a bare site with every penalty and no bonus", () => {
    const result = observatoryScore(page({}, { httpRoute: [new URL("http://valor.example/")] }));
    // CSP -25, HSTS -20, XCTO -5, XFO -20, redirection missing -20.
    expect(result.score).toBe(10);
    expect(result.grade).toBe("F");
  });

  it("gives a strong header set its bonuses: referrer +5, frame-ancestors +5", () => {
    const result = observatoryScore(page(strong));
    expect(result.tests["content-security-policy"]!.result).toBe("csp-implemented-with-unsafe-inline-in-style-src-only");
    expect(result.score).toBe(110);
    expect(result.grade).toBe("A+");
    expect(observatoryScore(page({ ...strong, "Cross-Origin-Resource-Policy": "same-origin" })).score).toBe(120);
  });

  it("penalises 'unsafe-inline' scripts unless a nonce or hash overrides it, and http sources on an https site", () => {
    const inline = { ...strong, "Content-Security-Policy": "default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'" };
    expect(observatoryScore(page(inline)).tests["content-security-policy"]!.modifier).toBe(-20);
    const withNonce = { ...strong, "Content-Security-Policy": "default-src 'self'; script-src 'self' 'unsafe-inline' 'nonce-x'; object-src 'none'" };
    expect(observatoryScore(page(withNonce)).tests["content-security-policy"]!.result).toBe("csp-implemented-with-no-unsafe");
    const http = { ...strong, "Content-Security-Policy": "default-src 'self'; script-src 'self' http://cdn.example; object-src 'none'" };
    expect(observatoryScore(page(http)).tests["content-security-policy"]!.result).toBe("csp-implemented-with-insecure-scheme");
    expect(observatoryScore(page({ ...strong, "Content-Security-Policy": "script-src 'self'; script-src 'none'" })).tests["content-security-policy"]!.result).toBe(
      "csp-header-invalid",
    );
  });

  it("withholds bonuses below 90: one missing HSTS header costs the A+", () => {
    const { "Strict-Transport-Security": _, ...noHsts } = strong;
    const result = observatoryScore(page(noHsts));
    expect(result.score).toBe(80);
    expect(result.grade).toBe("B+");
  });

  it("scores cookies: a session cookie without Secure is -40 over http, -10 under HSTS", () => {
    const session = ["session=abc; Path=/; HttpOnly; SameSite=Lax"];
    expect(observatoryScore(page(strong, { setCookies: session })).tests.cookies!.modifier).toBe(-10);
    const { "Strict-Transport-Security": _, ...noHsts } = strong;
    expect(observatoryScore(page(noHsts, { setCookies: session })).tests.cookies!.modifier).toBe(-40);
    expect(observatoryScore(page(strong, { setCookies: ["session=abc; Secure; HttpOnly; SameSite=Lax"] })).tests.cookies!.modifier).toBe(5);
  });

  it("penalises credentialed CORS for any origin, and external scripts without SRI", () => {
    const cors = new Headers({ "Access-Control-Allow-Origin": "https://http-observatory.security.mozilla.org", "Access-Control-Allow-Credentials": "true" });
    expect(observatoryScore(page(strong, { corsHeaders: cors })).tests["cross-origin-resource-sharing"]!.modifier).toBe(-50);
    const external = `<script src="https://cdn.other.example/x.js"></script>`;
    expect(observatoryScore(page(strong, { html: external })).tests["subresource-integrity"]!.modifier).toBe(-5);
  });
});
