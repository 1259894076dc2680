import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { type CityBlock, cityFormSchema } from "~/forms/site-content";
import { type BlockFormProps, FormError, SaveButtons, useBlockForm, WordsField } from "./WordsField";

/** A city page's introduction (app/forms/site-content.ts), a plain form. */
export function CityWordsForm(props: BlockFormProps<CityBlock>) {
  const { version, needsUpdate, suggest } = props;
  const [form, fields] = useBlockForm(cityFormSchema, props);
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4" aria-label="The city page's introduction">
      <FormError errors={form.errors} />
      <input type="hidden" name="expectedVersion" value={version} />
      <WordsField field={fields.intro} label="Introduction (an empty line starts a new paragraph)" long marked={needsUpdate.includes("intro")} />
      <SaveButtons suggest={suggest} />
    </Form>
  );
}
