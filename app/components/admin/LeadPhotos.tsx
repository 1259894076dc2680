import type { AdminPhoto } from "~/lib/requests/lead-photos";

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`);

/** The photos the visitor sent with the request; each opens full size (the names are the visitor's, shown escaped). */
export function LeadPhotos({ photos }: { photos: AdminPhoto[] }) {
  return (
    <section aria-labelledby="lead-photos-title" className="mt-8" data-testid="lead-photos">
      <h2 id="lead-photos-title" className="text-xl font-bold">
        Photos ({photos.length})
      </h2>
      {photos.length === 0 ? (
        <p className="mt-2 text-navy-700">No photos were sent with this request.</p>
      ) : (
        <ul className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-3">
          {photos.map((photo) => (
            <li key={photo.id}>
              <a href={photo.src} target="_blank" rel="noreferrer" className="block">
                <img
                  src={photo.src}
                  alt={`Sent with the request: ${photo.name}`}
                  width={photo.width ?? 320}
                  height={photo.height ?? 240}
                  loading="lazy"
                  className="h-48 w-full rounded-lg border border-navy-100 object-cover"
                />
              </a>
              <p className="mt-1 break-words text-sm">
                {photo.name} · {photo.width}×{photo.height} · {size(photo.bytes)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
