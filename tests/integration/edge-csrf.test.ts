import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CROSS_SITE_MESSAGE } from "~/lib/platform/request-guards.server";
import { createDb } from "~db/client";
import { leads, newsletterSubscribers } from "~db/schema";
import { useSite } from "../support/site";

/**
 * One cross-site check for every request that can change something (docs/decisions/0061-request-guards.md),
 * against the built server with real browser headers; afterwards its database shows what was saved.
 */
const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  type: "application/x-www-form-urlencoded",
});
const contact = () => form({ type: "estimate", name: "Ann Lee", phone: "7035550100", email: `ann.${Math.random()}@example.com`, serviceType: "outlets", page: "/contact" });
const TARGETS = {
  "/contact": contact,
  "/newsletter": () => form({ email: `news.${Math.random()}@example.com`, page: "/" }),
  "/login": () => form({ email: "admin@example.com", password: "correct horse battery staple" }),
  "/estimate": () => form({ name: "Bo Li", email: "bo.csrf@example.com", phone: "5715550111", service: "commercial" }),
  "/book": () => form({ name: "Cy Ng", phone: "7035550122", email: "cy.csrf@example.com", service: "surge-protection" }),
  // A cross-site page can send text/plain without a preflight: the chat endpoint must not read it either.
  "/chat/reply": () => ({ body: JSON.stringify({ message: "Do you install EV chargers?", conversationHistory: [] }), type: "text/plain" }),
};

describe("cross-site requests against the built server", () => {
  const site = useSite({ openai: true });

  const send = (path: string, headers: Record<string, string>, method = "POST") => {
    const payload = TARGETS[path as keyof typeof TARGETS]();
    return fetch(`${site.url}${path}`, {
      method,
      headers: { "Content-Type": payload.type, ...headers },
      body: method === "OPTIONS" ? undefined : payload.body,
      redirect: "manual",
    });
  };

  it.each(Object.keys(TARGETS))("refuses a post to %s from a foreign origin with 403 and the message", async (path) => {
    const variants: Record<string, string>[] = [
      { Origin: "http://evil.example", "Sec-Fetch-Site": "cross-site" },
      // An old browser without Sec-Fetch-Site still sends Origin.
      { Origin: "http://evil.example" },
      { Origin: "null" },
      // A sibling subdomain is another site's page too.
      { Origin: "https://blog.valor.example", "Sec-Fetch-Site": "same-site" },
    ];
    for (const headers of variants) {
      const response = await send(path, headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.text()).toBe(CROSS_SITE_MESSAGE);
    }
  });

  it("refuses other changing methods too, OPTIONS included", async () => {
    for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS"]) {
      expect((await send("/contact", { Origin: "http://evil.example" }, method)).status, method).toBe(403);
    }
  });

  it("lets the site's own pages post, and requests that carry neither header (no browser's cross-site post)", async () => {
    const own = await send("/contact", { Origin: site.url, "Sec-Fetch-Site": "same-origin" });
    expect(own.status).toBe(302);
    expect(own.headers.get("Location")).toBe("/contact?type=estimate");
    // A browser without Sec-Fetch-Site: its Origin decides.
    expect((await send("/newsletter", { Origin: site.url })).status).toBe(302);
    expect((await send("/newsletter", {})).status).toBe(302);
    const chat = await fetch(`${site.url}/chat/reply`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: site.url, "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify({ message: "Do you install EV chargers?", conversationHistory: [] }),
    });
    expect(chat.status).toBe(200);
    expect(site.openai.chatRequests).toHaveLength(1);
  });

  it("takes a post from its own page that sends no Referer (Origin: null, Sec-Fetch-Site: same-origin), never a 500", async () => {
    // Chromium posts a form from a `Referrer-Policy: no-referrer` page with an opaque Origin; Sec-Fetch-Site decides.
    const fromOwnPage = { Origin: "null", "Sec-Fetch-Site": "same-origin" };
    const contactPost = await send("/contact", fromOwnPage);
    expect(contactPost.status).toBe(302);
    expect(contactPost.headers.get("Location")).toBe("/contact?type=estimate");
    expect((await send("/newsletter", fromOwnPage)).status).toBe(302);
    // A wrong password: the sign-in form's own answer.
    const login = await send("/login", fromOwnPage);
    expect(login.status).toBeLessThan(500);
    expect(login.status).not.toBe(403);
  });

  it("saved only what came from the site itself, spent nothing on refused chats, and logged no failure", async () => {
    expect(site.server.output()).not.toContain("request failed");
    expect(site.server.output()).not.toMatch(/"level":"error"/);
    await site.server.halt();
    const db = createDb({ dataDir: site.server.dataDir });
    try {
      const kinds = (await db.db.select({ kind: leads.kind }).from(leads)).map((row) => row.kind).sort();
      const [subscribers] = await db.db.select({ n: count() }).from(newsletterSubscribers);
      expect(kinds).toEqual(["contact", "contact", "newsletter", "newsletter", "newsletter"]);
      expect(subscribers!.n).toBe(3);
    } finally {
      await db.close();
    }
    expect(site.openai.chatRequests).toHaveLength(1);
  });
});
