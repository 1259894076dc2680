import { homeTestimonials, type Review, reviewsPageTestimonials, reviewText } from "~/content/reviews";
import { type ReviewsBlock, reviewsBlockSchema, reviewsFormSchema } from "~/forms/site-content-reviews";
import type { ContentBlock } from "./blocks.server";

export const REVIEWS_BLOCK = "reviews";

/** Today's fixed reviews as the block holds them: English, undated (no date was ever recorded), shown where they are today. */
const copied = (reviews: Review[], shownOn: "reviews" | "home", prefix: string): ReviewsBlock["reviews"] =>
  reviews.map((review, i) => ({
    id: `${prefix}${i + 1}`,
    text: review.text,
    language: "en",
    name: review.author,
    town: review.location,
    rating: review.rating,
    source: review.source,
    service: { en: review.service, es: reviewText.es.services[review.service] ?? "" },
    shownOn,
    hidden: false,
  }));

/** The reviews shown on /reviews and in the home page's testimonials (decision 0198), today's by default. */
export const reviewsBlock: ContentBlock<ReviewsBlock> = {
  key: REVIEWS_BLOCK,
  kind: "reviews",
  label: "Reviews",
  schema: reviewsBlockSchema,
  form: reviewsFormSchema,
  defaults: () => ({ reviews: [...copied(reviewsPageTestimonials, "reviews", "r"), ...copied(homeTestimonials, "home", "h")], hiddenCustomerReviews: [] }),
  path: "/reviews",
};
