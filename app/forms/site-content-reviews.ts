import { z } from "zod";
import { CONTENT_MESSAGES as m } from "./admin-messages";
import { blockForm, calendarDay, itemId, optionalWords, text } from "./site-content";

/**
 * The reviews the site shows (docs/content.md, decision 0198): the office's copies of reviews customers left
 * elsewhere (Google, Yelp, Facebook…) or on the site, each in the words and the language it was written in with the
 * office's translation into the other language, and which of the customers' own published reviews (app/lib/reviews)
 * are hidden. Those are the customers' words: this block has no field for them, so they can be hidden and never
 * edited.
 */

const REVIEW_LIMIT = 40;
/** A customer review published from the review page, by its id (customer_reviews.id). */
const customerReviewId = z.string().uuid();

export const REVIEW_LANGUAGES = ["en", "es"] as const;
/** Where a review shows: the Reviews page, the home page's testimonials, or both. */
export const REVIEW_PLACES = ["reviews", "home", "both"] as const;

const reviewFields = {
  reviews: z
    .array(
      z
        .object({
          id: itemId,
          /** The customer's words, as written, in the language they were written in: never changed by a translation. */
          text: text(2000, "Enter the review's words"),
          language: z.enum(REVIEW_LANGUAGES),
          /**
           * The office's translation into the site's other language, shown on that language's pages with the
           * original one tap away: `es` for an English review, `en` for a Spanish one (the other half stays empty).
           */
          translation: optionalWords(2000).default({ en: "", es: "" }),
          name: text(80, "Enter the reviewer's name"),
          town: text(80, "Enter the reviewer's town"),
          rating: z.number({ required_error: "Enter a rating from 1 to 5", invalid_type_error: "Enter a rating from 1 to 5" }).int().min(1, "Enter a rating from 1 to 5").max(5, "Enter a rating from 1 to 5"),
          /** The day it was written; unknown for the reviews copied before this block existed. */
          date: calendarDay.optional(),
          source: text(40, "Enter where it was written (Google, Yelp, Facebook, this site…)"),
          /** The service it was about, in the site's words; shown on the Reviews page. */
          service: optionalWords(80),
          shownOn: z.enum(REVIEW_PLACES),
          hidden: z.boolean().default(false),
        })
        .strict(),
    )
    .max(REVIEW_LIMIT, m.tooMany(REVIEW_LIMIT, "reviews"))
    .default([]),
  hiddenCustomerReviews: z.array(customerReviewId).max(500).default([]),
};

export const reviewsBlockSchema = z.object(reviewFields).strict();
export type ReviewsBlock = z.output<typeof reviewsBlockSchema>;
export const reviewsFormSchema = blockForm(reviewFields);

/**
 * The reviews as the Spanish checks read them (needs update, Suggest Spanish; app/lib/content/content-diff.ts): an
 * English review's Spanish translation is the Spanish of its original words, so it waits for an update when they
 * change and the model translates them; a Spanish review's English translation waits for nothing.
 */
export function reviewsForSpanish(block: ReviewsBlock): unknown {
  return {
    ...block,
    reviews: block.reviews.map(({ translation, ...review }) => (review.language === "en" ? { ...review, translation: { en: review.text, es: translation.es } } : review)),
  };
}
