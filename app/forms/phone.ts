/**
 * US phone numbers (docs/product.md §5): 10 digits with an optional +1 prefix. People type spaces, dots,
 * dashes and brackets; anything else (letters, other country codes) is not a phone number.
 */
const ALLOWED = /^[+\d\s().-]+$/;

/** "(703) 555-0142", "703.555.0142", "+1 703 555 0142" → "+17035550142"; null when it is not a US number. */
export function normalizePhone(input: string): string | null {
  const value = input.trim();
  if (!ALLOWED.test(value)) return null;
  const plus = value.startsWith("+");
  if (value.lastIndexOf("+") > 0) return null;
  let digits = value.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  else if (plus || digits.length !== 10) return null;
  return `+1${digits}`;
}

/** Display format (xxx) xxx-xxxx; returns the input unchanged when it is not a US number. */
export function formatPhone(input: string): string {
  const normalized = normalizePhone(input);
  if (!normalized) return input;
  const d = normalized.slice(2);
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
