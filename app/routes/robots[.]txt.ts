import { robotsTxt } from "~/content/sitemap";
import { getBusiness } from "~/lib/site/business.server";

export function loader() {
  return new Response(robotsTxt(getBusiness().siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
