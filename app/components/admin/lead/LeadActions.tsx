import { telHref } from "~/content/business";
import { formatPhone } from "~/forms/phone";

/**
 * The two things the office does first from a phone, as big buttons: call the customer (the phone's own dialler)
 * and text them, from the site's number through the page's own text form (so the text joins the lead's thread).
 * A lead with no phone gets its email instead.
 */
export function LeadActions({ phone, email }: { phone: string | null; email: string | null }) {
  const big = "btn min-h-[56px] w-full text-lg";
  if (!phone) {
    return email ? (
      <a href={`mailto:${email}`} className={`${big} btn-secondary break-words`} data-testid="lead-email">
        Email {email}
      </a>
    ) : null;
  }
  return (
    <div className="grid grid-cols-2 gap-3">
      <a href={telHref(phone)} className={`${big} btn-primary`} data-testid="lead-call" aria-label={`Call ${formatPhone(phone)}`}>
        Call
      </a>
      <a href="#lead-reply" className={`${big} btn-secondary`} data-testid="lead-text">
        Text
      </a>
    </div>
  );
}
