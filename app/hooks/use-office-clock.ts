import { useBusiness } from "./use-business";
import { useLang } from "./use-lang";
import { localeTags } from "~/content/languages";

/** Formatters made so far, by locale, zone and options: making one costs a third of a millisecond, using one little. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string, timeZone: string, options: Omit<Intl.DateTimeFormatOptions, "timeZone">): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
  return format;
}

/**
 * Formats an ISO time on the office's clock (the business's time zone, from the root loader), so the server's
 * rendering and the browser's agree wherever the reader is, written as the page's language writes times
 * ("1:21 AM EST", "1:21 a.m. EST").
 */
export function useOfficeClock(options: Omit<Intl.DateTimeFormatOptions, "timeZone">): (iso: string) => string {
  const { timeZone } = useBusiness();
  const format = formatterFor(localeTags[useLang()].bcp47, timeZone, options);
  return (iso) => format.format(new Date(iso));
}
