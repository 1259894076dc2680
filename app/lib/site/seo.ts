import type { MetaDescriptor } from "@remix-run/node";
import { defaultBusiness, type Business } from "~/content/business";

interface PageSeo {
  /** The page's own title; the business name is appended here, never written by the page. */
  title: string;
  description: string;
  /** Canonical path of the page, e.g. "/services/panel-upgrades". */
  path: string;
  image?: string;
}

type Matches = readonly { id: string; data?: unknown }[];

/** The business facts the root loader sent (with the deployment's overrides), for meta functions. */
export function businessFromMatches(matches: Matches): Business {
  return (matches.find((m) => m.id === "root")?.data as { business?: Business } | undefined)?.business ?? defaultBusiness;
}

/** "<page title> | <business name>": every page's <title>, so BUSINESS_NAME renames them all. */
export function pageTitle(title: string, matches: Matches): string {
  return `${title} | ${businessFromMatches(matches).name}`;
}

/** Title, description, canonical link and Open Graph tags for one page. */
export function seo(page: PageSeo, matches: Matches): MetaDescriptor[] {
  const business = businessFromMatches(matches);
  const title = pageTitle(page.title, matches);
  const url = new URL(page.path, business.siteUrl).href;
  const image = new URL(page.image ?? "/og-image.png", business.siteUrl).href;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: business.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
