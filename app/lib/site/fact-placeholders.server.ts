import { FACT_PLACEHOLDER, type PriceName, startingDollars } from "~/content/facts";
import { defaultBusiness } from "~/content/business";
import { formatDollars } from "~/forms/site-content";

/*
 * The facts sentences name by placeholder (docs/content.md, "Facts in sentences"): `{price.panelUpgrade}`,
 * `{arrival.minutes}`, `{record.years}`. A sentence keeps its placeholder until its words are sent (a loader, the
 * assistant's knowledge, a part's words), where fillFacts puts the current facts in: the page's words, its meta, its
 * structured data and the assistant then state the same facts, and the browser never gets a table of them.
 */

/** The facts by placeholder name ("price.panelUpgrade" → "$3,000"), as the site writes them in both languages. */
export type Facts = Readonly<Record<string, string>>;

/** What the facts are made of: the amounts, minutes and figures the office edits (or their defaults). */
interface FactValues {
  prices: Readonly<Record<PriceName, number>>;
  arrivalMinutes: number;
  record: { years: number; projects: number; customers: number };
  reviews: { rating: number; count: number };
}

export function factsFrom({ prices, arrivalMinutes, record, reviews }: FactValues): Facts {
  return {
    ...Object.fromEntries(Object.entries(prices).map(([name, dollars]) => [`price.${name}`, formatDollars(dollars)])),
    "arrival.minutes": String(arrivalMinutes),
    "record.years": String(record.years),
    "record.projects": String(record.projects),
    "record.customers": String(record.customers),
    // "4.9" and "1,234": US figures, as the site writes them in both languages.
    "reviews.rating": reviews.rating.toFixed(1),
    "reviews.count": reviews.count.toLocaleString("en-US"),
  };
}

/** The facts of an unedited site (app/content/facts.ts and business.ts). */
export const defaultFacts: Facts = factsFrom({
  prices: startingDollars,
  arrivalMinutes: defaultBusiness.arrivalMinutes,
  record: { years: defaultBusiness.years, projects: defaultBusiness.projects, customers: defaultBusiness.customers },
  reviews: { rating: defaultBusiness.reviewRating, count: defaultBusiness.reviewCount },
});

/** A text with its placeholders filled; a placeholder that names no fact throws, so a typo never reaches a page. */
function fillText(text: string, facts: Facts): string {
  return text.replace(FACT_PLACEHOLDER, (placeholder, name: string) => {
    const fact = facts[name];
    if (fact === undefined) throw new Error(`No fact for the placeholder ${placeholder} in "${text.slice(0, 80)}"`);
    return fact;
  });
}

/**
 * Words with the facts in place of their placeholders: every string of `words`, in arrays and plain objects (sent
 * words' templates, `{ $fn: "…" }`, included); a function's result is filled when it is called. Only words the site
 * wrote go through here (app/content and the office's blocks), never what a visitor typed.
 */
export function fillFacts<T>(words: T, facts: Facts): T {
  return fill(words, facts) as T;
}

function fill(value: unknown, facts: Facts): unknown {
  if (typeof value === "string") return value.includes("{") ? fillText(value, facts) : value;
  if (Array.isArray(value)) return value.map((item) => fill(item, facts));
  // A plural()'s forms name no fact; sendWords reads them from the function as it is.
  if (typeof value === "function" && !("plural" in value)) {
    const text = value as (...args: unknown[]) => unknown;
    // sendWords reads how many arguments a text takes.
    return Object.defineProperty((...args: unknown[]) => fill(text(...args), facts), "length", { value: text.length });
  }
  if (value && typeof value === "object" && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, facts)]));
  }
  return value;
}
