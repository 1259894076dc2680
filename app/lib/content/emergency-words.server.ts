import { withTestLanguages } from "~/content/catalogue";
import type { Lang } from "~/content/languages";
import type { EmergencyBlock } from "~/forms/site-content";
import { EMERGENCY_BLOCK } from "./blocks.server";
import { siteBusiness } from "./business-facts.server";
import { siteWords } from "./content-store.server";
import { factsOf } from "./site-facts.server";

/*
 * The emergency page's edited words (docs/content.md). A module of its own: a server module two routes import
 * shares its browser stub between them, which costs each page the other's files.
 */

/** The page's promise in its language, published or an admin's preview, the facts its words name, and the preview's banner. */
export async function emergencyEditedWords(request: Request, lang: Lang) {
  const { words, preview } = await siteWords(request);
  const block = withTestLanguages(words.get(EMERGENCY_BLOCK) as EmergencyBlock);
  // The business facts too: the page states the service radius.
  const business = await siteBusiness(request, lang);
  return { promise: { intro: block.intro[lang], responsePromise: block.promise[lang] }, business, facts: factsOf(words), preview };
}
