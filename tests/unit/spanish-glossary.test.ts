/**
 * The trade's words (docs/languages.md, "Glossary"): the table there is the one list. No string of any catalogue's
 * Spanish half uses a word it sets aside, and the English halves spell the words the review found the US way.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { keyedStrings, type NamedCatalogue } from "../support/catalogue-text";
import { catalogues } from "../support/catalogues";

interface Term {
  english: string;
  setAside: string[];
}

/** The glossary's rows: the English term and the words set aside (the backticked ones of "Must not use"). */
function glossary(markdown: string): Term[] {
  const section = /^## Glossary\n([\s\S]*?)(?=^## )/m.exec(markdown)?.[1] ?? "";
  const rows = section.split("\n").filter((line) => line.startsWith("|")).map((line) => line.split("|").slice(1, -1).map((cell) => cell.trim()));
  const [header, , ...body] = rows;
  const english = header?.indexOf("English") ?? -1;
  const mustNot = header?.indexOf("Must not use") ?? -1;
  if (english < 0 || mustNot < 0) return [];
  return body.map((cells) => ({ english: cells[english]!, setAside: [...cells[mustNot]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!) }));
}

/** Lower case without accents, so that "Actualizacion" and "actualización" are the same word. */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ");
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A whole word or phrase: no letter or digit just before or after it ("fianza" is not in "confianza"). */
const wholeWord = (word: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(fold(word))}(?![\\p{L}\\p{N}])`, "u");

/** "<catalogue> <key>: <word> (<term>)" for each word a half uses that the list sets aside. */
function usesOf(list: NamedCatalogue[], lang: "en" | "es", words: { word: string; instead: string }[]): string[] {
  const patterns = words.map(({ word, instead }) => ({ word, instead, pattern: wholeWord(word) }));
  return list.flatMap((c) =>
    keyedStrings(c.text[lang]).flatMap(({ key, text }) =>
      patterns.filter(({ pattern }) => pattern.test(fold(text))).map(({ word, instead }) => `${c.name} ${key}: "${word}" (${instead})`),
    ),
  );
}

const terms = glossary(readFileSync(path.resolve(__dirname, "../../docs/languages.md"), "utf8"));
const setAside = terms.flatMap(({ english, setAside }) => setAside.map((word) => ({ word, instead: `glossary: ${english}` })));

/** British spellings the review found in visible English; a code identifier (the business's `licence` field) is no text. */
const BRITISH = [
  { word: "licence", instead: "license" },
  { word: "licences", instead: "licenses" },
  { word: "neighbour", instead: "neighbor" },
  { word: "neighbours", instead: "neighbors" },
  { word: "neighbourhood", instead: "neighborhood" },
  { word: "neighbourhoods", instead: "neighborhoods" },
  { word: "labelled", instead: "labeled" },
  { word: "colour", instead: "color" },
  { word: "colours", instead: "colors" },
];

describe("the trade's words", () => {
  it("reads the glossary's table", () => {
    const english = terms.map((term) => term.english);
    for (const term of ["panel upgrade", "breaker", "GFCI outlet", "AFCI", "surge protection", "licensed, bonded and insured", "service area", "townhouse", "service drop", "nuisance tripping", "EV charger", "generator", "permit", "estimate", "rewiring", "grounding", "outlet / receptacle", "landscape lighting"])
      expect(english).toContain(term);
    expect(terms.find((term) => term.english === "panel upgrade")?.setAside).toContain("actualización del panel");
    expect(terms.every((term) => term.setAside.length > 0)).toBe(true);
  });

  it("uses none of the words the glossary sets aside in any catalogue's Spanish half", () => {
    expect(catalogues.length).toBeGreaterThan(30);
    expect(usesOf(catalogues, "es", setAside)).toEqual([]);
  });

  it("spells the English the US way", () => {
    expect(usesOf(catalogues, "en", BRITISH)).toEqual([]);
  });

  it("finds a set-aside word whatever its case and accents, as a whole word, and names the key", () => {
    const sample = (es: unknown): NamedCatalogue[] => [{ name: "sample.ts:text", text: { en: {}, es } }];
    const found = (es: unknown) => usesOf(sample(es), "es", setAside);
    expect(found({ hero: { title: "ACTUALIZACION DEL PANEL" } })).toEqual(['sample.ts:text hero.title: "actualización del panel" (glossary: panel upgrade)']);
    expect(found({ header: { line: (licence: string) => `Lic. ${licence} · Con fianza y asegurados` } })).toEqual([
      'sample.ts:text header.line: "fianza" (glossary: licensed, bonded and insured)',
      'sample.ts:text header.line: "con fianza" (glossary: licensed, bonded and insured)',
    ]);
    expect(found({ list: ["Servicio", "Casas adosadas de Old Town"] })).toEqual(['sample.ts:text list[1]: "casas adosadas" (glossary: townhouse)']);
    for (const slip of ["Circuitos exclusivos de 20A", "Noches, fines de semana y feriados", "Carga para dos autos", "Los derechos de verano dejan sin luz", "Disparos molestos", "Cobertura"])
      expect(found({ slip }), slip).toHaveLength(1);
    expect(found({ a: "Electricistas de confianza, afianzados y asegurados", b: "Breaker automático", c: "Cambio de panel eléctrico" })).toEqual([]);
    expect(usesOf([{ name: "sample.ts:text", text: { en: { a: "Your neighbours", b: "Licensed" }, es: {} } }], "en", BRITISH)).toEqual(['sample.ts:text a: "neighbours" (neighbors)']);
  });
});
