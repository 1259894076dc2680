import { withTestLanguages } from "~/content/catalogue";
import type { Lang } from "~/content/languages";
import type { CityBlock } from "~/forms/site-content";
import { cityBlockKey } from "./blocks.server";
import { siteWords } from "./content-store.server";

/*
 * A city page's edited words (docs/content.md). A module of its own: a server module two routes import shares its
 * browser stub between them, which costs each page the other's files.
 */

/** The city's introduction in the page's language, published or an admin's preview, and the preview's banner. */
export async function cityEditedWords(request: Request, slug: string, lang: Lang) {
  const { words, preview } = await siteWords(request);
  const block = words.get(cityBlockKey(slug)) as CityBlock | undefined;
  return { intro: block ? withTestLanguages(block).intro[lang] : undefined, preview };
}
