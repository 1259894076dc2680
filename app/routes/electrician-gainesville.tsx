import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CityPage } from "~/components/city/CityPage";
import { cityPageData } from "~/components/city/city-page-data";
import { cityMeta } from "~/components/city/meta";
import { langOf } from "~/lib/site/language";

/** /electrician-gainesville and /es/electrician-gainesville — one of the 8 city pages; content in app/content/cities.ts (docs/decisions/0020-city-routes.md). */
export const loader = ({ request }: LoaderFunctionArgs) => json(cityPageData("gainesville", langOf(new URL(request.url).pathname)));

export const meta = cityMeta;

export default function CityRoute() {
  return <CityPage data={useLoaderData<typeof loader>()} />;
}
