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

/** sitemap.xml: every public path as an absolute URL, each with the same lastmod (YYYY-MM-DD). */
export function sitemapXml(siteUrl: string, lastmod: string, paths: string[] = publicPaths): string {
  const urls = paths
    .map((path) => `  <url>\n    <loc>${escapeXml(new URL(path, siteUrl).href)}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
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
