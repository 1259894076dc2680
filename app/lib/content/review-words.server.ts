import { json } from "@remix-run/node";
import { langOf } from "~/content/languages";
import { reviewsPageText } from "../site/page-text.server";
import { siteFacts } from "./site-facts.server";
import type { ReviewsBlock } from "~/forms/site-content-reviews";
import type { CustomerReview } from "~/content/customer-reviews";
import { publishedReviews } from "../reviews/published-reviews.server";
import { siteWords } from "./content-store.server";
import { REVIEWS_BLOCK } from "./blocks.server";
import { shownReviews } from "./shown-reviews";

/*
 * The Reviews page's reviews (decision 0198): the office's, as published in block reviews, then the customers' own
 * published from the review page, less those the office hid. A module of its own: a server module two routes
 * import shares its browser stub between them.
 */
export async function reviewsPage(request: Request) {
  const lang = langOf(new URL(request.url).pathname);
  const [{ words, preview }, customer] = await Promise.all([siteWords(request), publishedReviews()]);
  const block = words.get(REVIEWS_BLOCK) as ReviewsBlock;
  const hidden = new Set(block.hiddenCustomerReviews);
  const customerReviews: CustomerReview[] = customer.filter((review) => !hidden.has(review.id));
  const reviews = { reviews: shownReviews(block, "reviews", lang), customerReviews, ...(preview ? { preview } : {}) };
  return json({ ...reviews, ...reviewsPageText(lang, await siteFacts(request)) });
}
