import { z } from "zod";
import { emailField, honeypot, LIMITS, nameField, optionalText, phoneField, selectField } from "./fields";
import { photosField } from "./photos";
import { fieldMessages as m, messages, type FormToast } from "./messages";
import { contactServiceTypes, values } from "./options";

export type ContactType = "estimate" | "emergency";

/** "?type=emergency" or a form's type field; anything else is the default, estimate. */
export const toContactType = (value: unknown): ContactType => (value === "emergency" ? "emergency" : "estimate");

const missing = messages.missingInformation.description!;

/**
 * The contact request (docs/product.md §3 and §5). Estimate mode needs name, phone, email and serviceType;
 * emergency mode only name and phone (docs/product.md, decision 1: the original defect is fixed), and the hidden
 * fields are not required.
 */
function buildContactSchema(type: ContactType) {
  const emergency = type === "emergency";
  return z.object({
    type: z.literal(type),
    name: nameField(missing),
    phone: phoneField(missing),
    email: emergency ? emailField().optional() : emailField(messages.emailRequired.description!),
    address: optionalText(LIMITS.address, m.addressTooLong),
    serviceType: emergency
      ? selectField(values(contactServiceTypes), messages.selectService.description!).optional()
      : selectField(values(contactServiceTypes), messages.selectService.description!),
    preferredTime: optionalText(LIMITS.preferredTime, m.preferredTimeTooLong),
    description: optionalText(LIMITS.description, m.descriptionTooLong),
    photos: photosField(),
    ...honeypot,
  });
}

const contactSchemas = { estimate: buildContactSchema("estimate"), emergency: buildContactSchema("emergency") };

/** Built once per type: the schema is the key conform's coercion is kept under (app/forms/parse.ts). */
export const contactSchema = (type: ContactType) => contactSchemas[type];

/** Which toast a failed contact submission shows: the documented message for the first missing thing, else "Invalid Information". */
export function contactErrorToast(errors: Record<string, string[] | null | undefined> | undefined): FormToast {
  const all = Object.values(errors ?? {}).flatMap((list) => list ?? []);
  for (const toast of [messages.missingInformation, messages.emailRequired, messages.selectService]) {
    if (all.includes(toast.description!)) return toast;
  }
  return messages.invalidInformation;
}

export const contactSuccessToast = (type: ContactType) =>
  type === "emergency" ? messages.contactSuccessEmergency : messages.contactSuccessEstimate;
