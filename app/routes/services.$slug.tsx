import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { serviceMeta } from "~/components/service/meta";
import { servicePageWithWords } from "~/lib/content/service-page-words.server";
import { log } from "~/lib/platform/log.server";
import { langOf } from "~/content/languages";
import { deferUntilUsed } from "~/components/ui/deferred";

// The page is text, links and FAQ answers that open without JavaScript: its code loads when first reached for.
const ServicePage = deferUntilUsed(() => import("~/components/service/ServicePage").then((m) => m.ServicePage));

/** The 12 service pages and their aliases; any other slug is the 404 page (logged like any unknown path). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const data = await servicePageWithWords(request, params.slug ?? "", langOf(pathname));
  if (!data) {
    log.warn("unknown path", { path: pathname, referer: request.headers.get("referer") });
    throw new Response("Not Found", { status: 404 });
  }
  return json(data);
}

export const meta = serviceMeta;

export default function ServiceRoute() {
  return <ServicePage data={useLoaderData<typeof loader>()} />;
}
