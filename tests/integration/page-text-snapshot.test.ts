/**
 * The words of every public page, in both languages, on a fresh database: its title, its description, the text of
 * its body (hidden parts included) and its structured data, compared with page-text.snap.txt. The snapshot was taken
 * from the site before its words became editable (docs/content.md): a fresh database shows exactly that site, its
 * defaults being the words of app/content. `npx vitest run -u` rewrites the snapshot when the words change on purpose.
 */
import { describe, expect, it } from "vitest";
import { sitemapPaths } from "~/content/sitemap";
import { decodeEntities as decode } from "../support/html-text";
import { useSite } from "../support/site";

const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();

/** What a reader and a search engine get from one page, as lines of text. */
export function pageWords(html: string): string {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "";
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.stringify(JSON.parse(m[1]!)));
  const body = (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? "")
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
    // Block-level boundaries become line breaks so that the snapshot reads like the page.
    .replace(/<\/?(p|div|li|h[1-6]|section|header|footer|nav|main|dt|dd|tr|br|ul|ol|form|label|button|a|summary|details|figcaption)\b[^>]*>/g, "\n")
    .replace(/<[^>]+>/g, " ");
  const lines = decode(body)
    .split("\n")
    .map(squeeze)
    .filter(Boolean);
  return [`title: ${squeeze(decode(title))}`, `description: ${squeeze(decode(description))}`, ...lines, ...jsonLd.map((data) => `json-ld: ${data}`)].join("\n");
}

describe("the words of every public page", () => {
  const site = useSite();

  it("are those of the snapshot on a fresh database, in English and in Spanish", async () => {
    const pages: string[] = [];
    for (const path of sitemapPaths()) {
      const response = await site.get(path);
      expect(response.status, path).toBe(200);
      // The server's address and this year's copyright vary from run to run; the words around them do not.
      const words = pageWords(await response.text())
        .replaceAll(site.url, "http://site.test")
        .replaceAll(`© ${new Date().getFullYear()}`, "© {year}");
      pages.push(`==== ${path}\n${words}`);
    }
    expect(pages.length).toBeGreaterThan(50);
    await expect(`${pages.join("\n\n")}\n`).toMatchFileSnapshot("./page-text.snap.txt");
  }, 120_000);
});
