import { z } from "zod";
import { honeypot, LIMITS } from "./fields";
import { messages } from "./messages";
import { newsletterEmailProblem } from "./newsletter-check";

const required = messages.newsletterEmailRequired.description!;
const invalid = messages.newsletterInvalidEmail.description!;

/** Newsletter signup (docs/product.md §5): empty → 'Email Required'; no at sign, or otherwise not an address → 'Invalid Email'. */
export const newsletterSchema = z.object({
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

export function newsletterErrorToast(errors: Record<string, string[] | null | undefined> | undefined) {
  return errors?.email?.[0] === required ? messages.newsletterEmailRequired : messages.newsletterInvalidEmail;
}
