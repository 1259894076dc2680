import type { Lang } from "~/content/languages";
import { businessChanges, siteBusiness } from "./business-facts.server";

/** The facts a page whose language is not its URL's sends for its frame (the status page, in its lead's language). */
export async function frameFactsIn(request: Request, lang: Lang) {
  return businessChanges(await siteBusiness(request, lang), lang);
}
