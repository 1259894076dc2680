import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useId, useState, type ReactNode } from "react";
import type { z } from "zod";
import { useLocalePath, useWords } from "~/hooks/use-lang";
import { loadDeferredParts } from "~/components/ui/deferred";
import { showToast } from "~/components/ui/Toaster";
import { bookingErrorToast, bookingSchema, type BookingPrefill } from "~/forms/booking";
import { bookingServices, optionsIn, toBookingService } from "~/forms/options";
import {
  FieldError,
  FormAlert,
  JsonReplyField,
  PageField,
  problemsOf,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useFieldEditing,
  type FormActionData,
} from "./fields";
import { HoneypotField } from "./HoneypotField";
import { useHydrated } from "~/hooks/use-hydrated";
import { useIsPending } from "~/hooks/use-is-pending";
import type { FormWords } from "~/lib/requests/form-words";
import { StatusLink } from "./StatusLink";
import { WordsOnFirstUse } from "~/components/ui/words-on-first-use";

interface AppointmentTypeOption {
  uri: string;
  name: string;
  duration: number;
}

/** What /book's loader answers (page and dialog alike). */
interface BookingOptions {
  types: AppointmentTypeOption[] | null;
  prefill: BookingPrefill;
  quick: boolean;
}

interface StepProps {
  options: BookingOptions | undefined;
  loading: boolean;
  result: FormActionData | undefined;
  pending: boolean;
  renderForm: (props: { id: string; onSubmit: (e: React.FormEvent<HTMLFormElement>) => void; handlers: object; children: ReactNode }) => ReactNode;
  retry: ReactNode;
}

/** Step 1 of the booking dialog (docs/product.md §4): details and an appointment type. */
function BookingDetails({ options, loading, result, pending, renderForm, retry }: StepProps) {
  const hydrated = useHydrated();
  const { copy: text, text: formText, optionLabels } = useWords<FormWords>().form;
  const prefill = options?.prefill ?? {};
  const types = options?.types ?? null;
  const legendId = useId();
  const submitted = (result?.reply.initialValue as Record<string, string> | undefined)?.eventTypeUri;
  const [chosen, setChosen] = useState<string | undefined>(submitted ?? (options?.quick ? types?.[0]?.uri : undefined));
  // Quick-booking mode (from the chat) picks the first type as soon as the types arrive.
  useEffect(() => {
    if (options?.quick && !chosen && types?.[0]) setChosen(types[0].uri);
  }, [options?.quick, types, chosen]);

  const [form, fields] = useForm<z.input<ReturnType<typeof bookingSchema>>>({
    id: "booking-form",
    lastResult: result && !result.ok ? result.reply : undefined,
    defaultValue: prefill,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    onValidate({ formData }) {
      const submission = parseWithZod(formData, { schema: bookingSchema(formText) });
      if (submission.status === "error") showToast(bookingErrorToast(submission.error ?? undefined, formText));
      return submission;
    },
  });
  const { formHandlers, visible } = useFieldEditing(result);
  const typeErrors = visible("eventTypeUri", fields.eventTypeUri.errors);

  return (
    <>
      {types === null && !loading ? <FormAlert toast={formText.messages.bookingOptionsFailure} focus={false}>{retry}</FormAlert> : null}
      <FormAlert
        toast={result && !result.ok ? result.toast : null}
        problems={problemsOf([fields.name, fields.phone, fields.email, fields.service, fields.message, fields.eventTypeUri])}
      />
      {renderForm({
        id: form.id,
        onSubmit: form.onSubmit,
        handlers: formHandlers,
        children: (
          <>
            <PageField />
            <HoneypotField />
            <TextField field={fields.name} label={text.fields.name} required errors={visible("name", fields.name.errors)} autoComplete="name" />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField field={fields.phone} label={text.fields.phone} type="tel" required errors={visible("phone", fields.phone.errors)} autoComplete="tel" placeholder="(703) 555-0123" />
              <TextField field={fields.email} label={text.fields.email} type="email" required errors={visible("email", fields.email.errors)} autoComplete="email" />
            </div>
            <SelectField
              field={fields.service}
              label={text.fields.service}
              required
              errors={visible("service", fields.service.errors)}
              options={optionsIn(optionLabels, bookingServices)}
              placeholder={text.fields.selectService}
            />
            <TextAreaField field={fields.message} label={text.fields.additionalDetails} errors={visible("message", fields.message.errors)} rows={3} />
            <fieldset aria-labelledby={legendId} aria-describedby={typeErrors ? fields.eventTypeUri.errorId : undefined}>
              <legend id={legendId} className="text-sm font-semibold">
                {text.booking.appointmentType}<span className="text-brand-600" aria-hidden="true"> *</span>
              </legend>
              {loading ? (
                <p className="mt-2 text-sm" role="status" data-testid="booking-loading">
                  {text.booking.loadingTypes}
                </p>
              ) : (
                <div className="mt-2 grid gap-2">
                  {(types ?? []).map((t, index) => (
                    <label key={t.uri} className="flex min-h-[44px] cursor-pointer items-center gap-3 rounded-lg border border-navy-600 px-3 py-2 has-[:checked]:border-2 has-[:checked]:bg-navy-50">
                      <input
                        type="radio"
                        // The first choice is where the summary's link to this question lands.
                        id={index === 0 ? fields.eventTypeUri.id : undefined}
                        name="eventTypeUri"
                        value={t.uri}
                        checked={chosen === t.uri}
                        onChange={() => setChosen(t.uri)}
                        className="h-5 w-5"
                      />
                      {`${t.name} (${text.booking.duration(t.duration)})`}
                    </label>
                  ))}
                </div>
              )}
              <FieldError id={fields.eventTypeUri.errorId} errors={typeErrors} />
            </fieldset>
            <SubmitButton pending={pending} disabled={hydrated && (loading || !chosen)}>
              {text.booking.submit}
            </SubmitButton>
          </>
        ),
      })}
    </>
  );
}

