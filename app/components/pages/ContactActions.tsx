import { Link } from "@remix-run/react";
import { BookingLink } from "~/components/forms/BookingLink";
import { EstimateLink } from "~/components/forms/EstimateLink";
import { WithPhone } from "~/components/ui/WithPhone";
import type { FrameText } from "~/content/frame-text";
import { smsHref, telHref } from "~/content/business";
import { useBusiness } from "~/hooks/use-business";
import { useLocalePath, useWords } from "~/hooks/use-lang";

/**
 * The ways to reach us, as every page shows them (docs/design.md, "Actions and colour"): Call the one red button,
 * Get Free Estimate the secondary one, Text and book-a-call as links. `light` is for a red or dark band. `service`
 * presets the booking to a service. `via` sends the estimate and the booking to one page instead of their forms
 * (the service areas' "Need Help Now", to /contact, which holds both).
 */
export function ContactActions({
  book = false,
  estimate = false,
  bookLabel,
  service,
  via,
  light = false,
  className = "",
}: {
  book?: boolean;
  estimate?: boolean;
  bookLabel?: string;
  service?: string;
  via?: string;
  light?: boolean;
  className?: string;
}) {
  const business = useBusiness();
  const text = useWords<FrameText>().common;
  const to = useLocalePath();
  const link = light ? "link-on-dark" : "link-action";
  const secondary = light ? "btn-secondary-on-dark" : "btn-secondary";
  return (
    <div className={`flex flex-wrap items-center gap-x-6 gap-y-3 ${className}`} data-testid="contact-actions">
      {/* On a red background a red button would vanish (1.3:1): white stands out from it (WCAG 1.4.11). */}
      <a href={telHref(business.phone)} className={light ? "btn bg-white text-brand-700 hover:bg-navy-50" : "btn-primary"}>
        <span aria-hidden="true" className="icon icon-phone h-5 w-5 shrink-0" /> <WithPhone text={text.call(business.phone)} phone={business.phone} />
      </a>
      {estimate && via ? (
        <Link to={to(via)} className={secondary}>
          {text.estimate}
        </Link>
      ) : null}
      {estimate && !via ? <EstimateLink className={secondary} /> : null}
      <a href={smsHref(business.textPhone)} className={link}>
        <WithPhone text={text.text(business.textPhone)} phone={business.textPhone} />
      </a>
      {book && via ? (
        <Link to={to(via)} className={link}>
          {bookLabel ?? text.book}
        </Link>
      ) : null}
      {book && !via ? (
        <BookingLink service={service} className={link}>
          {bookLabel ?? text.book}
        </BookingLink>
      ) : null}
    </div>
  );
}
