import { BookingLink } from "~/components/forms/BookingLink";
import { EstimateLink } from "~/components/forms/EstimateLink";
import { WithPhone } from "~/components/ui/WithPhone";
import type { FrameText } from "~/content/frame-text";
import { smsHref, telHref } from "~/content/business";
import { useBusiness } from "~/hooks/use-business";
import { useWords } from "~/hooks/use-lang";

/** Call, text and — when asked — book and estimate actions. */
export function ContactActions({
  book = false,
  estimate = false,
  bookLabel,
  light = false,
}: {
  book?: boolean;
  estimate?: boolean;
  bookLabel?: string;
  light?: boolean;
}) {
  const business = useBusiness();
  const text = useWords<FrameText>().common;
  return (
    <div className="flex flex-wrap gap-3" data-testid="contact-actions">
      {/* On a red background a red button would vanish (1.3:1): white stands out from it (WCAG 1.4.11). */}
      <a href={telHref(business.phone)} className={light ? "btn bg-white text-brand-700 hover:bg-navy-50" : "btn-primary"}>
        <span aria-hidden="true" className="icon icon-phone h-5 w-5 shrink-0" /> <WithPhone text={text.call(business.phone)} phone={business.phone} />
      </a>
      <a href={smsHref(business.textPhone)} className={light ? "btn-volt" : "btn-secondary"}>
        <span aria-hidden="true" className="icon icon-message h-5 w-5 shrink-0" /> <WithPhone text={text.text(business.textPhone)} phone={business.textPhone} />
      </a>
      {book ? (
        <BookingLink className={light ? "btn border-2 border-white text-white hover:bg-white/10" : "btn-outline"}>
          {bookLabel ?? text.book}
        </BookingLink>
      ) : null}
      {estimate ? (
        <EstimateLink className={light ? "btn border-2 border-white text-white hover:bg-white/10" : "btn-outline"}>
          {text.estimate}
        </EstimateLink>
      ) : null}
    </div>
  );
}
