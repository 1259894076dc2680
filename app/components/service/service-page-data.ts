import { furtherAreas } from "~/content/areas";
import { cities, cityPath } from "~/content/cities";
import { findServicePage, servicePages, servicePath } from "~/content/service-pages";

/**
 * What a service page's loader sends: the page's content, its canonical path (an alias such as
 * /services/ev-chargers points at /services/ev-charger-installation), and the links around it.
 * Undefined for a slug that is neither a page nor an alias.
 */
export function servicePageData(slug: string) {
  const page = findServicePage(slug);
  if (!page) return undefined;
  return {
    page,
    canonicalPath: servicePath(page.slug),
    /** Every place we serve, for the Service structured data. */
    areaServed: [...cities.map((c) => c.cityName), ...furtherAreas],
    cityLinks: cities.map((c) => ({ name: c.cityName, path: cityPath(c.slug) })),
    otherServices: servicePages.filter((p) => p.slug !== page.slug).map((p) => ({ name: p.serviceName, path: servicePath(p.slug) })),
  };
}

export type ServicePageData = NonNullable<ReturnType<typeof servicePageData>>;
