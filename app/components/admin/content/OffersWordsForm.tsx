import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { TextField } from "~/components/forms/fields";
import { type OffersBlock, offersFormSchema } from "~/forms/site-content";
import { type BlockFormProps, FormError, LIST_BUTTON, SaveButtons, useBlockForm, WordsField } from "./WordsField";

/**
 * The home page's offers (app/forms/site-content.ts): each with its title, text and an optional last day, after which
 * it leaves the page by itself. A plain form: add and remove are conform's intents, applied by the server without saving.
 */
export function OffersWordsForm(props: BlockFormProps<OffersBlock>) {
  const { version, needsUpdate, suggest } = props;
  const [form, fields] = useBlockForm(offersFormSchema, props);
  const offers = fields.offers.getFieldList();
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4" aria-label="The offers">
      <FormError errors={form.errors} />
      <input type="hidden" name="expectedVersion" value={version} />
      {offers.length === 0 ? <p className="text-navy-700">No offers: the home page shows none.</p> : null}
      {offers.map((offer, index) => {
        const part = offer.getFieldset();
        const id = typeof part.id.initialValue === "string" ? part.id.initialValue : "";
        return (
          <div key={offer.key} className="space-y-2 rounded-xl border border-navy-100 p-3" data-testid="offer">
            <input type="hidden" name={part.id.name} value={id} />
            <WordsField field={part.title} label={`Offer ${index + 1}: title`} marked={needsUpdate.includes(`offers.${id}.title`)} />
            <WordsField field={part.text} label={`Offer ${index + 1}: text`} long marked={needsUpdate.includes(`offers.${id}.text`)} />
            <div className="grid gap-3 md:grid-cols-2">
              <TextField field={part.endsOn} type="date" label="Last day (office time; empty: until removed)" errors={part.endsOn.errors} />
            </div>
            <button {...form.remove.getButtonProps({ name: fields.offers.name, index })} className={LIST_BUTTON}>
              Remove offer {index + 1}
            </button>
          </div>
        );
      })}
      <button {...form.insert.getButtonProps({ name: fields.offers.name })} className={LIST_BUTTON}>
        Add an offer
      </button>
      <SaveButtons suggest={suggest} />
    </Form>
  );
}
