import { z } from "zod";
import { emailField, honeypot, LIMITS, nameField, oncePerMessages, optionalText, phoneField } from "./fields";
import type { FormMessages } from "./messages";
import { bookingServices } from "./options";

const serviceValues = new Set<string>(bookingServices.map((s) => s.value));

/**
 * The booking form (docs/product.md §5.2), plus the chosen appointment type, whose
 * message is the catalogue's 'Choose the type of consultation you need.'
 */
function buildBookingSchema({ messages, fields: m }: Pick<FormMessages, "messages" | "fields">) {
  return z.object({
    name: nameField(m),
    phone: phoneField(m),
    email: emailField(m),
    service: z
      .string({ required_error: m.serviceRequired })
      .trim()
      .min(1, m.serviceRequired)
      .max(LIMITS.service, m.serviceTooLong)
      .refine((v) => serviceValues.has(v), m.serviceRequired),
    message: optionalText(LIMITS.message, m.messageTooLong),
    eventTypeUri: z
      .string({ required_error: messages.appointmentRequired.description })
      .trim()
      .min(1, messages.appointmentRequired.description)
      .max(500, messages.appointmentRequired.description),
    ...honeypot,
  });
}

/** The booking schema, made from the messages of the page's language (the server's catalogue half, the browser's words). */
export const bookingSchema = oncePerMessages(buildBookingSchema);

/** Booking prefill (quick-booking from the chat, ?service= from the links). */
export interface BookingPrefill {
  service?: string;
  name?: string;
  phone?: string;
  email?: string;
  message?: string;
}

/** The first schema message, for the 'Validation Error' toast; the appointment type has its own title. */
export function bookingErrorToast(
  errors: Record<string, string[] | null | undefined> | undefined,
  { messages, fields: m }: Pick<FormMessages, "messages" | "fields">
) {
  const order = [
    "name",
    "phone",
    "email",
    "service",
    "message",
    "eventTypeUri",
  ];
  for (const key of order) {
    const first = errors?.[key]?.[0];
    if (!first) continue;
    if (key === "eventTypeUri") return messages.appointmentRequired;
    return {
      title: messages.validationErrorTitle,
      description: first,
      type: "error" as const,
    };
  }
  return {
    title: messages.validationErrorTitle,
    description: m.serviceRequired,
    type: "error" as const,
  };
}
