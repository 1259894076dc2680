import type { Lang } from "~/content/languages";
import { makeTestText, testLanguages } from "~/content/test-languages";

/** Text kept once per language; the Spanish must have the English one's every key (checked by the type and by
 * tests/unit/catalogue-parity.test.ts, which also fails on an English sentence left in the Spanish). */
export type Catalogue<T> = Readonly<Record<Lang, T>>;

/**
 * How the server reads a catalogue's half: with the office's edits laid over it by key path
 * (app/lib/content/words-overrides.server.ts). Never set in the browser, which gets its words from the loaders.
 */
type HalfReader = (catalogue: object, lang: string, half: unknown) => unknown;

const READER = /* @__PURE__ */ Symbol.for("site.catalogue-reader");
/** A catalogue's halves as written, by language (the edits' reader lays the office's words over these). */
export const WRITTEN = /* @__PURE__ */ Symbol.for("site.catalogue-written");

/** Sets how every catalogue's half is read on the server; one reader for the process (both server bundles). */
export function readCataloguesWith(reader: HalfReader): void {
  (globalThis as Record<symbol, unknown>)[READER] = reader;
}

export function catalogue<T>(en: T, es: NoInfer<T>): Catalogue<T> {
  // A test build's languages (none in the site's) get their text made from the language their entry names.
  const made = testLanguages.map(({ lang, from }) => [lang, makeTestText!(from === "es" ? es : en, en)]);
  const written: Record<string, T> = { en, es, ...Object.fromEntries(made) };
  const halves = Object.defineProperty({}, WRITTEN, { value: written });
  for (const lang of Object.keys(written)) {
    Object.defineProperty(halves, lang, {
      enumerable: true,
      get() {
        const read = (globalThis as Record<symbol, HalfReader | undefined>)[READER];
        return read ? read(halves, lang, written[lang]) : written[lang];
      },
    });
  }
  return halves as Catalogue<T>;
}

/**
 * Words kept per language outside a catalogue (the office's edits, `{ en, es }` per field), with a test build's
 * languages added the way catalogue() adds them: the same object in the site's builds.
 */
export function withTestLanguages<T>(words: T): T {
  if (!testLanguages.length) return words;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== "object") return value;
    const record = value as Record<string, unknown>;
    if ("en" in record && "es" in record && typeof record.en === typeof record.es) {
      const made = testLanguages.map(({ lang, from }) => [lang, makeTestText!(record[from], record.en)]);
      return { ...record, ...Object.fromEntries(made) };
    }
    return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, walk(item)]));
  };
  return walk(words) as T;
}

/** A count's words by its plural category (Intl.PluralRules of `locale`), `#` standing for the number. */
type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
type Plural = ((n: number) => string) & { plural: { locale: string; forms: PluralForms } };

/**
 * A text that changes with a number ("1 project", "2 projects"). Written as data rather than as a function with a
 * branch, so it reaches the browser whole: sendWords sends the forms and the browser picks one with its own
 * Intl.PluralRules (decision 0210).
 */
export function plural(locale: string, forms: PluralForms): Plural {
  return Object.assign(pickPlural(locale, forms), { plural: { locale, forms } });
}

function pickPlural(locale: string, forms: PluralForms) {
  const rules = new Intl.PluralRules(locale);
  return (n: number) => (forms[rules.select(n)] ?? forms.other).replace(/#/g, String(n));
}

/**
 * A catalogue's half as loader data carries it to the browser (decision 0210): JSON, one language, none of the
 * catalogue's code. A plural() goes as its forms; any other function as its template (`{ $fn: "Call {0}" }`), and
 * only when it is one: a function whose text depends on its arguments other than by placing them is refused here,
 * on the server, instead of reaching the page as the wrong sentence.
 */
export function sendWords(text: unknown): unknown {
  if (typeof text === "function") return sendFunction(text as (...args: unknown[]) => unknown);
  if (Array.isArray(text)) return text.map(sendWords);
  if (text && typeof text === "object") return Object.fromEntries(Object.entries(text).map(([key, value]) => [key, sendWords(value)]));
  return text;
}

function sendFunction(fn: ((...args: unknown[]) => unknown) & Partial<Pick<Plural, "plural">>) {
  if (fn.plural) return { $plural: fn.plural };
  const template = templateOf(fn);
  if (typeof template !== "string") throw new Error(`A text sent to the browser is not a template ("${template.text}"): ${template.why}`);
  return { $fn: template };
}

/**
 * A text function as its template ("Call {0}"), or why it has none: it reads a field of its argument, or branches
 * on one (a plural written by hand, a formatted number).
 */
export function templateOf(fn: (...args: unknown[]) => unknown): string | { text: string; why: string } {
  let template: string;
  try {
    template = String(fn(...Array.from({ length: fn.length }, (_, i) => `{${i}}`)));
  } catch {
    return { text: fn.toString().slice(0, 60), why: "it takes other values than words (a list, a record): apply it in the loader" };
  }
  // A text that reads a field of its argument ({ phone }) has no template: it shows as "undefined".
  if (/undefined|\[object |NaN/.test(template)) return { text: template, why: "apply it in the loader" };
  // Tried with numbers, which is where a branch on an argument (a plural written by hand) or a formatted number shows.
  for (const sample of [0, 1, 2, 1234]) {
    const args = Array.from({ length: fn.length }, () => sample);
    let out: unknown;
    try {
      out = fn(...args);
    } catch {
      continue; // A text that calls methods of a string argument; its template above still holds.
    }
    if (String(out) !== fill(template, args)) return { text: template, why: "write it with plural()" };
  }
  return template;
}

/** A text function made from its template, taking as many arguments as the one it stands for. */
export function fromTemplate(template: string, length: number): (...args: unknown[]) => string {
  return Object.defineProperty((...args: unknown[]) => fill(template, args), "length", { value: length });
}

const fill = (template: string, args: unknown[]) => template.replace(/\{(\d)\}/g, (_, i: string) => String(args[Number(i)]));

/** The words sendWords sent, with their functions back; T is the catalogue half's type. */
export function receiveWords<T>(sent: unknown): T {
  return revive(sent) as T;
}

function revive(sent: unknown): unknown {
  if (Array.isArray(sent)) return sent.map(revive);
  if (sent && typeof sent === "object") {
    if ("$fn" in sent) {
      const template = String(sent.$fn);
      return (...args: unknown[]) => fill(template, args);
    }
    if ("$plural" in sent) {
      const { locale, forms } = sent.$plural as Plural["plural"];
      return pickPlural(locale, forms);
    }
    return Object.fromEntries(Object.entries(sent).map(([key, value]) => [key, revive(value)]));
  }
  return sent;
}
