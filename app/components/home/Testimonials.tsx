import { Carousel } from "~/components/ui/Carousel";
import { ReviewCard } from "~/components/pages/ReviewCard";
import { Section } from "~/components/pages/Section";
import { RatingSummary } from "~/components/pages/RatingSummary";
import { withTestLanguages } from "~/content/catalogue";
import { homeTestimonials } from "~/content/home-testimonials";
import type { Lang } from "~/content/languages";
import { useLang } from "~/hooks/use-lang";
import type { ShownReview } from "~/lib/content/shown-reviews";
import { useHomeText } from "./home-text";

/** Today's testimonials as shownReviews (app/lib/content/shown-reviews.ts) words them: English, with their translation. */
function todaysTestimonials(lang: Lang): ShownReview[] {
  return homeTestimonials.map(({ spanish, service: _shownOnTheReviewsPage, ...review }) => {
    const translation = withTestLanguages({ en: "", es: spanish })[lang];
    return { ...review, id: review.author, language: "en", ...(translation ? { translation } : {}) };
  });
}

/** The home page's testimonials: the office's when it changed them (loader data), today's otherwise (decision 0198). */
export function Testimonials({ reviews }: { reviews?: readonly ShownReview[] }) {
  const { testimonials } = useHomeText().home;
  const lang = useLang();
  return (
    <Section id="testimonials-title" title={testimonials.title}>
      <RatingSummary text={testimonials.summary} className="-mt-4 mb-2 text-sm text-navy-800" />
      <Carousel
        label={testimonials.label}
        testId="testimonials"
        slides={(reviews ?? todaysTestimonials(lang)).map((review) => ({
          key: review.id,
          content: <ReviewCard review={review} />,
        }))}
      />
    </Section>
  );
}
