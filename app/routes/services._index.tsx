import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { deferUntilUsed } from "~/components/ui/deferred";
import { langOf } from "~/content/languages";
import { servicesPageText } from "~/lib/site/page-text.server";
import { servicesEditedWords } from "~/lib/content/service-cards.server";
import { seo } from "~/lib/site/seo";

// Cards and links that work without JavaScript: the page's code loads when first reached for.
const ServicesIndexPage = deferUntilUsed(() => import("~/components/service/ServicesIndexPage").then((m) => m.ServicesIndexPage));

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seo({ ...data.meta, path: "/services" }, matches) : []);

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = langOf(new URL(request.url).pathname);
  const { meta, words } = servicesPageText(lang);
  const { description, ...edited } = await servicesEditedWords(request, lang);
  return json({ meta: { ...meta, description }, words, ...edited });
}

export default function Services() {
  return <ServicesIndexPage data={useLoaderData<typeof loader>()} />;
}
