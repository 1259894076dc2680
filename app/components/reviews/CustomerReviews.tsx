import { useLang, useWords } from "~/hooks/use-lang";
import type { CustomerReview, CustomerReviewText } from "~/content/customer-reviews";
import { ReviewMonth } from "~/components/pages/ReviewCard";

/**
 * The customer reviews published from the review page, in the words the customer wrote, each marked with the
 * language it was written in (decision 0198); their Review structured data is ReviewsJsonLd's.
 */
export function CustomerReviews({ reviews }: { reviews: CustomerReview[] }) {
  const text = useWords<{ customerReviews: CustomerReviewText }>().customerReviews;
  const lang = useLang();
  if (reviews.length === 0) return null;
  return (
    <section className="container-page pb-14" aria-labelledby="customer-reviews-title">
      <h2 id="customer-reviews-title" className="text-2xl font-bold">
        {text.heading}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {reviews.map((review) => (
          <li key={review.id}>
            <figure className="flex h-full flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm" data-testid="customer-review" data-language={review.language}>
              <span className={`stars stars-${review.rating} text-amber-700`} role="img" aria-label={text.stars(review.rating)} />
              <blockquote className="mt-3 flex-1 whitespace-pre-line text-navy-800" lang={review.language !== lang ? review.language : undefined}>
                <p>“{review.text}”</p>
              </blockquote>
              {review.language !== lang ? <p className="mt-2 text-xs italic text-navy-700">{text.writtenIn[review.language]}</p> : null}
              <figcaption className="mt-4 text-sm">
                <span className="font-bold">{review.firstName}</span> · {review.town}
                <span className="block text-navy-700">
                  {text.source} · <ReviewMonth day={review.publishedAt.slice(0, 10)} />
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
