import type { CustomerReview } from "~/content/customer-reviews";
import { listPublishedReviews } from "~/models/review-requests.server";
import { getDb } from "../platform/db.server";
import { log } from "../platform/log.server";

/**
 * The customer reviews the office published, for /reviews in both languages. A database that does not answer
 * leaves the page with its fixed list rather than failing it.
 */
export async function publishedReviews(db = getDb()): Promise<CustomerReview[]> {
  try {
    return await listPublishedReviews(db);
  } catch (error) {
    log.warn("published reviews unavailable", { error: String(error) });
    return [];
  }
}
