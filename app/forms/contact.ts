import { z } from "zod";
import { emailField, honeypot, LIMITS, nameField, oncePerMessages, optionalText, phoneField, selectField } from "./fields";
import { photosField } from "./photos";
import type { FormMessages, FormToast } from "./messages";
import { contactServiceTypes, values } from "./options";

export type ContactType = "estimate" | "emergency";

/** "?type=emergency" or a form's type field; anything else is the default, estimate. */
export const toContactType = (value: unknown): ContactType => (value === "emergency" ? "emergency" : "estimate");

/**
 * The contact request (docs/product.md §3 and §5). Estimate mode needs name, phone, email and serviceType;
 * emergency mode only name and phone (docs/product.md, decision 1: the original defect is fixed), and the hidden
 * fields are not required.
 */
function buildContactSchema(type: ContactType, { messages, fields: m, photos }: FormMessages) {
  const emergency = type === "emergency";
  return z.object({
    type: z.literal(type),
    // Each field's own message ("Name is required"): the toast's 'Missing Information' sentence names both.
    name: nameField(m),
    phone: phoneField(m),
    email: emergency ? emailField(m).optional() : emailField(m, messages.emailRequired.description!),
    address: optionalText(LIMITS.address, m.addressTooLong),
    serviceType: emergency
      ? selectField(values(contactServiceTypes), messages.selectService.description!).optional()
      : selectField(values(contactServiceTypes), messages.selectService.description!),
    preferredTime: optionalText(LIMITS.preferredTime, m.preferredTimeTooLong),
    description: optionalText(LIMITS.description, m.descriptionTooLong),
    photos: photosField(photos),
    ...honeypot,
  });
}

const contactSchemas = oncePerMessages((text: FormMessages) => ({ estimate: buildContactSchema("estimate", text), emergency: buildContactSchema("emergency", text) }));

/** The contact schema of a type, made from the messages of the page's language (the server's catalogue half, the browser's words). */
export const contactSchema = (type: ContactType, text: FormMessages) => contactSchemas(text)[type];

/** Which toast a failed contact submission shows: the documented message for the first missing thing, else "Invalid Information". */
export function contactErrorToast(errors: Record<string, string[] | null | undefined> | undefined, { messages, fields }: Pick<FormMessages, "messages" | "fields">): FormToast {
  const says = (field: string, message: string) => errors?.[field]?.includes(message) === true;
  if (says("name", fields.nameRequired) || says("phone", fields.phoneRequired)) return messages.missingInformation;
  if (says("email", messages.emailRequired.description!)) return messages.emailRequired;
  if (says("serviceType", messages.selectService.description!)) return messages.selectService;
  return messages.invalidInformation;
}

export const contactSuccessToast = (type: ContactType, messages: FormMessages["messages"]) =>
  type === "emergency" ? messages.contactSuccessEmergency : messages.contactSuccessEstimate;
