import { bookingServices, type BookingServiceValue } from "~/content/booking";
import { catalogue } from "~/content/catalogue";
import type { Lang } from "~/content/languages";

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

const englishLabels = [...contactServiceTypes, ...estimateServices, ...bookingServices].map((o) => o.label);

/** Every option's label by its English label: the office keeps the English, the visitor reads their language. */
export const optionLabels = catalogue<Record<string, string>>(Object.fromEntries(englishLabels.map((l) => [l, l])), {
  "Panel Upgrade": "Actualización del panel eléctrico",
  "EV Charger Install": "Instalación de cargador para vehículos eléctricos",
  "Lighting/Ceiling Fans": "Iluminación y ventiladores de techo",
  "Outlets/GFCI": "Tomacorrientes y GFCI",
  "Surge Protection": "Protección contra sobretensiones",
  "Remodel Electrical": "Electricidad para remodelaciones",
  Other: "Otro",
  "Residential Wiring": "Cableado residencial",
  "EV Charger Installation": "Instalación de cargador para vehículos eléctricos",
  "Commercial Services": "Servicios comerciales",
  "Emergency Repair": "Reparación de emergencia",
  "Lighting Installation": "Instalación de iluminación",
  "Outlet & Circuit Work": "Tomacorrientes y circuitos",
});

/** A select's options with their labels in a language. */
export const optionsIn = <T extends readonly Option[]>(lang: Lang, options: T) =>
  options.map((o) => ({ value: o.value, label: optionLabels[lang][o.label] ?? o.label }));

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
