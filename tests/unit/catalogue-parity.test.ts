import { describe, expect, it } from "vitest";
import { languages, LANGUAGE_NAMES, type Lang } from "~/content/languages";
import { catalogues, isSentence } from "../support/catalogues";

/**
 * Every text kept in each language of the list (a `catalogue(en, es)` anywhere in app/) has the same keys, list
 * lengths and kinds of value in each as in the first, and no first-language sentence stands where another
 * language's should be. A language added to app/content/language-list.mjs is checked with no change here.
 */
/** Where the two halves differ in shape, or where the Spanish repeats an English sentence. */
function differences(en: unknown, es: unknown, at = ""): string[] {
  if (typeof en !== typeof es || Array.isArray(en) !== Array.isArray(es)) return [`${at}: ${typeof en} in English, ${typeof es} in Spanish`];
  if (typeof en === "string") return isSentence(en) && en === es ? [`${at}: English text "${en}" in the Spanish`] : [];
  if (typeof en === "function") return (en as () => unknown).length === (es as () => unknown).length ? [] : [`${at}: arguments differ`];
  if (Array.isArray(en)) {
    const spanish = es as unknown[];
    if (en.length !== spanish.length) return [`${at}: ${en.length} items in English, ${spanish.length} in Spanish`];
    return en.flatMap((item, index) => differences(item, spanish[index], `${at}[${index}]`));
  }
  if (typeof en === "object" && en !== null) {
    const english = en as Record<string, unknown>;
    const spanish = es as Record<string, unknown>;
    const keys = new Set([...Object.keys(english), ...Object.keys(spanish)]);
    return [...keys].flatMap((key) =>
      !(key in english) ? [`${at}.${key}: only in Spanish`] : !(key in spanish) ? [`${at}.${key}: only in English`] : differences(english[key], spanish[key], `${at}.${key}`),
    );
  }
  return [];
}

const [first, ...others] = languages;

describe("catalogues in every language of the list", () => {
  it("finds the site's catalogues", () => {
    expect(catalogues.map((c) => c.name)).toContain("content/navigation.ts:navigation");
  });

  it.each(catalogues.flatMap((c) => others.map((lang) => [c.name, LANGUAGE_NAMES[lang], lang, c.text] as const)))(
    "%s has every key of the first language, in %s",
    (_name, _language, lang: Lang, text) => {
      expect(differences(text[first], text[lang])).toEqual([]);
    },
  );

  it("catches a missing key, a shorter list and an untranslated sentence", () => {
    expect(differences({ a: "Call us now", b: ["x"] }, { b: [] })).toEqual([".a: only in English", ".b: 1 items in English, 0 in Spanish"]);
    expect(differences({ a: "Call us now" }, { a: "Call us now" })).toEqual(['.a: English text "Call us now" in the Spanish']);
    expect(differences({ name: "Valor", path: "/about" }, { name: "Valor", path: "/about" })).toEqual([]);
  });
});
