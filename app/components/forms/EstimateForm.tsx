import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLocalePath, useWords } from "~/hooks/use-lang";
import { showToast } from "~/components/ui/Toaster";
import { estimateSchema } from "~/forms/estimate";
import { estimateServices, optionsIn } from "~/forms/options";
import { useIsPending } from "~/hooks/use-is-pending";
import {
  FormAlert,
  JsonReplyField,
  PageField,
  problemsOf,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useFieldEditing,
  type FieldProblem,
  type FormActionData,
} from "./fields";
import { HoneypotField } from "./HoneypotField";
import { PhotoField, PhotoNotice } from "./PhotoField";
import type { FormWords } from "~/lib/requests/form-words";
import type { FrameText } from "~/content/frame-text";
import { StatusLink } from "./StatusLink";
import { WordsOnFirstUse } from "~/components/ui/words-on-first-use";

function EstimateFields({
  result,
  pending,
  formId,
  children,
}: {
  result?: FormActionData;
  pending: boolean;
  formId: string;
  children: (props: { id: string; onSubmit: (e: React.FormEvent<HTMLFormElement>) => void; inner: ReactNode; handlers: object; problems: FieldProblem[] }) => ReactNode;
}) {
  const { copy, text: formText, optionLabels } = useWords<FormWords>().form;
  const { common } = useWords<FrameText>();
  const text = copy.fields;
  const [form, fields] = useForm({
    id: formId,
    lastResult: result?.reply,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    onValidate({ formData }) {
      const submission = parseWithZod(formData, { schema: estimateSchema(formText) });
      if (submission.status === "error") showToast(formText.messages.invalidInformation);
      return submission;
    },
  });
  const { formHandlers, visible } = useFieldEditing(result);
  const inner = (
    <>
      <PageField />
      <HoneypotField />
      <TextField field={fields.name} label={text.fullName} required errors={visible("name", fields.name.errors)} autoComplete="name" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.email} label={text.email} type="email" required errors={visible("email", fields.email.errors)} autoComplete="email" />
        <TextField field={fields.phone} label={text.phone} type="tel" required errors={visible("phone", fields.phone.errors)} autoComplete="tel" placeholder="(703) 555-0123" />
      </div>
      <TextField field={fields.address} label={text.serviceAddress} errors={visible("address", fields.address.errors)} autoComplete="street-address" />
      <SelectField
        field={fields.service}
        label={text.serviceNeeded}
        required
        errors={visible("service", fields.service.errors)}
        options={optionsIn(optionLabels, estimateServices)}
        placeholder={text.selectService}
      />
      <TextAreaField field={fields.description} label={text.projectDescription} errors={visible("description", fields.description.errors)} rows={3} />
      <PhotoField field={fields.photos} errors={visible("photos", fields.photos.errors)} />
      <SubmitButton pending={pending}>{common.estimate}</SubmitButton>
    </>
  );
  const problems = problemsOf([fields.name, fields.email, fields.phone, fields.address, fields.service, fields.description, fields.photos]);
  return <>{children({ id: form.id, onSubmit: form.onSubmit, inner, handlers: formHandlers, problems })}</>;
}

/**
 * /estimate without JavaScript: a plain (multipart) post, a redirect with the success toast, the success and
 * the refused photos on the page that answers, or the form back with errors.
 */
export function EstimatePageForm({ result }: { result?: FormActionData }) {
  const action = useLocalePath()("/estimate");
  const pending = useIsPending({ formAction: action, state: "submitting" });
  const refused = result?.ok ? result.photosRefused : undefined;
  return (
    <EstimateFields result={result} pending={pending} formId="estimate-page-form">
      {({ id, onSubmit, inner, handlers, problems }) => (
        <>
          <FormAlert toast={result && (!result.ok || refused) ? result.toast : null} problems={problems} />
          <PhotoNotice refused={refused} />
          <Form method="post" action={action} encType="multipart/form-data" id={id} onSubmit={onSubmit} noValidate className="relative space-y-4" {...handlers}>
            {inner}
          </Form>
        </>
      )}
    </EstimateFields>
  );
}

/**
 * The estimate dialog's form: posts with a fetcher; success closes the dialog (which clears it), failure keeps
 * the data. A request taken with refused photos keeps the dialog open on the notice, with an empty form;
 * emergency repair stays open with the link to its status page.
 */
export function EstimateDialogForm({ onDone }: { onDone: () => void }) {
  // The dialog opens on any page, whose loader does not send the form's words: they come with its code.
  return (
    <WordsOnFirstUse part="forms">
      <EstimateDialog onDone={onDone} />
    </WordsOnFirstUse>
  );
}

function EstimateDialog({ onDone }: { onDone: () => void }) {
  const fetcher = useFetcher<FormActionData>();
  const result = fetcher.data;
  const action = useLocalePath()("/estimate");
  const { copy, status } = useWords<FormWords>().form;
  const text = copy.estimate;
  const handled = useRef<FormActionData | undefined>(undefined);
  const [notice, setNotice] = useState<FormActionData["photosRefused"]>();
  useEffect(() => {
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      showToast(result.toast);
      if (result.photosRefused?.length) setNotice(result.photosRefused);
      else if (!result.statusPath) onDone();
    }
  }, [fetcher.state, result, onDone]);
  if (result?.ok && result.statusPath && fetcher.state === "idle") {
    return (
      <div role="status" className="space-y-4" data-testid="estimate-emergency-sent">
        <p className="text-lg font-bold">{result.toast.title}</p>
        <StatusLink path={result.statusPath} text={status} onFollow={onDone} />
        <button type="button" className="btn-outline" onClick={onDone}>
          {text.close}
        </button>
      </div>
    );
  }
  return (
    <>
      <FormAlert toast={result && !result.ok ? result.toast : null} />
      <PhotoNotice refused={notice} />
      <EstimateFields result={result} pending={fetcher.state !== "idle"} formId="estimate-dialog-form">
        {({ id, onSubmit, inner, handlers }) => (
          <fetcher.Form method="post" action={action} encType="multipart/form-data" id={id} onSubmit={onSubmit} noValidate className="relative space-y-4" {...handlers}>
            <JsonReplyField />
            {inner}
          </fetcher.Form>
        )}
      </EstimateFields>
    </>
  );
}
