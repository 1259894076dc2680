import { Carousel } from "~/components/ui/Carousel";
import { ReviewCard } from "~/components/pages/ReviewCard";
import { Section } from "~/components/pages/Section";
import { RatingSummary } from "~/components/pages/RatingSummary";
import { homeTestimonials } from "~/content/home-testimonials";
import type { ShownReview } from "~/lib/content/shown-reviews";
import { useHomeText } from "./home-text";

/** The home page's testimonials: the office's when it changed them (loader data), today's otherwise (decision 0198). */
export function Testimonials({ reviews }: { reviews?: readonly ShownReview[] }) {
  const { testimonials } = useHomeText().home;
  return (
    <Section id="testimonials-title" title={testimonials.title}>
      <RatingSummary text={testimonials.summary} className="-mt-4 mb-2 text-sm text-navy-800" />
      <Carousel
        label={testimonials.label}
        testId="testimonials"
        slides={(reviews ?? homeTestimonials.map((review) => ({ ...review, id: review.author }))).map((review) => ({
          key: review.id,
          content: <ReviewCard review={review} />,
        }))}
      />
    </Section>
  );
}
