import { json } from "@remix-run/node";
import { langOf } from "~/content/languages";
import { homeGalleryCategory, inLanguage, listHomeGalleryItems } from "~/lib/gallery/gallery.server";
import { homePageText } from "~/lib/site/page-text.server";
import { homeEditedWords } from "./edited-words.server";
import { siteFacts } from "./site-facts.server";

/**
 * The home page's data in its language: the gallery (with the category asked for), the page's words and the
 * office's edited blocks. One module for the route: each server module a route imports leaves an empty stub in
 * the browser's code, and the home page's JavaScript at intent is at its budget's edge.
 */
export async function homePage(request: Request) {
  const lang = langOf(new URL(request.url).pathname);
  const category = homeGalleryCategory(new URL(request.url).searchParams.get("category"));
  // A home card is its picture, title and town: the story is /gallery's, and would weigh on the home page's HTML.
  const gallery = inLanguage(await listHomeGalleryItems(), lang).map(({ description: _story, ...card }) => card);
  return json({ gallery, category, ...homePageText(lang, await siteFacts(request)), ...(await homeEditedWords(request, lang)) });
}
