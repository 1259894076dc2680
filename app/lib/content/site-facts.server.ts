import { type PriceName, pricedPages, startingDollars } from "~/content/facts";
import type { BusinessBlock } from "~/forms/business-facts";
import type { ServiceBlock } from "~/forms/site-content";
import { type Facts, factsFrom } from "../site/fact-placeholders.server";
import { BUSINESS_BLOCK, serviceBlockKey } from "./blocks.server";
import { publishedWords, siteWords } from "./content-store.server";

/*
 * The facts sentences name by placeholder, as the office published them (docs/content.md): each service's
 * starting price from its page's block (its default is facts.ts'), the arrival promise and the record from the
 * business facts. A price the office took away leaves its sentences the default amount.
 */

type Words = ReadonlyMap<string, unknown>;

/** The facts of a set of blocks' words (published, or an admin's preview). */
export function factsOf(words: Words): Facts {
  const prices: Record<PriceName, number> = { ...startingDollars };
  for (const [slug, name] of Object.entries(pricedPages)) {
    const startingAt = (words.get(serviceBlockKey(slug)) as ServiceBlock).startingAt;
    if (startingAt !== undefined) prices[name] = startingAt;
  }
  const business = words.get(BUSINESS_BLOCK) as BusinessBlock;
  return factsFrom({
    prices,
    arrivalMinutes: business.arrivalMinutes,
    record: { years: business.years, projects: business.projects, customers: business.customers },
    reviews: { rating: business.reviewRating, count: business.reviewCount },
  });
}

/** The facts for a page's loader: published, or a signed-in admin's preview (siteWords). */
export async function siteFacts(request: Request): Promise<Facts> {
  return factsOf((await siteWords(request)).words);
}

/** The published facts, for what answers without a page (a part's words, the assistant). */
export async function currentFacts(): Promise<Facts> {
  return factsOf(await publishedWords());
}
