import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData, useSubmit } from "@remix-run/react";
import { LanguageMarker } from "~/components/admin/LanguageMarker";
import { LeadCards } from "~/components/admin/LeadCards";
import { Notice } from "~/components/admin/Notice";
import { telHref } from "~/content/business";
import { formatPhone } from "~/forms/phone";
import { useOfficeClock } from "~/hooks/use-office-clock";
import { statusLabel } from "~/components/admin/lead/format";
import { LEAD_STATUSES, SEARCH_MAX, STATUS_LABELS } from "~/forms/admin-messages";
import { loadInbox, parseInboxFilter } from "~/lib/office/leads-inbox.server";
import { requireAdmin } from "~/lib/auth/require-admin.server";
import { failureReason } from "~/lib/platform/service-failure.server";
import { LANGUAGE_NAMES } from "~/content/languages";
import { pageTitle } from "~/lib/site/seo";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Leads", matches) }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { filter, page } = parseInboxFilter(new URL(request.url).searchParams);
  let inbox: Awaited<ReturnType<typeof loadInbox>> = { leads: [], total: 0, kinds: [], services: [], owners: [], pages: 1 };
  let error: string | null = null;
  try {
    inbox = await loadInbox(filter, page);
  } catch (failure) {
    error = `Failed to fetch leads: ${failureReason("database", "leads inbox failed", failure)}`;
  }
  return json({ filter, page, ...inbox, error }, { status: error ? 503 : 200 });
}

const mailLabel = { none: "no mail", pending: "pending", sent: "sent", failed: "failed" } as const;

/** One of the inbox's choices, as [value, label] pairs: applies at once with JavaScript; the Filter button does it without. */
function FilterSelect({ name, label, value, options }: { name: string; label: string; value: string | undefined; options: (readonly [string, string])[] }) {
  const submit = useSubmit();
  return (
    <div>
      <label htmlFor={`leads-${name}`} className="block font-semibold">
        {label}
      </label>
      <select id={`leads-${name}`} name={name} defaultValue={value ?? ""} className="admin-input" onChange={(event) => submit(event.currentTarget.form)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function LeadsInbox() {
  const clock = useOfficeClock({ dateStyle: "medium", timeStyle: "short" });
  const data = useLoaderData<typeof loader>();
  const { filter } = data;
  const query = (extra: Record<string, string>) => new URLSearchParams({ ...(filter as Record<string, string>), ...extra });
  const filtered = Object.keys(filter).length > 0;

  return (
    <section aria-labelledby="leads-title">
      <h1 id="leads-title" className="mt-6 text-3xl font-extrabold">
        Leads inbox
      </h1>
      <p className="mt-2 text-navy-700">
        Open emergencies first, then new leads, then the rest; newest first within each ({data.total} {filtered ? "matching" : "in all"}). Times are Eastern.
      </p>
      {data.error ? (
        <div className="mt-4">
          <Notice type="error">{data.error}</Notice>
        </div>
      ) : null}

      {data.kinds.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Leads by kind" data-testid="kind-counts">
          {data.kinds.map((k) => (
            <li key={k.kind}>
              <Link to={`?${query({ kind: k.kind, page: "1" })}`} className="underline" aria-current={filter.kind === k.kind ? "true" : undefined}>
                {k.kind}: {k.count}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}

      <Form method="get" className="mt-4" aria-label="Find leads" key={JSON.stringify(filter)}>
        <div>
          <label htmlFor="leads-q" className="block font-semibold">
            Search
          </label>
          <input id="leads-q" type="search" name="q" defaultValue={filter.q ?? ""} maxLength={SEARCH_MAX} className="admin-input" aria-describedby="leads-q-hint" />
          <p id="leads-q-hint" className="text-sm text-navy-700">
            Name, phone, email or address
          </p>
        </div>
        {/* Two choices a row on a phone, four on a wide screen: the leads start within a thumb's reach. */}
        <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <FilterSelect name="status" label="Status" value={filter.status} options={[["", "Any status"], ...LEAD_STATUSES.map((s) => [s, STATUS_LABELS[s]] as const)]} />
          <FilterSelect
            name="kind"
            label="Kind"
            value={filter.kind}
            options={[["", "All kinds"], ...data.kinds.map((k) => [k.kind, `${k.kind} (${k.count})`] as const)]}
          />
          <FilterSelect name="lang" label="Language" value={filter.lang} options={[["", "Any language"], ...Object.entries(LANGUAGE_NAMES)]} />
          <FilterSelect name="service" label="Service" value={filter.service} options={[["", "Any service"], ...data.services.map((s) => [s, s] as const)]} />
          <FilterSelect
            name="owner"
            label="Owner"
            value={filter.owner}
            options={[["", "Anyone"], ["none", "Nobody yet"], ...data.owners.map((o) => [o.id, o.name] as const)]}
          />
          <div>
            <label htmlFor="leads-from" className="block font-semibold">
              Received from
            </label>
            <input id="leads-from" type="date" name="from" defaultValue={filter.from ?? ""} className="admin-input" />
          </div>
          <div>
            <label htmlFor="leads-to" className="block font-semibold">
              Received until
            </label>
            <input id="leads-to" type="date" name="to" defaultValue={filter.to ?? ""} className="admin-input" />
          </div>
        </div>
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <button type="submit" className="btn-outline">
            Filter
          </button>
          {filtered ? (
            <Link to="/admin/leads" className="btn-outline">
              Clear filters
            </Link>
          ) : null}
          <a href={`/admin/leads.csv?${query({})}`} className="btn-secondary" download>
            Export CSV
          </a>
        </div>
      </Form>

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

      {data.pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex items-center gap-3">
          {data.page > 1 ? (
            <Link to={`?${query({ page: String(data.page - 1) })}`} className="btn-outline">
              Previous
            </Link>
          ) : null}
          <span>
            Page {data.page} of {data.pages}
          </span>
          {data.page < data.pages ? (
            <Link to={`?${query({ page: String(data.page + 1) })}`} className="btn-outline">
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
