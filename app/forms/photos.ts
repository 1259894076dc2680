import { z } from "zod";
import type { PhotoMessages } from "./messages";

/**
 * Photos a visitor may send with the estimate and contact forms: the limits and the per-file rule, shared by
 * the form's schema (the browser refuses early) and the server, which judges each photo on its own so a
 * refused photo never refuses the request (app/lib/requests/lead-photos.server.ts checks the content as well).
 */
export const PHOTOS_FIELD = "photos";
export const MAX_PHOTOS = 3;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/**
 * The most photos a request holds once the customer adds more from its page (docs/requests.md): four posts of the
 * form's three, the request's own included. The office's own additions are not counted against it.
 */
export const MAX_REQUEST_PHOTOS = 4 * MAX_PHOTOS;
const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/** The file input's `accept`: what the picker offers, not what the server trusts. */
export const PHOTO_ACCEPT = PHOTO_TYPES.join(",");

export interface PhotoRefusal {
  /** The visitor's file name. */
  name: string;
  reason: string;
}

/** Why this file cannot be sent, from its size and declared type, or null. The server checks the bytes too. */
function photoProblem(file: { size: number; type: string }, photoMessages: PhotoMessages): string | null {
  if (file.size > MAX_PHOTO_BYTES) return photoMessages.tooLarge;
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return photoMessages.notPhoto;
  return null;
}

/** The schema's photos field: at most three, each a JPEG, PNG or WebP of at most 10 MB (an empty input is none). */
export const photosField = (photoMessages: PhotoMessages) =>
  z
    .array(z.instanceof(File))
    .superRefine((files, ctx) => {
      if (files.length > MAX_PHOTOS) ctx.addIssue({ code: z.ZodIssueCode.custom, message: photoMessages.tooMany });
      for (const file of files) {
        const problem = photoProblem(file, photoMessages);
        if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: photoMessages.cannotSend(file.name || photoMessages.aPhoto, problem) });
      }
    })
    .optional();
