import type { Lang } from "~/content/languages";
import { aboutPageText, privacyPageText, serviceAreasPageText } from "../site/page-text.server";
import { businessChanges, siteBusiness } from "./business-facts.server";

/*
 * The words of the pages that state business facts (the About page's record, the privacy policy's phone, the
 * service radius), with the facts as the office published them (docs/content.md). Read through here, not
 * business-facts.server: a server module a route shares with the root costs every page a file.
 */

export async function aboutPageWords(request: Request, lang: Lang) {
  return aboutPageText(lang, await siteBusiness(request, lang));
}

export async function privacyPageWords(request: Request, lang: Lang) {
  return privacyPageText(lang, await siteBusiness(request, lang));
}

export async function serviceAreasPageWords(request: Request, lang: Lang) {
  return serviceAreasPageText(lang, await siteBusiness(request, lang));
}

/** The facts a page whose language is not its URL's sends for its frame (the status page, in its lead's language). */
export async function frameFactsIn(request: Request, lang: Lang) {
  return businessChanges(await siteBusiness(request, lang), lang);
}
