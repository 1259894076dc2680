import { bookingServices, type BookingServiceValue } from "~/content/booking";

/** Contact request serviceType options (docs/product.md §3), value and label. */
export const contactServiceTypes = [
  { value: "panel-upgrade", label: "Panel Upgrade" },
  { value: "ev-charger", label: "EV Charger Install" },
  { value: "lighting", label: "Lighting/Ceiling Fans" },
  { value: "outlets", label: "Outlets/GFCI" },
  { value: "surge-protection", label: "Surge Protection" },
  { value: "remodel", label: "Remodel Electrical" },
  { value: "other", label: "Other" },
] as const;

/** Estimate request service options (docs/product.md §3: nine of them): the booking services, then two more before "Other". */
export const estimateServices = [
  ...bookingServices.filter((s) => s.value !== "other"),
  { value: "lighting", label: "Lighting Installation" },
  { value: "outlets-circuits", label: "Outlet & Circuit Work" },
  { value: "other", label: "Other" },
] as const;

/** Booking form service values (docs/product.md §3), kept with the booking content. */
export { bookingServices };

type Option = { readonly value: string; readonly label: string };

/** One language's option labels by their English label (optionLabels in option-labels.ts), as a form's words carry them. */
export type OptionLabels = Record<string, string>;

/** A select's options with their labels in the language of `labels`. */
export const optionsIn = <T extends readonly Option[]>(labels: OptionLabels, options: T) =>
  options.map((o) => ({ value: o.value, label: labels[o.label] ?? o.label }));

export const values = <T extends readonly Option[]>(options: T) =>
  options.map((o) => o.value) as unknown as [T[number]["value"], ...T[number]["value"][]];

export const labelOf = (options: readonly Option[], value: string | undefined) =>
  options.find((o) => o.value === value)?.label ?? value ?? "";

/** Words that name a booking service when the text names none exactly ("Tesla wall connector" is an EV charger). */
const bookingHints: [RegExp, BookingServiceValue][] = [
  [/panel|breaker box|200\s*a/, "panel-upgrade"],
  [/\bev\b|charger|tesla|electric vehicle/, "ev-charger"],
  [/surge/, "surge-protection"],
  [/commercial|office|business|restaurant|warehouse/, "commercial"],
  [/emergenc|urgent|outage|spark|burning/, "emergency"],
  [/wiring|rewir|remodel|outlet|circuit/, "residential-wiring"],
];

/**
 * THE mapping from whatever names a service ("Panel Upgrade", "panel-upgrade", "EV charger", "Tesla wall
 * connector") to a booking service value: the chat, the service pages and /book?service= all hand over
 * free text. Exact value or label first, then the hints, then any word of a value; "other" when nothing fits.
 */
export function toBookingService(input: string | null | undefined): BookingServiceValue | undefined {
  if (!input) return undefined;
  const wanted = input.trim().toLowerCase();
  const exact = bookingServices.find((s) => s.value === wanted || s.label.toLowerCase() === wanted);
  if (exact) return exact.value;
  const hinted = bookingHints.find(([re]) => re.test(wanted));
  if (hinted) return hinted[1];
  const words = new Set(wanted.split(/[^a-z]+/));
  const loose = bookingServices.find((s) => s.value.split("-").some((word) => words.has(word)));
  return loose?.value ?? "other";
}
