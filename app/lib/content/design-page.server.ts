import { languages, type Lang } from "~/content/languages";
import { siteWords } from "./content-store.server";
import { factsOf } from "./site-facts.server";
import { frameWords } from "../site/frame-text.server";
import { servicesPageText } from "../site/page-text.server";

/**
 * The words the office's design page (/admin/design) shows its components with, in every language: the frame's
 * (actions, buttons) and the Services page's (a priced card), as the office has published them.
 */
export async function designPageWords(request: Request): Promise<Record<Lang, object>> {
  const { words } = await siteWords(request);
  const facts = factsOf(words);
  return Object.fromEntries(
    languages.map((lang) => [lang, { ...(frameWords(lang) as object), ...(servicesPageText(lang, facts).words as object) }]),
  ) as Record<Lang, object>;
}
