import { Form, Link } from "@remix-run/react";
import { useIsPending } from "~/hooks/use-is-pending";
import { ADMIN_MESSAGES } from "~/forms/admin-messages";
import { galleryCategories } from "~/lib/gallery/gallery-categories";

/** What the list shows of an image in the gallery. */
interface GalleryImageRow {
  id: string;
  title: string;
  category: string;
  location: string | null;
  bucketId: string;
  filePath: string;
  imageUrl: string;
  /** The photo of one of the site's own projects, not an item of its own. */
  photoOf: boolean;
}

/** The images the gallery shows, each with its delete (confirmed in the page, without JavaScript too). */
export function GalleryImageList({
  images,
  imagesError,
  bucket,
  confirmDelete,
}: {
  images: GalleryImageRow[];
  imagesError: string | null;
  bucket: string;
  confirmDelete: string;
}) {
  const deleting = useIsPending({ intent: "delete", state: "submitting" });
  return (
    <section aria-labelledby="current-title">
      <h2 id="current-title" className="text-xl font-bold">
        Current gallery images ({images.length})
      </h2>
      {images.length === 0 && !imagesError ? (
        <p className="mt-3 text-navy-700">The gallery has no added images yet; the built-in pictures show on the site.</p>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
        <ul className="mt-3 max-h-[600px] space-y-3 overflow-y-auto pr-1" tabIndex={0} aria-label="Current gallery images" data-testid="admin-images">
          {images.map((image) => (
            <li key={image.id} className="flex gap-3 rounded-lg border border-navy-100 p-3" data-testid="admin-image">
              <img src={image.imageUrl} alt="" width={96} height={72} loading="lazy" className="h-[72px] w-24 shrink-0 rounded object-cover" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{image.title}</p>
                <p className="text-sm text-navy-700">
                  {image.photoOf ? "Project photo" : (galleryCategories.find((c) => c.value === image.category)?.label ?? image.category)}
                  {image.location ? ` · ${image.location}` : ""}
                </p>
                <p className="truncate text-xs text-navy-700">
                  {image.bucketId}/{image.filePath}
                </p>
                {confirmDelete === image.id ? (
                  <div role="alertdialog" aria-labelledby={`confirm-${image.id}`} className="mt-2 rounded-lg bg-red-50 p-3">
                    <p id={`confirm-${image.id}`} className="font-semibold text-red-900">
                      {ADMIN_MESSAGES.confirmDelete}
                    </p>
                    <div className="mt-2 flex gap-2">
                      <Form method="post">
                        <input type="hidden" name="intent" value="delete" />
                        <input type="hidden" name="id" value={image.id} />
                        <input type="hidden" name="bucket" value={bucket} />
                        <button type="submit" className="btn-primary" disabled={deleting}>
                          Yes, remove
                        </button>
                      </Form>
                      <Link to={`/admin/gallery?${new URLSearchParams({ bucket })}`} className="btn-outline" preventScrollReset>
                        Cancel
                      </Link>
                    </div>
                  </div>
                ) : (
                  <Link
                    to={`/admin/gallery?${new URLSearchParams({ bucket, confirmDelete: image.id })}`}
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
  );
}
