import { findCityIn } from "~/content/city-text";
import { findServicePage, servicePath } from "~/content/service-pages";
import type { Lang } from "~/content/languages";

/**
 * What a city page's loader sends: the city's content in the page's language, its introduction as plain
 * text (paragraphs and lists, docs/content.md), its five services resolved to links.
 * It reads the words modules, so only the loader calls it; the page's components take its type.
 */
export function cityPageData(slug: string, lang: Lang) {
  const found = findCityIn(slug, lang);
  if (!found) throw new Error(`No city content for "${slug}" (app/content/cities.ts)`);
  const { localIntro, ...city } = found;
  const services = city.services.map((s) => {
    const page = findServicePage(s.slug, lang);
    const name = page?.serviceName;
    if (!page || !name) throw new Error(`City "${slug}" links to an unknown service "${s.slug}"`);
    return { name, path: servicePath(page.slug), note: s.note };
  });
  return { city, intro: localIntro, services };
}

export type CityPageData = ReturnType<typeof cityPageData>;
