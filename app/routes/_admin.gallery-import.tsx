import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { Notice } from "~/components/admin/Notice";
import { useImportBatches, type ImportOutcome } from "~/components/admin/use-import-batches";
import { useIsPending } from "~/hooks/use-is-pending";
import { IMPORT_MESSAGES } from "~/forms/admin-messages";
import { importSchema } from "~/forms/gallery-import";
import { parseForm } from "~/forms/parse";
import { importImages, scanBuckets } from "~/lib/gallery/gallery-import.server";
import { requireAdmin } from "~/lib/auth/require-admin.server";
import { failureReason } from "~/lib/platform/service-failure.server";
import { pageTitle } from "~/lib/site/seo";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Gallery import", matches) }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const scan = await scanBuckets();
  const select = new URL(request.url).searchParams.get("select");
  return json({ ...scan, selectAll: select === "all" });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const none = { imported: 0, duplicates: 0, failures: [] };
  const form = await request.formData().catch(() => null);
  if (!form) return json<ImportOutcome>({ ok: false, message: IMPORT_MESSAGES.failed("the form could not be read"), ...none }, { status: 400 });
  const submission = parseForm(form, importSchema);
  if (submission.status !== "success") return json<ImportOutcome>({ ok: false, message: IMPORT_MESSAGES.noneSelected, ...none }, { status: 400 });
  try {
    const result = await importImages(submission.value.file);
    return json<ImportOutcome>({
      ok: true,
      message: IMPORT_MESSAGES.imported(result.imported),
      imported: result.imported,
      duplicates: result.duplicates,
      failures: result.failed.map(IMPORT_MESSAGES.fileFailed),
    });
  } catch (error) {
    return json<ImportOutcome>(
      { ok: false, message: IMPORT_MESSAGES.failed(failureReason("database", "gallery import failed", error)), ...none },
      { status: 503 },
    );
  }
}

/** Batches before the last one do not rescan the buckets; the last one does. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("batch") === "more" ? false : defaultShouldRevalidate;

export default function GalleryImport() {
  const data = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const [selected, setSelected] = useState<Set<string>>(() => new Set(data.selectAll ? data.images.map((i) => i.ref) : []));
  const { progress, outcome, start } = useImportBatches(() => setSelected(new Set()));
  const posting = useIsPending({ state: "submitting" });

  function onImport(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    start(data.images.map((i) => i.ref).filter((ref) => selected.has(ref)));
  }

  const shown = outcome ?? posted ?? null;
  const importing = progress !== null || posting;
  const toggle = (ref: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(ref);
      else next.delete(ref);
      return next;
    });

  return (
    <section aria-labelledby="import-title">
      <h1 id="import-title" className="mt-6 text-3xl font-extrabold">
        Gallery import
      </h1>
      <p className="mt-2 text-navy-700">Add pictures already in the storage buckets to the public gallery in one go.</p>

      <div className="mt-4 space-y-2">
        <Notice type="info" testId="import-security-notice">
          <strong>Security notice:</strong> importing is admin-only. This page and its import action check that you are
          signed in as an admin; no public storage or database policy is opened for it, so there is nothing to remove
          afterwards.
        </Notice>
        {data.error ? <Notice type="error">{data.error}</Notice> : null}
        {data.skipped.length > 0 && !data.error ? (
          <Notice type="info">Skipped {data.skipped.map((s) => s.bucket).join(", ")}: the bucket could not be read.</Notice>
        ) : null}
        {!data.error && !shown ? <Notice type="info">{IMPORT_MESSAGES.found(data.images.length)}</Notice> : null}
        {shown ? (
          <div data-testid="import-result" className="space-y-2">
            <Notice type={shown.ok ? "success" : "error"}>
              <strong>{shown.message}</strong>
              {shown.duplicates > 0 ? ` ${shown.duplicates} already in the gallery were skipped.` : null}
            </Notice>
            {shown.failures.map((failure) => (
              <Notice key={failure} type="error">
                {failure}
              </Notice>
            ))}
          </div>
        ) : null}
        {progress ? (
          <div role="status" data-testid="import-progress" className="rounded-lg border border-navy-100 p-3">
            <label htmlFor="import-progress-bar" className="font-semibold">
              Importing {progress.done} of {progress.total} images...
            </label>
            <progress id="import-progress-bar" max={progress.total} value={progress.done} className="mt-2 block w-full" />
          </div>
        ) : null}
      </div>

      <div className="mt-6 flex flex-wrap gap-2">
        <Form method="get" className="flex flex-wrap gap-2">
          <button
            type="submit"
            name="select"
            value="all"
            className="btn-outline"
            onClick={(event) => {
              event.preventDefault();
              setSelected(new Set(data.images.map((i) => i.ref)));
            }}
          >
            Select all
          </button>
          <button
            type="submit"
            name="select"
            value="none"
            className="btn-outline"
            onClick={(event) => {
              event.preventDefault();
              setSelected(new Set());
            }}
          >
            Deselect all
          </button>
        </Form>
        <Form method="get">
          <button type="submit" className="btn-outline">
            Rescan buckets
          </button>
        </Form>
      </div>

      {data.images.length === 0 && !data.error ? (
        <div className="mt-8 rounded-xl border border-dashed border-navy-600 p-8 text-center">
          <p className="text-lg font-semibold">{IMPORT_MESSAGES.empty}</p>
          <Form method="get" className="mt-4">
            <button type="submit" className="btn-primary">
              Scan again
            </button>
          </Form>
        </div>
      ) : (
        <Form method="post" action="/gallery-import" onSubmit={onImport} className="mt-6">
          <p className="mb-3 text-navy-700" aria-live="polite">
            {selected.size} of {data.images.length} selected
          </p>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" data-testid="import-grid">
            {data.images.map((image) => {
              const id = `import-${image.ref}`;
              return (
                <li key={image.ref} className="rounded-lg border border-navy-100 p-2">
                  <img src={image.url} alt="" width={240} height={160} loading="lazy" className="aspect-[3/2] w-full rounded object-cover" />
                  <div className="mt-2 flex items-start gap-2">
                    <input
                      id={id}
                      type="checkbox"
                      name="file"
                      value={image.ref}
                      checked={selected.has(image.ref)}
                      onChange={(event) => toggle(image.ref, event.currentTarget.checked)}
                      className="mt-1 h-5 w-5 shrink-0"
                    />
                    <label htmlFor={id} className="min-w-0 text-sm">
                      <span className="block font-semibold">{image.title}</span>
                      <span className="block truncate text-navy-700">
                        {image.bucketLabel} · {image.name}
                      </span>
                      {image.inGallery ? <span className="block text-xs font-semibold text-green-800">In gallery</span> : null}
                    </label>
                  </div>
                </li>
              );
            })}
          </ul>
          <button type="submit" className="btn-primary mt-6" disabled={importing}>
            {importing ? "Importing..." : `Import selected (${selected.size})`}
          </button>
        </Form>
      )}
    </section>
  );
}
