import { fillFacts } from "../site/fact-placeholders.server";
import { siteWords } from "./content-store.server";
import { factsOf } from "./site-facts.server";

/*
 * A city page's facts (docs/content.md). A module of its own: a server module two routes import shares its
 * browser stub between them, which costs each page the other's files.
 */

/**
 * The preview's banner, and `filled`, which puts the facts of the words being served (prices, the arrival promise)
 * in place of a text's placeholders. The city's words are the tree's part `city/<slug>`, read with the office's.
 */
export async function cityEditedWords(request: Request) {
  const { words, preview } = await siteWords(request);
  const facts = factsOf(words);
  return { preview, filled: <T>(text: T) => fillFacts(text, facts) };
}
