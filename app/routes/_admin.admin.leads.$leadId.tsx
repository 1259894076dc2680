import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { Notice } from "~/components/admin/Notice";
import { FieldError } from "~/components/forms/fields";
import { useIsPending } from "~/hooks/use-is-pending";
import { useOfficeClock } from "~/hooks/use-office-clock";
import { actOnLead, loadLead } from "~/lib/lead-pipeline.server";
import { FIELD_LABELS, LEAD_STATUSES, LOST_REASON_MAX, NOTE_MAX, PIPELINE_MESSAGES, STATUS_LABELS, type LeadStatus } from "~/lib/lead-pipeline.messages";
import { leadActionSchemas, type LeadIntent } from "~/lib/lead-pipeline.schema";
import { requireAdmin } from "~/lib/require-admin.server";
import { failureReason } from "~/lib/service-failure.server";
import { pageTitle } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { LeadPhotos } from "~/components/admin/LeadPhotos";
import type { AdminPhoto } from "~/lib/lead-photos";
import { listAdminPhotos } from "~/lib/lead-photos.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Lead", matches) }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  let found: (NonNullable<Awaited<ReturnType<typeof loadLead>>> & { photos: AdminPhoto[] }) | null;
  try {
    const id = params.leadId ?? "";
    const [lead, photos] = await Promise.all([loadLead(id), listAdminPhotos(id)]);
    found = lead && { ...lead, photos };
  } catch (failure) {
    throw json({ message: PIPELINE_MESSAGES.loadFailed(failureReason("database", "lead page failed", failure)) }, { status: 503 });
  }
  if (!found) throw new Response(PIPELINE_MESSAGES.notFound, { status: 404, statusText: "Not Found" });
  return json(found);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData().catch(() => null);
  if (!form) return json({ intent: "", message: PIPELINE_MESSAGES.unreadable, reply: undefined }, { status: 400 });
  const outcome = await actOnLead(params.leadId ?? "", form, admin.id);
  if (outcome.ok) return redirectWithToast(`/admin/leads/${params.leadId}`, { title: outcome.message, type: "success" });
  return json({ intent: String(form.get("intent") ?? ""), message: outcome.message, reply: outcome.reply }, { status: outcome.status });
}

const statusLabel = (status: string | null) => (status ? (STATUS_LABELS[status as LeadStatus] ?? status) : "—");

/** A history row's values as the office reads them. */
function eventValue(field: string, value: string | null) {
  if (value == null || value === "") return "—";
  return field === "status" ? statusLabel(value) : value;
}

