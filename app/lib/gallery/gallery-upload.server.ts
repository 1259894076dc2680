import {
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  MaxPartSizeExceededError,
} from "@remix-run/node";
import sharp from "sharp";
import { MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "~/forms/upload";
import { isGalleryBucket } from "./gallery-storage.server";
import { reencode, sniffImageType, uploadKey } from "../platform/image-encoding.server";
import { log } from "../platform/log.server";
import { failureReason, reasonOf } from "../platform/service-failure.server";
import type { Storage } from "../platform/storage.server";

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

type Stored = ({ ok: true; message: string } | { ok: false; status: number; message: string }) & { upload?: UploadResult };

const fail = (status: number, reason: string) => ({ ok: false as const, status, message: UPLOAD_MESSAGES.failed(reason) });

/** Checks, re-encodes and stores an uploaded picture in a gallery bucket under a random key. */
export async function storeUpload(input: { bucket: string; file: FormDataEntryValue | null }, storage: Storage): Promise<Stored> {
  if (!isGalleryBucket(input.bucket)) return fail(400, "unknown storage bucket");
  return storeImage(input.bucket, input.file, storage);
}

/**
 * The upload's checks (size, type by its bytes, pixels) and its re-encoding to WebP without metadata, then the
 * picture stored in `bucket` under a random key in `folder` (the team's photos: "team/" in the media bucket).
 */
export async function storeImage(bucket: string, file: FormDataEntryValue | null, storage: Storage, folder = ""): Promise<Stored> {
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
  const key = folder + uploadKey(file.name);
  try {
    await storage.put(bucket, key, webp, "image/webp");
  } catch (error) {
    return fail(503, failureReason("storage", "upload store failed", error));
  }
  return { ok: true, message: UPLOAD_MESSAGES.uploaded, upload: { bucket, key } };
}
