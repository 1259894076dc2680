import { json } from "@remix-run/node";
import { langOf } from "~/content/languages";
import { businessChanges, factsVersion, siteBusiness } from "./business-facts.server";
import { getToast } from "../platform/toast.server";
import { frameWords } from "../site/frame-text.server";

/**
 * What every page's frame needs (the root loader's data): the toast, the business's facts that differ from the
 * defaults (so an unedited site's pages weigh what they did), the frame's words and the facts' version. Kept
 * out of app/root.tsx so that the browser's root module imports one server module of its own, not modules the
 * office's routes share, each of which would be one more script to fetch at a visitor's first touch.
 */
export async function frameData(request: Request) {
  const { toast, headers } = await getToast(request);
  const lang = langOf(new URL(request.url).pathname);
  const business = await siteBusiness(request, lang);
  const facts = await factsVersion(request);
  return json({ business: businessChanges(business, lang), toast, words: frameWords(lang), ...(facts ? { facts } : {}) }, { headers });
}
