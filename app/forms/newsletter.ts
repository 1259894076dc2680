import { z } from "zod";
import { honeypot, LIMITS, oncePerMessages } from "./fields";
import { newsletterEmailProblem, type NewsletterMessages } from "./newsletter-check";

/** Newsletter signup (docs/product.md §5): empty → 'Email Required'; no at sign, or otherwise not an address → 'Invalid Email'. */
function buildNewsletterSchema(messages: NewsletterMessages) {
  const required = messages.newsletterEmailRequired.description!;
  const invalid = messages.newsletterInvalidEmail.description!;
  return z.object({
    email: z
      .string({ required_error: required })
      .trim()
      .min(1, required)
      .max(LIMITS.email, invalid)
      .email(invalid)
      .refine((v) => newsletterEmailProblem(v, messages) === null, invalid)
      .transform((v) => v.toLowerCase()),
    ...honeypot,
  });
}

/** The newsletter schema, made from the messages of the request's language. */
export const newsletterSchema = oncePerMessages(buildNewsletterSchema);

export function newsletterErrorToast(errors: Record<string, string[] | null | undefined> | undefined, messages: NewsletterMessages) {
  return errors?.email?.[0] === messages.newsletterEmailRequired.description ? messages.newsletterEmailRequired : messages.newsletterInvalidEmail;
}
