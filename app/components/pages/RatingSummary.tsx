import { useBusiness } from "~/hooks/use-business";

/**
 * The review sites' rating and count in one line ("Rated 4.9 out of 5 from 212 reviews"): the sentence arrives with
 * the business facts filled in (`{reviews.rating}`, `{reviews.count}`), the stars beside it say the same.
 */
export function RatingSummary({ text, className = "", onDark = false }: { text: string; className?: string; onDark?: boolean }) {
  const stars = Math.round(useBusiness().reviewRating);
  return (
    <p className={`flex flex-wrap items-center gap-x-2 font-bold ${className}`} data-testid="rating-summary">
      <span aria-hidden="true" className={`stars stars-${stars} ${onDark ? "text-volt-400" : "text-amber-700"}`} />
      <span>{text}</span>
    </p>
  );
}
