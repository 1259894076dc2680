import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { serviceMeta } from "~/components/service/meta";
import { servicePage } from "~/lib/content/service-page-words.server";
import { deferUntilUsed } from "~/components/ui/deferred";

// The page is text, links and FAQ answers that open without JavaScript: its code loads when first reached for.
const ServicePage = deferUntilUsed(() => import("~/components/service/ServicePage").then((m) => m.ServicePage));

/** The 12 service pages and their aliases; any other slug is the 404 page (logged like any unknown path). */
export const loader = ({ params, request }: LoaderFunctionArgs) => servicePage(request, params.slug ?? "");

export const meta = serviceMeta;

export default function ServiceRoute() {
  return <ServicePage data={useLoaderData<typeof loader>()} />;
}
