/**
 * The office's own screens keep the site's rule for titles, headings and buttons (docs/design.md, "Type and words"):
 * sentence case, read as served to a signed-in admin, every admin page with a lead in the inbox, their form labels
 * included. The words editor's labels and sections are key paths, which name what they hold as it is stored (a
 * service option's label, a street): its titles and buttons are read there.
 */
import { describe, expect, it } from "vitest";
import { TITLE_ELEMENTS, titleCasedIn } from "../support/sentence-case";
import { useSite } from "../support/site";

describe("the admin in sentence case", () => {
  const site = useSite({ admin: true });

  it("every admin page's titles, headings, buttons, links and labels are in sentence case", async () => {
    const posted = await site.post(
      "/contact",
      new URLSearchParams({ type: "estimate", name: "Case Check", address: "12 Oak St, Fairfax, VA 22030", phone: "(703) 555-0199", email: "case@example.com", serviceType: "outlets", description: "Two outlets", company_website: "" }),
      { cookie: "" },
    );
    expect(posted.status).toBe(302);
    const inbox = await site.page("/admin/leads", site.admin);
    const lead = /href="(\/admin\/leads\/[0-9a-f-]{36})"/.exec(inbox)![1]!;
    const contentParts = [...(await site.page("/admin/content", site.admin)).matchAll(/href="(\/admin\/content\/[^"?#]+)"/g)].map((m) => m[1]!);
    const found = new Map<string, string[]>();
    for (const path of ["/admin/leads", lead, `${lead}/alerts`, "/admin/today", "/admin/today?range=week", "/admin/dashboard", "/admin/content", ...new Set(contentParts), "/admin/gallery", "/admin/on-call", "/admin/design", "/gallery-import", "/login"]) {
      // The sign-in page as the office meets it, signed out.
      const response = await site.get(path, path === "/login" ? "" : site.admin);
      expect(response.status, path).toBe(200);
      const elements = path.startsWith("/admin/content/words/") ? TITLE_ELEMENTS.filter((tag) => tag !== "summary") : [...TITLE_ELEMENTS, "label", "th", "legend"];
      // The customer's name is a name.
      const html = (await response.text()).replaceAll("Case Check", "");
      for (const [text, words] of titleCasedIn(html, elements)) if (!found.has(text)) found.set(text, [path, ...words]);
    }
    expect([...found].map(([text, [path, ...words]]) => `${path}: "${text}" (${words!.join(", ")})`)).toEqual([]);
  });
});
