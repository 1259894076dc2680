import { normalizePhone } from "~/forms/phone";

/**
 * What a caller ID is worth to the missed-call text-back (docs/phone.md). Caller ID is not authenticated: anyone
 * can place a cheap call showing any number and hang up, so a text goes only where a person could have typed the
 * number into one of the site's forms.
 */

/**
 * Twilio's stand-ins for a withheld caller ID, the word spelt on a keypad (ANONYMOUS, UNAVAILABLE, UNKNOWN,
 * RESTRICTED, BLOCKED, PRIVATE), and the words themselves. Every one is a real number somewhere else.
 */
const PLACEHOLDERS = new Set(["+266696687", "+86282452253", "+8656696", "+7378742833", "+2562533", "+7748283"]);
const PLACEHOLDER_WORDS = new Set(["anonymous", "unavailable", "unknown", "restricted", "blocked", "private", "withheld"]);

/** Twilio's StirVerstat values (SHAKEN/STIR): passed with attestation A, B or C; failed; or not checked. */
const VERSTAT = /^(?:TN-Validation-(?:Passed|Failed)(?:-[ABC])?|No-TN-Validation)$/;

/** The attestation as recorded: one of Twilio's values, else null (a field we do not know is not stored). */
export const stirVerstatOf = (value: string | undefined) => (value && VERSTAT.test(value) ? value : null);

/** Why a missed call gets no text-back because of who it claims to be from; null when it may get one. */
type CallerRefusal = "placeholder" | "not-us" | "unverified";

/**
 * A withheld number gets nothing; nor a number the forms would refuse (US only: no other country, no premium
 * range abroad); nor a call whose caller ID failed its attestation or was not checked at all, which is what a
 * spoofed number looks like. A call with no attestation reported (Twilio sends none for some carriers) is judged
 * by its number.
 */
export function callerRefusal(from: string, stirVerstat: string | null): CallerRefusal | null {
  if (PLACEHOLDERS.has(from) || PLACEHOLDER_WORDS.has(from.replace(/^\+/, "").toLowerCase())) return "placeholder";
  if (normalizePhone(from) !== from) return "not-us";
  if (stirVerstat && !stirVerstat.startsWith("TN-Validation-Passed")) return "unverified";
  return null;
}
