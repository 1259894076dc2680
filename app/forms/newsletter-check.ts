import { LIMITS_EMAIL } from "./limits";
import type { FormMessages, FormToast } from "./messages";

/** The two messages of the newsletter's check, in the page's language. */
export type NewsletterMessages = Pick<FormMessages["messages"], "newsletterEmailRequired" | "newsletterInvalidEmail">;

/** The words a newsletter form reads its messages from: sent with the footer's words and by the /newsletter page's loader. */
export interface NewsletterWords {
  newsletterMessages: NewsletterMessages;
}

/**
 * docs/product.md §5.4: empty → 'Email Required'; no at sign, or otherwise not an address →
 * 'Invalid Email'. Without zod, so the footer (on every page) does not ship it; the server's schema
 * (newsletter.ts) applies the same rules.
 */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

export function newsletterEmailProblem(value: string | null | undefined, messages: NewsletterMessages): FormToast | null {
  const email = (value ?? "").trim();
  if (!email) return messages.newsletterEmailRequired;
  if (email.length > LIMITS_EMAIL || !EMAIL.test(email)) return messages.newsletterInvalidEmail;
  return null;
}
