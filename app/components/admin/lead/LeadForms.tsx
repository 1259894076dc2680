import { useForm, type FieldMetadata, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { FieldError } from "~/components/forms/fields";
import { useIsPending } from "~/hooks/use-is-pending";
import { LOST_REASON_MAX, NOTE_MAX } from "~/forms/admin-messages";
import { leadActionSchemas, type LeadIntent } from "~/forms/lead-pipeline";
import { StatusOptions } from "./format";

/** The office's forms on a lead (status, owner and note in one save; taking it): validated in the browser with JavaScript, by the action always. */

type Reply = SubmissionResult<string[]> | undefined;

function useLeadForm<I extends LeadIntent>(intent: I, lastResult: Reply, defaultValue: Record<string, string>) {
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

/** A form field: its label, the control (wired with `described`), an optional hint and the field's errors. */
export function Field({ field, label, hint, children }: { field: FieldMetadata<string>; label: string; hint?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={field.id} className="block font-semibold">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${field.id}-hint`} className="text-sm text-navy-700">
          {hint}
        </p>
      ) : null}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** A control's link to its field's errors (and hint), for screen readers. */
export const described = (field: FieldMetadata<string>, hint = false) => ({
  id: field.id,
  "aria-invalid": field.errors ? true : undefined,
  "aria-describedby": [hint ? `${field.id}-hint` : "", field.errors ? field.errorId : ""].filter(Boolean).join(" ") || undefined,
});

/**
 * One form posting `intent`, with its submit button. `version` (the lead's last change) starts it again from
 * the lead as it now is after a saved change.
 */
function LeadForm({
  intent,
  form,
  version,
  submit,
  className = "mt-3",
  children,
}: {
  intent: LeadIntent;
  form: FormMetadata<Record<string, string>, string[]>;
  version: string;
  submit: { idle: string; busy: string };
  className?: string;
  children: ReactNode;
}) {
  const busy = useIsPending({ intent, state: "submitting" });
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className={`${className} space-y-3`} key={`${intent}-${version}`}>
      <input type="hidden" name="intent" value={intent} />
      {children}
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? submit.busy : submit.idle}
      </button>
    </Form>
  );
}

/**
 * The lead's one save: the status (one select), the lost reason, the owner and a new note, posted together. Each
 * change keeps its own history row; an empty note adds none.
 */
export function LeadUpdateForm({
  status,
  lostReason,
  ownerId,
  owners,
  reply,
  version,
}: {
  status: string;
  lostReason: string | null;
  ownerId: string | null;
  owners: { id: string; name: string }[];
  reply: Reply;
  version: string;
}) {
  const [form, fields] = useLeadForm("update", reply, { status, lostReason: lostReason ?? "", ownerId: ownerId ?? "", body: "" });
  // A refused save comes back as typed; otherwise the lead as it now is (conform keeps the first defaults it was
  // given, and this form saves the status and owner with every note).
  const shown = (field: FieldMetadata<string>, current: string) => (reply ? (field.initialValue ?? current) : current);
  return (
    <LeadForm intent="update" form={form} version={version} submit={{ idle: "Save", busy: "Saving..." }} className="mt-0">
      <Field field={fields.status} label="Status">
        <select
          name="status"
          defaultValue={shown(fields.status, status)}
          className="admin-input text-lg font-semibold"
          data-testid="lead-status-control"
          {...described(fields.status)}
        >
          <StatusOptions />
        </select>
      </Field>
      <Field field={fields.lostReason} label="Lost reason" hint="Needed when the status is Lost">
        <input
          name="lostReason"
          defaultValue={shown(fields.lostReason, lostReason ?? "")}
          maxLength={LOST_REASON_MAX}
          className="admin-input"
          {...described(fields.lostReason, true)}
        />
      </Field>
      <Field field={fields.ownerId} label="Owner">
        <select name="ownerId" defaultValue={shown(fields.ownerId, ownerId ?? "")} className="admin-input" {...described(fields.ownerId)}>
          <option value="">Nobody</option>
          {owners.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </Field>
      <Field field={fields.body} label="New note">
        <textarea
          name="body"
          rows={2}
          maxLength={NOTE_MAX}
          defaultValue={shown(fields.body, "")}
          className="admin-input py-2"
          {...described(fields.body)}
        />
      </Field>
    </LeadForm>
  );
}

/** One tap to take the lead (the owner form's post, with the signed-in admin). */
export function AssignToMeForm({ me, version }: { me: string; version: string }) {
  const busy = useIsPending({ intent: "owner", state: "submitting" });
  return (
    <Form method="post" key={`assign-${version}`}>
      <input type="hidden" name="intent" value="owner" />
      <input type="hidden" name="ownerId" value={me} />
      <button type="submit" className="btn-outline w-full" disabled={busy}>
        {busy ? "Saving..." : "Assign to me"}
      </button>
    </Form>
  );
}
