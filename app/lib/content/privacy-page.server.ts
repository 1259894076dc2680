import { json } from "@remix-run/node";
import { langOf } from "~/content/languages";
import { siteBusiness } from "./business-facts.server";
import { privacyPageText } from "../site/page-text.server";

/** The privacy policy's words in the page's language, with the office's phone and email as published. */
export async function privacyPage(request: Request) {
  const lang = langOf(new URL(request.url).pathname);
  return json(privacyPageText(lang, await siteBusiness(request, lang)));
}
