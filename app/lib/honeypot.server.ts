/** Name of the hidden field people never fill in (see components/forms/HoneypotField.tsx). */
export const HONEYPOT_FIELD = "company_website";

/** True when a bot filled in the hidden field: answer as if it worked, keep nothing. */
export function isSpam(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}
