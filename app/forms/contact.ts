import { z } from "zod";
import { emailField, honeypot, LIMITS, nameField, optionalText, phoneField, selectField } from "./fields";
import { photosField } from "./photos";
import { perLanguage, type Lang } from "~/content/languages";
import { formText, type FormToast } from "./messages";
import { contactServiceTypes, values } from "./options";

export type ContactType = "estimate" | "emergency";

/** "?type=emergency" or a form's type field; anything else is the default, estimate. */
export const toContactType = (value: unknown): ContactType => (value === "emergency" ? "emergency" : "estimate");

/**
 * The contact request (docs/product.md §3 and §5). Estimate mode needs name, phone, email and serviceType;
 * emergency mode only name and phone (docs/product.md, decision 1: the original defect is fixed), and the hidden
 * fields are not required.
 */
function buildContactSchema(type: ContactType, lang: Lang) {
  const emergency = type === "emergency";
  const { messages, fields: m } = formText[lang];
  return z.object({
    type: z.literal(type),
    // Each field's own message ("Name is required"): the toast's 'Missing Information' sentence names both.
    name: nameField(lang),
    phone: phoneField(lang),
    email: emergency ? emailField(lang).optional() : emailField(lang, messages.emailRequired.description!),
    address: optionalText(LIMITS.address, m.addressTooLong),
    serviceType: emergency
      ? selectField(values(contactServiceTypes), messages.selectService.description!).optional()
      : selectField(values(contactServiceTypes), messages.selectService.description!),
    preferredTime: optionalText(LIMITS.preferredTime, m.preferredTimeTooLong),
    description: optionalText(LIMITS.description, m.descriptionTooLong),
    photos: photosField(lang),
    ...honeypot,
  });
}

const contactSchemas = perLanguage((lang) => ({ estimate: buildContactSchema("estimate", lang), emergency: buildContactSchema("emergency", lang) }));

/** Built once per type and language: the schema is the key conform's coercion is kept under (app/forms/parse.ts). */
export const contactSchema = (type: ContactType, lang: Lang = "en") => contactSchemas[lang][type];

/** Which toast a failed contact submission shows: the documented message for the first missing thing, else "Invalid Information". */
export function contactErrorToast(errors: Record<string, string[] | null | undefined> | undefined, lang: Lang = "en"): FormToast {
  const { messages, fields } = formText[lang];
  const says = (field: string, message: string) => errors?.[field]?.includes(message) === true;
  if (says("name", fields.nameRequired) || says("phone", fields.phoneRequired)) return messages.missingInformation;
  if (says("email", messages.emailRequired.description!)) return messages.emailRequired;
  if (says("serviceType", messages.selectService.description!)) return messages.selectService;
  return messages.invalidInformation;
}

export const contactSuccessToast = (type: ContactType, lang: Lang = "en") =>
  type === "emergency" ? formText[lang].messages.contactSuccessEmergency : formText[lang].messages.contactSuccessEstimate;
