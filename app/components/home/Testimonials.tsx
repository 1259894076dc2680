import { Carousel } from "~/components/ui/Carousel";
import { ReviewCard, Section } from "~/components/pages/common";
import { homeTestimonials } from "~/content/reviews";

export function Testimonials() {
  return (
    <Section id="testimonials-title" title="What Our Customers Say">
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
