import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { deferUntilUsed } from "~/components/ui/deferred";
import { servicesPage } from "~/lib/content/services-page.server";
import { seo } from "~/lib/site/seo";

// Cards and links that work without JavaScript: the page's code loads when first reached for.
const ServicesIndexPage = deferUntilUsed(() => import("~/components/service/ServicesIndexPage").then((m) => m.ServicesIndexPage));

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seo({ ...data.meta, path: "/services" }, matches) : []);

export const loader = ({ request }: LoaderFunctionArgs) => servicesPage(request);

export default function Services() {
  return <ServicesIndexPage data={useLoaderData<typeof loader>()} />;
}
