import { findCity } from "~/content/cities";
import { findServicePage, servicePath } from "~/content/service-pages";

/** What a city page's loader sends: the city's content with its five services resolved to links. */
export function cityPageData(slug: string) {
  const city = findCity(slug);
  if (!city) throw new Error(`No city content for "${slug}" (app/content/cities.ts)`);
  const services = city.services.map((s) => {
    const page = findServicePage(s.slug);
    if (!page) throw new Error(`City "${slug}" links to an unknown service "${s.slug}"`);
    return { name: page.serviceName, path: servicePath(page.slug), note: s.note };
  });
  return { city, services };
}

export type CityPageData = ReturnType<typeof cityPageData>;
