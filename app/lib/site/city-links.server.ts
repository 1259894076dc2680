import { cities } from "~/content/cities";
import { citiesIn } from "~/content/city-text";
import type { Lang } from "./language";

/**
 * The city pages as links (slug, path, name), for pages that list them. Built on the server: a route that
 * imports `~/content/cities` itself ships every city page's copy to the browser (decision 0086).
 */
export const cityLinks = () => cities.map(({ slug, path, cityName }) => ({ slug, path, cityName }));

/** The city links with each city's one-line summary in a language (the service-areas page's cards). */
export const cityCards = (lang: Lang) => citiesIn(lang).map(({ slug, path, cityName, heroSubtitle }) => ({ slug, path, cityName, heroSubtitle }));
