import { json } from "@remix-run/node";
import { citiesIn } from "~/content/city-text";
import { langOf } from "~/content/languages";
import { siteBusiness } from "./business-facts.server";
import { serviceAreasPageText } from "../site/page-text.server";

/**
 * The service-areas page's data: its words with the service radius as the office published it, and the city
 * links (slug, path, name) with each city's one-line summary. Built on the server: a route that imports
 * `~/content/cities` itself ships every city page's copy to the browser (decision 0085).
 */
export async function serviceAreasPage(request: Request) {
  const lang = langOf(new URL(request.url).pathname);
  const cities = citiesIn(lang).map(({ slug, path, cityName, heroSubtitle }) => ({ slug, path, cityName, heroSubtitle }));
  return json({ cities, ...serviceAreasPageText(lang, await siteBusiness(request, lang)) });
}
