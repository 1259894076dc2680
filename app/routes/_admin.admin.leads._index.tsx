import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { filterParams, InboxFilters } from "~/components/admin/InboxFilters";
import { LanguageMarker } from "~/components/admin/LanguageMarker";
import { AttentionBadge } from "~/components/admin/AttentionBadge";
import { LeadCards } from "~/components/admin/LeadCards";
import { Notice } from "~/components/admin/Notice";
import { telHref } from "~/content/business";
import { formatPhone } from "~/forms/phone";
import { useOfficeClock } from "~/hooks/use-office-clock";
import { statusLabel } from "~/components/admin/lead/format";
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

const mailLabel = { none: "no mail", pending: "pending", sent: "sent", failed: "failed" } as const;

export default function LeadsInbox() {
  const clock = useOfficeClock({ dateStyle: "medium", timeStyle: "short" });
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
        <>
          <LeadCards leads={data.leads} />
          {/* The table from the width where its columns fit; the cards (the same leads) below it. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard */}
          <div className="mt-6 hidden overflow-x-auto rounded-xl border border-navy-100 lg:block" tabIndex={0} role="region" aria-label="Leads">
            <table className="min-w-full text-left text-sm" data-testid="leads-table">
              <thead className="bg-navy-50">
                <tr>
                  {["Received", "Status", "Kind", "Name", "Contact", "Service", "Message", "Owner", "First response", "Mail"].map((h) => (
                    <th key={h} scope="col" className="px-3 py-2 font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-navy-100">
                {data.leads.map((lead) => (
                  <tr key={lead.id} className="align-top" data-testid="lead-row">
                    <td className="whitespace-nowrap px-3 py-2">
                      <time dateTime={lead.createdAt}>{clock(lead.createdAt)}</time>
                      <span className="block text-xs text-navy-700">{lead.times.sinceRequest} ago</span>
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">
                      {lead.emergency ? <strong className="mr-1 rounded bg-brand-700 px-1.5 py-0.5 text-xs text-white">Emergency</strong> : null}
                      <span data-testid="lead-status">{statusLabel(lead.status)}</span>
                      {lead.attention ? (
                        <span className="mt-1 block">
                          <AttentionBadge attention={lead.attention} />
                        </span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2">{lead.kind}</td>
                    <td className="px-3 py-2">
                      <LanguageMarker language={lead.language} />
                      <Link to={`/admin/leads/${lead.id}`} className="font-semibold underline">
                        {lead.name || lead.email || "(no name)"}
                      </Link>
                    </td>
                    <td className="px-3 py-2">
                      {lead.email ? <span className="block break-words">{lead.email}</span> : null}
                      {lead.phone ? (
                        <a href={telHref(lead.phone)} className="block whitespace-nowrap underline">
                          {formatPhone(lead.phone)}
                        </a>
                      ) : null}
                    </td>
                    <td className="px-3 py-2">{lead.service}</td>
                    <td className="max-w-md whitespace-pre-wrap break-words px-3 py-2">
                      {lead.message}
                      {lead.details ? <span className="mt-1 block text-xs text-navy-700">{lead.details}</span> : null}
                    </td>
                    <td className="px-3 py-2">{lead.owner?.name ?? "—"}</td>
                    <td className="whitespace-nowrap px-3 py-2">
                      {lead.times.sinceResponse ? (
                        <>
                          {lead.times.sinceResponse} ago
                          <span className="block text-xs text-navy-700">after {lead.times.responseTook}</span>
                        </>
                      ) : (
                        "Not yet"
                      )}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">
                      {mailLabel[lead.mail.status]}
                      {lead.mail.total > 0 ? ` (${lead.mail.sent}/${lead.mail.total})` : ""}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
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
