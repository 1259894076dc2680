import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CONTENT_MESSAGES } from "~/forms/admin-messages";
import { requireAdmin } from "~/lib/auth/require-admin.server";
import { loadContentList } from "~/lib/content/content-editing.server";
import { pageTitle } from "~/lib/site/seo";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Site words", matches) }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json(await loadContentList());
}

/** Every block of the site's words, what visitors see of it, and the Spanish that waits for an update. */
export default function ContentList() {
  const { blocks, needsUpdate } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="content-title">
      <h1 id="content-title" className="mt-6 text-3xl font-extrabold">
        Site words
      </h1>
      <p className="mt-2 max-w-prose text-navy-700">
        Edit the words of the public pages in English and Spanish, preview them on the page, then publish. Every version is kept and can be put back.
      </p>
      <p className="mt-3 font-semibold" data-testid="needs-update-count">
        {needsUpdate === 0 ? "No Spanish waits for an update." : `${needsUpdate} Spanish ${needsUpdate === 1 ? "field needs" : "fields need"} an update.`}
      </p>
      <ul className="mt-4 divide-y divide-navy-100 rounded-xl border border-navy-100">
        {blocks.map((block) => (
          <li key={block.key} className="p-4">
            <Link to={`/admin/content/${block.key}`} className="font-bold text-brand-600 hover:underline">
              {block.label}
            </Link>{" "}
            <span className="text-navy-700">({block.state})</span>
            {block.needsUpdate.length > 0 ? (
              <p className="mt-1 text-sm text-red-900">
                {CONTENT_MESSAGES.needsUpdate}: {block.needsUpdate.join(", ")}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
