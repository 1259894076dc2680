import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { bookingHref } from "~/content/booking";

/** Opens booking for a service: the /book page (works without JavaScript). */
export function BookingLink({ service, className, children }: { service?: string; className?: string; children: ReactNode }) {
  return (
    <Link to={bookingHref(service)} className={className}>
      {children}
    </Link>
  );
}
