/**
 * The site writes its titles, headings and buttons in sentence case (docs/design.md, "Type and words"): only the
 * first word of a sentence, names and abbreviations start with a capital. Every English page of the sitemap, and the
 * forms' own pages, are read as served: their <title>, h1–h3, buttons, links and summaries. The two actions keep
 * their names as written ("Get Free Estimate", "Book Free Estimate"): the names the office and its customers use.
 */
import { describe, expect, it } from "vitest";
import { sitemapPaths } from "~/content/sitemap";
import { sharedBuiltServerUrl } from "../support/shared-built-server-url";
import { titleCased, titleCasedIn } from "../support/sentence-case";

describe("sentence case", () => {
  it("knows a title-cased heading from a sentence-cased one", () => {
    expect(titleCased("Meet Our Office")).toEqual(["Our", "Office"]);
    expect(titleCased("Meet our office")).toEqual([]);
    expect(titleCased("EV charger installation in Manassas, VA | Valor Electric")).toEqual([]);
    expect(titleCased("Electrical emergency? Call (703) 555-0142")).toEqual([]);
    expect(titleCased("Get Free Estimate")).toEqual([]);
    expect(titleCased("Code-Perfect Repair")).toEqual(["Perfect", "Repair"]);
  });

  it("every English page's titles, headings and buttons are in sentence case", async () => {
    const base = sharedBuiltServerUrl();
    const found = new Map<string, string[]>();
    // The sitemap's pages, the forms' own pages (kept out of it) and the contact page in emergency mode.
    const english = sitemapPaths().filter((path) => path !== "/es" && !path.startsWith("/es/"));
    for (const path of [...english, "/estimate", "/book", "/chat", "/newsletter", "/contact?type=emergency"]) {
      const html = await (await fetch(new URL(path, base))).text();
      for (const [text, words] of titleCasedIn(html)) if (!found.has(text)) found.set(text, [path, ...words]);
    }
    expect([...found].map(([text, [path, ...words]]) => `${path}: "${text}" (${words!.join(", ")})`)).toEqual([]);
  });
});
