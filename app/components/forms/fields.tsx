import type { SubmissionResult } from "@conform-to/react";
import { useLocation } from "@remix-run/react";
import type { FrameText } from "~/content/frame-text";
import { useWords } from "~/hooks/use-lang";
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { showToast } from "~/components/ui/Toaster";
import type { FormToast } from "~/forms/messages";
import type { PhotoRefusal } from "~/forms/photos";
import { JSON_REPLY } from "~/forms/reply";
import { sanitizeText } from "~/forms/sanitize";
import { useHydrated } from "~/hooks/use-hydrated";

/** What every form action answers (app/lib/platform/form-response.server.ts). */
export interface FormActionData {
  ok: boolean;
  toast: FormToast;
  reply: SubmissionResult<string[]>;
  bookingUrl?: string;
  note?: string | null;
  /** Photos that were not attached to a request that was taken, each with why. */
  photosRefused?: PhotoRefusal[];
  /** An emergency's status page (/status/<token>). */
  statusPath?: string | null;
}

/** Fetcher forms ask for JSON instead of a redirect; rendered only once JavaScript runs. */
export function JsonReplyField() {
  return useHydrated() ? <input type="hidden" name={JSON_REPLY.name} value={JSON_REPLY.value} /> : null;
}

/** The page the form is on, saved with the lead. */
export function PageField() {
  const { pathname } = useLocation();
  return <input type="hidden" name="page" value={pathname} />;
}

/** A field's problem as the error summary lists it: its message, linking to the field. */
export interface FieldProblem {
  id: string;
  message: string;
}

/** The first error of each field that has one, in the form's order. */
export const problemsOf = (fields: { id: string; errors?: string[] | undefined }[]): FieldProblem[] =>
  fields.flatMap((field) => (field.errors?.[0] ? [{ id: field.id, message: field.errors[0] }] : []));

const sentence = (text: string) => text.trim().replace(/\.$/, "").toLowerCase();

/**
 * The result of a submission. Without JavaScript it is rendered in the form (an alert region the server
 * sends); with JavaScript it is shown as a toast instead. A refusal is the form's error summary: its title,
 * its message (left out when it only repeats a listed problem) and every field's problem as a link to the
 * field. It takes focus when the page loads (`autofocus` on a `tabindex="-1"` region: the answer to a post
 * cannot carry a #fragment), so a keyboard or screen-reader user starts at what went wrong.
 */
