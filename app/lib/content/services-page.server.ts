import { json } from "@remix-run/node";
import { langOf } from "~/content/languages";
import { servicesPageText } from "../site/page-text.server";
import { siteWords } from "./content-store.server";
import { factsOf } from "./site-facts.server";

/*
 * The Services page's data (docs/content.md). A module of its own: a server module two routes import shares its
 * browser stub between them, which costs each page the other's files.
 */

/** The page's title, description and words with the office's starting prices in them, and an admin's preview banner. */
export async function servicesPage(request: Request) {
  const { words, preview } = await siteWords(request);
  return json({ ...servicesPageText(langOf(new URL(request.url).pathname), factsOf(words)), ...(preview ? { preview } : {}) });
}
