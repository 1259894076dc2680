import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { deferUntilUsed } from "~/components/ui/deferred";
import { langOf } from "~/content/languages";
import { emergencyEditedWords } from "~/lib/content/emergency-words.server";
import { emergencyPageText } from "~/lib/site/page-text.server";
import { seo } from "~/lib/site/seo";

// Calls to act are links and the FAQ opens without JavaScript: the page's code loads when first reached for.
const EmergencyPage = deferUntilUsed(() => import("~/components/emergency/EmergencyPage").then((m) => m.EmergencyPage));

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seo({ ...data.meta, path: "/emergency" }, matches) : []);

// The page's words come from here, in its language only (decision 0210); its promise is the office's (docs/content.md).
export async function loader({ request }: LoaderFunctionArgs) {
  const lang = langOf(new URL(request.url).pathname);
  const { business, facts, preview } = await emergencyEditedWords(request, lang);
  return json({ ...emergencyPageText(lang, business, facts), preview });
}

export default function Emergency() {
  return <EmergencyPage data={useLoaderData<typeof loader>()} />;
}
