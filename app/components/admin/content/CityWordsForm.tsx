import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { type CityBlock, cityFormSchema } from "~/forms/site-content";
import { FormError, SaveButtons, WordsField } from "./WordsField";

/** A city page's introduction (app/forms/site-content.ts), a plain form. */
export function CityWordsForm({
  words,
  version,
  needsUpdate,
  lastResult,
  suggest,
}: {
  words: CityBlock;
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
    onValidate: ({ formData }) => parseWithZod(formData, { schema: cityFormSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4" aria-label="The city page's introduction">
      <FormError errors={form.errors} />
      <input type="hidden" name="expectedVersion" value={version} />
      <WordsField field={fields.intro} label="Introduction (an empty line starts a new paragraph)" long marked={needsUpdate.includes("intro")} />
      <SaveButtons suggest={suggest} />
    </Form>
  );
}
