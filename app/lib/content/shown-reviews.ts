import { withTestLanguages } from "~/content/catalogue";
import type { Lang } from "~/content/languages";
import { writtenInText } from "~/content/reviews";
import type { ReviewsBlock } from "~/forms/site-content-reviews";

/** A review as a page shows it, in the page's language around the customer's own words. */
export interface ShownReview {
  id: string;
  /** The customer's words, as written (the structured data's `reviewBody`). */
  text: string;
  /** The office's translation into the page's language, shown instead, with the words as written one tap away. */
  translation?: string;
  author: string;
  location: string;
  source: string;
  rating: number;
  /** The language it was written in. */
  language: string;
  /** The note that says so, on a page of another language that has no translation of it. */
  note?: string;
  /** The day it was written, as structured data wants it (the card shows its month). */
  date?: string;
  service?: string;
}

/**
 * The office's reviews shown at a place ("home": the home page's testimonials; "reviews": the Reviews page), hidden
 * ones left out, each in the words it was written in, or in the office's translation on a page of the other
 * language when it has one (decision 0198).
 */
export function shownReviews(block: ReviewsBlock, place: "home" | "reviews", lang: Lang): ShownReview[] {
  return withTestLanguages(block).reviews
    .filter((review) => !review.hidden && (review.shownOn === place || review.shownOn === "both"))
    .map((review) => {
      const translation = review.language === lang ? "" : review.translation[lang];
      return {
        id: review.id ?? review.name,
        text: review.text,
        ...(translation ? { translation } : {}),
        author: review.name,
        location: review.town,
        source: review.source,
        rating: review.rating,
        language: review.language,
        ...(review.language !== lang && !translation ? { note: writtenInText[lang][review.language] } : {}),
        ...(review.date ? { date: review.date } : {}),
        ...(place === "reviews" && review.service[lang] ? { service: review.service[lang] } : {}),
      };
    });
}
