import { HONEYPOT_FIELD } from "~/forms/honeypot";

/** True when a bot filled in the hidden field: answer as if it worked, keep nothing. */
export function isSpam(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}
