import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { z, ZodTypeAny } from "zod";
import type { FieldMetadata } from "@conform-to/react";
import { TextAreaField } from "~/components/forms/fields";
import { CONTENT_MESSAGES } from "~/forms/admin-messages";
import { SUGGEST_SPANISH, type Words } from "~/forms/site-content";

/** The parts every block's form shares (app/components/admin/content/*WordsForm.tsx). */

type WordsMeta = FieldMetadata<Partial<Words>, Record<string, unknown>, string[]>;

/**
 * A short field (a title, a question) is a textarea as tall as its words need on a phone, so the office proofreads
 * all of it rather than the part an input shows; a long one (a summary, an answer) starts at four lines.
 */
const rowsFor = (value: unknown, long: boolean | undefined) =>
  long ? 4 : Math.min(4, Math.max(1, Math.ceil((typeof value === "string" ? value.length : 0) / 30)));

/** One field in English and Spanish side by side, with the needs-update mark on its Spanish. */
export function WordsField({ field, label, long, marked }: { field: WordsMeta; label: string; long?: boolean; marked: boolean }) {
  const { en, es } = field.getFieldset();
  return (
    <fieldset className="rounded-lg border border-navy-100 p-3">
      <legend className="font-bold">{label}</legend>
      <div className="grid gap-3 md:grid-cols-2">
        <div className="words-en">
          <TextAreaField field={en} label="English" errors={en.errors} rows={rowsFor(en.initialValue, long)} />
        </div>
        <div className="words-es">
          <TextAreaField field={es} label="Spanish" errors={es.errors} rows={rowsFor(es.initialValue, long)} />
          {marked ? <NeedsUpdate /> : null}
        </div>
      </div>
    </fieldset>
  );
}

/**
 * On a phone the editor shows one language at a time (docs/design.md, "The admin"), by this switch and CSS alone
 * (app/tailwind.css, `.words-editor`), so it works without JavaScript; wider screens show both side by side. Its
 * radios sit outside the block's form: nothing is posted. A field with an error shows in either language.
 */
export function LanguageSwitch() {
  return (
    <fieldset className="language-switch mt-4 flex gap-2" data-testid="language-switch">
      <legend className="sr-only">Language shown</legend>
      {(["en", "es"] as const).map((lang) => (
        <label
          key={lang}
          className="rounded-full border border-navy-300 px-4 py-2 font-semibold has-[:checked]:border-navy-900 has-[:checked]:bg-navy-900 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2"
        >
          <input type="radio" name="words-shown" value={lang} defaultChecked={lang === "en"} className={`show-${lang} sr-only`} />
          {lang === "en" ? "English" : "Spanish"}
        </label>
      ))}
    </fieldset>
  );
}

/** The mark under a Spanish field whose English changed since it was written, or that has none yet. */
export function NeedsUpdate() {
  return (
    <p className="mt-1 text-sm font-bold text-red-900" data-testid="needs-update">
      {CONTENT_MESSAGES.needsUpdate}
    </p>
  );
}

export const LIST_BUTTON = "rounded-md border border-navy-300 px-3 py-1 text-sm font-semibold hover:bg-navy-50";

/** The form's own error (a refused save says why here). */
export function FormError({ errors }: { errors: string[] | undefined }) {
  return errors?.length ? (
    <p role="alert" className="rounded-lg border-l-4 border-brand-700 bg-red-50 p-3 text-red-900" data-testid="form-error">
      {errors[0]}
    </p>
  ) : null;
}

/** Save, publish, and with a language model "Suggest Spanish" (the form comes back with it filled in, nothing saved). */
export function SaveButtons({ suggest }: { suggest: boolean }) {
  return (
    <div className="flex flex-wrap gap-3 border-t border-navy-100 pt-4">
      <button type="submit" name="intent" value="save" className="btn-primary">
        Save draft
      </button>
      <button type="submit" name="intent" value="publish" className="btn-volt">
        Save and publish
      </button>
      {suggest ? (
        <button type="submit" name="intent" value={SUGGEST_SPANISH} className={LIST_BUTTON}>
          Suggest Spanish
        </button>
      ) : null}
    </div>
  );
}

/** What the editor page gives every block's form. */
export interface BlockFormProps<Words> {
  words: Words;
  version: number;
  needsUpdate: readonly string[];
  lastResult?: SubmissionResult<string[]>;
  /** Shows "Suggest Spanish" (a language model is configured). */
  suggest: boolean;
}

/**
 * A block's form, keyed by the version it was loaded at (a suggestion or a newer version remounts it) and checked by
 * the block's one schema. The block's words are the schema's fields less the form's own (intent, expected version).
 */
export function useBlockForm<Schema extends ZodTypeAny>(schema: Schema, { words, version, lastResult }: BlockFormProps<Partial<z.input<Schema>>>) {
  return useForm<z.input<Schema>>({
    id: `words-${version}`,
    lastResult,
    defaultValue: words as DefaultValue<z.input<Schema>>,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
