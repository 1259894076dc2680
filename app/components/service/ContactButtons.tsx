import { BookingLink } from "~/components/forms/BookingLink";
import { EstimateLink } from "~/components/forms/EstimateLink";
import { useBusiness } from "~/components/layout/use-business";
import { useFrameText } from "~/components/layout/frame-text";
import { smsHref, telHref } from "~/content/business";
import { WithPhone } from "~/components/ui/WithPhone";

/**
 * Call, text, free estimate and book-a-call: the four ways to reach us from a service or city page.
 * `light` is for a navy section, where the red and navy buttons would vanish (2.3:1 and 1.1:1, WCAG 1.4.11).
 */
export function ContactButtons({ service, className = "", light = false }: { service?: string; className?: string; light?: boolean }) {
  const business = useBusiness();
  const text = useFrameText().contactButtons;
  return (
    <div className={`grid gap-3 sm:flex sm:flex-wrap ${className}`} data-testid="contact-buttons">
      <a href={telHref(business.phone)} className={light ? "btn bg-white text-brand-700 hover:bg-navy-50" : "btn-primary"}>
        <WithPhone text={text.call(business.phone)} phone={business.phone} />
      </a>
      <a href={smsHref(business.textPhone)} className={light ? "btn border-2 border-white text-white hover:bg-white/10" : "btn-secondary"}>
        {text.text}
      </a>
      <EstimateLink className="btn-volt">{text.estimate}</EstimateLink>
      <BookingLink service={service} className="btn-outline bg-white">
        {text.book}
      </BookingLink>
    </div>
  );
}
