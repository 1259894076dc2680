import { and, asc, eq, sql } from "drizzle-orm";
import { preparedQuery, type Db } from "~db/client";
import { leadPhotos } from "~db/schema";

/** Every query of the `lead_photos` table: the photos a visitor sent with a request (objects in the private bucket). */

type LeadPhoto = typeof leadPhotos.$inferSelect;
type NewLeadPhoto = Omit<typeof leadPhotos.$inferInsert, "id" | "createdAt">;

export async function addLeadPhoto(db: Db, photo: NewLeadPhoto): Promise<LeadPhoto> {
  const [row] = await db.insert(leadPhotos).values(photo).returning();
  return row!;
}

/** A lead's photos in the order they were sent. */
export function listLeadPhotos(db: Db, leadId: string): Promise<LeadPhoto[]> {
  return leadPhotosOf(db).execute({ leadId });
}

// A lead's page reads them each time: prepared (db/client.ts).
const leadPhotosOf = preparedQuery((db) =>
  db.select().from(leadPhotos).where(eq(leadPhotos.leadId, sql.placeholder("leadId"))).orderBy(asc(leadPhotos.createdAt), asc(leadPhotos.key)).prepare("lead_photos_of"),
);

/** One photo of one lead, or null (a photo id under another lead is not found). */
export async function findLeadPhoto(db: Db, leadId: string, photoId: string): Promise<LeadPhoto | null> {
  const [row] = await db
    .select()
    .from(leadPhotos)
    .where(and(eq(leadPhotos.leadId, leadId), eq(leadPhotos.id, photoId)))
    .limit(1);
  return row ?? null;
}
