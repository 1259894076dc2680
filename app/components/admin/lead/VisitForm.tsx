import { type FieldMetadata, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { Notice } from "~/components/admin/Notice";
import { useIsPending } from "~/hooks/use-is-pending";
import { VISIT_MESSAGES as M } from "~/forms/admin-messages";
import { visitSchema, type VisitChoices } from "~/forms/visit";
import { described, Field } from "./LeadForms";

/**
 * The lead's visits, each booked one with its "Cancel visit" button (a plain post), and the form that books one (docs/visits.md): a day, an arrival window and who goes, in one
 * post that works without JavaScript. A refused booking (an overlap) comes back with its message and the
 * choices as typed.
 */
export function VisitForm({
  choices,
  reply,
  refusal,
  version,
}: {
  choices: VisitChoices;
  reply: SubmissionResult<string[]> | undefined;
  refusal: string | undefined;
  version: string;
}) {
  const [form, fields] = useForm<Record<string, string>>({
    id: "lead-visit",
    lastResult: reply,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: visitSchema }),
  });
  const busy = useIsPending({ intent: "visit", state: "submitting" });
  const cancelling = useIsPending({ intent: "cancel-visit", state: "submitting" });
  const typed = (name: "day" | "window" | "electrician") => (reply ? (fields[name].initialValue ?? "") : "");
  return (
    <>
      {choices.visits.length > 0 ? (
        <ul className="mt-3 space-y-2" data-testid="lead-visits">
          {choices.visits.map((visit) => (
            <li key={visit.id} className="rounded-lg bg-navy-50 p-3">
              <strong>{visit.day}</strong>, {visit.window}
              <br />
              {visit.who}
              {visit.status === "booked" ? null : ` (${visit.status})`}
              {visit.status === "booked" || visit.status === "confirmed" ? (
                <Form method="post" className="mt-2">
                  <input type="hidden" name="intent" value="cancel-visit" />
                  <input type="hidden" name="visit" value={visit.id} />
                  <button type="submit" className="btn-outline min-h-[44px]" disabled={cancelling}>
                    {cancelling ? M.cancelling : M.cancel}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-navy-700">No visit booked yet.</p>
      )}
      {choices.calendarPath ? (
        <p className="mt-2">
          <a href={choices.calendarPath} className="inline-flex min-h-[44px] items-center underline">
            The customer&apos;s calendar file
          </a>
        </p>
      ) : null}
      {refusal ? (
        <div className="mt-3">
          <Notice type="error">{refusal}</Notice>
        </div>
      ) : null}
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="mt-3 space-y-3" key={`visit-${version}`}>
        <input type="hidden" name="intent" value="visit" />
        <Field field={fields.day} label="Day">
          <input
            type="date"
            name="day"
            min={choices.today}
            max={choices.lastDay}
            defaultValue={typed("day")}
            required
            className="admin-input"
            {...described(fields.day)}
          />
        </Field>
        <ChoiceField field={fields.window} label="Arrival window" prompt="Choose a window" choices={choices.windows} typed={typed("window")} />
        <ChoiceField field={fields.electrician} label="Who goes" prompt="Choose who goes" choices={choices.electricians} typed={typed("electrician")} />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Booking..." : "Book the visit"}
        </button>
      </Form>
    </>
  );
}

/** One of the form's choices (the window, who goes): a select whose first option asks, the choice as typed kept. */
function ChoiceField({
  field,
  label,
  prompt,
  choices,
  typed,
}: {
  field: FieldMetadata<string>;
  label: string;
  prompt: string;
  choices: { value: string; label: string }[];
  typed: string;
}) {
  return (
    <Field field={field} label={label}>
      <select name={field.name} defaultValue={typed} required className="admin-input" {...described(field)}>
        <option value="">{prompt}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
