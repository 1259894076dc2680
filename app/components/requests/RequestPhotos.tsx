import { Form } from "@remix-run/react";
import { MAX_REQUEST_PHOTOS, PHOTO_ACCEPT, PHOTOS_FIELD } from "~/forms/photos";
import { useWords } from "~/hooks/use-lang";
import type { RequestStatusText } from "~/content/request-status";

/** A photo of the request, served by its page's own route. */
interface RequestPhoto {
  id: string;
  src: string;
  width: number | null;
  height: number | null;
}

/**
 * The photos the customer sent with their request, and, while it is open, a form to add more: one multipart post
 * that works without JavaScript, judged on the server exactly as the estimate form's photos (docs/requests.md).
 * A request that holds all it may says so instead of offering a form the server would refuse.
 */
export function RequestPhotos({ photos, open }: { photos: RequestPhoto[]; open: boolean }) {
  const { request: m } = useWords<{ request: RequestStatusText }>();
  return (
    <>
      {photos.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold">{m.photos}</h3>
          <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="request-photos">
            {photos.map((photo, i) => (
              <li key={photo.id}>
                <a href={photo.src}>
                  <img src={photo.src} alt={m.photoAlt(i + 1)} width={photo.width ?? undefined} height={photo.height ?? undefined} loading="lazy" className="h-auto w-full rounded border border-navy-100" />
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {open && photos.length >= MAX_REQUEST_PHOTOS ? (
        <p className="mt-4 text-sm text-navy-700" data-testid="request-photos-full">
          {m.photosFull(MAX_REQUEST_PHOTOS)}
        </p>
      ) : open ? (
        <Form method="post" encType="multipart/form-data" className="mt-4" data-testid="request-photos-form">
          <input type="hidden" name="intent" value="photos" />
          <label htmlFor="status-photos" className="block font-semibold">
            {m.addPhotosLabel}
          </label>
          <p id="status-photos-hint" className="mt-1 text-sm text-navy-700">
            {m.addPhotosHint}
          </p>
          <input id="status-photos" name={PHOTOS_FIELD} type="file" multiple required accept={PHOTO_ACCEPT} aria-describedby="status-photos-hint" className="mt-2 block min-h-[44px] w-full text-sm" />
          <button type="submit" className="btn-secondary mt-3 w-full sm:w-auto">
            {m.addPhotosButton}
          </button>
        </Form>
      ) : null}
    </>
  );
}
