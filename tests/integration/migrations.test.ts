import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDb, dbTargets, type TestDb } from "../support/db";

describe.each(dbTargets)("migrations on %s", (kind) => {
  let db: TestDb | undefined;
  afterEach(async () => {
    await db?.destroy();
    db = undefined;
  });

  it("apply twice without error and create every table with the documented columns", async () => {
    db = await createTestDb(kind);
    await db.migrate();
    await db.migrate();

    const result: unknown = await db.db.execute(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    );
    // postgres.js answers an array, PGlite an object with rows.
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      table_name: string;
      column_name: string;
    }[];
    const columns = new Map<string, string[]>();
    for (const row of rows) {
      columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), row.column_name]);
    }
    expect(columns.get("gallery_images")?.sort()).toEqual(
      ["bucket_id", "category", "created_at", "description", "file_path", "id", "image_url", "location", "title"].sort(),
    );
    expect(columns.get("user_roles")?.sort()).toEqual(["role", "user_id"]);
    for (const table of ["users", "sessions", "leads", "newsletter_subscribers", "email_outbox"]) {
      expect(columns.has(table), table).toBe(true);
    }
  });
});
