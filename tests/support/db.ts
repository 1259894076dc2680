import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { createDb, type DbHandle } from "../../db/client";

export interface TestDb extends DbHandle {
  /** Closes the connection and removes the database. */
  destroy(): Promise<void>;
}

/** The databases integration tests run against: PGlite always, real Postgres when TEST_DATABASE_URL is set. */
export const dbTargets = ["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])] as const;

/** A fresh, empty database of the given kind (not yet migrated). */
export async function createTestDb(kind: (typeof dbTargets)[number]): Promise<TestDb> {
  if (kind === "pglite") {
    const dir = mkdtempSync(path.join(tmpdir(), "pglite-test-"));
    const handle = createDb({ dataDir: dir });
    return {
      ...handle,
      async destroy() {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = createDb({ url: url.href, dataDir: "" });
  return {
    ...handle,
    async destroy() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A migrated database, for tests of code that uses the schema. */
export async function createMigratedDb(kind: (typeof dbTargets)[number]): Promise<TestDb> {
  const db = await createTestDb(kind);
  await db.migrate();
  return db;
}
