import { z } from "zod";
import { emailField, honeypot, LIMITS, nameField, oncePerMessages, optionalText, phoneField, selectField } from "./fields";
import { photosField } from "./photos";
import type { FormMessages } from "./messages";
import { estimateServices, values } from "./options";

/** The free-estimate request (docs/product.md §3 and §5, "second schema"): name, email, phone, service required. */
function buildEstimateSchema({ fields: m, photos }: FormMessages) {
  return z.object({
    name: nameField(m),
    email: emailField(m),
    phone: phoneField(m),
    address: optionalText(LIMITS.address, m.addressTooLong),
    service: selectField(values(estimateServices), m.serviceRequired),
    description: optionalText(LIMITS.description, m.descriptionTooLong),
    photos: photosField(photos),
    ...honeypot,
  });
}

/** The estimate schema, made from the messages of the page's language (the server's catalogue half, the browser's words). */
export const estimateSchema = oncePerMessages(buildEstimateSchema);
