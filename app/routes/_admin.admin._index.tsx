import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSubmit } from "@remix-run/react";
import { useState } from "react";
import { Notice } from "~/components/admin/Notice";
import { galleryBuckets } from "~/content/buckets";
import { useHydrated } from "~/hooks/use-hydrated";
import { useIsPending } from "~/hooks/use-is-pending";
import { ADMIN_MESSAGES, FIELD_LIMITS } from "~/lib/gallery-admin.messages";
import { addImageSchema, galleryAdminSchema } from "~/lib/gallery-admin.schema";
import { addGalleryImage, loadGalleryAdmin, removeGalleryImage } from "~/lib/gallery-admin.server";
import { galleryCategories } from "~/lib/gallery-categories";
import { bucketCategory, isGalleryBucket } from "~/lib/gallery-storage.server";
import { requireAdmin } from "~/lib/require-admin.server";
import { getStorage } from "~/lib/storage.server";
import { redirectWithToast } from "~/lib/toast.server";
import { MAX_UPLOAD_BYTES } from "~/lib/upload.messages";
import { readUploadForm, storeUpload } from "~/lib/upload.server";
import { pageTitle } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Gallery Admin", matches) }, { name: "robots", content: "noindex" }];

const param = (params: URLSearchParams, name: string) => params.get(name) ?? "";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const requested = param(params, "bucket");
  const bucket = isGalleryBucket(requested) ? requested : galleryBuckets[0].id;
  const data = await loadGalleryAdmin(bucket);
  return json({
    bucket,
    // What a GET round trip (bucket change or preview without JavaScript) carries back into the form.
    values: {
      file: param(params, "file"),
      title: param(params, "title"),
      description: param(params, "description"),
      location: param(params, "location"),
      category: param(params, "category") || bucketCategory[bucket],
    },
    confirmDelete: param(params, "confirmDelete"),
    ...data,
  });
}

const backTo = (bucket: string) => `/admin?${new URLSearchParams({ bucket })}`;

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  if ((request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) {
    const read = await readUploadForm(request);
    if (!read.ok) return json({ intent: "upload" as const, message: read.message }, { status: read.status });
    const bucket = String(read.form.get("bucket") ?? "");
    const result = await storeUpload({ bucket, file: read.form.get("image") }, getStorage());
    if (!result.ok) return json({ intent: "upload" as const, message: result.message }, { status: result.status });
    const next = new URLSearchParams({ bucket, file: result.upload?.key ?? "" });
    return redirectWithToast(`/admin?${next}`, { title: result.message, type: "success" });
  }

  const form = await request.formData().catch(() => null);
  if (!form) return json({ intent: "" as const, message: ADMIN_MESSAGES.unreadable }, { status: 400 });
  const submission = parseWithZod(form, { schema: galleryAdminSchema });
  if (submission.status !== "success") return json({ intent: "" as const, message: ADMIN_MESSAGES.unknownAction }, { status: 400 });
  const posted = submission.value;
  if (posted.intent === "add") {
    const result = await addGalleryImage(posted);
    if (!result.ok) return json({ intent: posted.intent, message: result.message, reply: submission.reply() }, { status: result.status });
    return redirectWithToast(backTo(posted.bucket), { title: result.message, type: "success" });
  }
  const result = await removeGalleryImage(posted.id);
  if (!result.ok) return json({ intent: posted.intent, message: result.message }, { status: result.status });
  return redirectWithToast(backTo(posted.bucket), { title: result.message, type: "success" });
}


