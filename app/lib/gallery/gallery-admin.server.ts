import type { SubmissionResult } from "@conform-to/react";
import * as galleryImages from "~/models/gallery-images.server";
import { ADMIN_MESSAGES, FIELD_LIMITS } from "~/forms/admin-messages";
import { galleryAdminSchema, itemPhotoSchema } from "~/forms/gallery-admin";
import { parseForm } from "~/forms/parse";
import { UPLOAD_MESSAGES } from "~/forms/upload";
import { galleryPageItems, homeGalleryItems } from "~/content/gallery";
import { isCategory } from "./gallery-categories";
import {
  bucketCategory,
  galleryDeps,
  IMAGE_FILE,
  isGalleryBucket,
  ITEM_PHOTO_BUCKET,
  itemPhotoFolder,
  listBucketImages,
  objectExists,
  photoItemOf,
  type GalleryDeps,
} from "./gallery-storage.server";
import { log } from "../platform/log.server";
import { failureReason, reasonOf } from "../platform/service-failure.server";
import { readUploadForm, storeImage, storeUpload } from "./gallery-upload.server";

/** The gallery admin page's workflows: upload a picture, add a stored file to the gallery, remove one, list both sides. */

type Outcome = { ok: true; message: string; id?: string } | { ok: false; status: number; message: string };

interface AddImageInput {
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
    const id = await galleryImages.insertGalleryImage(deps.db, {
      title,
      description,
      location,
      category,
      bucketId: input.bucket,
      filePath: input.file,
      imageUrl: deps.storage.publicUrl(input.bucket, input.file),
    });
    if (!id) return fail(409, "this image is already in the gallery");
    await deps.pagesChanged("gallery");
    return { ok: true, message: ADMIN_MESSAGES.added, id };
  } catch (error) {
    return fail(503, failureReason("database", "gallery add failed", error));
  }
}

/** The built-in items a photo can stand in for: the home page's projects and the Gallery page's 20. */
const builtInItems = [...homeGalleryItems, ...galleryPageItems];

/**
 * Gives a built-in item its photo (docs/design.md, "Honest proof"): the upload's checks and re-encoding, stored in
 * the item's folder, and its row in place of the item's earlier photo. The item then shows it wherever it is shown.
 */
async function giveItemItsPhoto(input: { item: string; file: FormDataEntryValue | null }, deps: GalleryDeps): Promise<Outcome> {
  const item = builtInItems.find((candidate) => candidate.id === input.item);
  if (!item) return { ok: false, status: 400, message: UPLOAD_MESSAGES.failed(ADMIN_MESSAGES.noItem) };
  const folder = itemPhotoFolder(item.id);
  const stored = await storeImage(ITEM_PHOTO_BUCKET, input.file, deps.storage, folder);
  if (!stored.ok) return stored;
  const key = stored.upload?.key ?? "";
  try {
    const row = { title: item.title, location: item.location, category: "general", bucketId: ITEM_PHOTO_BUCKET, filePath: key };
    const replaced = await galleryImages.replaceFolderImage(deps.db, folder, { ...row, imageUrl: deps.storage.publicUrl(ITEM_PHOTO_BUCKET, key) });
    await deps.pagesChanged("gallery");
    await dropItemPhotoFiles(deps.storage, replaced);
    return { ok: true, message: ADMIN_MESSAGES.photoSaved(item.title) };
  } catch (error) {
    return { ok: false, status: 503, message: UPLOAD_MESSAGES.failed(failureReason("database", "item photo save failed", error)) };
  }
}

/**
 * Deletes the files of item photos no row shows any more. Unlike a gallery upload's file, nothing offers them again
 * (listBucketImages leaves them out), so kept they would only fill the bucket. After the database has changed, and
 * best effort: a file left behind is logged, and the photo's change stands.
 */
async function dropItemPhotoFiles(storage: GalleryDeps["storage"], files: string[]) {
  for (const file of files) {
    await storage.delete(ITEM_PHOTO_BUCKET, file).catch((error: unknown) => log.error("item photo file not deleted", { file, error: reasonOf(error) }));
  }
}

