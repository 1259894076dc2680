import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AddImageForm } from "~/components/admin/gallery/AddImageForm";
import { GalleryImageList } from "~/components/admin/gallery/GalleryImageList";
import { ItemPhotoForm } from "~/components/admin/gallery/ItemPhotoForm";
import { UploadImageForm } from "~/components/admin/gallery/UploadImageForm";
import { Notice } from "~/components/admin/Notice";
import { galleryBuckets } from "~/content/buckets";
import { actOnGallery, loadGalleryAdmin } from "~/lib/gallery/gallery-admin.server";
import { bucketCategory, isGalleryBucket } from "~/lib/gallery/gallery-storage.server";
import { requireAdmin } from "~/lib/auth/require-admin.server";
import { spanishWaiting } from "~/lib/content/content-editing.server";
import { redirectWithToast } from "~/lib/platform/toast.server";
import { pageTitle } from "~/lib/site/seo";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Gallery admin", matches) }, { name: "robots", content: "noindex" }];

const param = (params: URLSearchParams, name: string) => params.get(name) ?? "";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const requested = param(params, "bucket");
  const bucket = isGalleryBucket(requested) ? requested : galleryBuckets[0].id;
  const [data, spanishNeedsUpdate] = await Promise.all([loadGalleryAdmin(bucket), spanishWaiting()]);
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
    spanishNeedsUpdate,
    ...data,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const outcome = await actOnGallery(request);
  if (!outcome.ok) return json({ intent: outcome.intent, message: outcome.message, reply: outcome.reply }, { status: outcome.status });
  // After an upload the add form offers the new file.
  const next = new URLSearchParams({ bucket: outcome.bucket, ...(outcome.file === undefined ? {} : { file: outcome.file }) });
  return redirectWithToast(`/admin/gallery?${next}`, { title: outcome.message, type: "success" });
}

export default function GalleryAdmin() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title" className="mt-6 text-3xl font-extrabold">
        Gallery admin
      </h1>
      <div className="mt-4 space-y-2">
        {data.spanishNeedsUpdate > 0 ? (
          <Notice type="info" testId="spanish-needs-update">
            {`${data.spanishNeedsUpdate} Spanish ${data.spanishNeedsUpdate === 1 ? "field needs" : "fields need"} an update: `}
            <Link to="/admin/content" className="font-semibold underline">Site words</Link>
          </Notice>
        ) : null}
        {result?.message ? <Notice type="error">{result.message}</Notice> : null}
        {data.filesError ? <Notice type="error">{data.filesError}</Notice> : null}
        {data.imagesError ? <Notice type="error">{data.imagesError}</Notice> : null}
      </div>

      {/* One column that never grows past the screen: a long file name or path stays inside it on a phone. */}
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-2">
        <div className="space-y-8">
          <ItemPhotoForm groups={data.items} bucket={data.bucket} />
          <AddImageForm bucket={data.bucket} values={data.values} files={data.files} filesError={data.filesError} reply={result?.reply ?? undefined} />
          <UploadImageForm bucket={data.bucket} />
        </div>
        <GalleryImageList images={data.images} imagesError={data.imagesError} bucket={data.bucket} confirmDelete={data.confirmDelete} />
      </div>
    </section>
  );
}
