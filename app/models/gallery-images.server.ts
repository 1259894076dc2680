import { and, desc, eq, like } from "drizzle-orm";
import type { Db } from "~db/client";
import { galleryImages } from "~db/schema";

/** Every query of `gallery_images`: the pictures the admin added to the public gallery. */

export type GalleryImage = typeof galleryImages.$inferSelect;

/** Every row, newest first (the admin list and both public galleries). */
export function listGalleryImages(db: Db): Promise<GalleryImage[]> {
  return db.select().from(galleryImages).orderBy(desc(galleryImages.createdAt), desc(galleryImages.id));
}

/** `bucket/key` of every row: which stored files are already in the gallery. */
export async function listGalleryRefs(db: Db): Promise<Set<string>> {
  const rows = await db.select({ bucketId: galleryImages.bucketId, filePath: galleryImages.filePath }).from(galleryImages);
  return new Set(rows.map((r) => `${r.bucketId}/${r.filePath}`));
}

/** Adds a row; null when the file is already in the gallery (unique bucket + path). */
export async function insertGalleryImage(db: Db, image: typeof galleryImages.$inferInsert): Promise<string | null> {
  const [row] = await db.insert(galleryImages).values(image).onConflictDoNothing().returning({ id: galleryImages.id });
  return row?.id ?? null;
}

/** Removes a row; its bucket and file, or null when there was none. */
export async function deleteGalleryImage(db: Db, id: string): Promise<{ bucketId: string; filePath: string } | null> {
  const [row] = await db.delete(galleryImages).where(eq(galleryImages.id, id)).returning({ bucketId: galleryImages.bucketId, filePath: galleryImages.filePath });
  return row ?? null;
}

/**
 * A built-in item's photo: the row of `image` in place of any earlier one in its folder (`bucketId`, `filePath`
 * starting with `folder`), in one transaction, so the item never shows two photos or none between them. Returns the
 * files of the rows it replaced.
 */
export function replaceFolderImage(db: Db, folder: string, image: typeof galleryImages.$inferInsert): Promise<string[]> {
  return db.transaction(async (tx) => {
    const replaced = await tx
      .delete(galleryImages)
      .where(and(eq(galleryImages.bucketId, image.bucketId), like(galleryImages.filePath, `${folder}%`)))
      .returning({ filePath: galleryImages.filePath });
    await tx.insert(galleryImages).values(image).onConflictDoNothing();
    return replaced.map((row) => row.filePath).filter((file) => file !== image.filePath);
  });
}