/** The photo form's choices, grouped by the page they are on; `photos` says which items have one. */
function itemChoices(photos: Set<string>) {
  const choice = (item: { id: string; title: string; location: string }) => ({ id: item.id, label: `${item.title}, ${item.location}`, hasPhoto: photos.has(item.id) });
  return [
    { label: "Home page: recent projects", items: homeGalleryItems.map(choice) },
    { label: "Gallery page", items: galleryPageItems.map(choice) },
  ];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * docs/product.md §7, call 13: removes the row; the file stays in its bucket (it can be added again), unless it was
 * a built-in item's photo, which nothing offers again.
 */
export async function removeGalleryImage(id: string, deps: Pick<GalleryDeps, "db" | "storage" | "pagesChanged"> = galleryDeps()): Promise<Outcome> {
  if (!UUID.test(id)) return { ok: false, status: 400, message: ADMIN_MESSAGES.deleteFailed("invalid image id") };
  try {
    const removed = await galleryImages.deleteGalleryImage(deps.db, id);
    if (!removed) {
      return { ok: false, status: 404, message: ADMIN_MESSAGES.deleteFailed("the image is no longer in the gallery") };
    }
    await deps.pagesChanged("gallery");
    if (removed.bucketId === ITEM_PHOTO_BUCKET && photoItemOf(removed.filePath)) await dropItemPhotoFiles(deps.storage, [removed.filePath]);
    return { ok: true, message: ADMIN_MESSAGES.removed };
  } catch (error) {
    return { ok: false, status: 503, message: ADMIN_MESSAGES.deleteFailed(failureReason("database", "gallery delete failed", error)) };
  }
}

/** Everything the /admin page shows; a failing part gives its message instead of failing the page. */
export async function loadGalleryAdmin(bucket: string, deps: GalleryDeps = galleryDeps()) {
  const [files, images] = await Promise.allSettled([listBucketImages(deps.storage, bucket), galleryImages.listGalleryImages(deps.db)]);
  const rows = images.status === "fulfilled" ? images.value : [];
  return {
    items: itemChoices(new Set(rows.flatMap((row) => photoItemOf(row.filePath) ?? []))),
    files: files.status === "fulfilled" ? files.value : [],
    filesError: files.status === "rejected" ? ADMIN_MESSAGES.filesFailed(failureReason("storage", "gallery admin: listing failed", files.reason)) : null,
    images: rows.map((row) => ({ ...row, photoOf: photoItemOf(row.filePath) !== null })),
    imagesError:
      images.status === "rejected" ? ADMIN_MESSAGES.imagesFailed(failureReason("database", "gallery admin: reading images failed", images.reason)) : null,
  };
}

type GalleryAction = "upload" | "item-photo" | "add" | "delete";

type GalleryActionOutcome =
  | { ok: true; message: string; bucket: string; /** The uploaded file, for the add form to offer next. */ file?: string }
  | { ok: false; status: number; intent: GalleryAction | ""; message: string; /** The add form as posted, with its errors. */ reply?: SubmissionResult<string[]> };

/**
 * One of the page's forms: the upload or a built-in item's photo (multipart: the picture is checked, re-encoded and
 * stored), or adding or removing a gallery image (url-encoded); each told apart by `intent`.
 */
export async function actOnGallery(request: Request, deps: GalleryDeps = galleryDeps()): Promise<GalleryActionOutcome> {
  if ((request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) {
    const read = await readUploadForm(request);
    if (!read.ok) return { ...read, intent: "upload" };
    const photo = parseForm(read.form, itemPhotoSchema);
    if (photo.status === "success") {
      const given = await giveItemItsPhoto({ item: photo.value.item, file: read.form.get("image") }, deps);
      const bucket = isGalleryBucket(photo.value.bucket) ? photo.value.bucket : ITEM_PHOTO_BUCKET;
      return given.ok ? { ok: true, message: given.message, bucket } : { ...given, intent: "item-photo" };
    }
    const bucket = String(read.form.get("bucket") ?? "");
    const stored = await storeUpload({ bucket, file: read.form.get("image") }, deps.storage);
    if (!stored.ok) return { ...stored, intent: "upload" };
    return { ok: true, message: stored.message, bucket, file: stored.upload?.key ?? "" };
  }
  const form = await request.formData().catch(() => null);
  if (!form) return { ok: false, status: 400, intent: "", message: ADMIN_MESSAGES.unreadable };
  const submission = parseForm(form, galleryAdminSchema);
  if (submission.status !== "success") return { ok: false, status: 400, intent: "", message: ADMIN_MESSAGES.unknownAction };
  const posted = submission.value;
  if (posted.intent === "add") {
    const added = await addGalleryImage(posted, deps);
    return added.ok ? { ok: true, message: added.message, bucket: posted.bucket } : { ...added, intent: "add", reply: submission.reply() };
  }
  const removed = await removeGalleryImage(posted.id, deps);
  return removed.ok ? { ok: true, message: removed.message, bucket: posted.bucket } : { ...removed, intent: "delete" };
}
