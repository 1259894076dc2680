/**
 * The site writes its titles, headings and buttons in sentence case (docs/design.md, "Type and words"): only the
 * first word of a sentence, names and abbreviations start with a capital. Every English page of the sitemap, and the
 * forms' own pages, are read as served: their <title>, h1–h3, buttons, links and summaries. The two actions keep
 * their names as written ("Get Free Estimate", "Book Free Estimate"): the names the office and its customers use.
 */
import { describe, expect, it } from "vitest";
import { emergencyCities } from "~/content/areas";
import { defaultBusiness } from "~/content/business";
import { founder, team } from "~/content/team";
import { sitemapPaths } from "~/content/sitemap";
import { sharedBuiltServerUrl } from "../support/shared-built-server-url";
import { decodeEntities } from "../support/html-text";

/** Names: the places, the people's and brands' names a title may carry, the business. */
const NAMES = new Set(
  [
    ...emergencyCities.flatMap((town) => town.split(" ")),
    ...[founder, ...team].flatMap((person) => person.name.split(" ")),
    defaultBusiness.assistantName,
    ..."Virginia Northern Maryland Washington Prince William County Air Force Valor Electric Lic Google Angi Yelp Facebook Tesla Wall Connector ChargePoint Emporia Zinsco Federal Pacific English Spanish Español Level Thanksgiving Marumsco I".split(" "),
  ].filter(Boolean),
);
/** The two actions' names, and places' names of more than one word that the city pages' questions carry. */
const PHRASES = ["Get Free Estimate", "Book Free Estimate", "Lake Ridge", "Dale City", "Heritage Hunt", "Old Town", "City of Fairfax", "National Electrical Code", "Blooms Crossing", "King Street", "Mount Vernon Avenue"];
const ELEMENTS = /<(title|h[1-3]|button|summary|a)\b[^>]*>([\s\S]*?)<\/\1>/g;

/** The words of `text` that start with a capital and are neither a sentence's first word, a name nor an abbreviation. */
export function titleCased(text: string): string[] {
  let rest = text;
  for (const name of PHRASES) rest = rest.replaceAll(name, "");
  // A sentence starts the text and follows end punctuation, a colon, a dash, a bar, a dot or an opening bracket.
  return rest.split(/(?:[.?!:|·—–(“"]\s*)|\s-\s/).flatMap((sentence) =>
    sentence
      .trim()
      .split(/[\s/-]+/)
      .filter((word) => /\p{L}/u.test(word))
      .slice(1)
      .map((word) => word.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, ""))
      .filter((word) => /^\p{Lu}/u.test(word) && !/\d|\p{Lu}.*\p{Lu}/u.test(word) && !NAMES.has(word) && !NAMES.has(word.replace(/'s$/, ""))),
  );
}

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
      for (const match of html.matchAll(ELEMENTS)) {
        const text = decodeEntities((match[2] ?? "").replace(/<[^>]+>/g, "|")).replace(/\s+/g, " ").replace(/^[|\s]+|[|\s]+$/g, "").replace(/\s*\|[|\s]*/g, " | ");
        const words = titleCased(text);
        if (words.length > 0 && !found.has(text)) found.set(text, [path, ...words]);
      }
    }
    expect([...found].map(([text, [path, ...words]]) => `${path}: "${text}" (${words!.join(", ")})`)).toEqual([]);
  });
});
