import { z } from "zod";
import { REVIEW_COMMENT_MAX, reviewPageText } from "~/content/review-request";
import { perLanguage, type Lang } from "~/content/languages";
import { dropControls } from "./sanitize";

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
    // The customer's own words, markup included (React escapes them): only a NUL, which no database stores, is
    // refused; other control and direction-override characters are dropped, as in every free-text field.
    comment: z
      .string()
      .max(REVIEW_COMMENT_MAX, m.commentTooLong(REVIEW_COMMENT_MAX))
      .refine((value) => !value.includes("\u0000"), m.commentControl)
      .transform((value) => dropControls(value).trim())
      .optional(),
    consent: z.literal("on").optional(),
  });
};

export const reviewSchemas = perLanguage(build);
