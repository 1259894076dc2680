import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sitemapXml } from "~/content/sitemap";
import { getBusiness } from "~/lib/site/business.server";

/** The day this server build was made: the build file's modification time. */
function buildDate(): string {
  try {
    return statSync(fileURLToPath(import.meta.url)).mtime.toISOString().slice(0, 10);
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

const lastmod = buildDate();

export function loader() {
  return new Response(sitemapXml(getBusiness().siteUrl, lastmod), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
