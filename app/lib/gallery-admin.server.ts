import { desc, eq } from "drizzle-orm";
import { galleryBuckets } from "~/content/buckets";
import { galleryImages } from "../../db/schema";
import type { Db } from "../../db/client";
import { getDb } from "./db.server";
import { log } from "./log.server";
import { getStorage, type Storage } from "./storage.server";

/**
 * Categories an admin can give an image. The public pages map them onto their chips
 * (app/lib/gallery.server.ts); "general" shows under All only.
 */
export const galleryCategories = [
  { value: "panels", label: "Panel Upgrades" },
  { value: "ev-chargers", label: "EV Chargers" },
  { value: "lighting", label: "Lighting" },
  { value: "ceiling-fans", label: "Ceiling Fans" },
  { value: "before-after", label: "Before & After" },
  { value: "commercial", label: "Commercial" },
  { value: "general", label: "General" },
] as const;

export type GalleryCategory = (typeof galleryCategories)[number]["value"];

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
export const isCategory = (value: string): value is GalleryCategory => galleryCategories.some((c) => c.value === value);

/** docs/product.md §5: only these are images. */
export const IMAGE_FILE = /\.(jpe?g|png|webp)$/i;

export const ADMIN_MESSAGES = {
  missing: "Please select a file and enter a title",
  added: "Image added to gallery!",
  removed: "Image removed from gallery",
  confirmDelete: "Are you sure you want to remove this image from the gallery?",
  filesFailed: (reason: string) => `Failed to fetch storage files: ${reason}`,
  imagesFailed: (reason: string) => `Failed to fetch gallery images: ${reason}`,
  addFailed: (reason: string) => `Failed to add image: ${reason}`,
  deleteFailed: (reason: string) => `Failed to delete image: ${reason}`,
} as const;

export const FIELD_LIMITS = { title: 200, description: 1000, location: 200 } as const;

export interface GalleryDeps {
  db: Db;
  storage: Storage;
}

export const galleryDeps = (): GalleryDeps => ({ db: getDb(), storage: getStorage() });

export type Outcome = { ok: true; message: string; id?: string } | { ok: false; status: number; message: string };

export const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The {reason} of a failure message when a service fails: our own words, because an S3 or database error
 * can name hosts, tables and values. The error itself goes to the log.
 */
export const FAILURE_REASONS = {
  storage: "the storage service is not answering, please try again",
  database: "the database is not answering, please try again",
} as const;

export function failureReason(service: keyof typeof FAILURE_REASONS, what: string, error: unknown): string {
  log.error(what, { error: reasonOf(error) });
  return FAILURE_REASONS[service];
}

/** docs/product.md §7, call 11: every gallery row, newest first. */
export function listGalleryImages(db: Db) {
  return db.select().from(galleryImages).orderBy(desc(galleryImages.createdAt), desc(galleryImages.id));
}

export interface BucketFile {
  name: string;
  id: string;
  url: string;
}

/** docs/product.md §7, calls 9 and 10: the image files of one bucket with their public URLs. */
export async function listBucketImages(storage: Storage, bucket: string): Promise<BucketFile[]> {
  if (!isGalleryBucket(bucket)) throw new Error(`unknown bucket ${bucket}`);
  const files = await storage.list(bucket);
  return files
    .filter((f) => IMAGE_FILE.test(f.name))
    .map((f) => ({ name: f.name, id: f.id, url: storage.publicUrl(bucket, f.name) }));
}

/** True when the object exists (the body is not read). */
export async function objectExists(storage: Storage, bucket: string, key: string): Promise<boolean> {
  const object = await storage.get(bucket, key);
  if (!object) return false;
  await object.body.cancel().catch(() => {});
  return true;
}

export interface AddImageInput {
  bucket: string;
  file: string;
  title: string;
  description?: string;
  location?: string;
  category?: string;
}

const text = (value: string | undefined) => {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

/** docs/product.md §7, call 12: a file already in a bucket becomes a gallery row. */
export async function addGalleryImage(input: AddImageInput, deps: GalleryDeps = galleryDeps()): Promise<Outcome> {
  const title = input.title.trim();
  if (!input.file || !title) return { ok: false, status: 400, message: ADMIN_MESSAGES.missing };
  const fail = (status: number, reason: string): Outcome => ({ ok: false, status, message: ADMIN_MESSAGES.addFailed(reason) });
  if (!isGalleryBucket(input.bucket)) return fail(400, "unknown storage bucket");
  if (!IMAGE_FILE.test(input.file) || input.file.includes("..")) return fail(400, "only JPEG, PNG and WebP files can be added");
  if (title.length > FIELD_LIMITS.title) return fail(400, `the title must be at most ${FIELD_LIMITS.title} characters`);
  const description = text(input.description);
  const location = text(input.location);
  if (description && description.length > FIELD_LIMITS.description) {
    return fail(400, `the description must be at most ${FIELD_LIMITS.description} characters`);
  }
  if (location && location.length > FIELD_LIMITS.location) return fail(400, `the location must be at most ${FIELD_LIMITS.location} characters`);
  const category = input.category && isCategory(input.category) ? input.category : bucketCategory[input.bucket];
  try {
    if (!(await objectExists(deps.storage, input.bucket, input.file))) return fail(404, "the file is not in that bucket");
  } catch (error) {
    return fail(503, failureReason("storage", "gallery add: file check failed", error));
  }
  try {
    const [row] = await deps.db
      .insert(galleryImages)
      .values({
        title,
        description,
        location,
        category,
        bucketId: input.bucket,
        filePath: input.file,
        imageUrl: deps.storage.publicUrl(input.bucket, input.file),
      })
      .onConflictDoNothing()
      .returning({ id: galleryImages.id });
    if (!row) return fail(409, "this image is already in the gallery");
    return { ok: true, message: ADMIN_MESSAGES.added, id: row.id };
  } catch (error) {
    return fail(503, failureReason("database", "gallery add failed", error));
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** docs/product.md §7, call 13: removes the row; the file stays in its bucket (it can be added again). */
export async function deleteGalleryImage(id: string, db: Db = getDb()): Promise<Outcome> {
  if (!UUID.test(id)) return { ok: false, status: 400, message: ADMIN_MESSAGES.deleteFailed("invalid image id") };
  try {
    const rows = await db.delete(galleryImages).where(eq(galleryImages.id, id)).returning({ id: galleryImages.id });
    if (rows.length === 0) return { ok: false, status: 404, message: ADMIN_MESSAGES.deleteFailed("the image is no longer in the gallery") };
    return { ok: true, message: ADMIN_MESSAGES.removed };
  } catch (error) {
    return { ok: false, status: 503, message: ADMIN_MESSAGES.deleteFailed(failureReason("database", "gallery delete failed", error)) };
  }
}

/** Everything the /admin page shows; a failing part gives its spec message instead of failing the page. */
export async function loadGalleryAdmin(bucket: string, deps: GalleryDeps = galleryDeps()) {
  const [files, images] = await Promise.allSettled([listBucketImages(deps.storage, bucket), listGalleryImages(deps.db)]);
  return {
    files: files.status === "fulfilled" ? files.value : [],
    filesError: files.status === "rejected" ? ADMIN_MESSAGES.filesFailed(failureReason("storage", "gallery admin: listing failed", files.reason)) : null,
    images: images.status === "fulfilled" ? images.value : [],
    imagesError:
      images.status === "rejected" ? ADMIN_MESSAGES.imagesFailed(failureReason("database", "gallery admin: reading images failed", images.reason)) : null,
  };
}