export function FormAlert({
  toast,
  problems = [],
  focus = true,
  children,
}: {
  toast: FormToast | null | undefined;
  problems?: FieldProblem[];
  /** Whether an error takes focus on load (false for one that does not answer a post). */
  focus?: boolean;
  children?: ReactNode;
}) {
  const hydrated = useHydrated();
  const shown = useRef<FormToast | null>(null);
  useEffect(() => {
    if (hydrated && toast && shown.current !== toast) {
      shown.current = toast;
      showToast(toast);
    }
  }, [hydrated, toast]);
  if (!toast || hydrated) return null;
  const error = toast.type === "error";
  const focused = error && focus;
  const description = toast.description && !problems.some((p) => sentence(p.message) === sentence(toast.description!)) ? toast.description : null;
  return (
    <div
      role={error ? "alert" : "status"}
      data-testid="form-alert"
      tabIndex={focused ? -1 : undefined}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the summary of a refused post is where the visitor must start
      autoFocus={focused || undefined}
      className={`mb-4 rounded-lg border-l-4 p-4 ${error ? "border-brand-700 bg-red-50 text-red-900" : "border-green-700 bg-green-50 text-green-900"}`}
    >
      <p className="font-bold">{toast.title}</p>
      {description ? <p className="mt-1 text-sm">{description}</p> : null}
      {problems.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm" data-testid="form-problems">
          {problems.map((problem) => (
            <li key={problem.id}>
              <a href={`#${problem.id}`} className="font-medium underline">
                {problem.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </div>
  );
}

/**
 * docs/product.md §5: input is sanitised on change, and editing a field clears its error. Spread the returned
 * handlers on the <form>; `visible(name, errors)` gives the errors still to show.
 */
export function useFieldEditing(result: unknown) {
  const [cleared, setCleared] = useState<Set<string>>(() => new Set());
  useEffect(() => setCleared(new Set()), [result]);
  const onInput = useCallback((event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement | HTMLTextAreaElement;
    if ((target instanceof HTMLInputElement && ["text", "tel", "email"].includes(target.type)) || target instanceof HTMLTextAreaElement) {
      const clean = sanitizeText(target.value);
      if (clean !== target.value) target.value = clean;
    }
    if (target.name) setCleared((set) => (set.has(target.name) ? set : new Set(set).add(target.name)));
  }, []);
  const onSubmitCapture = useCallback(() => setCleared(new Set()), []);
  const visible = useCallback(
    (name: string, errors: string[] | undefined) => (cleared.has(name) ? undefined : errors),
    [cleared],
  );
  return { formHandlers: { onInput, onSubmitCapture }, visible };
}

const inputClass =
  "mt-1 block min-h-[44px] w-full rounded-lg border border-navy-600 bg-white px-3 py-2 text-navy-900 aria-[invalid=true]:border-brand-600";

/** The parts of conform's field metadata the inputs use. */
export interface FieldMeta {
  id: string;
  name: string;
  key?: string | undefined;
  errorId: string;
  initialValue?: unknown;
  errors?: string[] | undefined;
}

interface FieldProps {
  field: FieldMeta;
  label: string;
  required?: boolean;
  errors?: string[];
  hidden?: boolean;
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold">
      {label}
      {required ? (
        <span className="text-brand-600" aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
}

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
      {errors[0]}
    </p>
  );
}

const a11y = (field: FieldProps["field"], errors: string[] | undefined, required?: boolean) => ({
  id: field.id,
  name: field.name,
  "aria-invalid": errors?.length ? true : undefined,
  "aria-describedby": errors?.length ? field.errorId : undefined,
  "aria-required": required ? true : undefined,
});

export function TextField({
  field,
  label,
  required,
  errors,
  type = "text",
  autoComplete,
  placeholder,
}: FieldProps & { type?: "text" | "email" | "tel" | "date" | "time"; autoComplete?: string; placeholder?: string }) {
  return (
    <div>
      <Label htmlFor={field.id} label={label} required={required} />
      <input
        key={field.key}
        {...a11y(field, errors, required)}
        type={type}
        defaultValue={typeof field.initialValue === "string" ? field.initialValue : ""}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={type === "tel" ? "tel" : undefined}
        className={inputClass}
      />
      <FieldError id={field.errorId} errors={errors} />
    </div>
  );
}

export function TextAreaField({ field, label, required, errors, rows = 3, placeholder }: FieldProps & { rows?: number; placeholder?: string }) {
  return (
    <div>
      <Label htmlFor={field.id} label={label} required={required} />
      <textarea
        key={field.key}
        {...a11y(field, errors, required)}
        rows={rows}
        defaultValue={typeof field.initialValue === "string" ? field.initialValue : ""}
        placeholder={placeholder}
        className={inputClass}
      />
      <FieldError id={field.errorId} errors={errors} />
    </div>
  );
}

export function SelectField({
  field,
  label,
  required,
  errors,
  options,
  placeholder = "Select a service",
  defaultValue,
}: FieldProps & { options: readonly { value: string; label: string }[]; placeholder?: string; defaultValue?: string }) {
  return (
    <div>
      <Label htmlFor={field.id} label={label} required={required} />
      <select
        key={field.key}
        {...a11y(field, errors, required)}
        defaultValue={typeof field.initialValue === "string" ? field.initialValue : (defaultValue ?? "")}
        className={inputClass}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} errors={errors} />
    </div>
  );
}

export function SubmitButton({ pending, children, disabled, className = "btn-primary w-full" }: { pending: boolean; children: ReactNode; disabled?: boolean; className?: string }) {
  const text = useWords<FrameText>().forms.fields;
  return (
    <button type="submit" className={`${className} disabled:cursor-not-allowed disabled:opacity-60`} disabled={pending || disabled}>
      {pending ? text.submitting : children}
    </button>
  );
}
