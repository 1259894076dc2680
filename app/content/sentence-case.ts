/** A word with two capitals or more ("EV", "GFCI"): an abbreviation, which keeps its case. */
const isAbbreviation = (word: string) => /\p{Lu}.*\p{Lu}/u.test(word);

/**
 * A name as it reads inside a sentence: its first letter in lower case ("Panel upgrades" → "panel upgrades"), unless
 * its first word is an abbreviation ("EV charger installation" stays). The site writes in sentence case
 * (docs/design.md, "Words").
 */
export function midSentence(name: string): string {
  const first = name.split(/[\s-]/, 1)[0] ?? "";
  return isAbbreviation(first) ? name : name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * A label written in title case, as the site writes it ("EV Charger Install" → "EV charger install"): every word after
 * the first in lower case, abbreviations kept. For labels without names in them (the forms' service options).
 */
export function sentenceCase(label: string): string {
  return label.replace(/([\s/]+)([^\s/]+)/g, (whole, gap: string, word: string) => gap + (isAbbreviation(word) ? word : word.toLowerCase()));
}
