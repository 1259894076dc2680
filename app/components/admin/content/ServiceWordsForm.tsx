import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { TextField } from "~/components/forms/fields";
import { BENEFIT_ICONS, type ServiceBlock, serviceFormSchema } from "~/forms/site-content";
import { type BlockFormProps, FormError, LIST_BUTTON, SaveButtons, useBlockForm, WordsField } from "./WordsField";

/**
 * The words of one service page (app/forms/site-content.ts). A plain form: the list buttons (add, remove, move) are
 * conform's intents, which the server applies and sends back without saving, so they work without JavaScript.
 */
export function ServiceWordsForm(props: BlockFormProps<ServiceBlock>) {
  const { version, needsUpdate, suggest } = props;
  const [form, fields] = useBlockForm(serviceFormSchema, props);
  const marked = (path: string) => needsUpdate.includes(path);
  const included = fields.included.getFieldList();
  const faqs = fields.faqs.getFieldList();
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4" aria-label="The page's words">
      <FormError errors={form.errors} />
      {/* The version this form was loaded at: a save over a newer one is refused (someone else saved). */}
      <input type="hidden" name="expectedVersion" value={version} />
      <WordsField field={fields.name} label="Service name" marked={marked("name")} />
      <WordsField field={fields.title} label="Title" marked={marked("title")} />
      <WordsField field={fields.summary} label="Summary (an empty line starts a paragraph; lines starting with “- ” make a list)" long marked={marked("summary")} />
      <div className="grid gap-3 md:grid-cols-2">
        <TextField field={fields.startingAt} label="Starting at (whole dollars, empty for none)" errors={fields.startingAt.errors} />
      </div>
      <WordsField field={fields.priceNote} label="Price wording when there is no starting price" marked={marked("priceNote")} />
      <WordsField field={fields.searchTitle} label="Title in search results" marked={marked("searchTitle")} />
      <WordsField field={fields.searchDescription} label="Description in search results" long marked={marked("searchDescription")} />

      <h2 className="pt-4 text-xl font-bold">What’s included</h2>
      {included.map((item, index) => {
        const part = item.getFieldset();
        const id = typeof part.id.initialValue === "string" ? part.id.initialValue : "";
        return (
          <div key={item.key} className="space-y-2 rounded-xl border border-navy-100 p-3">
            <input type="hidden" name={part.id.name} value={id} />
            <label className="block text-sm font-semibold">
              Icon{" "}
              <select name={part.icon.name} defaultValue={typeof part.icon.initialValue === "string" ? part.icon.initialValue : "check"} className="admin-input">
                {BENEFIT_ICONS.map((icon) => (
                  <option key={icon}>{icon}</option>
                ))}
              </select>
            </label>
            <WordsField field={part.title} label={`Item ${index + 1}: title`} marked={marked(`included.${id}.title`)} />
            <WordsField field={part.description} label={`Item ${index + 1}: text`} long marked={marked(`included.${id}.description`)} />
            <button {...form.remove.getButtonProps({ name: fields.included.name, index })} className={LIST_BUTTON}>
              Remove item {index + 1}
            </button>
          </div>
        );
      })}
      <button {...form.insert.getButtonProps({ name: fields.included.name, defaultValue: { icon: "check" } })} className={LIST_BUTTON}>
        Add an item
      </button>

      <h2 className="pt-4 text-xl font-bold">Questions and answers</h2>
      {faqs.map((faq, index) => {
        const part = faq.getFieldset();
        const id = typeof part.id.initialValue === "string" ? part.id.initialValue : "";
        return (
          <div key={faq.key} className="space-y-2 rounded-xl border border-navy-100 p-3" data-testid="faq">
            <input type="hidden" name={part.id.name} value={id} />
            <WordsField field={part.question} label={`Question ${index + 1}`} marked={marked(`faqs.${id}.question`)} />
            <WordsField field={part.answer} label={`Answer ${index + 1}`} long marked={marked(`faqs.${id}.answer`)} />
            <div className="flex flex-wrap gap-2">
              {index > 0 ? (
                <button {...form.reorder.getButtonProps({ name: fields.faqs.name, from: index, to: index - 1 })} className={LIST_BUTTON}>
                  Move question {index + 1} up
                </button>
              ) : null}
              <button {...form.remove.getButtonProps({ name: fields.faqs.name, index })} className={LIST_BUTTON}>
                Remove question {index + 1}
              </button>
            </div>
          </div>
        );
      })}
      <button {...form.insert.getButtonProps({ name: fields.faqs.name })} className={LIST_BUTTON}>
        Add a question
      </button>

      <SaveButtons suggest={suggest} />
    </Form>
  );
}
