import type { MetaDescriptor } from "@remix-run/node";
import { defaultBusiness, type Business } from "~/content/business";
import { langOf, languages, localePath, localeTags, type Lang } from "~/content/languages";

interface PageSeo {
  /** The page's own title; the business name is appended here, never written by the page. */
  title: string;
  description: string;
  /** The page's English path, e.g. "/services/panel-upgrades"; its Spanish twin is the same under /es. */
  path: string;
  image?: string;
}

type Matches = readonly { id: string; pathname?: string; data?: unknown }[];

/** The language of the page being rendered, from the deepest match's path (a meta function has no hook). */
function langFromMatches(matches: Matches): Lang {
  return langOf(matches.at(-1)?.pathname ?? "/");
}

/** The business facts for meta functions: the defaults with what the root loader sent over them (as useBusiness). */
function businessFromMatches(matches: Matches): Business {
  return { ...defaultBusiness, ...(matches.find((m) => m.id === "root")?.data as { business?: Partial<Business> } | undefined)?.business };
}

/** "<page title> | <business name>": every page's <title>, so BUSINESS_NAME renames them all. */
export function pageTitle(title: string, matches: Matches): string {
  return `${title} | ${businessFromMatches(matches).name}`;
}

/**
 * Title, description, the canonical link of the page's language, its twin in every language (hreflang, with
 * English as x-default) and Open Graph tags for one page.
 */
export function seo(page: PageSeo, matches: Matches): MetaDescriptor[] {
  const business = businessFromMatches(matches);
  const lang = langFromMatches(matches);
  const title = pageTitle(page.title, matches);
  const urlIn = (language: Lang) => new URL(localePath(language, page.path), business.siteUrl).href;
  const url = urlIn(lang);
  const image = new URL(page.image ?? "/og-image.png", business.siteUrl).href;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...languages.map((language) => ({ tagName: "link", rel: "alternate", hrefLang: language, href: urlIn(language) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: urlIn("en") },
    { property: "og:locale", content: localeTags[lang].og },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: business.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