export default function GalleryAdmin() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const addReply = result && "reply" in result ? result.reply : undefined;
  const [addForm, fields] = useForm({
    id: "add-image",
    lastResult: addReply,
    defaultValue: { intent: "add", bucket: data.bucket, ...data.values },
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addImageSchema }),
  });
  // After a refused add the form shows what was posted; otherwise what the URL carries (conform keeps its
  // first defaultValue, so a bucket change without a reload must read the loader's values).
  const values = addReply
    ? {
        file: fields.file.initialValue ?? "",
        title: fields.title.initialValue ?? "",
        description: fields.description.initialValue ?? "",
        location: fields.location.initialValue ?? "",
        category: fields.category.initialValue ?? data.values.category,
      }
    : data.values;
  // The image picked in the select (for the live preview); a new page load or redirect starts from its value.
  const [picked, setPicked] = useState<{ from: string; file: string } | null>(null);
  const file = hydrated && picked?.from === values.file ? picked.file : values.file;
  const selected = data.files.find((f) => f.name === file);
  const adding = useIsPending({ intent: "add", state: "submitting" });
  const uploading = useIsPending({ intent: "upload", state: "submitting" });
  const deleting = useIsPending({ intent: "delete", state: "submitting" });

  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title" className="mt-6 text-3xl font-extrabold">
        Gallery Admin
      </h1>
      <div className="mt-4 space-y-2">
        {result?.message ? <Notice type="error">{result.message}</Notice> : null}
        {data.filesError ? <Notice type="error">{data.filesError}</Notice> : null}
        {data.imagesError ? <Notice type="error">{data.imagesError}</Notice> : null}
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <div className="space-y-8">
          <section aria-labelledby="add-title" className="rounded-xl border border-navy-100 p-5">
            <h2 id="add-title" className="text-xl font-bold">
              Add image to gallery
            </h2>
            <Form method="get" className="mt-4 flex flex-wrap items-end gap-2" key={`bucket-${data.bucket}`}>
              <div className="flex-1">
                <label htmlFor="admin-bucket" className="block font-semibold">
                  Storage bucket
                </label>
                <select
                  id="admin-bucket"
                  name="bucket"
                  defaultValue={data.bucket}
                  className="admin-input"
                  onChange={(event) => submit(event.currentTarget.form, { replace: true })}
                >
                  {galleryBuckets.map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.adminLabel}
                    </option>
                  ))}
                </select>
              </div>
              {hydrated ? null : (
                <button type="submit" className="btn-outline">
                  Show images
                </button>
              )}
            </Form>

            <Form method="post" id={addForm.id} onSubmit={addForm.onSubmit} noValidate className="mt-4 space-y-4" key={`add-${data.bucket}-${values.file}`}>
              <input type="hidden" name="intent" value="add" />
              <input type="hidden" name="bucket" value={data.bucket} />
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
                  {data.files.map((f) => (
                    <option key={f.name} value={f.name}>
                      {f.name}
                    </option>
                  ))}
                </select>
                {data.files.length === 0 && !data.filesError ? (
                  <p className="mt-1 text-sm text-navy-700">No images in this bucket yet: upload one below.</p>
                ) : null}
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
                {adding ? "Adding..." : "Add to Gallery"}
              </button>
            </Form>
          </section>

          <section aria-labelledby="upload-title" className="rounded-xl border border-navy-100 p-5">
            <h2 id="upload-title" className="text-xl font-bold">
              Upload a new image
            </h2>
            <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4">
              <input type="hidden" name="intent" value="upload" />
              <div>
                <label htmlFor="upload-bucket" className="block font-semibold">
                  Into bucket
                </label>
                <select id="upload-bucket" name="bucket" defaultValue={data.bucket} className="admin-input">
                  {galleryBuckets.map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.adminLabel}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="upload-image" className="block font-semibold">
                  Image file
                </label>
                <input
                  id="upload-image"
                  name="image"
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  aria-describedby="upload-help"
                  className="mt-1 block w-full"
                />
                <p id="upload-help" className="mt-1 text-sm text-navy-700">
                  JPEG, PNG or WebP, up to {MAX_UPLOAD_BYTES / 1024 / 1024} MB. It is stored as WebP without its metadata
                  (camera, GPS).
                </p>
              </div>
              <button type="submit" className="btn-secondary" disabled={uploading}>
                {uploading ? "Uploading..." : "Upload"}
              </button>
            </Form>
          </section>
        </div>

        <section aria-labelledby="current-title">
          <h2 id="current-title" className="text-xl font-bold">
            Current gallery images ({data.images.length})
          </h2>
          {data.images.length === 0 && !data.imagesError ? (
            <p className="mt-3 text-navy-700">The gallery has no added images yet; the built-in pictures show on the site.</p>
          ) : (
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
            <ul className="mt-3 max-h-[600px] space-y-3 overflow-y-auto pr-1" tabIndex={0} aria-label="Current gallery images" data-testid="admin-images">
              {data.images.map((image) => (
                <li key={image.id} className="flex gap-3 rounded-lg border border-navy-100 p-3" data-testid="admin-image">
                  <img src={image.imageUrl} alt="" width={96} height={72} loading="lazy" className="h-[72px] w-24 shrink-0 rounded object-cover" />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold">{image.title}</p>
                    <p className="text-sm text-navy-700">
                      {galleryCategories.find((c) => c.value === image.category)?.label ?? image.category}
                      {image.location ? ` · ${image.location}` : ""}
                    </p>
                    <p className="truncate text-xs text-navy-700">
                      {image.bucketId}/{image.filePath}
                    </p>
                    {data.confirmDelete === image.id ? (
                      <div role="alertdialog" aria-labelledby={`confirm-${image.id}`} className="mt-2 rounded-lg bg-red-50 p-3">
                        <p id={`confirm-${image.id}`} className="font-semibold text-red-900">
                          {ADMIN_MESSAGES.confirmDelete}
                        </p>
                        <div className="mt-2 flex gap-2">
                          <Form method="post">
                            <input type="hidden" name="intent" value="delete" />
                            <input type="hidden" name="id" value={image.id} />
                            <input type="hidden" name="bucket" value={data.bucket} />
                            <button type="submit" className="btn-primary" disabled={deleting}>
                              Yes, remove
                            </button>
                          </Form>
                          <Link to={`/admin?${new URLSearchParams({ bucket: data.bucket })}`} className="btn-outline" preventScrollReset>
                            Cancel
                          </Link>
                        </div>
                      </div>
                    ) : (
                      <Link
                        to={`/admin?${new URLSearchParams({ bucket: data.bucket, confirmDelete: image.id })}`}
                        className="btn-outline mt-2 min-h-[36px] px-3 py-1 text-sm"
                        preventScrollReset
                        aria-label={`Delete ${image.title}`}
                      >
                        Delete
                      </Link>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </section>
  );
}
