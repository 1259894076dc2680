/**
 * The payload of docs/product.md §7, call 1 (send-booking-confirmation): name, email, phone (normalised), service,
 * message, bookingUrl — with the documented defaults and joined messages.
 */
export interface Confirmation {
  name: string;
  email?: string;
  phone: string;
  service: string;
  message: string;
  bookingUrl?: string;
}

export const DEFAULT_SERVICE = {
  estimate: "Free Estimate Request",
  contact: "General Inquiry",
  booking: "General Consultation",
} as const;

/** Contact form: address, preferred time, details and request type joined into the message. */
export function contactMessage(r: { address?: string; preferredTime?: string; description?: string; type: string }) {
  return [
    `Address: ${r.address ?? ""}`,
    `Preferred Time: ${r.preferredTime ?? ""}`,
    `Details: ${r.description ?? ""}`,
    `Request Type: ${r.type}`,
  ].join("\n");
}

/** Estimate dialog: service address or 'Not specified', then project description or 'Not specified'. */
export function estimateMessage(r: { address?: string; description?: string }) {
  return [`Service Address: ${r.address || "Not specified"}`, `Project Description: ${r.description || "Not specified"}`].join(
    "\n\n",
  );
}
