import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData, useSubmit } from "@remix-run/react";
import { Notice } from "~/components/admin/Notice";
import { useHydrated } from "~/hooks/use-hydrated";
import { requireAdmin } from "~/lib/require-admin.server";
import { failureReason } from "~/lib/service-failure.server";
import { detailsText, loadInbox } from "~/lib/leads-inbox.server";
import { pageTitle } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Leads", matches) }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const kind = params.get("kind") || "";
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  let inbox: Awaited<ReturnType<typeof loadInbox>> = { leads: [], total: 0, kinds: [], pages: 1 };
  let error: string | null = null;
  try {
    inbox = await loadInbox({ kind: kind || null, page });
  } catch (failure) {
    error = `Failed to fetch leads: ${failureReason("database", "leads inbox failed", failure)}`;
  }
  return json(
    {
      kind,
      kinds: inbox.kinds,
      page,
      pages: inbox.pages,
      total: inbox.total,
      leads: inbox.leads.map((l) => ({ ...l, details: detailsText(l.fields) })),
      error,
    },
    { status: error ? 503 : 200 },
  );
}

const mailLabel = { none: "no mail", pending: "pending", sent: "sent", failed: "failed" } as const;
const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "America/New_York" });

export default function LeadsInbox() {
  const data = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const query = (extra: Record<string, string>) => new URLSearchParams({ ...(data.kind ? { kind: data.kind } : {}), ...extra });

  return (
    <section aria-labelledby="leads-title">
      <h1 id="leads-title" className="mt-6 text-3xl font-extrabold">
        Leads inbox
      </h1>
      <p className="mt-2 text-navy-700">
        Every request sent from the site, newest first ({data.total} {data.kind ? `of kind ${data.kind}` : "in all"}). Times are Eastern.
      </p>
      {data.error ? (
        <div className="mt-4">
          <Notice type="error">{data.error}</Notice>
        </div>
      ) : null}

      <div className="mt-4 flex flex-wrap items-end gap-3">
        <Form method="get" className="flex items-end gap-2">
          <div>
            <label htmlFor="leads-kind" className="block font-semibold">
              Kind
            </label>
            <select
              id="leads-kind"
              name="kind"
              defaultValue={data.kind}
              className="mt-1 min-h-[44px] rounded-lg border border-navy-600 bg-white px-3"
              onChange={(event) => submit(event.currentTarget.form)}
            >
              <option value="">All kinds</option>
              {data.kinds.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </select>
          </div>
          {hydrated ? null : (
            <button type="submit" className="btn-outline">
              Filter
            </button>
          )}
        </Form>
        <a href={`/admin/leads.csv?${query({})}`} className="btn-secondary" download>
          Export CSV
        </a>
      </div>

      {data.leads.length === 0 ? (
        <p className="mt-8 text-lg">No requests yet.</p>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
        <div className="mt-6 overflow-x-auto rounded-xl border border-navy-100" tabIndex={0} role="region" aria-label="Leads">
          <table className="min-w-full text-left text-sm" data-testid="leads-table">
            <thead className="bg-navy-50">
              <tr>
                {["Received", "Kind", "Name", "Contact", "Service", "Message", "Page", "Mail"].map((h) => (
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
                    <time dateTime={lead.createdAt}>{when.format(new Date(lead.createdAt))}</time>
                  </td>
                  <td className="px-3 py-2">{lead.kind}</td>
                  <td className="px-3 py-2">
                    <Link to={`/admin/leads/${lead.id}`} className="underline">
                      {lead.name || "(no name)"}
                    </Link>
                  </td>
                  <td className="px-3 py-2">
                    {lead.email ? <span className="block break-all">{lead.email}</span> : null}
                    {lead.phone ? <span className="block whitespace-nowrap">{lead.phone}</span> : null}
                  </td>
                  <td className="px-3 py-2">{lead.service}</td>
                  <td className="max-w-md whitespace-pre-wrap break-words px-3 py-2">
                    {lead.message}
                    {lead.details ? <span className="mt-1 block text-xs text-navy-700">{lead.details}</span> : null}
                  </td>
                  <td className="px-3 py-2">{lead.page}</td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {mailLabel[lead.mail.status]}
                    {lead.mail.total > 0 ? ` (${lead.mail.sent}/${lead.mail.total})` : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {data.pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex items-center gap-3">
          {data.page > 1 ? (
            <Link to={`?${query({ page: String(data.page - 1) })}`} className="btn-outline">
              Newer
            </Link>
          ) : null}
          <span>
            Page {data.page} of {data.pages}
          </span>
          {data.page < data.pages ? (
            <Link to={`?${query({ page: String(data.page + 1) })}`} className="btn-outline">
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
