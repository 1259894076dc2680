import type { Db } from "~db/client";
import type { PhotoRefusal } from "~/forms/photos";
import { formText } from "~/forms/messages";
import type { Lang } from "~/content/languages";
import { addLeadPhoto } from "~/models/lead-photos.server";
import { getConfig } from "../platform/config.server";
import { getDb } from "../platform/db.server";
import { log } from "../platform/log.server";
import { reasonOf } from "../platform/service-failure.server";
import { PRIVATE_NO_STORE } from "../platform/security.server";
import { getStorage, type Storage, type StoredObject } from "../platform/storage.server";
import type { PreparedPhoto } from "./photo-checks.server";

/** Where a request's photos are kept: the private photos bucket, under random keys, with a row each (docs/decisions/0104). */
export interface PhotoDeps {
  db: Db;
  storage: Storage;
  /** The private bucket (PHOTOS_BUCKET). */
  bucket: string;
}

export const photoDeps = (): PhotoDeps => ({ db: getDb(), storage: getStorage(), bucket: getConfig().PHOTOS_BUCKET });

/** Stores a saved lead's photos and their rows: those stored, and those that could not be, as refused. */
export async function storeLeadPhotos(
  leadId: string,
  photos: PreparedPhoto[],
  deps: PhotoDeps,
  lang: Lang = "en",
): Promise<{ stored: PreparedPhoto[]; refused: PhotoRefusal[] }> {
  const stored: PreparedPhoto[] = [];
  const refused: PhotoRefusal[] = [];
  for (const photo of photos) {
    try {
      await deps.storage.put(deps.bucket, photo.key, photo.body, "image/webp");
      await addLeadPhoto(deps.db, {
        leadId,
        key: photo.key,
        contentType: "image/webp",
        bytes: photo.body.byteLength,
        width: photo.width,
        height: photo.height,
        originalName: photo.name.slice(0, 255),
      });
      stored.push(photo);
    } catch (error) {
      log.error("lead photo could not be stored", { leadId, error: reasonOf(error) });
      refused.push({ name: photo.name, reason: formText[lang].photos.notStored });
    }
  }
  return { stored, refused };
}

/**
 * A stored photo as a private answer, or a 404: never cached by anyone else, and, as stored photos are always
 * re-encoded WebP, served as an image only (the office's photo route and the customer's request page).
 */
export function privatePhotoResponse(object: StoredObject | null): Response {
  if (!object) throw new Response("Not Found", { status: 404, headers: { "Cache-Control": PRIVATE_NO_STORE } });
  const headers = new Headers({
    "Content-Type": "image/webp",
    "Cache-Control": PRIVATE_NO_STORE,
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "X-Content-Type-Options": "nosniff",
  });
  if (object.contentLength) headers.set("Content-Length", String(object.contentLength));
  return new Response(object.body, { headers });
}
