/**
 * The pseudo-language: Spanish text made about 40% longer, with accented letters, so a layout shows where longer
 * words would break it before a real translation does (tests/e2e/layout.spec.ts runs on a build of the site in
 * it). Each word keeps its place, so lines still break between words; each grows by 40% of its length.
 */
const ACCENTED: Record<string, string> = {
  a: "á", e: "é", i: "í", o: "ó", u: "ú", n: "ñ", c: "ç", y: "ý", s: "š", z: "ž", r: "ŕ", l: "ĺ", g: "ğ",
  A: "Á", E: "É", I: "Í", O: "Ó", U: "Ú", N: "Ñ", C: "Ç", Y: "Ý", S: "Š", Z: "Ž", R: "Ŕ", L: "Ĺ", G: "Ğ",
};
const PADDING = "áéíóú";

export function pseudoText(text: string): string {
  // A fact's placeholder ({price.panelUpgrade}) is filled on the server by its name: it stays as it is.
  return text.replace(/\{[a-z]+\.[A-Za-z]+\}|\p{L}+/gu, (word) => {
    if (word.startsWith("{")) return word;
    const extra = Math.ceil(word.length * 0.4);
    const padding = Array.from({ length: extra }, (_, i) => PADDING[i % PADDING.length]).join("");
    return word.replace(/./gu, (letter) => ACCENTED[letter] ?? letter) + padding;
  });
}

/** Strings that are not words to read: paths, links, addresses. */
export const NOT_TEXT = /^(\/|#|https?:|tel:|sms:|mailto:)|^\S+@\S+$/;
/** Keys whose string values the code compares, submits or links to (an object under one is read like any other). */
export const NOT_TEXT_KEYS = new Set(["href", "path", "slug", "src", "image", "url", "id", "value", "lang", "icon", "key", "type"]);
/**
 * A Spanish string the English half has the same is a name ("Tesla Wall Connector") and stays as it is, unless it
 * is one of these words the two languages share: tests/integration/words-coverage.test.ts names any other it meets.
 */
const SHARED_WORDS = new Set(["Chat", "Cookies", "Error"]);

/** A catalogue's Spanish half in the pseudo-language (`en` is its English half, to leave alone what is the same). */
export function pseudoSpanish<T>(es: T, en: T): T {
  return lengthen(es, en) as T;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A text's words with its arguments as they were given: a name, a number, a link or a word of another catalogue
 * (already in the pseudo-language) is not the text's to lengthen, and a link must still lead somewhere.
 */
function withArguments(text: string, args: unknown[]): string {
  const given = args.filter((arg) => (typeof arg === "string" && arg.trim()) || typeof arg === "number").map(String);
  if (given.length === 0) return pseudoText(text);
  const pattern = new RegExp([...new Set(given)].sort((a, b) => b.length - a.length).map(escape).join("|"), "g");
  let out = "";
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    out += pseudoText(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + pseudoText(text.slice(last));
}

function lengthen(value: unknown, english: unknown): unknown {
  if (typeof value === "string") return (value === english && !SHARED_WORDS.has(value)) || NOT_TEXT.test(value) ? value : pseudoText(value);
  if (typeof value === "function") {
    const text = value as (...args: unknown[]) => unknown;
    const wrapped = (...args: unknown[]) => {
      const made = text(...args);
      return typeof made === "string" ? withArguments(made, args) : lengthen(made, undefined);
    };
    // catalogue.ts's sendWords reads how many arguments a text takes, and a plural()'s forms.
    const { plural } = text as { plural?: { locale: string; forms: Record<string, string> } };
    if (plural) {
      const forms = Object.fromEntries(Object.entries(plural.forms).map(([category, form]) => [category, pseudoText(form)]));
      Object.assign(wrapped, { plural: { ...plural, forms } });
    }
    return Object.defineProperty(wrapped, "length", { value: text.length });
  }
  if (Array.isArray(value)) return value.map((item, i) => lengthen(item, Array.isArray(english) ? english[i] : undefined));
  if (value && typeof value === "object" && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    const other = (english && typeof english === "object" ? english : {}) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, NOT_TEXT_KEYS.has(key) && typeof item === "string" ? item : lengthen(item, other[key])]),
    );
  }
  return value;
}
