import { cities } from "~/content/cities";

/**
 * The city pages as links (slug, path, name), for pages that list them. Built on the server: a route that
 * imports `~/content/cities` itself ships every city page's copy to the browser (decision 0086).
 */
export const cityLinks = () => cities.map(({ slug, path, cityName }) => ({ slug, path, cityName }));

/** The city links with each city's one-line summary (the service-areas page's cards). */
export const cityCards = () => cities.map(({ slug, path, cityName, heroSubtitle }) => ({ slug, path, cityName, heroSubtitle }));
