/**
 * Where a lead came from, over real HTTP against the built server (app/lib/requests/visit-attribution.server.ts,
 * server/request-guards.ts): the visit cookie is set on the page a visit lands on, comes back with the form,
 * and the lead carries it. Hostile values are capped, and the page cache never hands one visitor's cookie to another.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { VISIT_LIMITS } from "~/lib/requests/visit-attribution.server";
import { createDb } from "~db/client";
import { leads } from "~db/schema";
import { dbTargets } from "../support/db";
import { useSite } from "../support/site";

/** The name=value of the visit cookie a response sets, or null. */
const visitCookieOf = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith("visit="))?.split(";")[0] ?? null;
/** What a visit cookie holds (base64 JSON before its signature). */
const decode = (cookie: string) => {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
  return JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf(".")), "base64").toString("utf8")) as Record<string, string | null>;
};

describe.each(dbTargets)("visit attribution on the built server (%s)", (kind) => {
  const site = useSite({ postgres: kind === "postgres" });

  const get = (path: string, headers: Record<string, string> = {}) => site.get(path, "", headers);
  const sendEstimate = (email: string, cookie: string | null, ip: string) =>
    site.post(
      "/estimate?_data=routes%2Festimate",
      new URLSearchParams({ _reply: "json", name: "Visit Tester", phone: "(703) 555-0144", email, service: "panel-upgrade", description: "From a campaign", page: "/contact", company_website: "" }),
      { cookie: cookie ?? "", headers: { "X-Forwarded-For": ip } },
    );

  it("sets the visit cookie on the landing page and sends it back with the estimate", async () => {
    const landing = await get("/electrician-manassas?utm_source=google&utm_medium=cpc", { Referer: "https://www.google.com/search?q=electrician+manassas" });
    expect(landing.status).toBe(200);
    const cookie = visitCookieOf(landing);
    expect(cookie).not.toBeNull();
    const set = landing.headers.getSetCookie().find((c) => c.startsWith("visit="))!;
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Lax/);
    expect(set).toMatch(/Max-Age=2592000/);
    expect(landing.headers.get("Cache-Control")).toBe("private, no-store");
    // Later pages of the visit keep the first one.
    const contact = await get("/contact?utm_source=other", { Cookie: cookie!, Referer: "https://elsewhere.example/" });
    expect(contact.status).toBe(200);
    expect(visitCookieOf(contact)).toBeNull();
    const sent = await sendEstimate("visit-google@example.com", cookie, "198.51.100.61");
    expect(sent.status).toBe(200);
    // A visitor without the cookie is direct.
    expect((await sendEstimate("visit-direct@example.com", null, "198.51.100.62")).status).toBe(200);
  });

  it("caps hostile values, refuses a forged cookie and never stores more than the limits", async () => {
    const hostile = encodeURIComponent(`evil\u0000\u001b[2J\u202E${"x".repeat(3000)}`);
    const landing = await get(`/?utm_source=${hostile}&utm_campaign=${hostile}&pad=${"p".repeat(4000)}`, { Referer: `https://${"r".repeat(250)}.example/` });
    expect(landing.status).toBe(200);
    const cookie = visitCookieOf(landing)!;
    expect(cookie.length).toBeLessThan(4096);
    expect((await sendEstimate("visit-hostile@example.com", cookie, "198.51.100.63")).status).toBe(200);
    const forged = `visit=${encodeURIComponent(Buffer.from(JSON.stringify({ firstPage: "/forged", utmSource: "forged" })).toString("base64"))}`;
    expect((await sendEstimate("visit-forged@example.com", forged, "198.51.100.64")).status).toBe(200);
  });

  it("lets the page cache answer the page but sets each visitor's own cookie, never a kept one", async () => {
    const path = "/services/panel-upgrades";
    const plain = await get(path);
    expect(plain.headers.get("X-Page-Cache")).toBe("miss");
    expect(plain.headers.getSetCookie()).toEqual([]);
    const body = await plain.text();

    const fromBing = await get(path, { Referer: "https://www.bing.com/" });
    expect(fromBing.headers.get("X-Page-Cache")).toBe("hit");
    expect(decode(visitCookieOf(fromBing)!)).toMatchObject({ firstPage: path, referrer: "https://www.bing.com" });
    expect(fromBing.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await fromBing.text()).toBe(body);

    const fromDuck = await get(path, { Referer: "https://duckduckgo.com/" });
    expect(fromDuck.headers.get("X-Page-Cache")).toBe("hit");
    expect(decode(visitCookieOf(fromDuck)!)).toMatchObject({ referrer: "https://duckduckgo.com" });

    const after = await get(path);
    expect(after.headers.get("X-Page-Cache")).toBe("hit");
    expect(after.headers.getSetCookie()).toEqual([]);
    expect(after.headers.get("Cache-Control")).toContain("s-maxage");

    // The visit cookie does not make a page personal: its later pages are still the shared ones.
    const returning = await get(path, { Cookie: visitCookieOf(fromBing)! });
    expect(returning.headers.get("X-Page-Cache")).toBe("hit");
    expect(returning.headers.getSetCookie()).toEqual([]);
    expect(await returning.text()).toBe(body);
    const rendered = await get("/reviews", { Cookie: visitCookieOf(fromBing)! });
    expect(rendered.headers.get("Cache-Control")).toContain("s-maxage");
    expect(rendered.headers.get("Content-Security-Policy")).not.toContain("nonce-");
    // Any other cookie still does.
    const other = await get(path, { Cookie: `${visitCookieOf(fromBing)!}; toast=x` });
    expect(other.headers.get("X-Page-Cache")).toBeNull();
    expect(other.headers.get("Cache-Control")).toBe("private, no-store");

    // A page first rendered for a visitor who got a cookie is kept without it.
    const campaign = "/about?utm_source=newsletter";
    const first = await get(campaign, { Referer: "https://mail.example/" });
    expect(first.headers.get("X-Page-Cache")).toBe("miss");
    expect(decode(visitCookieOf(first)!)).toMatchObject({ referrer: "https://mail.example", utmSource: "newsletter" });
    const second = await get(campaign);
    expect(second.headers.get("X-Page-Cache")).toBe("hit");
    expect(decode(visitCookieOf(second)!)).toMatchObject({ referrer: null, utmSource: "newsletter" });
  });

  it("saved each lead with where its visit came from", async () => {
    await site.server.halt();
    const handle = createDb(site.server.databaseUrl ? { url: site.server.databaseUrl, dataDir: "" } : { dataDir: site.server.dataDir });
    try {
      const lead = async (email: string) => (await handle.db.select().from(leads).where(eq(leads.email, email)))[0]!;
      expect(await lead("visit-google@example.com")).toMatchObject({
        kind: "estimate",
        page: "/contact",
        source: "google",
        firstPage: "/electrician-manassas?utm_source=google&utm_medium=cpc",
        referrer: "https://www.google.com",
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: null,
      });
      expect(await lead("visit-direct@example.com")).toMatchObject({ source: "direct", firstPage: null, referrer: null, utmSource: null, page: "/contact" });
      const hostile = await lead("visit-hostile@example.com");
      for (const value of [hostile.source, hostile.utmSource, hostile.utmCampaign]) {
        expect(value!.length).toBeLessThanOrEqual(VISIT_LIMITS.utm);
        // eslint-disable-next-line no-control-regex -- what must not be stored
        expect(value).not.toMatch(/[\u0000-\u001f\u007f\u202e]/);
      }
      expect(hostile.utmSource!.startsWith("evil[2J")).toBe(true);
      expect(hostile.firstPage!.length).toBeLessThanOrEqual(VISIT_LIMITS.firstPage);
      expect(hostile.referrer).toBeNull();
      expect(await lead("visit-forged@example.com")).toMatchObject({ source: "direct", firstPage: null, utmSource: null });
    } finally {
      await handle.close();
    }
  });
});
