import type { FrameText } from "~/content/frame-text";
import type { Review } from "~/content/reviews";
import { useLang, useWords } from "~/hooks/use-lang";

/**
 * A customer's review in the customer's own words; on a page of another language the quote is marked with its
 * language and a note says so (decision 0198), while the card's own words follow the page. Today's fixed reviews are
 * English; the office's carry their language, the note and the day they were written (app/lib/content/shown-reviews.ts).
 * `service` is the review's service as the page names it, shown when given.
 */
export function ReviewCard({ review, service }: { review: Omit<Review, "service"> & { language?: string; note?: string; when?: string }; service?: string }) {
  const language = review.language ?? "en";
  const foreign = useLang() !== language;
  const text = useWords<FrameText>().common;
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm" data-testid="review">
      <span className={`stars stars-${Math.round(review.rating)} text-amber-700`} role="img" aria-label={text.stars(review.rating)} />
      <blockquote className="mt-3 flex-1 text-navy-800" lang={foreign ? language : undefined}>
        <p>“{review.text}”</p>
      </blockquote>
      {foreign ? <p className="mt-2 text-xs italic text-navy-700">{review.note ?? text.originalLanguage}</p> : null}
      <figcaption className="mt-4 text-sm">
        <span className="font-bold">{review.author}</span> · {review.location}
        <span className="block text-navy-700">
          {service ? `${service} · ` : ""}
          {text.via(review.source)}
          {review.when ? ` · ${review.when}` : ""}
        </span>
      </figcaption>
    </figure>
  );
}
