import sharp from "sharp";
import { MAX_PHOTO_BYTES, MAX_PHOTOS, PHOTOS_FIELD, type PhotoRefusal } from "~/forms/photos";
import { formText } from "~/forms/messages";
import { MAX_INPUT_PIXELS } from "~/forms/upload";
import type { Lang } from "~/content/languages";
import { reencode, sniffImageType, uploadKey } from "../platform/image-encoding.server";
import { log } from "../platform/log.server";
import { reasonOf } from "../platform/service-failure.server";

/**
 * The photos a visitor sends with the estimate and contact forms (docs/decisions/0104): judged one by one
 * by their bytes (never the name or the browser's type), re-encoded without metadata (GPS, camera);
 * photo-storage.server.ts stores them once the lead is saved.
 */

/** A photo that passed every check, re-encoded and ready to store. */
export interface PreparedPhoto {
  name: string;
  key: string;
  body: Uint8Array;
  width: number;
  height: number;
}

interface PhotoCheck {
  accepted: PreparedPhoto[];
  refused: PhotoRefusal[];
}

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);

/** The files the form carried: an empty file input (no JavaScript, nothing chosen) sends one nameless empty part. */
export function photoFiles(formData: FormData): File[] {
  return formData
    .getAll(PHOTOS_FIELD)
    .filter((entry): entry is File => typeof entry !== "string" && !(entry.name === "" && entry.size === 0));
}

/** The form without its photos, for the fields' schema: a refused photo must not refuse the request. */
export function withoutPhotos(formData: FormData): FormData {
  const rest = new FormData();
  for (const [name, value] of formData) if (name !== PHOTOS_FIELD) rest.append(name, value);
  return rest;
}

async function prepare(file: File, lang: Lang): Promise<PreparedPhoto | string> {
  const photoMessages = formText[lang].photos;
  if (file.size > MAX_PHOTO_BYTES) return photoMessages.tooLarge;
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!sniffImageType(bytes)) return photoMessages.notPhoto;
  try {
    // The header says what the picture is and how large it would be decoded: refuse before decoding it.
    const { format, width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) return photoMessages.notPhoto;
    if (width * height > MAX_INPUT_PIXELS) return photoMessages.tooManyPixels;
    const body = await reencode(bytes);
    const out = await sharp(body).metadata();
    return { name: file.name, key: uploadKey(file.name), body, width: out.width ?? 0, height: out.height ?? 0 };
  } catch (error) {
    log.warn("lead photo could not be decoded", { error: reasonOf(error) });
    return photoMessages.unreadable;
  }
}

/** Judges each photo on its own: the first three are checked and re-encoded, the rest refused (why, in the visitor's language). Stores nothing. */
export async function checkPhotos(files: File[], lang: Lang = "en"): Promise<PhotoCheck> {
  const check: PhotoCheck = { accepted: [], refused: [] };
  for (const [index, file] of files.entries()) {
    const result = index < MAX_PHOTOS ? await prepare(file, lang) : formText[lang].photos.overLimit;
    if (typeof result === "string") check.refused.push({ name: file.name, reason: result });
    else check.accepted.push(result);
  }
  return check;
}
