import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import { afterEach, describe, expect, it } from "vitest";
import { findContentBlock, serviceBlockKey } from "~/lib/content/blocks.server";
import { saveBlockWords } from "~/lib/content/content-editing.server";
import { latestPublished } from "~/models/site-content.server";
import { createTestDb, dbTargets, type TestDb } from "../support/db";

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}
const journal = JSON.parse(readFileSync("migrations/meta/_journal.json", "utf8")) as Journal;

/** The migrations folder as it stood when `lastTag` was the newest migration. */
function migrationsUpTo(lastTag: string) {
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-"));
  cpSync("migrations", folder, { recursive: true });
  const entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === lastTag) + 1);
  writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  return folder;
}

// Drizzle applies only the migrations dated after the newest one a database has: one dated earlier is skipped for good.
it("dates every migration after the one before it", () => {
  const late = journal.entries.filter((entry, i) => i > 0 && entry.when <= journal.entries[i - 1]!.when).map((entry) => entry.tag);
  expect(late).toEqual([]);
});

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

  it("a database migrated before the inbox's indexes existed (0013) gets them", async () => {
    db = await createTestDb(kind);
    const before = migrationsUpTo("0013_city_words_in_tree");
    try {
      await migrate(db.db, { migrationsFolder: before });
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
    const index = sql`select count(*)::int as n from pg_indexes where indexname = 'leads_search_text_idx'`;
    expect(((await db.db.execute(index)) as unknown as { n: number }[])[0]!.n).toBe(0);
    await db.migrate();
    expect(((await db.db.execute(index)) as unknown as { n: number }[])[0]!.n).toBe(1);
  });

  it("tells the planner how kinds and statuses go together (0019): a pair no lead has is estimated as rare, not as a share", async () => {
    db = await createTestDb(kind);
    await db.migrate();
    // 2,000 leads: half estimates, half contacts; only contacts are ever "contacted" (a fifth of them).
    await db.db.execute(sql`
      insert into leads (kind, status, name, dedupe_key, created_at)
      select case when i % 2 = 0 then 'estimate' else 'contact' end,
        case when i % 2 = 1 and i % 5 = 1 then 'contacted' else 'new' end, 'Lead ' || i, 'stats-' || i, now()
      from generate_series(1, 2000) i`);
    await db.db.execute(sql`analyze leads`);
    const estimate = async (where: string) => {
      const [row] = (await db!.db.execute(sql.raw(`explain (format json) select 1 from leads where ${where}`))) as unknown as Record<string, unknown>[];
      const plan = Object.values(row!)[0];
      return (typeof plan === "string" ? JSON.parse(plan) : plan)[0].Plan["Plan Rows"] as number;
    };
    // Taken as independent, the pair would be a half of a tenth: about 100 of 2,000.
    expect(await estimate("kind = 'estimate' and status = 'contacted'")).toBeLessThan(10);
    expect(await estimate("kind = 'contact' and status = 'contacted'")).toBeGreaterThan(150);
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

  it("moves the home's headline and the emergency promise, edited before the words tree, into its parts with their history (0012)", async () => {
    db = await createTestDb(kind);
    await db.migrate();
    // Versions as the blocks `home` and `emergency` stored them.
    const home = { headline: { en: "Day and night", es: "De día y de noche" }, subline: { en: "Sub", es: "Sub ES" } };
    const emergency = { intro: { en: "Intro", es: "Intro ES" }, promise: { en: "Within the hour", es: "Promesa" } };
    await db.db.execute(sql`insert into site_content_versions (block, version, data, changed, needs_update, author, published_at) values
      ('home', 1, null, '[]', '[]', 'the site', now()),
      ('home', 2, ${JSON.stringify(home)}::jsonb, '["headline.en"]', '["headline"]', 'office@example.com', now()),
      ('emergency', 2, ${JSON.stringify(emergency)}::jsonb, '["promise.en"]', '["promise"]', 'office@example.com', now())`);
    const migration = readFileSync(new URL("../../migrations/0012_words_tree_blocks.sql", import.meta.url), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await db.db.execute(sql.raw(statement));

    const rows = (await db.db.execute(sql`select block, version, data, changed, needs_update from site_content_versions order by block, version`)) as unknown as {
      block: string; version: number; data: Record<string, unknown> | null; changed: string[]; needs_update: string[];
    }[];
    expect(rows.map((row) => `${row.block}@${row.version}`)).toEqual(["words/emergency@2", "words/home@1", "words/home@2"]);
    const tree = (key: string) => findContentBlock(key)!;
    expect(rows[2]!.changed).toEqual(["hero/headline.en"]);
    expect(rows[2]!.needs_update).toEqual(["hero/headline"]);
    expect(tree("words/home").schema.parse(rows[2]!.data)).toMatchObject({ "hero/headline": home.headline, "hero/subheadline": home.subline });
    expect(rows[0]!.needs_update).toEqual(["responsePromise"]);
    expect(tree("words/emergency").schema.parse(rows[0]!.data)).toMatchObject({ intro: emergency.intro, responsePromise: emergency.promise });
  });

  it("moves each city's introduction, edited before the words tree, into its city's part with its history (0013)", async () => {
    db = await createTestDb(kind);
    await db.migrate();
    // Versions as the blocks `city/<slug>` stored them.
    const intro = { intro: { en: "Alexandria homes are old.\n\nVery old.", es: "Casas antiguas." } };
    await db.db.execute(sql`insert into site_content_versions (block, version, data, changed, needs_update, author, published_at) values
      ('city/alexandria', 1, null, '[]', '[]', 'the site', now()),
      ('city/alexandria', 2, ${JSON.stringify(intro)}::jsonb, '["intro.en"]', '["intro"]', 'office@example.com', now()),
      ('offers', 2, '{"offers":[]}'::jsonb, '["offers"]', '[]', 'office@example.com', now())`);
    const migration = readFileSync(new URL("../../migrations/0013_city_words_in_tree.sql", import.meta.url), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await db.db.execute(sql.raw(statement));

    const rows = (await db.db.execute(sql`select block, version, data, changed, needs_update from site_content_versions order by block, version`)) as unknown as {
      block: string; version: number; data: Record<string, unknown> | null; changed: string[]; needs_update: string[];
    }[];
    expect(rows.map((row) => `${row.block}@${row.version}`)).toEqual(["offers@2", "words/city/alexandria@1", "words/city/alexandria@2"]);
    expect(rows[2]!.changed).toEqual(["localIntro.en"]);
    expect(rows[2]!.needs_update).toEqual(["localIntro"]);
    const parsed = findContentBlock("words/city/alexandria")!.schema.parse(rows[2]!.data) as Record<string, unknown>;
    expect(parsed.localIntro).toEqual(intro.intro);
    // The city's other words are still the written ones.
    expect(parsed.heroTitle).toEqual({ en: "Electrician in Alexandria, VA", es: expect.stringContaining("Alexandria") });
  });
});
