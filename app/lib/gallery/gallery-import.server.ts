import { galleryBuckets } from "~/content/buckets";
import { insertGalleryImage, listGalleryRefs } from "~/models/gallery-images.server";
import { IMPORT_MESSAGES } from "~/forms/admin-messages";
import { bucketCategory, galleryDeps, IMAGE_FILE, isGalleryBucket, objectExists, photoItemOf, type GalleryDeps } from "./gallery-storage.server";
import { log } from "../platform/log.server";
import { FAILURE_REASONS } from "../platform/service-failure.messages";
import { failureReason, reasonOf } from "../platform/service-failure.server";

/** docs/product.md §5: extension dropped, dashes and underscores to spaces, words capitalised. */
export function deriveTitle(fileName: string): string {
  const base = fileName.replace(/^.*\//, "").replace(/\.[^.]*$/, "");
  return base
    .replace(/[-_]+/g, " ")
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** A picture, and not a built-in item's photo (that one goes with its item). */
export const isImportable = (name: string) => IMAGE_FILE.test(name) && !photoItemOf(name);

interface ScannedImage {
  /** `bucket/key`: the value of the image's checkbox. */
  ref: string;
  bucket: string;
  bucketLabel: string;
  name: string;
  url: string;
  title: string;
  inGallery: boolean;
}

interface ScanResult {
  images: ScannedImage[];
  /** Buckets that answered with an error and were skipped. */
  skipped: { bucket: string; reason: string }[];
  /** Set when no bucket could be read, or the gallery could not be checked. */
  error: string | null;
}

/** Scans the six buckets (call 9), skipping any that errors, and marks files already in the gallery. */
export async function scanBuckets(deps: GalleryDeps = galleryDeps()): Promise<ScanResult> {
  const images: ScannedImage[] = [];
  const skipped: ScanResult["skipped"] = [];
  for (const bucket of galleryBuckets) {
    try {
      for (const file of await deps.storage.list(bucket.id)) {
        if (!isImportable(file.name)) continue;
        images.push({
          ref: `${bucket.id}/${file.name}`,
          bucket: bucket.id,
          bucketLabel: bucket.importLabel,
          name: file.name,
          url: deps.storage.publicUrl(bucket.id, file.name),
          title: deriveTitle(file.name),
          inGallery: false,
        });
      }
    } catch (error) {
      log.warn("bucket skipped during scan", { bucket: bucket.id, error: reasonOf(error) });
      skipped.push({ bucket: bucket.id, reason: FAILURE_REASONS.storage });
    }
  }
  if (skipped.length === galleryBuckets.length) {
    return { images, skipped, error: IMPORT_MESSAGES.scanFailed(skipped[0]?.reason ?? "no bucket answered") };
  }
  try {
    const known = await listGalleryRefs(deps.db);
    for (const image of images) image.inGallery = known.has(image.ref);
  } catch (error) {
    return { images, skipped, error: IMPORT_MESSAGES.scanFailed(failureReason("database", "gallery scan: reading images failed", error)) };
  }
  return { images, skipped, error: null };
}

interface ImportResult {
  imported: number;
  /** Already in the gallery: not added twice. */
  duplicates: number;
  /** Files that could not be imported (missing, not an image, unknown bucket). */
  failed: string[];
}

/** Splits a checkbox value `bucket/key` (bucket ids contain no slash). */
function parseRef(ref: string) {
  const slash = ref.indexOf("/");
  return slash < 0 ? { bucket: "", name: ref } : { bucket: ref.slice(0, slash), name: ref.slice(slash + 1) };
}

/**
 * Imports the selected files (call 12 for each): title from the file name, category from the bucket.
 * A file already in the gallery is skipped (unique bucket + path). A database failure throws.
 */
export async function importImages(refs: string[], deps: GalleryDeps = galleryDeps()): Promise<ImportResult> {
  const result: ImportResult = { imported: 0, duplicates: 0, failed: [] };
  for (const ref of new Set(refs)) {
    const { bucket, name } = parseRef(ref);
    const valid = isGalleryBucket(bucket) && isImportable(name) && !name.includes("..");
    let exists = false;
    try {
      exists = valid && (await objectExists(deps.storage, bucket, name));
    } catch (error) {
      log.warn("import file check failed", { ref, error: reasonOf(error) });
    }
    if (!exists) {
      result.failed.push(name || ref);
      continue;
    }
    const id = await insertGalleryImage(deps.db, {
      title: deriveTitle(name),
      description: null,
      location: null,
      category: bucketCategory[bucket],
      bucketId: bucket,
      filePath: name,
      imageUrl: deps.storage.publicUrl(bucket, name),
    });
    if (id) result.imported += 1;
    else result.duplicates += 1;
  }
  if (result.imported > 0) await deps.pagesChanged("gallery");
  return result;
}
