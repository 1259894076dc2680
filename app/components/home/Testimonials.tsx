import { Carousel } from "~/components/ui/Carousel";
import { ReviewCard, Section } from "~/components/pages/common";
import { homeTestimonials } from "~/content/reviews";
import { useBelowFold } from "./below-fold";

export function Testimonials() {
  const belowFold = useBelowFold();
  return (
    <Section id="testimonials-title" title="What Our Customers Say" className={belowFold}>
      <Carousel
        label="Customer testimonials"
        testId="testimonials"
        slides={homeTestimonials.map((review) => ({
          key: review.author,
          content: <ReviewCard review={review} />,
        }))}
        slideClassName="w-full"
      />
    </Section>
  );
}
