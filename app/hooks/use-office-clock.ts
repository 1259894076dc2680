import { useBusiness } from "~/components/layout/use-business";

/**
 * Formats an ISO time on the office's clock (the business's time zone, from the root loader), so the server's
 * rendering and the browser's agree wherever the reader is.
 */
export function useOfficeClock(options: Omit<Intl.DateTimeFormatOptions, "timeZone">): (iso: string) => string {
  const { timeZone } = useBusiness();
  const format = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
  return (iso) => format.format(new Date(iso));
}
