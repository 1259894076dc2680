import { z } from "zod";
import { REVIEW_COMMENT_MAX, reviewPageText } from "~/content/review-request";
import { perLanguage, type Lang } from "~/content/languages";

/**
 * The review page's form (/r/<token>): 1–5 stars, an optional comment, and consent to show it on the site. Read
 * by the action, and by the loader, which sends its limits for the page's fields to carry as HTML constraints (the
 * page needs no JavaScript). Built once per language: its messages are the customer's. Server only.
 */
const build = (lang: Lang) => {
  const m = reviewPageText[lang];
  return z.object({
    rating: z
      .string({ required_error: m.ratingRequired, invalid_type_error: m.ratingRequired })
      .regex(/^[1-5]$/, m.ratingRequired)
      .transform(Number),
    comment: z.string().trim().max(REVIEW_COMMENT_MAX, m.commentTooLong(REVIEW_COMMENT_MAX)).optional(),
    consent: z.literal("on").optional(),
  });
};

export const reviewSchemas = perLanguage(build);
