import type { Lang } from "~/content/languages";
import { siteBusiness } from "./business-facts.server";
import { siteWords } from "./content-store.server";
import { factsOf } from "./site-facts.server";

/*
 * The emergency page's edited words (docs/content.md). A module of its own: a server module two routes import
 * shares its browser stub between them, which costs each page the other's files.
 */

/** The facts the page's words name and the business facts (it states the service radius), published or an admin's preview, and the preview's banner. */
export async function emergencyEditedWords(request: Request, lang: Lang) {
  const { words, preview } = await siteWords(request);
  return { business: await siteBusiness(request, lang), facts: factsOf(words), preview };
}
