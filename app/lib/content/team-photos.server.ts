import { MEDIA_BUCKET } from "~/content/buckets";
import { CONTENT_MESSAGES } from "~/forms/admin-messages";
import { TEAM_PHOTO_FOLDER } from "~/forms/site-content-team";
import { readUploadForm, storeImage } from "../gallery/gallery-upload.server";
import { log } from "../platform/log.server";
import { getStorage, type Storage } from "../platform/storage.server";
import type { ContentBlock } from "./blocks.server";

/**
 * A block's form as posted. The team's form is multipart: a member's chosen photo goes through the gallery's upload
 * (its size, type and pixel checks, re-encoded to WebP without metadata) into the media bucket, which anyone can
 * read, and the member's `photo` field then names it. A photo is stored only once the form's words passed, so a
 * refused post stores nothing; a list button's post stores it too, so a chosen file is not lost on the way; a save
 * refused after that (someone saved meanwhile, the database away) deletes it again (`dropTeamPhotos`).
 */
type ContentForm = { form: FormData; photos: ChosenPhoto[] } | { form: null; status: number; message: string };

/** A file chosen in member `index`'s photo field. */
interface ChosenPhoto {
  index: string;
  file: File;
}

const UPLOAD = /^members\[(\d{1,2})\]\.upload$/;

/** The form's fields, and the photos chosen in it set apart (nothing stored yet). */
export async function readContentForm(request: Request, block: ContentBlock): Promise<ContentForm> {
  const multipart = (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
  if (block.kind !== "team" || !multipart) {
    const form = await request.formData().catch(() => null);
    return form ? { form, photos: [] } : { form: null, status: 400, message: CONTENT_MESSAGES.unreadable };
  }
  const read = await readUploadForm(request);
  if (!read.ok) return { form: null, status: read.status, message: read.message };
  const form = new FormData();
  const photos: ChosenPhoto[] = [];
  for (const [name, value] of read.form.entries()) {
    const upload = UPLOAD.exec(name);
    if (!upload) form.append(name, value);
    // A file input left empty posts an empty, nameless file.
    else if (typeof value !== "string" && value.size > 0) photos.push({ index: upload[1]!, file: value });
  }
  return { form, photos };
}

type StoredPhotos = { ok: true; form: FormData; stored: string[] } | { ok: false; status: number; message: string };

/**
 * Stores the chosen photos and returns the form naming each in its member's `photo` field. One refused (not a
 * picture, too large) refuses them all: the others this post stored are deleted again and the form keeps its photos.
 */
export async function storeTeamPhotos(form: FormData, photos: ChosenPhoto[], storage: Storage = getStorage()): Promise<StoredPhotos> {
  const named = new FormData();
  for (const [name, value] of form.entries()) named.append(name, value);
  const stored: string[] = [];
  for (const { index, file } of photos) {
    const saved = await storeImage(MEDIA_BUCKET, file, storage, TEAM_PHOTO_FOLDER);
    if (!saved.ok) {
      await dropTeamPhotos(stored, storage);
      return { ok: false, status: saved.status, message: saved.message };
    }
    if (saved.upload) {
      stored.push(saved.upload.key);
      named.set(`members[${index}].photo`, saved.upload.key);
    }
  }
  return { ok: true, form: named, stored };
}

/** Deletes photos stored for a post whose save was refused: no version names them. A failed delete only leaves a file nobody links. */
export async function dropTeamPhotos(keys: string[], storage: Storage = getStorage()): Promise<void> {
  for (const key of keys) {
    await storage.delete(MEDIA_BUCKET, key).catch((error: unknown) => log.warn("team photo not deleted after a refused save", { key, error: String(error) }));
  }
}
