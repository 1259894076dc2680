import type { MetaFunction } from "@remix-run/node";
import { defaultBusiness, type Business } from "~/content/business";
import { seo } from "~/lib/seo";
import type { ServicePageData } from "./service-page-data";

type Matches = readonly { id: string; data?: unknown }[];

/** The business facts the root loader sent (with the deployment's overrides), for meta functions. */
export function businessFromMatches(matches: Matches): Business {
  return (matches.find((m) => m.id === "root")?.data as { business?: Business } | undefined)?.business ?? defaultBusiness;
}

/** Title, description, canonical (the alias's too points at the canonical path), OG, hero preload. */
export const serviceMeta: MetaFunction = ({ data, matches }) => {
  const loaded = data as ServicePageData | undefined;
  if (!loaded) return [];
  const business = businessFromMatches(matches);
  const { page, canonicalPath } = loaded;
  return [
    ...seo(
      {
        title: `${page.metaTitle} | ${business.name}`,
        description: page.metaDescription,
        path: canonicalPath,
      },
      matches,
    ),
    { tagName: "link", rel: "preload", as: "image", href: page.illustration.src },
  ];
};
