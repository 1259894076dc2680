import { findLeadPhoto, listLeadPhotos } from "~/models/lead-photos.server";
import type { StoredObject } from "../platform/storage.server";
import type { AdminPhoto } from "./lead-photos";
import { photoDeps, type PhotoDeps } from "./photo-storage.server";

/** A lead's photos as the office sees them: through an admin-only route, never a public URL (docs/decisions/0104). */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The photos of a lead for its admin page (the route checks the admin and the lead first). */
export async function listAdminPhotos(leadId: string, deps: Pick<PhotoDeps, "db"> = photoDeps()): Promise<AdminPhoto[]> {
  if (!UUID.test(leadId)) return [];
  const rows = await listLeadPhotos(deps.db, leadId);
  return rows.map((row) => ({
    id: row.id,
    name: row.originalName ?? "photo",
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    src: `/admin/leads/${leadId}/photos/${row.id}`,
  }));
}

/** One photo's bytes for the admin-only route, or null when the lead has no such photo. */
export async function openLeadPhoto(leadId: string, photoId: string, deps: PhotoDeps = photoDeps()): Promise<StoredObject | null> {
  if (!UUID.test(leadId) || !UUID.test(photoId)) return null;
  const row = await findLeadPhoto(deps.db, leadId, photoId);
  return row ? deps.storage.get(deps.bucket, row.key) : null;
}
