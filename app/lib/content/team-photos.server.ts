import { MEDIA_BUCKET } from "~/content/buckets";
import { CONTENT_MESSAGES } from "~/forms/admin-messages";
import { TEAM_PHOTO_FOLDER } from "~/forms/site-content-team";
import { readUploadForm, storeImage } from "../gallery/gallery-upload.server";
import { getStorage, type Storage } from "../platform/storage.server";
import type { ContentBlock } from "./blocks.server";

/**
 * A block's form as posted. The team's form is multipart: a member's chosen photo goes through the gallery's upload
 * (its size, type and pixel checks, re-encoded to WebP without metadata) into the media bucket, and the member's
 * `photo` field then names it. Photos are stored on every post that carries one, a list button's included, so a
 * chosen file is never lost; a refused one leaves the member's photo as it was and says why.
 */
type ContentForm = { form: FormData; refused?: { status: number; message: string } } | { form: null; status: number; message: string };

const UPLOAD = /^members\[(\d{1,2})\]\.upload$/;

export async function readContentForm(request: Request, block: ContentBlock, storage: Storage = getStorage()): Promise<ContentForm> {
  const multipart = (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
  if (block.kind !== "team" || !multipart) {
    const form = await request.formData().catch(() => null);
    return form ? { form } : { form: null, status: 400, message: CONTENT_MESSAGES.unreadable };
  }
  const read = await readUploadForm(request);
  if (!read.ok) return { form: null, status: read.status, message: read.message };
  const posted = read.form;
  const form = new FormData();
  const uploads: [index: string, file: File][] = [];
  for (const [name, value] of posted.entries()) {
    const upload = UPLOAD.exec(name);
    if (!upload) form.append(name, value);
    // A file input left empty posts an empty, nameless file.
    else if (typeof value !== "string" && value.size > 0) uploads.push([upload[1]!, value]);
  }
  let refused: { status: number; message: string } | undefined;
  for (const [index, file] of uploads) {
    const stored = await storeImage(MEDIA_BUCKET, file, storage, TEAM_PHOTO_FOLDER);
    if (stored.ok && stored.upload) form.set(`members[${index}].photo`, stored.upload.key);
    else if (!stored.ok) refused ??= { status: stored.status, message: stored.message };
  }
  return refused ? { form, refused } : { form };
}
