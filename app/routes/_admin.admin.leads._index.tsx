import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { filterParams, InboxFilters } from "~/components/admin/InboxFilters";
import { LeadList } from "~/components/admin/LeadList";
import { Notice } from "~/components/admin/Notice";
import { loadInbox, parseInboxFilter } from "~/lib/office/leads-inbox.server";
import { requireAdmin } from "~/lib/auth/require-admin.server";
import { failureReason } from "~/lib/platform/service-failure.server";
import { pageTitle } from "~/lib/site/seo";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Leads", matches) }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const { filter, ...position } = parseInboxFilter(new URL(request.url).searchParams);
  let inbox: Awaited<ReturnType<typeof loadInbox>> = {
    leads: [],
    total: 0,
    totalLabel: "0",
    kinds: [],
    services: [],
    owners: [],
    page: position.page,
    pages: null,
    next: null,
    previous: null,
  };
  let error: string | null = null;
  try {
    inbox = await loadInbox(filter, position);
  } catch (failure) {
    error = `Failed to fetch leads: ${failureReason("database", "leads inbox failed", failure)}`;
  }
  return json({ filter, me: admin.id, ...inbox, error }, { status: error ? 503 : 200 });
}

export default function LeadsInbox() {
  const data = useLoaderData<typeof loader>();
  const { filter } = data;
  const query = (extra: Record<string, string>) => new URLSearchParams({ ...filterParams(filter), ...extra });
  const filtered = Object.keys(filter).length > 0;

  return (
    <section aria-labelledby="leads-title">
      <div className="mt-3 flex flex-wrap items-baseline justify-between gap-x-4 lg:mt-6">
        <h1 id="leads-title" className="text-2xl font-extrabold lg:text-3xl">
          Leads inbox
        </h1>
        <p className="text-navy-700">
          {data.totalLabel} {filtered ? "matching" : "in all"}
        </p>
      </div>
      {/* The order, said once where there is room; a phone goes straight to the chips and the cards. */}
      <p className="mt-2 hidden text-navy-700 lg:block">Open emergencies first, then new leads, then the rest; newest first within each. Times are Eastern.</p>
      {data.error ? (
        <div className="mt-4">
          <Notice type="error">{data.error}</Notice>
        </div>
      ) : null}

      <InboxFilters filter={filter} me={data.me} kinds={data.kinds} services={data.services} owners={data.owners} />

      {data.leads.length === 0 ? (
        <p className="mt-8 text-lg">{filtered ? "No lead matches these filters." : "No requests yet."}</p>
      ) : (
        <LeadList leads={data.leads} />
      )}

      {/* Plain links that carry the cursor of the page's first or last lead: each page costs the same, however deep. */}
      {data.previous || data.next ? (
        <nav aria-label="Pages" className="mt-4 flex items-center gap-3">
          {data.previous ? (
            <Link to={`?${query({ page: String(data.page - 1), before: data.previous })}`} className="btn-outline">
              Previous
            </Link>
          ) : null}
          <span>
            Page {data.page}
            {data.pages ? ` of ${data.pages}` : ""}
          </span>
          {data.next ? (
            <Link to={`?${query({ page: String(data.page + 1), after: data.next })}`} className="btn-outline">
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
