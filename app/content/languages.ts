/**
 * The site speaks English at its paths and Spanish at the same paths under /es (decision 0160). The language
 * of a page is read from its URL, never from Accept-Language, so a link, a bookmark and a cached copy always
 * show the language they name.
 */
export const languages = ["en", "es"] as const;
export type Lang = (typeof languages)[number];

const SPANISH = "/es";

export function langOf(pathname: string): Lang {
  return pathname === SPANISH || pathname.startsWith(`${SPANISH}/`) ? "es" : "en";
}

/**
 * A path that stays on this site: a request's path may hold runs of slashes ("/es//evil.example"), and a link
 * to "//evil.example" (or "/\\evil.example", which browsers read the same) leads to another host. Each run of
 * slashes and backslashes becomes one slash.
 */
function onSite(path: string): string {
  return `/${path}`.replace(/[/\\]+/g, "/");
}

/** The English path of a page in either language: "/es/about" → "/about", "/es" → "/". */
export function basePath(pathname: string): string {
  return onSite(langOf(pathname) === "es" ? pathname.slice(SPANISH.length) : pathname);
}

/** A page's path in a language, from its English path: ("es", "/about") → "/es/about". */
export function localePath(lang: Lang, path: string): string {
  const english = onSite(path);
  if (lang === "en") return english;
  return english === "/" ? SPANISH : `${SPANISH}${english}`;
}

/** The office's names of the customers' languages (the admin stays English): the inbox's marker and filter, the CSV. */
export const LANGUAGE_NAMES: Record<string, string> = { en: "English", es: "Spanish" };

/** The language's tag in structured data and Open Graph. */
export const localeTags: Record<Lang, { bcp47: string; og: string; name: string }> = {
  en: { bcp47: "en-US", og: "en_US", name: "English" },
  es: { bcp47: "es-US", og: "es_US", name: "Español" },
};
