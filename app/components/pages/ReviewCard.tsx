import type { FrameText } from "~/content/frame-text";
import { localeTags } from "~/content/languages";
import { useLang, useWords } from "~/hooks/use-lang";
import type { ShownReview } from "~/lib/content/shown-reviews";

/**
 * "March 2026" / "marzo de 2026": the month a review was written (`day`, 2026-03-14), in the page's language; a
 * home project's month too (`testId` null: none, the home page's HTML is at its budget).
 */
export function ReviewMonth({ day, testId = "review-date" }: { day: string; testId?: string | null }) {
  const { bcp47 } = localeTags[useLang()];
  const month = new Intl.DateTimeFormat(bcp47, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
  return (
    <time dateTime={day} data-testid={testId ?? undefined}>
      {month}
    </time>
  );
}

/**
 * A customer's review in the customer's own words (decision 0198): on a page of another language, the office's
 * translation when it has one, marked as such, with the words as written one tap away (a <details>, no JavaScript,
 * marked with their language); without one, the words as written, marked with their language and a note. The card's
 * own words follow the page. The office's reviews carry their language, translation and note
 * (app/lib/content/shown-reviews.ts). Each says where it was written ("via Google") and when (the month and year, in
 * the page's language), so a reader can look it up. `service` is the review's service as the page names it, shown
 * when given.
 */
export function ReviewCard({ review, service }: { review: Omit<ShownReview, "id" | "service">; service?: string }) {
  const foreign = useLang() !== review.language;
  const text = useWords<FrameText>().common;
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm" data-testid="review">
      <span className={`stars stars-${Math.round(review.rating)} text-amber-700`} role="img" aria-label={text.stars(review.rating)} />
      <blockquote className="mt-3 flex-1 text-navy-800" lang={foreign && !review.translation ? review.language : undefined}>
        {/* One text node each, without React's separators: the Spanish home's HTML has little room (docs/performance.md). */}
        <p>{`“${review.translation ?? review.text}”`}</p>
      </blockquote>
      {review.translation ? (
        <>
          <p className="mt-2 text-xs italic text-navy-700">{text.translated}</p>
          <details className="text-sm text-navy-700">
            <summary className="cursor-pointer py-2 underline">{text.seeOriginal}</summary>
            <p lang={review.language}>{`“${review.text}”`}</p>
          </details>
        </>
      ) : foreign && review.note ? (
        <p className="mt-2 text-xs italic text-navy-700">{review.note}</p>
      ) : null}
      <figcaption className="mt-4 text-sm">
        <span className="font-bold">{review.author}</span>
        {` · ${review.location}`}
        <span className="block text-navy-700">
          {`${service ? `${service} · ` : ""}${text.via(review.source)}${review.date ? " · " : ""}`}
          {review.date ? <ReviewMonth day={review.date} /> : null}
        </span>
      </figcaption>
    </figure>
  );
}
