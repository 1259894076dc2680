import type { MetaFunction } from "@remix-run/node";
import { seo } from "~/lib/site/seo";
import type { CityPageData } from "~/lib/site/city-page";

export const cityMeta: MetaFunction = ({ data, matches }) => {
  const loaded = data as CityPageData | undefined;
  if (!loaded) return [];
  const { city } = loaded;
  return seo(
    {
      title: city.metaTitle,
      description: city.metaDescription,
      path: city.path,
    },
    matches,
  );
};
