import { furtherAreas } from "~/content/areas";
import { cities, cityPath } from "~/content/cities";
import { findServicePage, servicePagesText, servicePath } from "~/content/service-pages";
import type { Lang } from "~/content/languages";

/**
 * What a service page's loader sends: the page's content, its canonical path (an alias such as
 * /services/ev-chargers points at /services/ev-charger-installation), and the links around it.
 * Undefined for a slug that is neither a page nor an alias. Paths are English; the page maps them to its language.
 */
export function servicePageData(slug: string, lang: Lang) {
  const page = findServicePage(slug, lang);
  if (!page) return undefined;
  return {
    page,
    canonicalPath: servicePath(page.slug),
    /** Every place we serve, for the Service structured data. */
    areaServed: [...cities.map((c) => c.cityName), ...furtherAreas],
    cityLinks: cities.map((c) => ({ name: c.cityName, path: cityPath(c.slug) })),
    otherServices: servicePagesText[lang].filter((p) => p.slug !== page.slug).map((p) => ({ name: p.serviceName, path: servicePath(p.slug) })),
  };
}

export type ServicePageData = NonNullable<ReturnType<typeof servicePageData>>;
