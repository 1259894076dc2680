import { citiesIn } from "~/content/city-text";
import type { Lang } from "~/content/languages";

/**
 * The city links (slug, path, name) with each city's one-line summary in a language (the service-areas page's
 * cards). Built on the server: a route that imports `~/content/cities` itself ships every city page's copy to
 * the browser (decision 0085).
 */
export const cityCards = (lang: Lang) => citiesIn(lang).map(({ slug, path, cityName, heroSubtitle }) => ({ slug, path, cityName, heroSubtitle }));
