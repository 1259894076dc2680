/**
 * Takes phone numbers and tokens out of a service's error text before it is logged or stored (an alert's
 * last_error is shown on the admin's alerts page): Twilio quotes the number it could not text, and an error
 * may quote a URL with an account id or a key in it (docs/security.md).
 */
/** Seven digits or more, with the separators people and services write between them. */
const PHONE = /\+?\(?\d(?:[\s().-]{0,2}\d){6,}/g;
/** An unbroken run of 20 or more letters, digits, `_` or `-` with a digit in it: ids, keys, tokens. */
const TOKEN = /(?<![\w-])(?=[\w-]*\d)[\w-]{20,}(?![\w-])/g;

export function redactSecrets(text: string): string {
  return text.replace(TOKEN, "[redacted]").replace(PHONE, "[redacted]");
}
