import sharp from "sharp";
import type { Db } from "~db/client";
import { MAX_PHOTO_BYTES, MAX_PHOTOS, PHOTOS_FIELD, type PhotoRefusal } from "~/forms/photos";
import { formText } from "~/forms/messages";
import type { Lang } from "~/lib/site/language";
import { addLeadPhoto, findLeadPhoto, listLeadPhotos } from "~/models/lead-photos.server";
import { getConfig } from "../platform/config.server";
import { getDb } from "../platform/db.server";
import type { AdminPhoto } from "./lead-photos";
import { log } from "../platform/log.server";
import { reasonOf } from "../platform/service-failure.server";
import { getStorage, type Storage, type StoredObject } from "../platform/storage.server";
import { MAX_INPUT_PIXELS } from "./upload.messages";
import { reencode, sniffImageType, uploadKey } from "./upload.server";

/**
 * The photos a visitor sends with the estimate and contact forms (docs/decisions/0104): judged one by one
 * by their bytes (never the name or the browser's type), re-encoded without metadata (GPS, camera) and
 * stored in the private photos bucket under random keys, after the lead is saved. Admins see them through
 * an admin-only route; the office mail links them with signed URLs (docs/decisions/0105).
 */

interface PhotoDeps {
  db: Db;
  storage: Storage;
  /** The private bucket (PHOTOS_BUCKET). */
  bucket: string;
}

const photoDeps = (): PhotoDeps => ({ db: getDb(), storage: getStorage(), bucket: getConfig().PHOTOS_BUCKET });

/**
 * Photo posts read and checked at once (docs/decisions/0116): each may
 * hold 30 MB of body and decode photos of up to 50 megapixels, so the whole server takes two at a time and
 * an address one; past that a post is refused unread with Retry-After, never queued.
 */
export const PHOTO_POSTS = { concurrency: 2, perAddress: 1, retryAfterSeconds: 30 } as const;

const photoPosts = new Map<string, number>();
let photoPostsRunning = 0;

/**
 * A slot for one photo post from `address`: the function that gives it back (once, however often called),
 * or null when the server or the address has none free.
 */
export function takePhotoPostSlot(address: string): (() => void) | null {
  const mine = photoPosts.get(address) ?? 0;
  if (photoPostsRunning >= PHOTO_POSTS.concurrency || mine >= PHOTO_POSTS.perAddress) return null;
  photoPostsRunning += 1;
  photoPosts.set(address, mine + 1);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    photoPostsRunning -= 1;
    const left = (photoPosts.get(address) ?? 1) - 1;
    if (left > 0) photoPosts.set(address, left);
    else photoPosts.delete(address);
  };
}

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

/** The office mail's links stay valid this long: 7 days, the longest S3 signs for. */
export const OFFICE_LINK_SECONDS = 7 * 24 * 60 * 60;

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

/** Signed links to photos (stored or about to be), for the office mail. */
export function photoLinks(photos: PreparedPhoto[], deps: Pick<PhotoDeps, "storage" | "bucket">, expiresInSeconds = OFFICE_LINK_SECONDS) {
  return Promise.all(photos.map(async (p) => ({ name: p.name, url: await deps.storage.signedUrl(deps.bucket, p.key, expiresInSeconds) })));
}

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The photos of a lead for its admin page (the route checks the admin and the lead first). */
export async function listAdminPhotos(leadId: string, deps: Pick<PhotoDeps, "db"> = photoDeps()): Promise<AdminPhoto[]> {
  if (!UUID.test(leadId)) return [];
  const rows = await listLeadPhotos(deps.db, leadId);
  return rows.map((row) => ({
    id: row.id,
    name: row.originalName ?? "photo",
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    src: `/admin/leads/${leadId}/photos/${row.id}`,
  }));
}

/** One photo's bytes for the admin-only route, or null when the lead has no such photo. */
export async function openLeadPhoto(leadId: string, photoId: string, deps: PhotoDeps = photoDeps()): Promise<StoredObject | null> {
  if (!UUID.test(leadId) || !UUID.test(photoId)) return null;
  const row = await findLeadPhoto(deps.db, leadId, photoId);
  return row ? deps.storage.get(deps.bucket, row.key) : null;
}
