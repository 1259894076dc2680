import type { Catalogue } from "~/content/catalogue";
import { languages } from "~/content/languages";

/** A `catalogue(en, es)` as an export of a module of app/, named "<file>:<export>". */
export interface NamedCatalogue {
  name: string;
  text: Catalogue<unknown>;
}

const isCatalogue = (value: unknown): value is Catalogue<unknown> =>
  typeof value === "object" && value !== null && Object.keys(value).sort().join() === [...languages].sort().join();

/** The catalogues among modules' exports, keyed by the module's file under app/. */
export const cataloguesIn = (modules: [file: string, exports: Record<string, unknown>][]): NamedCatalogue[] =>
  modules.flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => isCatalogue(value))
      .map(([name, value]) => ({ name: `${file}:${name}`, text: value as Catalogue<unknown> })),
  );

/** Two or more words of letters: a phrase a reader would read, not a name, number, path or key. */
export const isSentence = (text: string) => /[a-z]{2,}\s+[a-z]{2,}/i.test(text) && !/^[/~#]|^https?:/.test(text);

/** Stands for every argument of a text function: a string in a template, any property when destructured. */
const HOLE = "\u0001";
const hole: unknown = new Proxy({}, { get: (_target, key) => (key === Symbol.toPrimitive ? () => HOLE : HOLE) });

/** Every string of a catalogue half with its key path ("hero.text", "faqs[2].answer"); a function's text around its arguments counts as strings of its own. */
export function keyedStrings(value: unknown, key = ""): { key: string; text: string }[] {
  if (typeof value === "string") return [{ key, text: value }];
  if (typeof value === "function") {
    try {
      return String((value as (...args: unknown[]) => unknown)(...Array.from({ length: value.length }, () => hole)))
        .split(HOLE)
        .map((text) => ({ key, text }));
    } catch {
      return []; // a function over a list or a number: its words are in the strings it is given
    }
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => keyedStrings(item, `${key}[${index}]`));
  // Plain objects only: a catalogue may hold a form's schema per language (a class instance whose methods are no
  // text, and whose words come from a catalogue of their own).
  if (typeof value === "object" && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value)))
    return Object.entries(value).flatMap(([name, item]) => keyedStrings(item, key ? `${key}.${name}` : name));
  return [];
}

/** Every string of a catalogue half. */
export const strings = (value: unknown): string[] => keyedStrings(value).map(({ text }) => text);

export const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

/** English sentences of the catalogues; one the Spanish also carries (a product name such as "Tesla Wall Connector") is a name. */
export function englishSentences(catalogues: NamedCatalogue[]): string[] {
  const spanish = catalogues.flatMap((c) => strings(c.text.es)).map(normalise);
  return [...new Set(catalogues.flatMap((c) => strings(c.text.en)).map(normalise))].filter(
    (text) => isSentence(text) && !spanish.some((es) => es.includes(text)),
  );
}
