import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { cityPageData } from "~/lib/site/city-page";
import { cityMeta } from "~/components/city/meta";
import { basePath, langOf } from "~/content/languages";
import { cityEditedWords } from "~/lib/content/city-words.server";
import { cityPageWords } from "~/lib/site/page-text.server";
import { deferUntilUsed } from "~/components/ui/deferred";

// The page is text, links and FAQ answers that open without JavaScript: its code loads when first reached for.
const CityPage = deferUntilUsed(() => import("~/components/city/CityPage").then((m) => m.CityPage));

/**
 * The eight city pages, /electrician-{slug} and their /es twins: remix.config.js registers this one module at
 * each city's paths (Remix params cover whole segments, so the slug is read from the path the router matched).
 */
export const loader = async ({ request }: LoaderFunctionArgs) => {
  const { pathname } = new URL(request.url);
  const slug = basePath(pathname).replace(/^\/electrician-/, "");
  const lang = langOf(pathname);
  const { preview, filled } = await cityEditedWords(request);
  return json({ ...filled(cityPageData(slug, lang)), preview, words: cityPageWords(lang) });
};

export const meta = cityMeta;

export default function CityRoute() {
  return <CityPage data={useLoaderData<typeof loader>()} />;
}
