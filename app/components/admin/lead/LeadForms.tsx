import { useForm, type FieldMetadata, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { FieldError } from "~/components/forms/fields";
import { useIsPending } from "~/hooks/use-is-pending";
import { LOST_REASON_MAX, NOTE_MAX } from "~/forms/admin-messages";
import { leadActionSchemas, type LeadIntent } from "~/forms/lead-pipeline";
import { StatusOptions } from "./format";

/** The office's forms on a lead (status, owner, note): validated in the browser with JavaScript, by the action always. */

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
function Field({ field, label, hint, children }: { field: FieldMetadata<string>; label: string; hint?: string; children: ReactNode }) {
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
const described = (field: FieldMetadata<string>, hint = false) => ({
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

export function StatusForm({ status, lostReason, reply, version }: { status: string; lostReason: string | null; reply: Reply; version: string }) {
  const [form, fields] = useLeadForm("status", reply, { status, lostReason: lostReason ?? "" });
  return (
    <LeadForm intent="status" form={form} version={version} submit={{ idle: "Save status", busy: "Saving..." }}>
      <Field field={fields.status} label="Status">
        <select id={fields.status.id} name="status" defaultValue={fields.status.initialValue ?? status} className="admin-input">
          <StatusOptions />
        </select>
      </Field>
      <Field field={fields.lostReason} label="Lost reason" hint="Needed when the status is Lost">
        <input
          name="lostReason"
          defaultValue={fields.lostReason.initialValue ?? ""}
          maxLength={LOST_REASON_MAX}
          className="admin-input"
          {...described(fields.lostReason, true)}
        />
      </Field>
    </LeadForm>
  );
}

export function OwnerForm({
  ownerId,
  owners,
  reply,
  version,
}: {
  ownerId: string | null;
  owners: { id: string; name: string }[];
  reply: Reply;
  version: string;
}) {
  const [form, fields] = useLeadForm("owner", reply, { ownerId: ownerId ?? "" });
  return (
    <LeadForm intent="owner" form={form} version={version} submit={{ idle: "Save owner", busy: "Saving..." }}>
      <Field field={fields.ownerId} label="Owner">
        <select name="ownerId" defaultValue={fields.ownerId.initialValue ?? ownerId ?? ""} className="admin-input" {...described(fields.ownerId)}>
          <option value="">Nobody</option>
          {owners.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </Field>
    </LeadForm>
  );
}

export function NoteForm({ reply, version }: { reply: Reply; version: string }) {
  const [form, fields] = useLeadForm("note", reply, { body: "" });
  return (
    <LeadForm intent="note" form={form} version={version} submit={{ idle: "Add note", busy: "Adding..." }} className="mt-4">
      <Field field={fields.body} label="New note">
        <textarea
          name="body"
          rows={3}
          maxLength={NOTE_MAX}
          defaultValue={fields.body.initialValue ?? ""}
          className="admin-input py-2"
          {...described(fields.body)}
        />
      </Field>
    </LeadForm>
  );
}
