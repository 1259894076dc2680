import { z } from "zod";
import { emailField, honeypot, LIMITS, nameField, optionalText, phoneField, selectField } from "./fields";
import { photosField } from "./photos";
import { fieldMessages as m } from "./messages";
import { estimateServices, values } from "./options";

/** The free-estimate request (docs/product.md §3 and §5, "second schema"): name, email, phone, service required. */
export const estimateSchema = z.object({
  name: nameField(),
  email: emailField(),
  phone: phoneField(),
  address: optionalText(LIMITS.address, m.addressTooLong),
  service: selectField(values(estimateServices), m.serviceRequired),
  description: optionalText(LIMITS.description, m.descriptionTooLong),
  photos: photosField(),
  ...honeypot,
});
