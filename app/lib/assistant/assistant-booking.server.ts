import type { BookingData } from "~/lib/assistant/chat-protocol";

/**
 * The booking block an assistant reply may end with (docs/product.md §7, call 5):
 *
 *   [BOOKING_REQUEST]
 *   Service: Panel Upgrade
 *   Name: Jane Doe
 *   Phone: (703) 555-0100
 *   Email: jane@example.com
 *   Details: 100 A panel, wants 200 A
 *   [/BOOKING_REQUEST]
 *
 * The server parses it out of the text and answers it as structured bookingData.
 */
export const BOOKING_START = "[BOOKING_REQUEST]";
export const BOOKING_END = "[/BOOKING_REQUEST]";

const fields = { service: "Service", name: "Name", phone: "Phone", email: "Email", details: "Details" } as const;

export function formatBookingBlock(data: BookingData): string {
  const lines = (Object.keys(fields) as (keyof BookingData)[]).map((key) => `${fields[key]}: ${data[key] ?? ""}`);
  return [BOOKING_START, ...lines, BOOKING_END].join("\n");
}

/** Splits a reply into the text to show and the booking data of its block, if it has one. */
export function extractBooking(reply: string): { text: string; bookingData?: BookingData } {
  const start = reply.indexOf(BOOKING_START);
  if (start === -1) return { text: reply.trim() };
  const endAt = reply.indexOf(BOOKING_END, start);
  const body = reply.slice(start + BOOKING_START.length, endAt === -1 ? undefined : endAt);
  const rest = endAt === -1 ? "" : reply.slice(endAt + BOOKING_END.length);
  const data: BookingData = { service: "", name: "", phone: "", email: "", details: "" };
  for (const line of body.split(/\r?\n/)) {
    const match = /^\s*[-*]?\s*(Service|Name|Phone|Email|Details)\s*:\s*(.*)$/i.exec(line);
    if (!match) continue;
    const key = (Object.keys(fields) as (keyof BookingData)[]).find((k) => fields[k].toLowerCase() === match[1].toLowerCase())!;
    data[key] = match[2].trim().slice(0, key === "details" ? 1000 : 255);
  }
  const text = [reply.slice(0, start).trim(), rest.trim()].filter(Boolean).join("\n\n");
  const hasAny = Object.values(data).some(Boolean);
  return hasAny ? { text, bookingData: data } : { text };
}
