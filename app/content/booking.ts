/** Booking form service values (docs/product.md §3) with their labels. */
export const bookingServices = [
  { value: "panel-upgrade", label: "Panel Upgrade" },
  { value: "residential-wiring", label: "Residential Wiring" },
  { value: "ev-charger", label: "EV Charger Installation" },
  { value: "surge-protection", label: "Surge Protection" },
  { value: "commercial", label: "Commercial Services" },
  { value: "emergency", label: "Emergency Repair" },
  { value: "other", label: "Other" },
] as const;

export type BookingServiceValue = (typeof bookingServices)[number]["value"];

export const bookingHref = (service?: string) => (service ? `/book?service=${encodeURIComponent(service)}` : "/book");
