import { useText } from "~/components/layout/use-lang";
import { Carousel } from "~/components/ui/Carousel";
import { ReviewCard, Section } from "~/components/pages/common";
import { homeText } from "~/content/home";
import { homeTestimonials } from "~/content/reviews";

export function Testimonials() {
  const { testimonials } = useText(homeText);
  return (
    <Section id="testimonials-title" title={testimonials.title}>
      <Carousel
        label={testimonials.label}
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
