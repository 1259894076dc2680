import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { languages, type Lang } from "~/content/languages";
import { partWords } from "~/lib/assistant/part-words.server";
import { currentFacts } from "~/lib/content/site-facts.server";

/**
 * The words of a part whose code loads on first use, in one language (`?lang=`), as its page's loader would send
 * them (decision 0210): the form dialogs open on every page, and the chat widget on the home page, whose loaders
 * do not send their words, and the frame of an error page no loader answered.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const lang = new URL(request.url).searchParams.get("lang");
  const words = languages.includes(lang as Lang) ? partWords(params.part ?? "", lang as Lang, await currentFacts()) : undefined;
  if (!words) throw new Response("Not Found", { status: 404 });
  // The same for every visitor until the next build; the address carries the build's version.
  return json(words, { headers: { "Cache-Control": "public, max-age=86400" } });
}
