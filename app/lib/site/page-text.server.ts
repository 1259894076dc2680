import { sendText } from "~/content/catalogue";
import { contactText } from "~/content/contact";
import { formPages } from "~/content/forms";
import type { Lang } from "./language";

/*
 * Pages' text in one language, for their loaders (decision 0179). A catalogue the browser also loads for another
 * reason (an error page's frame) is read here, in a server module, and not imported by the route itself: the
 * client build links a route to every module it imports, even one only its loader used.
 */

/** The contact page's title, description and words. */
export function contactPageText(lang: Lang) {
  return { meta: formPages[lang].contact, text: sendText(contactText[lang]) };
}
