import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { FrameText } from "~/content/frame-text";
import { useWords } from "~/hooks/use-lang";
import { Dialog } from "~/components/ui/Dialog";
import type { BookingPrefill } from "~/forms/booking";

// The forms (and zod with them) load when a dialog first opens, not with every page.
const EstimateDialogForm = lazy(() => import("./EstimateForm").then((m) => ({ default: m.EstimateDialogForm })));
const BookingDialogForm = lazy(() => import("./BookingForm").then((m) => ({ default: m.BookingDialogForm })));

interface OpenBookingOptions {
  /** Quick-booking mode (docs/product.md §4): prefill and select the first appointment type automatically. */
  quick?: boolean;
  /** Any of service (a booking value or a label such as "Panel Upgrade"), name, phone, email, message. */
  prefill?: BookingPrefill;
}

interface FormDialogs {
  openEstimate(): void;
  openBooking(options?: OpenBookingOptions): void;
}

const Context = createContext<FormDialogs | null>(null);

/**
 * Hosts the estimate and booking dialogs for the whole page (rendered once in app/root.tsx). Without
 * JavaScript nothing here runs: EstimateLink and BookingLink stay links to /estimate and /book.
 */
export function FormDialogsProvider({ children }: { children: ReactNode }) {
  const [estimateOpen, setEstimateOpen] = useState(false);
  const [booking, setBooking] = useState<{ quick: boolean; prefill: BookingPrefill } | null>(null);
  const closeEstimate = useCallback(() => setEstimateOpen(false), []);
  const closeBooking = useCallback(() => setBooking(null), []);
  const value = useMemo<FormDialogs>(
    () => ({
      openEstimate: () => setEstimateOpen(true),
      openBooking: (options = {}) =>
        // The booking form maps a label such as "Panel Upgrade" to its value: that table loads with the form.
        setBooking({ quick: Boolean(options.quick), prefill: options.prefill ?? {} }),
    }),
    [],
  );
  const text = useWords<FrameText>().forms;
  const loading = <p role="status">{text.loading}</p>;
  return (
    <Context.Provider value={value}>
      {children}
      <Dialog open={estimateOpen} onClose={closeEstimate} title={text.estimate.title}>
        <Suspense fallback={loading}>
          <EstimateDialogForm onDone={closeEstimate} />
        </Suspense>
      </Dialog>
      <Dialog open={booking !== null} onClose={closeBooking} title={text.booking.dialogTitle}>
        {booking ? (
          <Suspense fallback={loading}>
            <BookingDialogForm prefill={booking.prefill} quick={booking.quick} onClose={closeBooking} />
          </Suspense>
        ) : null}
      </Dialog>
    </Context.Provider>
  );
}

/** The dialogs, or null outside the provider (then links simply navigate). */
export function useFormDialogs(): FormDialogs | null {
  return useContext(Context);
}

/**
 * Opens the booking dialog from anywhere, e.g. the chat's 'Book consultation call' button:
 *
 *   const booking = useBookingDialog();
 *   booking.open({ quick: true, prefill: { service: "Panel Upgrade", name, phone, email, message } });
 *
 * `available` is false before hydration or outside the provider; then post the prefill to /book instead
 * (intent BOOKING_PREFILL_INTENT of app/forms/booking-prefill.ts), never putting it in a URL.
 */
export function useBookingDialog() {
  const dialogs = useContext(Context);
  return useMemo(
    () => ({
      available: dialogs !== null,
      open: (options?: OpenBookingOptions) => dialogs?.openBooking(options),
    }),
    [dialogs],
  );
}
