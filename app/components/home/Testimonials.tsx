import { Carousel } from "~/components/ui/Carousel";
import { ReviewCard, Section } from "~/components/pages/common";
import { homeTestimonials } from "~/content/reviews";
import { useHomeText } from "./home-text";

export function Testimonials() {
  const { testimonials } = useHomeText().home;
  return (
    <Section id="testimonials-title" title={testimonials.title}>
      <Carousel
        label={testimonials.label}
        testId="testimonials"
        slides={homeTestimonials.map((review) => ({
          key: review.author,
          content: <ReviewCard review={review} />,
        }))}
      />
    </Section>
  );
}
