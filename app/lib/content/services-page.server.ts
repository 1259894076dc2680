import type { Lang } from "~/content/languages";
import { servicesPageText } from "../site/page-text.server";
import { siteWords } from "./content-store.server";
import { factsOf } from "./site-facts.server";

/*
 * The Services page's data (docs/content.md). A module of its own: a server module two routes import shares its
 * browser stub between them, which costs each page the other's files.
 */

/** The page's title, description and words with the office's starting prices in them, and an admin's preview banner. */
export async function servicesPageData(request: Request, lang: Lang) {
  const { words, preview } = await siteWords(request);
  return { ...servicesPageText(lang, factsOf(words)), ...(preview ? { preview } : {}) };
}
