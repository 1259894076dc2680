import { languages, localePath } from "~/content/languages";
import { cities } from "./cities";
import { servicePath, servicePages } from "./service-pages";

/** Every public, canonical page path (aliases such as /services/ev-chargers are left out). */
export const publicPaths: string[] = [
  "/",
  "/about",
  "/services",
  "/service-areas",
  "/gallery",
  "/reviews",
  "/contact",
  "/emergency",
  ...servicePages.map((page) => servicePath(page.slug)),
  ...cities.map((city) => city.path),
  "/privacy",
];

/** Paths crawlers are asked to stay out of. */
export const disallowedPaths = ["/admin", "/gallery-import", "/login"];

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);

/** Every public page in both languages: each English path followed by its Spanish twin under /es. */
export const sitemapPaths = (paths: string[] = publicPaths) => paths.flatMap((path) => languages.map((lang) => localePath(lang, path)));

/**
 * sitemap.xml: every public page in both languages as an absolute URL, each with the same lastmod (YYYY-MM-DD)
 * and its twins as xhtml:link alternates (en, es and x-default = English), as search engines read them.
 */
export function sitemapXml(siteUrl: string, lastmod: string, paths: string[] = publicPaths): string {
  const href = (path: string) => escapeXml(new URL(path, siteUrl).href);
  const urls = paths.flatMap((path) => {
    const alternates = [
      ...languages.map((lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${href(localePath(lang, path))}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${href(path)}"/>`,
    ].join("\n");
    return languages.map(
      (lang) => `  <url>\n    <loc>${href(localePath(lang, path))}</loc>\n    <lastmod>${lastmod}</lastmod>\n${alternates}\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything allowed but the private paths, and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", siteUrl).href}`,
    "",
  ].join("\n");
}
