import { json } from "@remix-run/node";
import { langOf } from "~/content/languages";
import { emergencyPageText } from "../site/page-text.server";
import { siteBusiness } from "./business-facts.server";
import { siteWords } from "./content-store.server";
import { factsOf } from "./site-facts.server";

/*
 * The emergency page's edited words (docs/content.md). A module of its own: a server module two routes import
 * shares its browser stub between them, which costs each page the other's files.
 */

/**
 * The page's words in its language only (decision 0210), with the facts they name and the business facts (it
 * states the service radius), published or an admin's preview, and the preview's banner.
 */
export async function emergencyPage(request: Request) {
  const lang = langOf(new URL(request.url).pathname);
  const { words, preview } = await siteWords(request);
  return json({ ...emergencyPageText(lang, await siteBusiness(request, lang), factsOf(words)), preview });
}
