import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useSubmit } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { useIsPending } from "~/hooks/use-is-pending";
import { FIELD_LIMITS } from "~/forms/admin-messages";
import { addImageSchema } from "~/forms/gallery-admin";
import { galleryCategories } from "~/lib/gallery/gallery-categories";
import { Section } from "../Section";
import { BucketSelect } from "./BucketSelect";

interface AddImageValues {
  file: string;
  title: string;
  description: string;
  location: string;
  category: string;
}

/**
 * Picks a bucket (a GET form: the page lists that bucket's files) and adds one of its files to the gallery,
 * with a live preview of the picked file (a Preview button without JavaScript).
 */
export function AddImageForm({
  bucket,
  values: urlValues,
  files,
  filesError,
  reply,
}: {
  bucket: string;
  /** What the URL carries back into the form (a bucket change, a preview without JavaScript, an upload). */
  values: AddImageValues;
  files: { name: string; id: string; url: string }[];
  filesError: string | null;
  /** A refused add, with what was posted. */
  reply: SubmissionResult<string[]> | undefined;
}) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: "add-image",
    lastResult: reply,
    defaultValue: { intent: "add", bucket, ...urlValues },
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addImageSchema }),
  });
  // After a refused add the form shows what was posted; otherwise what the URL carries (conform keeps its
  // first defaultValue, so a bucket change without a reload must read the loader's values).
  const values = reply
    ? {
        file: fields.file.initialValue ?? "",
        title: fields.title.initialValue ?? "",
        description: fields.description.initialValue ?? "",
        location: fields.location.initialValue ?? "",
        category: fields.category.initialValue ?? urlValues.category,
      }
    : urlValues;
  // The image picked in the select (for the live preview); a new page load or redirect starts from its value.
  const [picked, setPicked] = useState<{ from: string; file: string } | null>(null);
  const file = hydrated && picked?.from === values.file ? picked.file : values.file;
  const selected = files.find((f) => f.name === file);
  const adding = useIsPending({ intent: "add", state: "submitting" });

  return (
    <Section id="add-title" title="Add image to gallery">
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-2" key={`bucket-${bucket}`}>
        {/* Grows from the select's own width, so on a phone the button wraps below rather than squeezing it. */}
        <div className="grow">
          <BucketSelect
            id="admin-bucket"
            label="Storage bucket"
            defaultValue={bucket}
            onChange={(event) => submit(event.currentTarget.form, { replace: true })}
          />
        </div>
        {hydrated ? null : (
          <button type="submit" className="btn-outline">
            Show images
          </button>
        )}
      </Form>

      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="mt-4 space-y-4" key={`add-${bucket}-${values.file}`}>
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="bucket" value={bucket} />
        <div>
          <label htmlFor="admin-file" className="block font-semibold">
            Image <span aria-hidden="true">*</span>
          </label>
          <select
            id="admin-file"
            name="file"
            defaultValue={values.file}
            aria-required="true"
            className="admin-input"
            onChange={(event) => setPicked({ from: values.file, file: event.currentTarget.value })}
          >
            <option value="">Select an image</option>
            {files.map((f) => (
              <option key={f.name} value={f.name}>
                {f.name}
              </option>
            ))}
          </select>
          {files.length === 0 && !filesError ? <p className="mt-1 text-sm text-navy-700">No images in this bucket yet: upload one below.</p> : null}
          {hydrated ? null : (
            <button type="submit" formMethod="get" name="preview" value="1" className="btn-outline mt-2">
              Preview
            </button>
          )}
        </div>
        {selected ? (
          <figure data-testid="admin-preview">
            <img src={selected.url} alt={`Preview of ${selected.name}`} className="max-h-64 w-auto rounded-lg border border-navy-100" />
          </figure>
        ) : null}
        <div>
          <label htmlFor="admin-title-input" className="block font-semibold">
            Title <span aria-hidden="true">*</span>
          </label>
          <input id="admin-title-input" name="title" aria-required="true" maxLength={FIELD_LIMITS.title} defaultValue={values.title} className="admin-input" />
        </div>
        <div>
          <label htmlFor="admin-description" className="block font-semibold">
            Description
          </label>
          <textarea
            id="admin-description"
            name="description"
            rows={3}
            maxLength={FIELD_LIMITS.description}
            defaultValue={values.description}
            className="admin-input py-2"
          />
        </div>
        <div>
          <label htmlFor="admin-location" className="block font-semibold">
            Location
          </label>
          <input id="admin-location" name="location" maxLength={FIELD_LIMITS.location} defaultValue={values.location} className="admin-input" />
        </div>
        <div>
          <label htmlFor="admin-category" className="block font-semibold">
            Category
          </label>
          <select id="admin-category" name="category" defaultValue={values.category} className="admin-input">
            {galleryCategories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary" disabled={adding}>
          {adding ? "Adding..." : "Add to gallery"}
        </button>
      </Form>
    </Section>
  );
}
