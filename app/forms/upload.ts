/** The limits of an uploaded picture, and what the admin is told when one is refused. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** A picture may declare at most this many pixels: a tiny file can claim billions (a decompression bomb). */
export const MAX_INPUT_PIXELS = 50_000_000;

export const UPLOAD_MESSAGES = {
  uploaded: "Image uploaded. Give it a title and add it to the gallery.",
  failed: (reason: string) => `Failed to upload image: ${reason}`,
  tooLarge: "the file is larger than 10 MB",
  notImage: "only JPEG, PNG and WebP images can be uploaded",
  missing: "choose an image file",
  tooManyPixels: `the image is larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
} as const;
