import { withTestLanguages } from "~/content/catalogue";
import { json } from "@remix-run/node";
import { langOf } from "~/content/languages";
import type { ServiceBlock } from "~/forms/site-content";
import { builtInPhotos } from "../gallery/gallery.server";
import { log } from "../platform/log.server";
import { fillFacts } from "../site/fact-placeholders.server";
import { servicePageWords } from "../site/page-text.server";
import { servicePageData } from "../site/service-page";
import { serviceBlockKey } from "./blocks.server";
import { siteWords } from "./content-store.server";
import { factsOf } from "./site-facts.server";

/*
 * A service page's data (docs/content.md). A module of its own: a server module two routes import shares its
 * browser stub between them, which costs each page the other's files.
 */

/**
 * What a service page's loader sends: the page with the office's words (published, or an admin's preview) and the
 * same words' facts in place of their placeholders, so its text, title, descriptions and structured data state one
 * price; its layout words; the preview's banner. A slug that is no page (of the 12 and their aliases) is the 404
 * page, logged like any unknown path. A picture of a gallery item the office gave a photo shows the photo (its
 * caption says what it is: the drawing's words are left out).
 */
export async function servicePage(request: Request, slug: string) {
  const { pathname } = new URL(request.url);
  const lang = langOf(pathname);
  const { words, preview } = await siteWords(request);
  const data = servicePageData(slug, lang, (page) => withTestLanguages(words.get(serviceBlockKey(page)) as ServiceBlock));
  if (!data) {
    log.warn("unknown path", { path: pathname, referer: request.headers.get("referer") });
    throw new Response("Not Found", { status: 404 });
  }
  const photos = data.page.galleryImages.length > 0 ? await builtInPhotos() : new Map<string, string>();
  const galleryImages = data.page.galleryImages.map((image) => {
    const photo = photos.get(image.item);
    return photo ? { ...image, src: photo, alt: "" } : image;
  });
  const page = { ...data.page, galleryImages };
  return json({ ...fillFacts({ ...data, page }, factsOf(words)), preview, words: servicePageWords(lang, data.page.serviceName) });
}
