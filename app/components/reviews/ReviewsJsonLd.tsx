import { JsonLd } from "~/components/pages/JsonLd";

interface LdReview {
  text: string;
  language: string;
  /** "2026-03-01" */
  date?: string;
  author: string;
  rating: number;
  source?: string;
}

/**
 * The Review structured data of the reviews a page shows (decision 0198): the customers' own published reviews and
 * the office's that carry the day they were written (the reviews copied before the office dated them carry none, as
 * before). A hidden review is not shown, so it is not here either.
 */
export function ReviewsJsonLd({ reviews, business }: { reviews: readonly LdReview[]; business: string }) {
  const dated = reviews.filter((review) => review.date);
  if (dated.length === 0) return null;
  const data = {
    "@context": "https://schema.org",
    "@type": "Electrician",
    name: business,
    review: dated.map((review) => ({
      "@type": "Review",
      reviewBody: review.text,
      inLanguage: review.language,
      datePublished: review.date,
      author: { "@type": "Person", name: review.author },
      ...(review.source ? { publisher: { "@type": "Organization", name: review.source } } : {}),
      reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
  return <JsonLd data={[data]} />;
}
