import { randomBytes } from "node:crypto";
import {
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  MaxPartSizeExceededError,
} from "@remix-run/node";
import sharp from "sharp";
import type { Outcome } from "../gallery/gallery-admin.server";
import { isGalleryBucket } from "../gallery/gallery-storage.server";
import { log } from "../platform/log.server";
import { failureReason, reasonOf } from "../platform/service-failure.server";
import type { Storage } from "../platform/storage.server";
import { MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "./upload.messages";

// request-guards.server.ts reads these from here; the browser-safe home is ./upload.messages.ts.
export { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "./upload.messages";

/**
 * libvips threads per image (sharp's default is one per core). Photo posts are already bounded
 * (PHOTO_POSTS), and each runs its images one by one: one thread each leaves a core for answering requests.
 */
export const SHARP_CONCURRENCY = 1;
sharp.concurrency(SHARP_CONCURRENCY);

/** Larger pictures are scaled down to fit this box; 2400 px is plenty for a full-screen gallery. */
const MAX_DIMENSION = 2400;

type ImageKind = "jpeg" | "png" | "webp";

/** The type from the file's first bytes, never from its name or the browser's claim. */
export function sniffImageType(bytes: Uint8Array): ImageKind | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

/** A tidy file name from the visitor's (only [a-z0-9-]); the folder before it is random. */
export function uploadKey(originalName: string): string {
  const base = originalName.replace(/^.*[\\/]/, "").replace(/\.[^.]*$/, "");
  const slug =
    base
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "image";
  return `${randomBytes(8).toString("hex")}/${slug}.webp`;
}

/** Re-encodes to WebP: EXIF orientation applied, every metadata block (GPS, camera) dropped. */
export async function reencode(bytes: Uint8Array): Promise<Uint8Array> {
  const output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .rotate()
    .resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
  return new Uint8Array(output);
}

type UploadForm = { ok: true; form: FormData } | { ok: false; status: number; message: string };

/** Reads a multipart form whose file part may be at most 10 MB; larger requests are refused unread. */
export async function readUploadForm(request: Request): Promise<UploadForm> {
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (length > MAX_UPLOAD_BYTES + 64 * 1024) return { ok: false, status: 413, message: UPLOAD_MESSAGES.failed(UPLOAD_MESSAGES.tooLarge) };
  try {
    const form = await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({ maxPartSize: MAX_UPLOAD_BYTES }),
    );
    return { ok: true, form };
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) {
      return { ok: false, status: 413, message: UPLOAD_MESSAGES.failed(UPLOAD_MESSAGES.tooLarge) };
    }
    return { ok: false, status: 400, message: UPLOAD_MESSAGES.failed("the upload could not be read") };
  }
}

interface UploadResult {
  bucket: string;
  key: string;
}

/** Checks, re-encodes and stores an uploaded picture in a gallery bucket under a random key. */
export async function storeUpload(
  input: { bucket: string; file: FormDataEntryValue | null },
  storage: Storage,
): Promise<Outcome & { upload?: UploadResult }> {
  const fail = (status: number, reason: string) => ({ ok: false as const, status, message: UPLOAD_MESSAGES.failed(reason) });
  if (!isGalleryBucket(input.bucket)) return fail(400, "unknown storage bucket");
  const file = input.file;
  if (!file || typeof file === "string" || file.size === 0) return fail(400, UPLOAD_MESSAGES.missing);
  if (file.size > MAX_UPLOAD_BYTES) return fail(413, UPLOAD_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!sniffImageType(bytes)) return fail(415, UPLOAD_MESSAGES.notImage);
  let webp: Uint8Array;
  try {
    // The header alone says how large the picture would be once decoded; refuse before decoding it.
    const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (width * height > MAX_INPUT_PIXELS) return fail(422, UPLOAD_MESSAGES.tooManyPixels);
    webp = await reencode(bytes);
  } catch (error) {
    log.warn("upload could not be decoded", { error: reasonOf(error) });
    return fail(415, "the image could not be read");
  }
  const key = uploadKey(file.name);
  try {
    await storage.put(input.bucket, key, webp, "image/webp");
  } catch (error) {
    return fail(503, failureReason("storage", "upload store failed", error));
  }
  return { ok: true, message: UPLOAD_MESSAGES.uploaded, upload: { bucket: input.bucket, key } };
}
