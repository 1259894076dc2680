import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { serviceMeta } from "~/components/service/meta";
import { servicePageData } from "~/lib/site/service-page";
import { servicePageWords } from "~/lib/site/page-text.server";
import type { ServiceBlock } from "~/forms/site-content";
import { serviceBlockKey } from "~/lib/content/blocks.server";
import { siteWords } from "~/lib/content/content-store.server";
import { log } from "~/lib/platform/log.server";
import { langOf } from "~/content/languages";
import { withTestLanguages } from "~/content/catalogue";
import { deferUntilUsed } from "~/components/ui/deferred";

// The page is text, links and FAQ answers that open without JavaScript: its code loads when first reached for.
const ServicePage = deferUntilUsed(() => import("~/components/service/ServicePage").then((m) => m.ServicePage));

/** The 12 service pages and their aliases; any other slug is the 404 page (logged like any unknown path). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const { words, preview } = await siteWords(request);
  const lang = langOf(pathname);
  const data = servicePageData(params.slug ?? "", lang, (slug) => withTestLanguages(words.get(serviceBlockKey(slug)) as ServiceBlock));
  if (!data) {
    log.warn("unknown path", { path: pathname, referer: request.headers.get("referer") });
    throw new Response("Not Found", { status: 404 });
  }
  return json({ ...data, preview, words: servicePageWords(lang, data.page.serviceName) });
}

export const meta = serviceMeta;

export default function ServiceRoute() {
  return <ServicePage data={useLoaderData<typeof loader>()} />;
}
