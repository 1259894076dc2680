import { useBusiness } from "./use-business";
import { useLang } from "./use-lang";
import { localeTags } from "~/content/languages";

/**
 * Formats an ISO time on the office's clock (the business's time zone, from the root loader), so the server's
 * rendering and the browser's agree wherever the reader is, written as the page's language writes times
 * ("1:21 AM EST", "1:21 a.m. EST").
 */
export function useOfficeClock(options: Omit<Intl.DateTimeFormatOptions, "timeZone">): (iso: string) => string {
  const { timeZone } = useBusiness();
  const format = new Intl.DateTimeFormat(localeTags[useLang()].bcp47, { ...options, timeZone });
  return (iso) => format.format(new Date(iso));
}
