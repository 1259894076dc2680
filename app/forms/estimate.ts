import { z } from "zod";
import { perLanguage, type Lang } from "~/content/languages";
import { emailField, honeypot, LIMITS, nameField, optionalText, phoneField, selectField } from "./fields";
import { photosField } from "./photos";
import { formText } from "./messages";
import { estimateServices, values } from "./options";

/** The free-estimate request (docs/product.md §3 and §5, "second schema"): name, email, phone, service required. */
function buildEstimateSchema(lang: Lang) {
  const m = formText[lang].fields;
  return z.object({
    name: nameField(lang),
    email: emailField(lang),
    phone: phoneField(lang),
    address: optionalText(LIMITS.address, m.addressTooLong),
    service: selectField(values(estimateServices), m.serviceRequired),
    description: optionalText(LIMITS.description, m.descriptionTooLong),
    photos: photosField(lang),
    ...honeypot,
  });
}

const estimateSchemas = perLanguage(buildEstimateSchema);

/** Built once per language: the schema is the key conform's coercion is kept under (app/forms/parse.ts). */
export const estimateSchema = (lang: Lang = "en") => estimateSchemas[lang];
