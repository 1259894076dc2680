import { randomInt } from "node:crypto";

/**
 * Letters no other test run picks (26^8 choices), for names a test then searches for. Letters only: the inbox reads
 * digits in a search as a phone's. Not the clock's letters: two tests starting within the same seconds got the same
 * ones, and a search for one found the other's lead too.
 */
export const uniqueLetters = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join("");
