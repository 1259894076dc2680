import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { cityMeta } from "~/components/city/meta";
import { cityPage } from "~/lib/content/city-words.server";
import { deferUntilUsed } from "~/components/ui/deferred";

// The page is text, links and FAQ answers that open without JavaScript: its code loads when first reached for.
const CityPage = deferUntilUsed(() => import("~/components/city/CityPage").then((m) => m.CityPage));

/**
 * The eight city pages, /electrician-{slug} and their /es twins: remix.config.mjs registers this one module at
 * each city's paths (Remix params cover whole segments, so the slug is read from the path the router matched).
 */
export const loader = ({ request }: LoaderFunctionArgs) => cityPage(request);

export const meta = cityMeta;

export default function CityRoute() {
  return <CityPage data={useLoaderData<typeof loader>()} />;
}
