import { withTestLanguages } from "~/content/catalogue";
import type { Lang } from "~/content/languages";
import type { CityBlock } from "~/forms/site-content";
import { cityBlockKey } from "./blocks.server";
import { fillFacts } from "../site/fact-placeholders.server";
import { siteWords } from "./content-store.server";
import { factsOf } from "./site-facts.server";

/*
 * A city page's edited words (docs/content.md). A module of its own: a server module two routes import shares its
 * browser stub between them, which costs each page the other's files.
 */

/**
 * The city's introduction in the page's language, published or an admin's preview, the preview's banner, and
 * `filled`, which puts the same words' facts (prices, the arrival promise) in place of a text's placeholders.
 */
export async function cityEditedWords(request: Request, slug: string, lang: Lang) {
  const { words, preview } = await siteWords(request);
  const block = words.get(cityBlockKey(slug)) as CityBlock | undefined;
  const facts = factsOf(words);
  return { intro: block ? withTestLanguages(block).intro[lang] : undefined, preview, filled: <T>(text: T) => fillFacts(text, facts) };
}