/** One of the page's forms, wired to conform: validated in the browser with JavaScript, by the action always. */
function useLeadForm<I extends LeadIntent>(intent: I, lastResult: SubmissionResult<string[]> | undefined, defaultValue: Record<string, string>) {
  // The forms' fields are plain strings (the schemas read them).
  return useForm<Record<string, string>>({
    id: `lead-${intent}`,
    lastResult,
    defaultValue,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: leadActionSchemas[intent] }),
  });
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-navy-100 p-5">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function LeadPage() {
  const { lead, notes, events, owners, photos } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const clock = useOfficeClock({ dateStyle: "medium", timeStyle: "short" });
  const at = (iso: string) => <time dateTime={iso}>{clock(iso)}</time>;
  const replyFor = (intent: LeadIntent) => (result?.intent === intent ? (result.reply ?? undefined) : undefined);
  const [statusForm, statusFields] = useLeadForm("status", replyFor("status"), { status: lead.status, lostReason: lead.lostReason ?? "" });
  const [ownerForm, ownerFields] = useLeadForm("owner", replyFor("owner"), { ownerId: lead.ownerId ?? "" });
  const [noteForm, noteFields] = useLeadForm("note", replyFor("note"), { body: "" });
  const savingStatus = useIsPending({ intent: "status", state: "submitting" });
  const savingOwner = useIsPending({ intent: "owner", state: "submitting" });
  const savingNote = useIsPending({ intent: "note", state: "submitting" });
  // After a saved change the forms start again from the lead as it now is.
  const version = lead.updatedAt;
  const sent: [string, ReactNode][] = [
    ["Kind", lead.kind],
    ["Name", lead.name],
    ["Email", lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : null],
    ["Phone", lead.phone ? <a href={`tel:${lead.phone}`}>{lead.phone}</a> : null],
    ["Service", lead.service],
    ["Message", lead.message],
    ...Object.entries(lead.fields ?? {})
      .filter(([key, value]) => value !== "" && !["name", "email", "phone", "message"].includes(key))
      .map(([key, value]): [string, ReactNode] => [key, value]),
    ["Sent from", lead.page],
  ];
  const source: [string, string | null][] = [
    ["Source", lead.source],
    ["First page", lead.firstPage],
    ["Referrer", lead.referrer],
    ["Campaign", [lead.utmCampaign, lead.utmMedium, lead.utmTerm, lead.utmContent].filter(Boolean).join(" / ") || null],
  ];

  return (
    <article aria-labelledby="lead-title">
      <p className="mt-6">
        <Link to="/admin/leads" className="underline">
          Back to the inbox
        </Link>
      </p>
      <h1 id="lead-title" className="mt-2 text-3xl font-extrabold">
        {lead.name || lead.email || "(no name)"}
      </h1>
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-navy-700" data-testid="lead-summary">
        {lead.emergency ? (
          <>
            <strong className="rounded bg-brand-700 px-2 py-0.5 text-white">Emergency</strong>
            <Link to={`/admin/leads/${lead.id}/alerts`} className="underline">
              Alerts and acknowledgement
            </Link>
          </>
        ) : null}
        <span>
          Status: <strong data-testid="lead-status">{statusLabel(lead.status)}</strong>
          {lead.status === "lost" && lead.lostReason ? ` (${lead.lostReason})` : ""}
        </span>
        <span>Owner: {lead.owner?.name ?? "nobody yet"}</span>
        <span>
          Received {at(lead.createdAt)}, {lead.times.sinceRequest} ago
        </span>
        <span>
          {lead.times.sinceResponse
            ? `First response ${lead.times.sinceResponse} ago, ${lead.times.responseTook} after the request`
            : "No response yet"}
        </span>
      </p>
      {result?.message ? (
        <div className="mt-4">
          <Notice type="error">{result.message}</Notice>
        </div>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <Section id="sent-title" title="What they sent">
            <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2" data-testid="lead-sent">
              {sent
                .filter(([, value]) => value != null && value !== "")
                .map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="font-semibold">{label}</dt>
                    <dd className="whitespace-pre-wrap break-words">{value}</dd>
                  </div>
                ))}
            </dl>
          </Section>

          <Section id="source-title" title="Where it came from">
            <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2">
              {source
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="font-semibold">{label}</dt>
                    <dd className="break-all">{value}</dd>
                  </div>
                ))}
            </dl>
          </Section>

          <LeadPhotos photos={photos} />
        </div>

        <div className="space-y-6">
          <Section id="status-title" title="Status">
            <Form method="post" id={statusForm.id} onSubmit={statusForm.onSubmit} noValidate className="mt-3 space-y-3" key={`status-${version}`}>
              <input type="hidden" name="intent" value="status" />
              <div>
                <label htmlFor={statusFields.status.id} className="block font-semibold">
                  Status
                </label>
                <select id={statusFields.status.id} name="status" defaultValue={statusFields.status.initialValue ?? lead.status} className="admin-input">
                  {LEAD_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {STATUS_LABELS[s]}
                    </option>
                  ))}
                </select>
                <FieldError id={statusFields.status.errorId} errors={statusFields.status.errors} />
              </div>
              <div>
                <label htmlFor={statusFields.lostReason.id} className="block font-semibold">
                  Lost reason
                </label>
                <input
                  id={statusFields.lostReason.id}
                  name="lostReason"
                  defaultValue={statusFields.lostReason.initialValue ?? ""}
                  maxLength={LOST_REASON_MAX}
                  className="admin-input"
                  aria-invalid={statusFields.lostReason.errors ? true : undefined}
                  aria-describedby={`${statusFields.lostReason.id}-hint${statusFields.lostReason.errors ? ` ${statusFields.lostReason.errorId}` : ""}`}
                />
                <p id={`${statusFields.lostReason.id}-hint`} className="text-sm text-navy-700">
                  Needed when the status is Lost
                </p>
                <FieldError id={statusFields.lostReason.errorId} errors={statusFields.lostReason.errors} />
              </div>
              <button type="submit" className="btn-primary" disabled={savingStatus}>
                {savingStatus ? "Saving..." : "Save status"}
              </button>
            </Form>
          </Section>

          <Section id="owner-title" title="Owner">
            <Form method="post" id={ownerForm.id} onSubmit={ownerForm.onSubmit} noValidate className="mt-3 space-y-3" key={`owner-${version}`}>
              <input type="hidden" name="intent" value="owner" />
              <div>
                <label htmlFor={ownerFields.ownerId.id} className="block font-semibold">
                  Owner
                </label>
                <select
                  id={ownerFields.ownerId.id}
                  name="ownerId"
                  defaultValue={ownerFields.ownerId.initialValue ?? lead.ownerId ?? ""}
                  className="admin-input"
                  aria-invalid={ownerFields.ownerId.errors ? true : undefined}
                  aria-describedby={ownerFields.ownerId.errors ? ownerFields.ownerId.errorId : undefined}
                >
                  <option value="">Nobody</option>
                  {owners.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))}
                </select>
                <FieldError id={ownerFields.ownerId.errorId} errors={ownerFields.ownerId.errors} />
              </div>
              <button type="submit" className="btn-primary" disabled={savingOwner}>
                {savingOwner ? "Saving..." : "Save owner"}
              </button>
            </Form>
          </Section>

          <Section id="notes-title" title="Notes">
            {notes.length === 0 ? (
              <p className="mt-3 text-navy-700">No notes yet.</p>
            ) : (
              <ol className="mt-3 space-y-3" data-testid="lead-notes">
                {notes.map((note) => (
                  <li key={note.id} className="rounded-lg bg-navy-50 p-3">
                    <p className="whitespace-pre-wrap break-words">{note.body}</p>
                    <p className="mt-1 text-xs text-navy-700">
                      {note.author ?? "A former admin"}, {at(note.createdAt)}
                    </p>
                  </li>
                ))}
              </ol>
            )}
            <Form method="post" id={noteForm.id} onSubmit={noteForm.onSubmit} noValidate className="mt-4 space-y-3" key={`note-${version}`}>
              <input type="hidden" name="intent" value="note" />
              <div>
                <label htmlFor={noteFields.body.id} className="block font-semibold">
                  New note
                </label>
                <textarea
                  id={noteFields.body.id}
                  name="body"
                  rows={3}
                  maxLength={NOTE_MAX}
                  defaultValue={noteFields.body.initialValue ?? ""}
                  className="admin-input py-2"
                  aria-invalid={noteFields.body.errors ? true : undefined}
                  aria-describedby={noteFields.body.errors ? noteFields.body.errorId : undefined}
                />
                <FieldError id={noteFields.body.errorId} errors={noteFields.body.errors} />
              </div>
              <button type="submit" className="btn-primary" disabled={savingNote}>
                {savingNote ? "Adding..." : "Add note"}
              </button>
            </Form>
          </Section>

          <Section id="history-title" title="History">
            {events.length === 0 ? (
              <p className="mt-3 text-navy-700">No changes yet.</p>
            ) : (
              <ol className="mt-3 space-y-2 text-sm" data-testid="lead-history">
                {events.map((event) => (
                  <li key={event.id} data-testid="lead-event">
                    {at(event.createdAt)} · <strong>{event.actorName ?? "The system"}</strong> ·{" "}
                    {event.field === "note" ? (
                      "added a note"
                    ) : (
                      <>
                        {FIELD_LABELS[event.field] ?? event.field}: {eventValue(event.field, event.fromValue)} → {eventValue(event.field, event.toValue)}
                      </>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </Section>
        </div>
      </div>
    </article>
  );
}
