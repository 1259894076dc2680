import { z } from "zod";
import { perLanguage, type Lang } from "~/content/languages";
import { honeypot, LIMITS } from "./fields";
import { formText } from "./messages";
import { newsletterEmailProblem } from "./newsletter-check";

/** Newsletter signup (docs/product.md §5): empty → 'Email Required'; no at sign, or otherwise not an address → 'Invalid Email'. */
function buildNewsletterSchema(lang: Lang) {
  const required = formText[lang].messages.newsletterEmailRequired.description!;
  const invalid = formText[lang].messages.newsletterInvalidEmail.description!;
  return z.object({
    email: z
      .string({ required_error: required })
      .trim()
      .min(1, required)
      .max(LIMITS.email, invalid)
      .email(invalid)
      .refine((v) => newsletterEmailProblem(v) === null, invalid)
      .transform((v) => v.toLowerCase()),
    ...honeypot,
  });
}

const newsletterSchemas = perLanguage(buildNewsletterSchema);

/** Built once per language: the schema is the key conform's coercion is kept under (app/forms/parse.ts). */
export const newsletterSchema = (lang: Lang = "en") => newsletterSchemas[lang];

export function newsletterErrorToast(errors: Record<string, string[] | null | undefined> | undefined, lang: Lang = "en") {
  const { messages } = formText[lang];
  return errors?.email?.[0] === messages.newsletterEmailRequired.description ? messages.newsletterEmailRequired : messages.newsletterInvalidEmail;
}
