import { LIMITS_EMAIL } from "./limits";
import type { Lang } from "~/content/languages";
import { formText, type FormToast } from "./messages";

/**
 * docs/product.md §5.4: empty → 'Email Required'; no at sign, or otherwise not an address →
 * 'Invalid Email'. Without zod, so the footer (on every page) does not ship it; the server's schema
 * (newsletter.ts) applies the same rules.
 */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

export function newsletterEmailProblem(value: string | null | undefined, lang: Lang = "en"): FormToast | null {
  const { messages } = formText[lang];
  const email = (value ?? "").trim();
  if (!email) return messages.newsletterEmailRequired;
  if (email.length > LIMITS_EMAIL || !EMAIL.test(email)) return messages.newsletterInvalidEmail;
  return null;
}
