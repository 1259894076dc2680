import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { findContentBlock, serviceBlockKey } from "~/lib/content/blocks.server";
import { saveBlockWords } from "~/lib/content/content-editing.server";
import { latestPublished } from "~/models/site-content.server";
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

    // Both the embedded database and a real server are reached through postgres.js, which answers an array.
    const rows = (await db.db.execute(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    )) as unknown as { table_name: string; column_name: string }[];
    const columns = new Map<string, string[]>();
    for (const row of rows) {
      columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), row.column_name]);
    }
    expect(columns.get("gallery_images")?.sort()).toEqual(
      ["bucket_id", "category", "created_at", "description", "file_path", "id", "image_url", "location", "title"].sort(),
    );
    expect(columns.get("user_roles")?.sort()).toEqual(["role", "user_id"]);
    expect(columns.get("rate_limits")?.sort()).toEqual(["expire", "key", "points"]);
    for (const table of ["users", "sessions", "leads", "newsletter_subscribers", "email_outbox"]) {
      expect(columns.has(table), table).toBe(true);
    }
  });

  it("keeps the rate_limits table and rows that rate-limiter-flexible made at run time before the migrations did", async () => {
    db = await createTestDb(kind);
    // The library's own statement (RateLimiterPostgres before decision 0065), run on a database it served.
    await db.db.execute(sql.raw(`CREATE TABLE IF NOT EXISTS "rate_limits" (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`));
    await db.db.execute(sql`insert into rate_limits values ('contact:198.51.100.7', 2, ${Date.now() + 60_000})`);
    await db.migrate();
    expect(await db.db.execute(sql`select key, points from rate_limits`)).toEqual([{ key: "contact:198.51.100.7", points: 2 }]);
  });

  it("keeps every edit of the site's words through an upgrade (the migrations run again)", async () => {
    db = await createTestDb(kind);
    await db.migrate();
    const deps = { db: db.db, now: () => new Date("2026-03-02T15:00:00Z"), announce: async () => {} };
    const editor = { id: (await db.db.execute(sql`insert into users (email, password_hash) values ('office@example.com', 'x') returning id`) as unknown as { id: string }[])[0]!.id, email: "office@example.com" };
    const block = findContentBlock(serviceBlockKey("panel-upgrades"))!;
    const words = { ...(block.defaults() as Record<string, unknown>), startingAt: 3300 };
    expect(await saveBlockWords(block.key, words, { expectedVersion: 1, publish: true }, editor, deps)).toMatchObject({ ok: true });
    const before = await latestPublished(db.db);

    await db.migrate();
    const after = await latestPublished(db.db);
    expect(after).toEqual(before);
    expect(after).toEqual([expect.objectContaining({ block: "service/panel-upgrades", version: 2, data: expect.objectContaining({ startingAt: 3300 }) })]);
  });
});
