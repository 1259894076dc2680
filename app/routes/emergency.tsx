import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { deferUntilUsed } from "~/components/ui/deferred";
import { emergencyPage } from "~/lib/content/emergency-words.server";
import { seo } from "~/lib/site/seo";

// Calls to act are links and the FAQ opens without JavaScript: the page's code loads when first reached for.
const EmergencyPage = deferUntilUsed(() => import("~/components/emergency/EmergencyPage").then((m) => m.EmergencyPage));

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seo({ ...data.meta, path: "/emergency" }, matches) : []);

// Its promise is the office's (docs/content.md).
export const loader = ({ request }: LoaderFunctionArgs) => emergencyPage(request);

export default function Emergency() {
  return <EmergencyPage data={useLoaderData<typeof loader>()} />;
}
