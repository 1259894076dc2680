import { withTestLanguages } from "~/content/catalogue";
import type { Lang } from "~/content/languages";
import { writtenInText } from "~/content/reviews";
import type { ReviewsBlock } from "~/forms/site-content-reviews";

/** A review as a page shows it, in the page's language around the customer's own words. */
export interface ShownReview {
  id: string;
  text: string;
  author: string;
  location: string;
  source: string;
  rating: number;
  /** The language it was written in. */
  language: string;
  /** The note that says so, on a page of another language. */
  note?: string;
  /** The day it was written, as structured data wants it (the card shows its month). */
  date?: string;
  service?: string;
}

/**
 * The office's reviews shown at a place ("home": the home page's testimonials; "reviews": the Reviews page), hidden
 * ones left out, each in the words it was written in (decision 0198).
 */
export function shownReviews(block: ReviewsBlock, place: "home" | "reviews", lang: Lang): ShownReview[] {
  return withTestLanguages(block).reviews
    .filter((review) => !review.hidden && (review.shownOn === place || review.shownOn === "both"))
    .map((review) => ({
      id: review.id ?? review.name,
      text: review.text,
      author: review.name,
      location: review.town,
      source: review.source,
      rating: review.rating,
      language: review.language,
      ...(review.language !== lang ? { note: writtenInText[lang][review.language] } : {}),
      ...(review.date ? { date: review.date } : {}),
      ...(place === "reviews" && review.service[lang] ? { service: review.service[lang] } : {}),
    }));
}
