import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { type HomeBlock, homeFormSchema } from "~/forms/site-content";
import { type BlockFormProps, FormError, SaveButtons, useBlockForm, WordsField } from "./WordsField";

/** The home page's headline and subline (app/forms/site-content.ts), a plain form. */
export function HomeWordsForm(props: BlockFormProps<HomeBlock>) {
  const { version, needsUpdate, suggest } = props;
  const [form, fields] = useBlockForm(homeFormSchema, props);
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
