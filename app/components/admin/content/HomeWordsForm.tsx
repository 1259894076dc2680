import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { type HomeBlock, homeFormSchema } from "~/forms/site-content";
import { FormError, SaveButtons, WordsField } from "./WordsField";

/** The home page's headline and subline (app/forms/site-content.ts), a plain form. */
export function HomeWordsForm({
  words,
  version,
  needsUpdate,
  lastResult,
  suggest,
}: {
  words: HomeBlock;
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
    onValidate: ({ formData }) => parseWithZod(formData, { schema: homeFormSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4" aria-label="The home page's headline">
      <FormError errors={form.errors} />
      <input type="hidden" name="expectedVersion" value={version} />
      <WordsField field={fields.headline} label="Headline" marked={needsUpdate.includes("headline")} />
      <WordsField field={fields.subline} label="The line under it" long marked={needsUpdate.includes("subline")} />
      <SaveButtons suggest={suggest} />
    </Form>
  );
}
