import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { At, statusLabel, townOf } from "~/components/admin/lead/format";
import { LeadFacts } from "~/components/admin/lead/LeadFacts";
import { AssignToMeForm, LeadUpdateForm } from "~/components/admin/lead/LeadForms";
import { LeadActions } from "~/components/admin/lead/LeadActions";
import { LeadHistory, NoteList } from "~/components/admin/lead/LeadHistory";
import { LeadReview } from "~/components/admin/lead/LeadReview";
import { LeadThread, ReplyForm } from "~/components/admin/lead/LeadThread";
import { Section } from "~/components/admin/Section";
import { LanguageMarker } from "~/components/admin/LanguageMarker";
import { Notice } from "~/components/admin/Notice";
import { actOnLead, loadLead } from "~/lib/office/lead-pipeline.server";
import { ATTENTION_LABELS, PIPELINE_MESSAGES } from "~/forms/admin-messages";
import type { LeadIntent } from "~/forms/lead-pipeline";
import { JSON_REPLY } from "~/forms/reply";
import { requireAdmin } from "~/lib/auth/require-admin.server";
import { failureReason } from "~/lib/platform/service-failure.server";
import { pageTitle } from "~/lib/site/seo";
import { redirectWithToast } from "~/lib/platform/toast.server";
import { LeadPhotos } from "~/components/admin/LeadPhotos";
import type { AdminPhoto } from "~/lib/requests/lead-photos";
import { listAdminPhotos } from "~/lib/requests/admin-photos.server";
import { bookVisitOnLead, visitChoices } from "~/lib/visits/visit-booking.server";
import { VisitForm } from "~/components/admin/lead/VisitForm";
import { markOnMyWay, visitToday } from "~/lib/visits/visit-on-my-way.server";
import { cancelVisitOnLead } from "~/lib/visits/visit-cancellation.server";
import { OnMyWayForm } from "~/components/admin/lead/OnMyWayForm";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Lead", matches) }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  let found: (NonNullable<Awaited<ReturnType<typeof loadLead>>> & { photos: AdminPhoto[]; visit: Awaited<ReturnType<typeof visitChoices>>; onMyWay: Awaited<ReturnType<typeof visitToday>> }) | null;
  try {
    const id = params.leadId ?? "";
    const [lead, photos] = await Promise.all([loadLead(id), listAdminPhotos(id)]);
    found = lead && { ...lead, photos, visit: await visitChoices(id, lead.lead.statusToken), onMyWay: await visitToday(id) };
  } catch (failure) {
    throw json({ message: PIPELINE_MESSAGES.loadFailed(failureReason("database", "lead page failed", failure)) }, { status: 503 });
  }
  if (!found) throw new Response(PIPELINE_MESSAGES.notFound, { status: 404, statusText: "Not Found" });
  return json({ ...found, me: admin.id });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData().catch(() => null);
  if (!form) return json({ intent: "", ok: false, message: PIPELINE_MESSAGES.unreadable, reply: undefined as SubmissionResult<string[]> | undefined }, { status: 400 });
  const intent = String(form.get("intent") ?? "");
  // A visit, its cancellation and "on my way" are their own workflows (app/lib/visits); every other form is the pipeline's.
  const leadId = params.leadId ?? "";
  const outcome =
    intent === "visit"
      ? await bookVisitOnLead(leadId, form, admin.id)
      : intent === "on-my-way"
        ? { reply: undefined, ...(await markOnMyWay(leadId, form, admin.id)) }
        : intent === "cancel-visit"
          ? { reply: undefined, ...(await cancelVisitOnLead(leadId, form, admin.id)) }
          : await actOnLead(leadId, form, admin.id);
  // A fetcher (the reply form with JavaScript) gets the outcome as data and stays on the page.
  if (outcome.ok && form.get(JSON_REPLY.name) === JSON_REPLY.value) return json({ intent, ok: true, message: outcome.message, reply: undefined });
  if (outcome.ok) return redirectWithToast(`/admin/leads/${params.leadId}`, { title: outcome.message, type: "success" });
  return json({ intent, ok: false, message: outcome.message, reply: outcome.reply }, { status: outcome.status });
}

/**
 * A lead's page as the office's phone opens it: Call and Text, "Assign to me" and the one save of status, owner
 * and note come first; then what the customer sent, the texts and calls, and the record. Two columns from lg.
 */
export default function LeadPage() {
  const { lead, notes, events, owners, photos, thread, review, visit, onMyWay, me } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const replyFor = (intent: LeadIntent) => (result?.intent === intent ? (result.reply ?? undefined) : undefined);
  // After a saved change the forms start again from the lead as it now is.
  const version = lead.updatedAt;

  return (
    <article aria-labelledby="lead-title">
      <p className="mt-2 lg:mt-6">
        <Link to="/admin/leads" className="inline-flex min-h-[44px] items-center underline">
          Back to the inbox
        </Link>
      </p>
      <h1 id="lead-title" className="break-words text-2xl font-extrabold lg:text-3xl">
        {lead.name || lead.email || "(no name)"}
      </h1>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-navy-700" data-testid="lead-summary">
        <LanguageMarker language={lead.language} />
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
          Received <At iso={lead.createdAt} />, {lead.times.sinceRequest} ago
        </span>
        <span>
          {lead.times.sinceResponse
            ? `First response ${lead.times.sinceResponse} ago, ${lead.times.responseTook} after the request`
            : "No response yet"}
        </span>
      </p>
      {lead.attention && lead.attentionAt ? (
        <div className="mt-3">
          <Notice type="info" testId="lead-attention-mark">
            <strong>Needs attention: {ATTENTION_LABELS[lead.attention] ?? lead.attention}</strong>, <At iso={lead.attentionAt} />. Your next change here marks it seen.
          </Notice>
        </div>
      ) : null}
      {result?.message && result.intent !== "reply" && result.intent !== "visit" ? (
        <div className="mt-4">
          <Notice type="error">{result.message}</Notice>
        </div>
      ) : null}

      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="space-y-4 lg:order-2">
          <LeadActions phone={lead.phone} email={lead.email} />
          {lead.ownerId === me ? null : <AssignToMeForm me={me} version={version} />}
          <LeadUpdateForm status={lead.status} lostReason={lead.lostReason} ownerId={lead.ownerId} owners={owners} reply={replyFor("update")} version={version} />
          <Section id="visit-title" title="Visit">
            {onMyWay ? <OnMyWayForm who={onMyWay.who} version={version} /> : null}
            <VisitForm
              choices={visit}
              reply={result?.intent === "visit" ? (result.reply ?? undefined) : undefined}
              refusal={result?.intent === "visit" && result.message ? result.message : undefined}
              version={version}
            />
          </Section>
        </div>

        <div className="space-y-6 lg:order-1 lg:row-span-2">
          <LeadFacts lead={lead} />
          <Section id="thread-title" title="Texts and calls">
            <LeadThread entries={thread} />
            <ReplyForm pageResult={result} version={version} />
          </Section>
          <LeadPhotos photos={photos} />
        </div>

        <div className="space-y-6 lg:order-3">
          <Section id="review-title" title="Review">
            <LeadReview status={lead.status} review={review} town={townOf(lead.fields?.address)} reply={replyFor("publish-review")} />
          </Section>
          <Section id="notes-title" title="Notes">
            <NoteList notes={notes} />
          </Section>
          <Section id="history-title" title="History">
            <LeadHistory events={events} />
          </Section>
        </div>
      </div>
    </article>
  );
}
