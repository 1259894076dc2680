import type { FrameText } from "~/content/frame-text";
import { localeTags } from "~/content/languages";
import type { Review } from "~/content/reviews";
import { useLang, useWords } from "~/hooks/use-lang";

/** "March 2026" / "marzo de 2026": the month a review was written (`day`, 2026-03-14), in the page's language. */
export function ReviewMonth({ day }: { day: string }) {
  const { bcp47 } = localeTags[useLang()];
  const month = new Intl.DateTimeFormat(bcp47, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
  return (
    <time dateTime={day} data-testid="review-date">
      {month}
    </time>
  );
}

/**
 * A customer's review in the customer's own words; on a page of another language the quote is marked with its
 * language and a note says so (decision 0198), while the card's own words follow the page. Today's fixed reviews are
 * English; the office's carry their language and the note (app/lib/content/shown-reviews.ts). Each says where it was
 * written ("via Google") and when (the month and year, in the page's language), so a reader can look it up.
 * `service` is the review's service as the page names it, shown when given.
 */
export function ReviewCard({ review, service }: { review: Omit<Review, "service" | "date"> & { date?: string; language?: string; note?: string }; service?: string }) {
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
          {review.date ? (
            <>
              {" · "}
              <ReviewMonth day={review.date} />
            </>
          ) : null}
        </span>
      </figcaption>
    </figure>
  );
}
