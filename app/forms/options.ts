import { bookingServices } from "~/content/booking";

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

/** Estimate request service options (docs/product.md §3: nine of them). */
export const estimateServices = [
  { value: "panel-upgrade", label: "Panel Upgrade" },
  { value: "residential-wiring", label: "Residential Wiring" },
  { value: "ev-charger", label: "EV Charger Installation" },
  { value: "surge-protection", label: "Surge Protection" },
  { value: "commercial", label: "Commercial Services" },
  { value: "emergency", label: "Emergency Repair" },
  { value: "lighting", label: "Lighting Installation" },
  { value: "outlets-circuits", label: "Outlet & Circuit Work" },
  { value: "other", label: "Other" },
] as const;

/** Booking form service values (docs/product.md §3), kept with the booking content. */
export { bookingServices };

type Option = { readonly value: string; readonly label: string };

export const values = <T extends readonly Option[]>(options: T) =>
  options.map((o) => o.value) as unknown as [T[number]["value"], ...T[number]["value"][]];

export const labelOf = (options: readonly Option[], value: string | undefined) =>
  options.find((o) => o.value === value)?.label ?? value ?? "";

/**
 * A booking service from a value or a label in any case ("Panel Upgrade", "panel-upgrade", "EV charger"):
 * the chat and the service pages hand over whatever they have.
 */
export function toBookingService(input: string | null | undefined): string | undefined {
  if (!input) return undefined;
  const wanted = input.trim().toLowerCase();
  const exact = bookingServices.find((s) => s.value === wanted || s.label.toLowerCase() === wanted);
  if (exact) return exact.value;
  const words = new Set(wanted.split(/[^a-z]+/));
  const loose = bookingServices.find((s) => s.value.split("-").some((word) => words.has(word)));
  return loose?.value ?? "other";
}
