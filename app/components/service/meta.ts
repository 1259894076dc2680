import type { MetaFunction } from "@remix-run/node";
import { seo } from "~/lib/site/seo";
import type { ServicePageData } from "~/lib/site/service-page";

/** Title, description, canonical (the alias's too points at the canonical path), OG, hero preload. */
export const serviceMeta: MetaFunction = ({ data, matches }) => {
  const loaded = data as ServicePageData | undefined;
  if (!loaded) return [];
  const { page, canonicalPath } = loaded;
  return [
    ...seo(
      {
        title: page.metaTitle,
        description: page.metaDescription,
        path: canonicalPath,
      },
      matches,
    ),
    { tagName: "link", rel: "preload", as: "image", href: page.illustration.src },
  ];
};
