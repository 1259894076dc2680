import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Notice } from "~/components/admin/Notice";
import { useIsPending } from "~/hooks/use-is-pending";
import { useOfficeClock } from "~/hooks/use-office-clock";
import { acknowledgeAsAdmin, markOnTheWayAsAdmin } from "~/lib/emergencies/lead-acknowledgement.server";
import { ACK_MESSAGES } from "~/lib/emergencies/lead-acknowledgement.messages";
import { loadLeadAlerts } from "~/lib/emergencies/lead-alerts-admin.server";
import { requireAdmin } from "~/lib/auth/require-admin.server";
import { pageTitle } from "~/lib/site/seo";
import { redirectWithToast } from "~/lib/platform/toast.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Lead alerts", matches) }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const data = await loadLeadAlerts(params.id ?? "");
  if (!data) throw json({ message: ACK_MESSAGES.noSuchLead }, { status: 404 });
  return json(data);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  const form = await request.formData().catch(() => null);
  const intent = form?.get("intent");
  const id = params.id ?? "";
  if ((await loadLeadAlerts(id)) === null) return json({ message: ACK_MESSAGES.noSuchLead }, { status: 404 });
  if (intent !== "acknowledge" && intent !== "on-the-way") return json({ message: ACK_MESSAGES.unknownAction }, { status: 400 });
  const outcome = intent === "acknowledge" ? await acknowledgeAsAdmin(id, user) : await markOnTheWayAsAdmin(id, user);
  if (!outcome.ok) return json({ message: outcome.message }, { status: outcome.status });
  return redirectWithToast(`/admin/leads/${id}/alerts`, { title: outcome.message, type: "success" });
}

const channelLabel: Record<string, string> = { sms: "SMS", push: "Push", email: "Email" };
const roundLabel = ["first", "next person", "whole list"];

export default function LeadAlerts() {
  const clock = useOfficeClock({ dateStyle: "medium", timeStyle: "medium" });
  const at = (value: string | null) => (value ? clock(value) : "—");
  const { lead, alerts } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const acknowledging = useIsPending({ intent: "acknowledge", state: "submitting" });
  const moving = useIsPending({ intent: "on-the-way", state: "submitting" });
  return (
    <section aria-labelledby="alerts-title">
      <h1 id="alerts-title" className="mt-6 text-3xl font-extrabold">
        {lead.emergency ? "Emergency" : "Request"} from {lead.name ?? "a visitor"}
      </h1>
      <dl className="mt-4 grid max-w-2xl grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Phone</dt>
        <dd>{lead.phone ? <a href={`tel:${lead.phone}`}>{lead.phone}</a> : "—"}</dd>
        <dt className="font-semibold">Address</dt>
        <dd>{lead.address ?? "—"}</dd>
        <dt className="font-semibold">What is wrong</dt>
        <dd>{lead.what ?? "—"}</dd>
        <dt className="font-semibold">Received</dt>
        <dd>{at(lead.createdAt)}</dd>
        <dt className="font-semibold">Acknowledged</dt>
        <dd data-testid="acknowledged">
          {lead.acknowledgedAt ? `by ${lead.acknowledgedBy ?? "someone"} at ${at(lead.acknowledgedAt)} (${lead.timeToAck} after the request)` : "not yet"}
        </dd>
        <dt className="font-semibold">On the way</dt>
        <dd data-testid="on-the-way">{lead.onTheWayAt ? at(lead.onTheWayAt) : "not yet"}</dd>
      </dl>
      {result?.message ? (
        <div className="mt-4">
          <Notice type="error">{result.message}</Notice>
        </div>
      ) : null}
      {lead.emergency ? (
        <div className="mt-4 flex flex-wrap gap-3">
          {lead.acknowledgedAt ? null : (
            <Form method="post">
              <button type="submit" name="intent" value="acknowledge" className="btn-primary" disabled={acknowledging}>
                I&apos;m on it (acknowledge)
              </button>
            </Form>
          )}
          {lead.onTheWayAt ? null : (
            <Form method="post">
              <button type="submit" name="intent" value="on-the-way" className="btn-outline" disabled={moving}>
                On the way
              </button>
            </Form>
          )}
        </div>
      ) : null}

      <h2 className="mt-8 text-xl font-bold">Alerts sent</h2>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard */}
      <div className="mt-3 overflow-x-auto rounded-xl border border-navy-100" tabIndex={0} role="region" aria-label="Alerts">
        <table className="min-w-full text-left text-sm" data-testid="alerts-table">
          <thead className="bg-navy-50">
            <tr>
              <th scope="col" className="p-2">Channel</th>
              <th scope="col" className="p-2">To</th>
              <th scope="col" className="p-2">Round</th>
              <th scope="col" className="p-2">State</th>
              <th scope="col" className="p-2">Tries</th>
              <th scope="col" className="p-2">Delivered</th>
              <th scope="col" className="p-2">Last error</th>
            </tr>
          </thead>
          <tbody>
            {alerts.map((a) => (
              <tr key={a.id} className="border-t border-navy-100">
                <td className="p-2">{channelLabel[a.channel] ?? a.channel}</td>
                <td className="p-2">{a.recipient}</td>
                <td className="p-2">{roundLabel[a.round] ?? a.round}</td>
                <td className="p-2">{a.status}</td>
                <td className="p-2">{a.attempts}</td>
                <td className="p-2">{at(a.sentAt)}</td>
                <td className="p-2">{a.lastError ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
