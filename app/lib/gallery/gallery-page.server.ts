import { json } from "@remix-run/node";
import { langOf } from "~/content/languages";
import { galleryPageText } from "../site/page-text.server";
import { galleryPageCategory, inLanguage, listGalleryItems } from "./gallery.server";

/** The gallery page's projects in its language, the category asked for, the project opened, and the page's words. */
export async function galleryPage(request: Request) {
  const params = new URL(request.url).searchParams;
  const lang = langOf(new URL(request.url).pathname);
  const items = inLanguage(await listGalleryItems(), lang);
  // Without JavaScript a card links to `?item=` and the page shows that project's details at the top.
  const detail = items.find((item) => item.id === params.get("item")) ?? null;
  return json({ items, category: galleryPageCategory(params.get("category")), detail, ...galleryPageText(lang) });
}
