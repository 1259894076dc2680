import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { MAX_INPUT_PIXELS } from "~/forms/upload";

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
