import { cpSync } from "node:fs";
import path from "node:path";

/**
 * Migrated databases made once per Vitest run (migrated-templates-setup.ts) and copied for each test: a PGlite that
 * runs every migration costs about 2 s of CPU (and `admin-create.js` on a new folder about 5 s), a copy about
 * 0.1 s; a Postgres database migrated from nothing 2–4 s, one created from a migrated template a fraction of that.
 * The tests of migrations, and of a production start, begin from an empty database.
 */
export const PGLITE_TEMPLATE = "TEST_PGLITE_TEMPLATE";
/** The name of the migrated database on TEST_DATABASE_URL's server that scratch databases are created from. */
export const POSTGRES_TEMPLATE = "TEST_POSTGRES_TEMPLATE";

/** Puts the migrated PGlite in `dataDir` (as `pglite/`, where the app looks for it) when the run has made one. */
export function seedMigratedPglite(dataDir: string) {
  const template = process.env[PGLITE_TEMPLATE];
  if (template) cpSync(template, path.join(dataDir, "pglite"), { recursive: true });
}

/** The `template` clause that makes a new Postgres database a copy of the run's migrated one, when it has one. */
export const migratedPostgresTemplate = () => (process.env[POSTGRES_TEMPLATE] ? ` template ${process.env[POSTGRES_TEMPLATE]}` : "");
