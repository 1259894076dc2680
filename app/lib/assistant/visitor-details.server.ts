/** What a visitor's messages say of them: a name, a phone number, an email, a street address, an assent. */

/** A street address: a house number, up to five words, a street type, then optionally the unit, town, state and ZIP. */
export const ADDRESS =
  /\b\d{1,6}[A-Za-z]?\s+(?:[A-Za-z0-9.'-]+\s+){0,5}(?:st|street|rd|road|ave|avenue|dr|drive|ln|lane|ct|court|way|blvd|boulevard|pl|place|cir|circle|ter|terrace|pkwy|parkway|hwy|highway|trl|trail|loop|run|sq|square)\b\.?(?:\s*,?\s*(?:apt|unit|suite|#)\s*[\w-]+)?(?:\s*,\s*[A-Z][A-Za-z.'-]*(?:\s[A-Z][A-Za-z.'-]*){0,2})?(?:\s*,?\s*(?:VA|MD|DC)\b)?(?:\s*\d{5})?/i;
export const ASSENT = /^\s*(yes|yeah|yep|please|ok|okay|sure|call me|sí|si|claro|por favor|llámenme|llameme|de acuerdo|bueno|vale)(?![\p{L}])/iu;
/** Leading words of an answer that are not a name ("Yes please. Jane Doe", "Sí, por favor. Ana Ruiz", "It's 12 Oak Street"). */
const NOT_A_NAME =
  /^\s*(?:(?:yes|yeah|yep|please|ok|okay|sure|thanks|thank you|call me( back)?|sí|si|claro|por favor|gracias|llámenme|llameme|de acuerdo|bueno|vale)(?![\p{L}])[\s,.!¡]*)+/iu;
const FILLER =
  /^(it['’]?s|its|here|this|that|there|the|my|our|we|we['’]re|at|in|on|address|is|are|and|how|what|when|where|why|who|can|do|does|will|would|could|should|es|está|mi|mis|la|el|en|y|aquí|mire|vivo|dirección|cómo|qué|cuándo|dónde|puede|pueden|no)$/iu;
/** The visitor's name in an answer to the call-back offer, once assent, the address and email are taken out (extractName drops the phone). */
export const nameIn = (text: string) => {
  const name = extractName([text.replace(NOT_A_NAME, "").replace(ADDRESS, " ").replace(EMAIL, " ")], true);
  return name && !FILLER.test(name.split(" ")[0]!) ? name : undefined;
};
export const PHONE = /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/;
export const EMAIL = /[^\s@,;<>]+@[^\s@,;<>]+\.[a-z]{2,}/i;

export function extractName(texts: string[], askedForName: boolean): string | undefined {
  // Any case for the lead-in, a capital for the name ("I'm looking for…" is not a name).
  const pattern =
    /(?:\b[Mm]y name(?: is|['’]s)|\b[Nn]ame is|\b[Tt]his is|\b[Ii] am|\b[Ii]['’]?m|\b[Nn]ame:|\b[Mm]e llamo|\b[Mm]i nombre es|\b[Ss]oy|\b[Hh]abla)\s+(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){0,2})/u;
  for (const text of [...texts].reverse()) {
    const match = pattern.exec(text);
    if (match) return match[1];
  }
  if (!askedForName) return undefined;
  // "Jane Doe, 703-555-0100": the words before the phone number or email.
  const last = texts[texts.length - 1] ?? "";
  const candidate = last.replace(PHONE, " ").replace(EMAIL, " ").split(/[,\n;]| and /)[0].trim();
  if (/^\p{L}[\p{L}'-]*(\s+\p{L}[\p{L}'-]*){0,2}$/u.test(candidate) && !/(?<![\p{L}])(yes|no|ok|okay|sure|thanks|sí|si|gracias)(?![\p{L}])/iu.test(candidate)) {
    return candidate.replace(/(?<!\p{L})\p{L}/gu, (c) => c.toUpperCase());
  }
  return undefined;
}
