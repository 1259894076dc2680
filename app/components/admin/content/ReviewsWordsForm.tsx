import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { REVIEW_LANGUAGES, REVIEW_PLACES, type ReviewsBlock, reviewsFormSchema } from "~/forms/site-content-reviews";
import type { CustomerReview } from "~/content/customer-reviews";
import { type BlockFormProps, FormError, LIST_BUTTON, NeedsUpdate, SaveButtons, useBlockForm, WordsField } from "./WordsField";

const LANGUAGE_NAMES: Record<(typeof REVIEW_LANGUAGES)[number], string> = { en: "English", es: "Spanish" };
/** A review's translation field, by the language it was written in: into the site's other language. */
const TRANSLATIONS = {
  en: { into: "es", label: "Spanish translation (shown on Spanish pages)" },
  es: { into: "en", label: "English translation (shown on English pages)" },
} as const;
const PLACE_NAMES: Record<(typeof REVIEW_PLACES)[number], string> = { reviews: "The reviews page", home: "The home page's testimonials", both: "Both" };

/**
 * The reviews the site shows (app/forms/site-content-reviews.ts, decision 0198). The office's copies of reviews are
 * edited here, each in the language it was written in, beside its translation into the other language (the field
 * follows the language as loaded: change the language, save, and the form shows the other one); the customers' own
 * published reviews are listed with a Hide box only, their words never editable. Add and remove are conform's
 * intents, applied without saving.
 */
export function ReviewsWordsForm(props: BlockFormProps<ReviewsBlock> & { customerReviews: readonly CustomerReview[] }) {
  const { version, suggest, customerReviews } = props;
  const [form, fields] = useBlockForm(reviewsFormSchema, props);
  const reviews = fields.reviews.getFieldList();
  // As loaded, or as posted when the form comes back.
  const hiddenNow = fields.hiddenCustomerReviews.initialValue;
  const hidden = new Set(Array.isArray(hiddenNow) ? hiddenNow : typeof hiddenNow === "string" ? [hiddenNow] : []);
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4" aria-label="The reviews">
      <FormError errors={form.errors} />
      <input type="hidden" name="expectedVersion" value={version} />
      <h2 className="text-xl font-bold">Reviews copied by the office</h2>
      <p className="text-navy-700">
        Copy each review as the customer wrote it, in its language. Its translation is shown on the other language’s pages, marked as a translation, with the customer’s words one tap away; without one, the customer’s words are shown there.
      </p>
      {reviews.map((review, index) => {
        const part = review.getFieldset();
        const id = typeof part.id.initialValue === "string" ? part.id.initialValue : "";
        const translation = TRANSLATIONS[part.language.initialValue === "es" ? "es" : "en"];
        const into = part.translation.getFieldset()[translation.into];
        return (
          <div key={review.key} className="space-y-2 rounded-xl border border-navy-100 p-3" data-testid="review-item">
            <input type="hidden" name={part.id.name} value={id} />
            <div className="grid gap-3 md:grid-cols-2">
              <TextAreaField field={part.text} label={`Review ${index + 1}: the customer's words`} errors={part.text.errors} rows={3} />
              <div>
                <TextAreaField field={into} label={translation.label} errors={into.errors} rows={3} />
                {props.needsUpdate.includes(`reviews.${id}.translation`) ? <NeedsUpdate /> : null}
              </div>
            </div>
            <div className="grid gap-3 md:grid-cols-3">
              <SelectField field={part.language} label="Written in" errors={part.language.errors} placeholder="Choose" options={REVIEW_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))} />
              <TextField field={part.name} label="Name" errors={part.name.errors} />
              <TextField field={part.town} label="Town" errors={part.town.errors} />
              <TextField field={part.rating} label="Rating (1 to 5)" errors={part.rating.errors} />
              <TextField field={part.date} type="date" label="Date written (empty: unknown)" errors={part.date.errors} />
              <TextField field={part.source} label="Source (Google, Yelp, Facebook, this site…)" errors={part.source.errors} />
              <SelectField field={part.shownOn} label="Shown on" errors={part.shownOn.errors} placeholder="Choose" options={REVIEW_PLACES.map((value) => ({ value, label: PLACE_NAMES[value] }))} />
            </div>
            <WordsField field={part.service} label="Service (on the reviews page; empty for none)" marked={props.needsUpdate.includes(`reviews.${id}.service`)} />
            <label className="flex items-center gap-2 font-semibold">
              <input type="checkbox" name={part.hidden.name} defaultChecked={part.hidden.initialValue === "on"} /> Hidden (shown nowhere)
            </label>
            <button {...form.remove.getButtonProps({ name: fields.reviews.name, index })} className={LIST_BUTTON}>
              {`Remove review ${index + 1}`}
            </button>
          </div>
        );
      })}
      <button {...form.insert.getButtonProps({ name: fields.reviews.name, defaultValue: { language: "en", shownOn: "reviews" } })} className={LIST_BUTTON}>
        Add a review
      </button>

      <h2 className="pt-4 text-xl font-bold">Customers’ reviews published from the review page</h2>
      <p className="text-navy-700">These are the customers’ own words and are never edited: you may hide one.</p>
      {customerReviews.length === 0 ? <p className="text-navy-700">None published yet.</p> : null}
      {customerReviews.map((review) => (
        <div key={review.id} className="space-y-2 rounded-xl border border-navy-100 p-3" data-testid="customer-review-item">
          <p className="whitespace-pre-line">“{review.text}”</p>
          <p className="text-sm text-navy-700">{`${review.firstName} · ${review.town} · ${review.rating} of 5 · ${LANGUAGE_NAMES[review.language as "en"] ?? review.language} · ${review.publishedAt.slice(0, 10)}`}</p>
          <label className="flex items-center gap-2 font-semibold">
            <input type="checkbox" name={fields.hiddenCustomerReviews.name} value={review.id} defaultChecked={hidden.has(review.id)} /> Hide
          </label>
        </div>
      ))}
      <SaveButtons suggest={suggest} />
    </Form>
  );
}