/** Step 2: the link is ready. */
function BookingReady({ result, close, onFollow }: { result: FormActionData; close: ReactNode; onFollow?: () => void }) {
  const { copy, status } = useWords<FormWords>().form;
  const text = copy.booking;
  return (
    <div role="status" data-testid="booking-ready" className="space-y-4">
      <p className="text-lg font-bold">{text.readyTitle}</p>
      <p>{text.readyText}</p>
      {result.note ? (
        <p className="rounded-lg bg-volt-300/40 p-3 text-sm font-medium" data-testid="booking-note">
          {result.note}
        </p>
      ) : null}
      {result.statusPath ? <StatusLink path={result.statusPath} text={status} onFollow={onFollow} /> : null}
      <div className="flex flex-wrap gap-3">
        <a href={result.bookingUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
          {text.open}
        </a>
        {close}
      </div>
    </div>
  );
}

const resetHref = (prefill: BookingPrefill, to: (path: string) => string) =>
  prefill.service ? `${to("/book")}?service=${encodeURIComponent(prefill.service)}` : to("/book");

/** /book without JavaScript: step 1 posts, the answer is step 2. Close goes back to an empty step 1. */
export function BookingPageForm({ options, result }: { options: BookingOptions; result?: FormActionData }) {
  // Posting to the same URL keeps ?service= (and the rest of the prefill) for the answer page and Close.
  const { search } = useLocation();
  const to = useLocalePath();
  const text = useWords<FormWords>().form.copy.booking;
  const pending = useIsPending({ formAction: `${to("/book")}${search}`, state: "submitting" });
  if (result?.ok && result.bookingUrl) {
    return (
      <BookingReady
        result={result}
        close={
          <Link to={resetHref(options.prefill, to)} className="btn-outline" reloadDocument>
            {text.close}
          </Link>
        }
      />
    );
  }
  return (
    <BookingDetails
      options={options}
      loading={false}
      result={result}
      pending={pending}
      retry={
        <a href={resetHref(options.prefill, to)} className="mt-2 inline-block font-semibold underline">
          {text.tryAgain}
        </a>
      }
      renderForm={({ id, onSubmit, handlers, children }) => (
        <Form method="post" action={`${to("/book")}${search}`} id={id} onSubmit={onSubmit} noValidate className="relative space-y-4" {...handlers}>
          {children}
        </Form>
      )}
    />
  );
}

/**
 * The booking dialog's content: loads the appointment types on open, posts with a fetcher. Closing the
 * dialog unmounts it, which resets the form to the prefill and clears the chosen type and link.
 */
export function BookingDialogForm({ prefill, ...props }: { prefill: BookingPrefill; quick: boolean; onClose: () => void }) {
  // The dialog opens on any page, whose loader does not send the form's words: they come with its code.
  return (
    <WordsOnFirstUse part="forms">
      <BookingDialog {...props} prefill={{ ...prefill, service: toBookingService(prefill.service) }} />
    </WordsOnFirstUse>
  );
}

function BookingDialog({ prefill, quick, onClose }: { prefill: BookingPrefill; quick: boolean; onClose: () => void }) {
  const loader = useFetcher<BookingOptions>();
  const submit = useFetcher<FormActionData>();
  const [attempt, setAttempt] = useState(0);
  const to = useLocalePath();
  const text = useWords<FormWords>().form.copy.booking;
  useEffect(() => {
    let open = true;
    // The page's deferred parts get their code first, so the answer is not held behind one (docs/performance.md, "Code on first use").
    void loadDeferredParts().then(() => {
      if (open) loader.load(`${to("/book")}?types=${attempt}`);
    });
    return () => {
      open = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per attempt
  }, [attempt]);
  const loading = loader.state !== "idle" || !loader.data;

  const result = submit.data;
  if (result?.ok && result.bookingUrl && submit.state === "idle") {
    return (
      <BookingReady
        result={result}
        onFollow={onClose}
        close={
          <button type="button" className="btn-outline" onClick={onClose}>
            {text.close}
          </button>
        }
      />
    );
  }
  const options: BookingOptions | undefined = loader.data ? { types: loader.data.types, prefill, quick } : { types: [], prefill, quick };
  return (
    <BookingDetails
      options={options}
      loading={loading}
      result={result}
      pending={submit.state !== "idle"}
      retry={
        <button type="button" className="mt-2 font-semibold underline" onClick={() => setAttempt((n) => n + 1)}>
          {text.tryAgain}
        </button>
      }
      renderForm={({ id, onSubmit, handlers, children }) => (
        <submit.Form method="post" action={to("/book")} id={id} onSubmit={onSubmit} noValidate className="relative space-y-4" {...handlers}>
          <JsonReplyField />
          {children}
        </submit.Form>
      )}
    />
  );
}
