import { localeTags, type Lang } from "~/content/languages";
import { type HomeOffers, offersText, type ShownOffer } from "~/content/offers";
import { getConfig } from "../platform/config.server";
import { localDay } from "../platform/office-clock.server";
import { findContentBlock, OFFERS_BLOCK } from "./blocks.server";
import { siteWords } from "./content-store.server";
import type { OffersBlock } from "~/forms/site-content";
import type { ReviewsBlock } from "~/forms/site-content-reviews";
import { REVIEWS_BLOCK } from "./blocks.server";
import { shownReviews } from "./shown-reviews";

/**
 * Which offers a page shows now (docs/content.md): an offer with a last day shows until the end of that day in the
 * office's time zone, and leaves the page and its structured data by itself at midnight there. An offer not written
 * in the page's language yet is left out, so a page never mixes languages.
 */

export function currentOffers(block: OffersBlock, lang: Lang, now: Date, timeZone: string): ShownOffer[] {
  const today = localDay(now, timeZone);
  return block.offers
    .filter((offer) => offer.title[lang] && offer.text[lang] && (offer.endsOn === undefined || offer.endsOn >= today))
    .map((offer) => ({ title: offer.title[lang], text: offer.text[lang], ...(offer.endsOn ? { endsOn: offer.endsOn } : {}) }));
}

/** The offers section as the home page shows it, in its language; null when there is none (the page adds nothing). */
export function homeOffers(block: OffersBlock, lang: Lang, now: Date, timeZone: string): HomeOffers | null {
  const offers = currentOffers(block, lang, now, timeZone);
  if (offers.length === 0) return null;
  const text = offersText[lang];
  // A last day is a calendar day: formatted at UTC midnight, it stays that day.
  const day = new Intl.DateTimeFormat(localeTags[lang].bcp47, { dateStyle: "long", timeZone: "UTC" });
  return {
    heading: text.heading,
    items: offers.map((offer) => ({ ...offer, ...(offer.endsOn ? { until: text.until(day.format(new Date(`${offer.endsOn}T00:00:00Z`))) } : {}) })),
  };
}

/**
 * The home page's edited words for its loader: the offers running now (the page cache keeps a page for the office's
 * day only, server/page-cache.ts), edited testimonials, and an admin's preview banner. No offer and no preview: nothing, not even a key, so
 * the page's HTML does not grow.
 */
export async function homeEditedWords(request: Request, lang: Lang, now = new Date()) {
  const { words, preview } = await siteWords(request);
  const offers = homeOffers(words.get(OFFERS_BLOCK) as OffersBlock, lang, now, getConfig().ONCALL_TIME_ZONE);
  const testimonials = editedTestimonials(words.get(REVIEWS_BLOCK) as ReviewsBlock, lang);
  return {
    ...(offers ? { offers } : {}),
    ...(testimonials ? { testimonials } : {}),
    ...(preview ? { preview } : {}),
  };
}

/** The home page's testimonials in its language when the office changed them; null for today's (sent with the page's code). */
function editedTestimonials(block: ReviewsBlock, lang: Lang) {
  const shown = shownReviews(block, "home", lang);
  const defaults = shownReviews(findContentBlock(REVIEWS_BLOCK)!.defaults() as ReviewsBlock, "home", lang);
  return JSON.stringify(shown) === JSON.stringify(defaults) ? null : shown;
}
