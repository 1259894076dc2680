import type { Lang } from "~/content/languages";
import { startingAtText } from "~/content/service-pages";
import { servicesText } from "~/content/services";
import { formatDollars, type ServiceBlock } from "~/forms/site-content";
import { findContentBlock, serviceBlockKey } from "./blocks.server";
import { siteWords } from "./content-store.server";

/*
 * The services' edited starting prices where pages show them beyond the service page: the cards of the Services and
 * home pages and the home page's structured data (docs/content.md). A module of its own: a server module two routes
 * import shares its browser stub between them, which costs each page the other's files.
 */

type Words = ReadonlyMap<string, unknown>;

/**
 * The price text of each service card whose service page's price the office changed, by the card's path
 * ("/services/panel-upgrades" → "Starting at $3,200"); null when none changed, so an unedited page sends nothing
 * more. The card's own wording is kept around the new amount; a price taken away shows the page's price wording.
 */
export function cardPrices(words: Words, lang: Lang): Record<string, string> | null {
  const prices: Record<string, string> = {};
  for (const card of servicesText[lang].serviceOffers) {
    const block = card.path ? findContentBlock(serviceBlockKey(card.path.replace("/services/", ""))) : undefined;
    if (!card.path || !block) continue;
    const before = (block.defaults() as ServiceBlock).startingAt;
    const now = words.get(block.key) as ServiceBlock;
    if (now.startingAt === before) continue;
    if (now.startingAt === undefined) prices[card.path] = now.priceNote[lang] || card.price;
    else if (before === undefined) prices[card.path] = startingAtText[lang](formatDollars(now.startingAt));
    else prices[card.path] = card.price.replace(formatDollars(before), formatDollars(now.startingAt));
  }
  return Object.keys(prices).length ? prices : null;
}

/**
 * The Services page's search description with the office's starting prices in place of the defaults it names
 * (all replaced at once: an edited price may equal another service's default).
 */
function servicesDescription(words: Words, lang: Lang): string {
  const description = servicesText[lang].index.metaDescription;
  const amounts = new Map<string, string>();
  for (const card of servicesText[lang].serviceOffers) {
    const block = card.path ? findContentBlock(serviceBlockKey(card.path.replace("/services/", ""))) : undefined;
    if (!block) continue;
    const before = (block.defaults() as ServiceBlock).startingAt;
    const now = (words.get(block.key) as ServiceBlock).startingAt;
    if (before !== undefined && now !== undefined && now !== before) amounts.set(formatDollars(before), formatDollars(now));
  }
  if (!amounts.size) return description;
  const named = new RegExp([...amounts.keys()].map((amount) => amount.replace(/[$]/g, "\\$&")).join("|"), "g");
  return description.replace(named, (amount) => amounts.get(amount)!);
}

/** The Services page's edited words: its cards' changed prices, its search description, and an admin's preview banner. */
export async function servicesEditedWords(request: Request, lang: Lang) {
  const { words, preview } = await siteWords(request);
  const prices = cardPrices(words, lang);
  return { description: servicesDescription(words, lang), ...(prices ? { prices } : {}), ...(preview ? { preview } : {}) };
}
