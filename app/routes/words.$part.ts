import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { languages, type Lang } from "~/content/languages";
import { partWords, statesFacts } from "~/lib/assistant/part-words.server";
import { currentFacts } from "~/lib/content/site-facts.server";
import { log } from "~/lib/platform/log.server";
import { defaultFacts, type Facts } from "~/lib/site/fact-placeholders.server";

/**
 * The words of a part whose code loads on first use, in one language (`?lang=`), as its page's loader would send
 * them (decision 0210): the form dialogs open on every page, and the chat widget on the home page, whose loaders
 * do not send their words, and the frame of an error page no loader answered.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const part = params.part ?? "";
  const lang = new URL(request.url).searchParams.get("lang");
  // The facts a part names (the home's prices and promise) as published; unreadable, the defaults, kept by no cache.
  const facts: Facts | null = statesFacts(part)
    ? await currentFacts().catch((error: unknown) => {
        log.warn("the published facts could not be read: a part's words state the defaults", { error: String(error) });
        return null;
      })
    : defaultFacts;
  const words = languages.includes(lang as Lang) ? partWords(part, lang as Lang, facts ?? defaultFacts) : undefined;
  if (!words) throw new Response("Not Found", { status: 404 });
  // The same for every visitor until the next build or publish; the address carries the build's version and, once
  // the office changed a fact, the facts' (WordsOnFirstUse).
  return json(words, { headers: { "Cache-Control": facts ? "public, max-age=86400" : "no-store" } });
}
