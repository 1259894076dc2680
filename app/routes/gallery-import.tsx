import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Form, useActionData, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { AdminNav } from "~/components/admin/AdminNav";
import { Notice } from "~/components/admin/Notice";
import { showToast } from "~/components/ui/Toaster";
import { requireAdmin } from "~/lib/admin.server";
import { failureReason } from "~/lib/gallery-admin.server";
import { importImages, IMPORT_MESSAGES, scanBuckets } from "~/lib/gallery-import.server";
import { pageTitle } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Gallery Import", matches) }, { name: "robots", content: "noindex" }];

/** With JavaScript the selection is imported in batches of this size, so progress can be shown. */
const BATCH = 5;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  const scan = await scanBuckets();
  const select = new URL(request.url).searchParams.get("select");
  return json({
    user: user.email,
    ...scan,
    found: scan.error ? null : IMPORT_MESSAGES.found(scan.images.length),
    emptyMessage: IMPORT_MESSAGES.empty,
    noneSelectedMessage: IMPORT_MESSAGES.noneSelected,
    selectAll: select === "all",
  });
}

export interface ImportOutcome {
  ok: boolean;
  message: string;
  imported: number;
  duplicates: number;
  failures: string[];
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const none = { imported: 0, duplicates: 0, failures: [] };
  const form = await request.formData().catch(() => null);
  if (!form) return json<ImportOutcome>({ ok: false, message: IMPORT_MESSAGES.failed("the form could not be read"), ...none }, { status: 400 });
  const refs = form.getAll("file").filter((v): v is string => typeof v === "string" && v !== "");
  if (refs.length === 0) return json<ImportOutcome>({ ok: false, message: IMPORT_MESSAGES.noneSelected, ...none }, { status: 400 });
  try {
    const result = await importImages(refs);
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

interface Progress {
  total: number;
  done: number;
  queue: string[][];
  imported: number;
  duplicates: number;
  failures: string[];
  error: string | null;
}

export default function GalleryImport() {
  const data = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const navigation = useNavigation();
  const fetcher = useFetcher<typeof action>();
  const [selected, setSelected] = useState<Set<string>>(() => new Set(data.selectAll ? data.images.map((i) => i.ref) : []));
  const [progress, setProgress] = useState<Progress | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const handled = useRef<unknown>(null);

  // Each finished batch: add up the counts, then send the next one or finish.
  useEffect(() => {
    if (!progress || fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    const batch = fetcher.data;
    const next: Progress = {
      ...progress,
      done: progress.done + (progress.queue[0]?.length ?? 0),
      queue: progress.queue.slice(1),
      imported: progress.imported + batch.imported,
      duplicates: progress.duplicates + batch.duplicates,
      failures: [...progress.failures, ...batch.failures],
      error: batch.ok ? progress.error : batch.message,
    };
    if (!batch.ok || next.queue.length === 0) {
      const final: ImportOutcome = next.error
        ? { ok: false, message: next.error, imported: next.imported, duplicates: next.duplicates, failures: next.failures }
        : {
            ok: true,
            message: `Successfully imported ${next.imported} images!`,
            imported: next.imported,
            duplicates: next.duplicates,
            failures: next.failures,
          };
      setProgress(null);
      setOutcome(final);
      setSelected(new Set());
      for (const failure of final.failures) showToast({ title: failure, type: "error" });
      showToast({ title: final.message, type: final.ok ? "success" : "error" });
      return;
    }
    setProgress(next);
    sendBatch(next.queue);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per finished batch
  }, [fetcher.state, fetcher.data]);

  function sendBatch(queue: string[][]) {
    const form = new FormData();
    for (const ref of queue[0]) form.append("file", ref);
    form.set("batch", queue.length > 1 ? "more" : "last");
    fetcher.submit(form, { method: "post" });
  }

  function onImport(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const refs = data.images.map((i) => i.ref).filter((ref) => selected.has(ref));
    if (refs.length === 0) {
      setOutcome({ ok: false, message: data.noneSelectedMessage, imported: 0, duplicates: 0, failures: [] });
      showToast({ title: data.noneSelectedMessage, type: "error" });
      return;
    }
    const queue: string[][] = [];
    for (let i = 0; i < refs.length; i += BATCH) queue.push(refs.slice(i, i + BATCH));
    setOutcome(null);
    handled.current = fetcher.data;
    setProgress({ total: refs.length, done: 0, queue, imported: 0, duplicates: 0, failures: [], error: null });
    sendBatch(queue);
  }

  const shown = outcome ?? posted ?? null;
  const importing = progress !== null || (navigation.state === "submitting" && navigation.formMethod === "POST");
  const toggle = (ref: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(ref);
      else next.delete(ref);
      return next;
    });

  return (
    <section className="container-page py-8" aria-labelledby="import-title">
      <AdminNav email={data.user} />
      <h1 id="import-title" className="mt-6 text-3xl font-extrabold">
        Gallery Import
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
        {data.found && !shown ? <Notice type="info">{data.found}</Notice> : null}
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
            Select All
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
            Deselect All
          </button>
        </Form>
        <Form method="get">
          <button type="submit" className="btn-outline">
            Rescan Buckets
          </button>
        </Form>
      </div>

      {data.images.length === 0 && !data.error ? (
        <div className="mt-8 rounded-xl border border-dashed border-navy-600 p-8 text-center">
          <p className="text-lg font-semibold">{data.emptyMessage}</p>
          <Form method="get" className="mt-4">
            <button type="submit" className="btn-primary">
              Scan Again
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
