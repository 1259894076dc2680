import { languageList } from "./language-list.mjs";
import { testLanguages } from "~/content/test-languages";

/**
 * The site speaks each language of its list (./language-list.mjs) at its own paths: the first at the site's
 * paths, the others under their prefix (decision 0160). The language of a page is read from its URL, never from
 * Accept-Language, so a link, a bookmark and a cached copy always show the language they name.
 */
export type Lang = (typeof languageList)[number]["lang"];
/**
 * The languages served: the list's, and in a test build its test languages, which the types leave out (code
 * passes them around as any other language: a page reads `catalogue[lang]` and never names one).
 */
const served = [...languageList, ...testLanguages] as unknown as (typeof languageList)[number][];
const [first, ...others] = served;
export const languages: readonly [Lang, ...Lang[]] = [first!.lang, ...others.map((language) => language.lang)];
const defaultLang = first!.lang;
const prefixed = served.filter((language) => language.prefix !== "");

export function langOf(pathname: string): Lang {
  return prefixed.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.lang ?? defaultLang;
}

/**
 * A path that stays on this site: a request's path may hold runs of slashes ("/es//evil.example"), and a link
 * to "//evil.example" (or "/\\evil.example", which browsers read the same) leads to another host. Each run of
 * slashes and backslashes becomes one slash.
 */
function onSite(path: string): string {
  return `/${path}`.replace(/[/\\]+/g, "/");
}

/** A lead's stored language as one the site speaks: English for anything else. */
export const langOfLead = (language: string): Lang => languages.find((l) => l === language) ?? "en";

/** One value per language served, made by `make` (the forms' schemas, each with its language's messages). */
export const perLanguage = <T,>(make: (lang: Lang) => T) => Object.fromEntries(languages.map((lang) => [lang, make(lang)])) as Record<Lang, T>;

const prefixOf = (lang: Lang) => served.find((language) => language.lang === lang)?.prefix ?? "";

/** The default language's path of a page in any language: "/es/about" → "/about", "/es" → "/". */
export function basePath(pathname: string): string {
  return onSite(pathname.slice(prefixOf(langOf(pathname)).length));
}

/** A page's path in a language, from its default language's path: ("es", "/about") → "/es/about". */
export function localePath(lang: Lang, path: string): string {
  const base = onSite(path);
  const prefix = prefixOf(lang);
  if (!prefix) return base;
  return base === "/" ? prefix : `${prefix}${base}`;
}

/** The office's names of the customers' languages (the admin stays English): the inbox's marker and filter, the CSV. */
export const LANGUAGE_NAMES: Record<string, string> = Object.fromEntries(served.map((language) => [language.lang, language.office]));

/** The language's tag in structured data and Open Graph, and its own name (the language switch's label). */
export const localeTags = Object.fromEntries(served.map(({ lang, bcp47, og, name }) => [lang, { bcp47, og, name }])) as Record<
  Lang,
  { bcp47: string; og: string; name: string }
>;
