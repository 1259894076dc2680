import { Link } from "@remix-run/react";
import type { MouseEvent, ReactNode } from "react";
import { bookingHref } from "~/content/booking";
import { useLocalePath } from "~/hooks/use-lang";
import { useFormDialogs } from "./FormDialogs";

/** Opens the booking dialog preset to a service; without JavaScript (or with a modifier key) the /book page. */
export function BookingLink({ service, className, children }: { service?: string; className?: string; children: ReactNode }) {
  const dialogs = useFormDialogs();
  const to = useLocalePath();
  return (
    <Link
      to={to(bookingHref(service))}
      className={className}
      onClick={(event: MouseEvent) => {
        if (!dialogs || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        dialogs.openBooking({ prefill: { service } });
      }}
    >
      {children}
    </Link>
  );
}
