import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "~db/client";
import { siteContentVersions } from "~db/schema";

/** Every query of the `site_content_versions` table: the versions of the site's editable words (docs/content.md). */

type ContentVersion = typeof siteContentVersions.$inferSelect;
export type NewContentVersion = Pick<ContentVersion, "block" | "version" | "data" | "changed" | "needsUpdate" | "authorId" | "author" | "note"> &
  Partial<Pick<ContentVersion, "publishedAt" | "publishedBy">>;

const t = siteContentVersions;

/** The highest published version of every block that has one (what visitors see). */
export const latestPublished = (db: Db) =>
  db.selectDistinctOn([t.block], { block: t.block, version: t.version, data: t.data }).from(t).where(isNotNull(t.publishedAt)).orderBy(t.block, desc(t.version));

/** The highest version of every block, draft or published (what an admin previews and edits). */
export const latestVersions = (db: Db) => db.selectDistinctOn([t.block]).from(t).orderBy(t.block, desc(t.version));

export async function latestVersionOf(db: Db, block: string): Promise<ContentVersion | null> {
  const [row] = await db.select().from(t).where(eq(t.block, block)).orderBy(desc(t.version)).limit(1);
  return row ?? null;
}

export const versionsOf = (db: Db, block: string) => db.select().from(t).where(eq(t.block, block)).orderBy(desc(t.version)).limit(200);

export async function versionOf(db: Db, block: string, version: number): Promise<ContentVersion | null> {
  const [row] = await db.select().from(t).where(and(eq(t.block, block), eq(t.version, version)));
  return row ?? null;
}

/** Adds the version; false when that block already has a version of that number (someone saved first). */
export async function insertVersion(db: Db, row: NewContentVersion): Promise<boolean> {
  const inserted = await db.insert(t).values(row).onConflictDoNothing().returning({ id: t.id });
  return inserted.length > 0;
}

/** Publishes a draft that is still the block's latest version; false when it is not (published, or saved over). */
export async function publishLatest(db: Db, block: string, version: number, by: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(t)
    .set({ publishedAt: at, publishedBy: by })
    .where(
      and(
        eq(t.block, block),
        eq(t.version, version),
        sql`${t.publishedAt} is null`,
        sql`${t.version} = (select max(v.version) from ${t} v where v.block = ${block})`,
      ),
    )
    .returning({ id: t.id });
  return rows.length > 0;
}
