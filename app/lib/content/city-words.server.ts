import { json } from "@remix-run/node";
import { basePath, langOf } from "~/content/languages";
import { cityPageData } from "../site/city-page";
import { fillFacts } from "../site/fact-placeholders.server";
import { cityPageWords } from "../site/page-text.server";
import { siteWords } from "./content-store.server";
import { factsOf } from "./site-facts.server";

/*
 * A city page's facts (docs/content.md). A module of its own: a server module two routes import shares its
 * browser stub between them, which costs each page the other's files.
 */

/**
 * A city page's data, with the facts of the words being served (prices, the arrival promise) in place of its
 * text's placeholders, and the preview's banner. The city's words are the tree's part `city/<slug>`, read with
 * the office's; the slug is read from the path the router matched (remix.config.mjs registers one module at
 * each city's paths).
 */
export async function cityPage(request: Request) {
  const { pathname } = new URL(request.url);
  const slug = basePath(pathname).replace(/^\/electrician-/, "");
  const lang = langOf(pathname);
  const { words, preview } = await siteWords(request);
  return json({ ...fillFacts(cityPageData(slug, lang), factsOf(words)), preview, words: cityPageWords(lang) });
}
