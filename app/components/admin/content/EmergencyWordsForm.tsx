import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { type EmergencyBlock, emergencyFormSchema } from "~/forms/site-content";
import { FormError, SaveButtons, WordsField } from "./WordsField";

/** The emergency page's promise (app/forms/site-content.ts), a plain form. */
export function EmergencyWordsForm({
  words,
  version,
  needsUpdate,
  lastResult,
  suggest,
}: {
  words: EmergencyBlock;
  version: number;
  needsUpdate: readonly string[];
  lastResult?: SubmissionResult<string[]>;
  /** Shows "Suggest Spanish" (a language model is configured). */
  suggest: boolean;
}) {
  const [form, fields] = useForm({
    id: `words-${version}`,
    lastResult,
    defaultValue: words,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emergencyFormSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4" aria-label="The emergency page's promise">
      <FormError errors={form.errors} />
      <input type="hidden" name="expectedVersion" value={version} />
      <WordsField field={fields.intro} label="The line under the title" long marked={needsUpdate.includes("intro")} />
      <WordsField field={fields.promise} label="The promise (in bold after it)" marked={needsUpdate.includes("promise")} />
      <SaveButtons suggest={suggest} />
    </Form>
  );
}
