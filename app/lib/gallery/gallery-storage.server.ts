import { galleryBuckets } from "~/content/buckets";
import type { Db } from "~db/client";
import type { GalleryCategory } from "./gallery-categories";
import { getDb } from "../platform/db.server";
import { announcePagesChanged } from "../platform/page-changes.server";
import { getStorage, type Storage } from "../platform/storage.server";

/**
 * The gallery's files: which buckets hold gallery pictures, which files are pictures, and the deps of
 * every gallery workflow (the admin page, upload, import). Rows are in app/models/gallery-images.server.ts.
 */

/** The category an image gets from the bucket it is stored in (import, and the add form's default). */
export const bucketCategory: Record<string, GalleryCategory> = {
  "gallery-panels": "panels",
  "gallery-ev-chargers": "ev-chargers",
  "gallery-lighting": "lighting",
  "gallery-before-after": "before-after",
  "gallery-commercial": "commercial",
  "gallery-general": "general",
};

export const isGalleryBucket = (bucket: string) => galleryBuckets.some((b) => b.id === bucket);

/** docs/product.md §5: only these are images. */
export const IMAGE_FILE = /\.(jpe?g|png|webp)$/i;

export interface GalleryDeps {
  db: Db;
  storage: Storage;
  /** Called once a change the public gallery shows is saved (the page cache forgets its pages). */
  pagesChanged(what: string): Promise<void>;
}

export const galleryDeps = (): GalleryDeps => ({ db: getDb(), storage: getStorage(), pagesChanged: (what) => announcePagesChanged(what) });

interface BucketFile {
  name: string;
  id: string;
  url: string;
}

/**
 * A built-in item's photo (one that stands in for its drawing) is kept in the general bucket as
 * "items/<item id>/<random>/<name>.webp": its row in gallery_images is told apart by that path, so the item it
 * shows needs no column of its own.
 */
export const ITEM_PHOTO_BUCKET = "gallery-general";
export const itemPhotoFolder = (itemId: string) => `items/${itemId}/`;

/** The built-in item a stored file is the photo of, if it is one. */
export const photoItemOf = (filePath: string) => /^items\/([a-z0-9-]{1,40})\//.exec(filePath)?.[1] ?? null;

/**
 * docs/product.md §7, calls 9 and 10: the image files of one bucket with their public URLs. A built-in item's photo
 * is not offered: it is added with its item, and taking it off brings the drawing back, not a gallery item.
 */
export async function listBucketImages(storage: Storage, bucket: string): Promise<BucketFile[]> {
  if (!isGalleryBucket(bucket)) throw new Error(`unknown bucket ${bucket}`);
  const files = await storage.list(bucket);
  return files
    .filter((f) => IMAGE_FILE.test(f.name) && !photoItemOf(f.name))
    .map((f) => ({ name: f.name, id: f.id, url: storage.publicUrl(bucket, f.name) }));
}

/** True when the object exists (the body is not read). */
export async function objectExists(storage: Storage, bucket: string, key: string): Promise<boolean> {
  const object = await storage.get(bucket, key);
  if (!object) return false;
  await object.body.cancel().catch(() => {});
  return true;
}
