import { withTestLanguages } from "~/content/catalogue";
import type { Lang } from "~/content/languages";
import type { ServiceBlock } from "~/forms/site-content";
import { builtInPhotos } from "../gallery/gallery.server";
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
 * price; its layout words; the preview's banner. Undefined for a slug that is no page. A picture of a gallery item
 * the office gave a photo shows the photo (its caption says what it is: the drawing's words are left out).
 */
export async function servicePageWithWords(request: Request, slug: string, lang: Lang) {
  const { words, preview } = await siteWords(request);
  const data = servicePageData(slug, lang, (page) => withTestLanguages(words.get(serviceBlockKey(page)) as ServiceBlock));
  if (!data) return undefined;
  const photos = data.page.galleryImages.length > 0 ? await builtInPhotos() : new Map<string, string>();
  const galleryImages = data.page.galleryImages.map((image) => {
    const photo = photos.get(image.item);
    return photo ? { ...image, src: photo, alt: "" } : image;
  });
  const page = { ...data.page, galleryImages };
  return { ...fillFacts({ ...data, page }, factsOf(words)), preview, words: servicePageWords(lang, data.page.serviceName) };
}
