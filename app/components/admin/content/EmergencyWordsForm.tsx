import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { type EmergencyBlock, emergencyFormSchema } from "~/forms/site-content";
import { type BlockFormProps, FormError, SaveButtons, useBlockForm, WordsField } from "./WordsField";

/** The emergency page's promise (app/forms/site-content.ts), a plain form. */
export function EmergencyWordsForm(props: BlockFormProps<EmergencyBlock>) {
  const { version, needsUpdate, suggest } = props;
  const [form, fields] = useBlockForm(emergencyFormSchema, props);
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
