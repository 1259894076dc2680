/**
 * Two instances of the built server on one Postgres (TEST_DATABASE_URL; skipped without it): a publish on one is
 * served by both within a second, although the other had the page in its page cache (Postgres LISTEN/NOTIFY,
 * docs/content.md), and the other keeps answering from its cache between edits.
 */
import { describe, expect, it } from "vitest";
import { formFields } from "../support/html-form";
import { useSite } from "../support/site";

const ADMIN = { email: "content-instances@example.com", password: "content instances password 1" };
const PAGE = "/services/panel-upgrades";

describe.skipIf(!process.env.TEST_DATABASE_URL)("a publish on one instance of two sharing Postgres", () => {
  const site = useSite({ admin: ADMIN, postgres: true, second: true });

  it("is served by both within a second", async () => {
    const page = async (url: string) => {
      const response = await fetch(`${url}${PAGE}`);
      return { cache: response.headers.get("x-page-cache"), text: await response.text() };
    };
    for (const url of [site.url, site.second.url]) await page(url);
    const cached = await page(site.second.url);
    expect(cached.cache).toBe("hit");
    expect(cached.text).toContain("From $3,000");

    const fields = formFields(await site.page("/admin/content/service/panel-upgrades", site.admin), 'id="words-');
    fields.set("startingAt", "3400");
    fields.set("intent", "publish");
    const saved = await site.post("/admin/content/service/panel-upgrades", fields);
    expect(saved.status).toBe(302);

    // Both instances within a second: 20 looks 50 ms apart.
    const published = async () => (await Promise.all([site.url, site.second.url].map(page))).every((p) => p.text.includes("From $3,400"));
    let live = false;
    for (let look = 0; look < 20 && !live; look++) {
      live = await published();
      if (!live) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(live).toBe(true);
    // Kept again until the next edit.
    expect((await page(site.second.url)).cache).toBe("hit");
  });
});
