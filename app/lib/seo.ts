import type { MetaDescriptor } from "@remix-run/node";
import { defaultBusiness, type Business } from "~/content/business";

interface PageSeo {
  title: string;
  description: string;
  /** Canonical path of the page, e.g. "/services/panel-upgrades". */
  path: string;
  image?: string;
}

type Matches = readonly { id: string; data?: unknown }[];

/** Title, description, canonical link and Open Graph tags for one page. */
export function seo(page: PageSeo, matches: Matches): MetaDescriptor[] {
  const business = (matches.find((m) => m.id === "root")?.data as { business?: Business } | undefined)?.business ?? defaultBusiness;
  const url = new URL(page.path, business.siteUrl).href;
  const image = new URL(page.image ?? "/og-image.png", business.siteUrl).href;
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: business.name },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
