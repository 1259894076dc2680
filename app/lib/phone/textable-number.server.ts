import { parsePhoneNumberFromString, type NumberType } from "libphonenumber-js/max";

/**
 * May we text this number (docs/phone.md, "Who may be texted")? One rule for every text the site sends on its
 * own: the missed-call text-back, the review request and its reminder, the HELP answer. Caller ID is not
 * authenticated and a form takes any ten digits after +1, which also dial the Caribbean, the Pacific and the
 * premium ranges of the North American numbering plan: the classic targets of SMS pumping. So a number is texted
 * only when the numbering plan (libphonenumber's metadata, kept up to date by its maintainers) places it in the
 * United States (Canada too with TEXT_CANADA=1) and as an ordinary geographic line. Server only: the metadata
 * never reaches a browser.
 */

/**
 * Why no automatic text went to a number: a withheld caller ID's placeholder; not in the United States (or
 * Canada when allowed); a premium, personal or other non-geographic range; a caller ID not attested A or B; or a
 * number that texted STOP (the statements that queue a text check that one, in the database).
 */
export type TextRefusal = "placeholder" | "not-us" | "premium" | "unverified" | "opted-out";

/** TEXT_CANADA: whether Canadian numbers may be texted too (off by default). */
export interface TextRules {
  canada: boolean;
}

/**
 * Twilio's stand-ins for a withheld caller ID, the word spelt on a keypad (ANONYMOUS, UNAVAILABLE, UNKNOWN,
 * RESTRICTED, BLOCKED, PRIVATE), and the words themselves. Every one is a real number somewhere else.
 */
const PLACEHOLDERS = new Set(["+266696687", "+86282452253", "+8656696", "+7378742833", "+2562533", "+7748283"]);
const PLACEHOLDER_WORDS = new Set(["anonymous", "unavailable", "unknown", "restricted", "blocked", "private", "withheld"]);

/**
 * Ranges never texted whatever the metadata says of them: the non-geographic area codes (500 and the other
 * 5XX personal-communications codes, 900 pay-per-call, 976 never assigned) and the 976 exchange, the old
 * pay-per-call exchange of every area code.
 */
const PAID_AREA_CODES = /^\+1(?:5(?:00|2[1-9]|33|44|66|77|88)|900|976)/;
const PAID_EXCHANGE = /^\+1\d{3}976/;

/** The only kinds of line a text goes to: a phone at an address (premium, personal, shared-cost, toll-free, VoIP, UAN and pager ranges are not). */
const GEOGRAPHIC = new Set<NumberType>(["MOBILE", "FIXED_LINE", "FIXED_LINE_OR_MOBILE"]);

/** Why `number` (E.164) may not be texted by the site on its own, or null when it may. */
export function numberRefusal(number: string, rules: TextRules): Exclude<TextRefusal, "unverified" | "opted-out"> | null {
  if (PLACEHOLDERS.has(number) || PLACEHOLDER_WORDS.has(number.replace(/^\+/, "").toLowerCase())) return "placeholder";
  if (!/^\+1\d{10}$/.test(number)) return "not-us";
  if (PAID_AREA_CODES.test(number) || PAID_EXCHANGE.test(number)) return "premium";
  const parsed = parsePhoneNumberFromString(number);
  // The region of a +1 number is its area code's: Jamaica's 876, Puerto Rico's 787, Guam's 671 are not the US.
  if (parsed?.country !== "US" && !(rules.canada && parsed?.country === "CA")) return "not-us";
  const type = parsed.getType();
  return type && GEOGRAPHIC.has(type) ? null : "premium";
}

/** Twilio's StirVerstat values (SHAKEN/STIR): passed with attestation A, B or C; failed; or not checked. */
const VERSTAT = /^(?:TN-Validation-(?:Passed|Failed)(?:-[ABC])?|No-TN-Validation)$/;

/** The attestation as recorded: one of Twilio's values, else null (a field we do not know is not stored). */
export const stirVerstatOf = (value: string | undefined) => (value && VERSTAT.test(value) ? value : null);

/** Full (A) or partial (B) attestation: the carrier knows its customer and that they may use the number. */
const ATTESTED = new Set(["TN-Validation-Passed-A", "TN-Validation-Passed-B"]);

/**
 * Why a caller gets no text-back: the number's rule, then its caller ID. Attestation C (the carrier only
 * passed the call on, as with every call from a gateway abroad), a failed one and an unchecked one are what a
 * spoofed number looks like. A call with no attestation reported at all (Twilio reports none when the call
 * came without a SHAKEN/STIR signature, as from smaller carriers' older lines) is judged by its number alone:
 * refusing those would leave real customers without their text, and the number's rule and the limits still hold.
 */
export function callerRefusal(from: string, stirVerstat: string | null, rules: TextRules): Exclude<TextRefusal, "opted-out"> | null {
  return numberRefusal(from, rules) ?? (stirVerstat && !ATTESTED.has(stirVerstat) ? "unverified" : null);
}
