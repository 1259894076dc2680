/** Sentence case as the site writes it (docs/design.md, "Type and words"): which words of a title break it. */
import { emergencyCities } from "~/content/areas";
import { defaultBusiness } from "~/content/business";
import { founder, team } from "~/content/team";
import { decodeEntities } from "./html-text";

/** Names: the places, the people's and brands' names a title may carry, the business. */
const NAMES = new Set(
  [
    ...emergencyCities.flatMap((town) => town.split(" ")),
    ...[founder, ...team].flatMap((person) => person.name.split(" ")),
    defaultBusiness.assistantName,
    // Days and months are names ("Sunday, November 29").
    ..."Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December".split(" "),
    ..."Virginia Northern Maryland Washington Prince William County Air Force Valor Electric Lic Google Angi Yelp Facebook Tesla Wall Connector ChargePoint Emporia Zinsco Federal Pacific English Spanish Español Level Thanksgiving Marumsco I".split(" "),
  ].filter(Boolean),
);
/** The two actions' names, and places' names of more than one word that the city pages' questions carry. */
const PHRASES = ["Get Free Estimate", "Book Free Estimate", "Lake Ridge", "Dale City", "Heritage Hunt", "Old Town", "City of Fairfax", "National Electrical Code", "Blooms Crossing", "King Street", "Mount Vernon Avenue"];

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


/** The elements a page's titles, headings and actions are read from. */
export const TITLE_ELEMENTS = ["title", "h[1-3]", "button", "summary", "a"];

/** Each text of `html`'s `elements` that breaks sentence case, with the words that do. */
export function titleCasedIn(html: string, elements = TITLE_ELEMENTS): [string, string[]][] {
  const found: [string, string[]][] = [];
  for (const match of html.matchAll(new RegExp(`<(${elements.join("|")})\\b[^>]*>([\\s\\S]*?)<\\/\\1>`, "g"))) {
    const text = decodeEntities((match[2] ?? "").replace(/<[^>]+>/g, "|")).replace(/\s+/g, " ").replace(/^[|\s]+|[|\s]+$/g, "").replace(/\s*\|[|\s]*/g, " | ");
    const words = titleCased(text);
    if (words.length > 0) found.push([text, words]);
  }
  return found;
}
