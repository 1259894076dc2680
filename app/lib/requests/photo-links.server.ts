import type { PreparedPhoto } from "./photo-checks.server";
import type { PhotoDeps } from "./photo-storage.server";

/** The office mail's links stay valid this long: 7 days, the longest S3 signs for. */
export const OFFICE_LINK_SECONDS = 7 * 24 * 60 * 60;

/** Signed links to photos (stored or about to be), for the office mail. */
export function photoLinks(photos: PreparedPhoto[], deps: Pick<PhotoDeps, "storage" | "bucket">, expiresInSeconds = OFFICE_LINK_SECONDS) {
  return Promise.all(photos.map(async (p) => ({ name: p.name, url: await deps.storage.signedUrl(deps.bucket, p.key, expiresInSeconds) })));
}
