import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { createDb, type DbHandle } from "~db/client";
import { migratedPostgresTemplate, seedMigratedPglite } from "./migrated-templates";

export interface TestDb extends DbHandle {
  /** Closes the connection and removes the database. */
  destroy(): Promise<void>;
}

/** The databases integration tests run against: PGlite always, real Postgres when TEST_DATABASE_URL is set. */
export const dbTargets = ["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])] as const;

export interface ScratchDatabase {
  url: string;
  /** Removes the database (ending its sessions). */
  drop(): Promise<void>;
}

/**
 * A database of its own on TEST_DATABASE_URL's server, named `<prefix>_<time>_<random>`: empty, or with `migrated` a
 * copy of the run's migrated template (tests/support/migrated-templates.ts).
 */
export async function createScratchDatabase(prefix: string, { migrated = false } = {}): Promise<ScratchDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("createScratchDatabase needs TEST_DATABASE_URL");
  const name = `${prefix}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const template = migrated ? migratedPostgresTemplate() : "";
  await admin.unsafe(`create database ${name}${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (migrated && !template) {
    // A run without the global setup (the stress tests): migrated here.
    const handle = createDb({ url: url.href, dataDir: "" });
    await handle.migrate();
    await handle.close();
  }
  return {
    url: url.href,
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A fresh, empty database of the given kind (not yet migrated; with `seeded`, it starts as a copy of the run's migrated one). */
export async function createTestDb(kind: (typeof dbTargets)[number], { seeded = false } = {}): Promise<TestDb> {
  if (kind === "pglite") {
    const dir = mkdtempSync(path.join(tmpdir(), "pglite-test-"));
    if (seeded) seedMigratedPglite(dir);
    const handle = createDb({ dataDir: dir });
    return {
      ...handle,
      async destroy() {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const database = await createScratchDatabase("test", { migrated: seeded });
  const handle = createDb({ url: database.url, dataDir: "" });
  return {
    ...handle,
    async destroy() {
      await handle.close();
      await database.drop();
    },
  };
}

/** A migrated database, for tests of code that uses the schema. */
export async function createMigratedDb(kind: (typeof dbTargets)[number]): Promise<TestDb> {
  const db = await createTestDb(kind, { seeded: true });
  await db.migrate();
  return db;
}

/** Forgets the app's process-wide singletons (config, database handle, …) so the next use reads the environment again. */
const resetSingletons = () => {
  (globalThis as { __singletons?: Map<string, unknown> }).__singletons = new Map();
};

/**
 * The app's own wiring in this test process, from the environment as a server would have it: a data folder of
 * its own, `env`, and a migrated database of the given kind (PGlite in the folder, or a throw-away Postgres
 * database). `restore()` closes the database, puts the environment back and removes what was made.
 */
export async function useAppEnvironment(kind: (typeof dbTargets)[number], env: Record<string, string>) {
  const saved = { ...process.env };
  const dataDir = mkdtempSync(path.join(tmpdir(), "app-env-"));
  Object.assign(process.env, { DATA_DIR: dataDir, ...env });
  delete process.env.DATABASE_URL;
  const database = kind === "postgres" ? await createScratchDatabase("app_env", { migrated: true }) : null;
  if (database) process.env.DATABASE_URL = database.url;
  else seedMigratedPglite(dataDir);
  resetSingletons();
  const { getDbHandle } = await import("~/lib/platform/db.server");
  await getDbHandle().migrate();
  return {
    dataDir,
    async restore() {
      await getDbHandle().close();
      resetSingletons();
      process.env = saved;
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
