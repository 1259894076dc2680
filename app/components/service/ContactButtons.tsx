import { BookingLink } from "~/components/forms/BookingLink";
import { EstimateLink } from "~/components/forms/EstimateLink";
import { useBusiness } from "~/hooks/use-business";
import type { FrameText } from "~/content/frame-text";
import { useWords } from "~/hooks/use-lang";
import { smsHref, telHref } from "~/content/business";
import { WithPhone } from "~/components/ui/WithPhone";

/** Call, text, free estimate and book-a-call: the four ways to reach us from a service or city page. */
export function ContactButtons({ service, className = "" }: { service?: string; className?: string }) {
  const business = useBusiness();
  const text = useWords<FrameText>().contactButtons;
  return (
    <div className={`grid gap-3 sm:flex sm:flex-wrap ${className}`} data-testid="contact-buttons">
      <a href={telHref(business.phone)} className="btn-primary">
        <WithPhone text={text.call(business.phone)} phone={business.phone} />
      </a>
      <a href={smsHref(business.textPhone)} className="btn-secondary">
        {text.text}
      </a>
      <EstimateLink className="btn-volt">{text.estimate}</EstimateLink>
      <BookingLink service={service} className="btn-outline bg-white">
        {text.book}
      </BookingLink>
    </div>
  );
}
