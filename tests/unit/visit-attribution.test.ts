import { describe, expect, it } from "vitest";
import { createSessionCookie } from "~/lib/auth/session.server";
import {
  attributionOf,
  cleanVisit,
  createVisitCookie,
  newVisitCookie,
  readVisit,
  VISIT_LIMITS,
  VISIT_MAX_AGE_SECONDS,
  visitFromRequest,
} from "~/lib/requests/visit-attribution.server";

const SITE = "https://valor.example";
const config = { SITE_URL: SITE, SESSION_SECRET: "visit-unit-test-secret-0123456789abcdef" };
const deps = { cookie: createVisitCookie(config), siteOrigin: SITE };
/** The name=value part of a Set-Cookie, as a browser sends it back. */
const sendBack = (setCookie: string) => setCookie.split(";")[0]!;

describe("what a page request says about the visit", () => {
  it("keeps the first page, the other site's origin and the UTM parameters", () => {
    const visit = visitFromRequest("/electrician-manassas?utm_source=Google&utm_medium=cpc&utm_campaign=spring", "https://www.google.com/search?q=electrician", SITE);
    expect(visit).toEqual({
      firstPage: "/electrician-manassas?utm_source=Google&utm_medium=cpc&utm_campaign=spring",
      referrer: "https://www.google.com",
      utmSource: "Google",
      utmMedium: "cpc",
      utmCampaign: "spring",
      utmTerm: null,
      utmContent: null,
    });
    expect(attributionOf(visit).source).toBe("google");
  });

  it("is nothing worth keeping without a campaign or another site referring", () => {
    expect(visitFromRequest("/about", null, SITE)).toBeNull();
    expect(visitFromRequest("/about", "https://valor.example/services", SITE)).toBeNull();
    expect(visitFromRequest("/about", "https://www.valor.example/", SITE)).toBeNull();
    expect(visitFromRequest("/about", "javascript:alert(1)", SITE)).toBeNull();
    expect(visitFromRequest("/about", "not a url", SITE)).toBeNull();
  });

  it("takes the source from utm_source, else the referring host, else direct", () => {
    expect(attributionOf(visitFromRequest("/", "https://www.facebook.com/", SITE)).source).toBe("facebook.com");
    expect(attributionOf(visitFromRequest("/?utm_medium=email", null, SITE)).source).toBe("direct");
    expect(attributionOf(null)).toEqual({ source: "direct" });
  });

  it("caps every value and strips control and bidirectional characters", () => {
    const long = "x".repeat(5000);
    const path = `/?utm_source=${encodeURIComponent(`bad\u0000\u001b[31m\u202Eevil${long}`)}&utm_term=${encodeURIComponent("a\r\nb\tc")}&pad=${long}`;
    const visit = visitFromRequest(path, `https://${"a".repeat(300)}.example/`, SITE)!;
    expect(visit.firstPage.length).toBeLessThanOrEqual(VISIT_LIMITS.firstPage);
    expect(visit.utmSource!.length).toBeLessThanOrEqual(VISIT_LIMITS.utm);
    expect(visit.utmSource!.startsWith("bad[31mevil")).toBe(true);
    expect(visit.utmTerm).toBe("a b c");
    // An origin too long to be a real site is not kept.
    expect(visit.referrer).toBeNull();
  });

  it("cleans a cookie's value again when read, and refuses what is not a visit", () => {
    expect(cleanVisit({ firstPage: "//evil.example/x", referrer: "data:text/html,hi", utmSource: "y".repeat(500), utmMedium: 42 })).toBeNull();
    expect(cleanVisit({ firstPage: "//evil.example/x", referrer: "data:text/html,hi", utmSource: "y".repeat(500) })).toMatchObject({
      firstPage: "/",
      referrer: null,
      utmSource: "y".repeat(VISIT_LIMITS.utm),
    });
    for (const junk of [null, "text", [], { firstPage: 1 }]) expect(cleanVisit(junk)).toBeNull();
  });
});

describe("the visit cookie", () => {
  it("is __Host-, Secure, HttpOnly, SameSite=Lax and 30 days over https; plain over http", async () => {
    const set = (await newVisitCookie({ path: "/?utm_source=google", referer: null }, deps))!;
    expect(set).toMatch(/^__Host-visit=/);
    expect(set).toMatch(/; Path=\//);
    expect(set).toMatch(/; HttpOnly/);
    expect(set).toMatch(/; Secure/);
    expect(set).toMatch(/; SameSite=Lax/);
    expect(set).toContain(`Max-Age=${VISIT_MAX_AGE_SECONDS}`);
    expect(set.length).toBeLessThan(4096);
    const local = createVisitCookie({ ...config, SITE_URL: "http://localhost:3000" });
    expect(local.name).toBe("visit");
    expect(await local.serialize({ firstPage: "/" })).not.toMatch(/Secure/);
  });

  it("reads back what it set, and is not set again while it holds a visit", async () => {
    const set = (await newVisitCookie({ path: "/electrician-fairfax?utm_source=bing", referer: "https://www.bing.com/" }, deps))!;
    const visit = await readVisit(sendBack(set), deps);
    expect(visit).toMatchObject({ firstPage: "/electrician-fairfax?utm_source=bing", referrer: "https://www.bing.com", utmSource: "bing" });
    expect(await newVisitCookie({ path: "/?utm_source=other", cookie: sendBack(set) }, deps)).toBeNull();
  });

  it("refuses a forged, altered or other cookie's signed value, and starts a new visit instead", async () => {
    const forged = Buffer.from(JSON.stringify({ firstPage: "/", utmSource: "forged" })).toString("base64");
    expect(await readVisit(`__Host-visit=${forged}`, deps)).toBeNull();
    const set = sendBack((await newVisitCookie({ path: "/?utm_source=google" }, deps))!);
    const [name, value] = set.split("=");
    const [payload, signature] = decodeURIComponent(value!).split(".");
    const altered = Buffer.from(JSON.stringify({ firstPage: "/", utmSource: "altered" })).toString("base64");
    expect(await readVisit(`${name}=${encodeURIComponent(`${altered}.${signature}`)}`, deps)).toBeNull();
    expect(payload).toBeTruthy();
    // A value the site signed for its session cookie is not a visit (the visit cookie has a key of its own).
    const session = await createSessionCookie(config).serialize({ firstPage: "/", utmSource: "session" });
    const sessionValue = sendBack(session).split("=").slice(1).join("=");
    expect(await readVisit(`__Host-visit=${sessionValue}`, deps)).toBeNull();
    expect(await newVisitCookie({ path: "/?utm_source=google", cookie: `__Host-visit=${forged}` }, deps)).toMatch(/^__Host-visit=/);
  });
});
