import { z } from "zod";

/**
 * The forms of the gallery admin page, read by the action and by the browser. The fields' rules (a file
 * and a title, the lengths) are checked by the workflow, app/lib/gallery/gallery-admin.server.ts, which answers with
 * the page's own messages; the schema says which form was posted and what it carries.
 */
const text = z.string().default("");

export const addImageSchema = z.object({
  intent: z.literal("add"),
  bucket: text,
  file: text,
  title: text,
  description: text,
  location: text,
  category: text,
});

/** A built-in item's photo (multipart, with the picture in `image`): the item it stands in for. */
export const itemPhotoSchema = z.object({ intent: z.literal("item-photo"), item: text, bucket: text });

const deleteImageSchema = z.object({ intent: z.literal("delete"), id: text, bucket: text });

/** The two url-encoded forms of /admin, told apart by `intent` (the upload is multipart, read separately). */
export const galleryAdminSchema = z.discriminatedUnion("intent", [addImageSchema, deleteImageSchema]);
