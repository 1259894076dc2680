import { findCityIn } from "~/content/city-text";
import { findServicePage, servicePath } from "~/content/service-pages";
import type { Lang } from "~/content/languages";

/** What a city page's loader sends: the city's content in the page's language, its five services resolved to links. */
export function cityPageData(slug: string, lang: Lang) {
  const city = findCityIn(slug, lang);
  if (!city) throw new Error(`No city content for "${slug}" (app/content/cities.ts)`);
  const services = city.services.map((s) => {
    const page = findServicePage(s.slug, lang);
    const name = page?.serviceName;
    if (!page || !name) throw new Error(`City "${slug}" links to an unknown service "${s.slug}"`);
    return { name, path: servicePath(page.slug), note: s.note };
  });
  return { city, services };
}

export type CityPageData = ReturnType<typeof cityPageData>;
