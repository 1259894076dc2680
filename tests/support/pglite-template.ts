import { cpSync } from "node:fs";
import path from "node:path";

/**
 * A migrated PGlite folder, made once per Vitest run (pglite-template-setup.ts) and copied into each test's data
 * folder: a PGlite that runs every migration costs about 2 s of CPU (and `admin-create.js` on a new folder about
 * 5 s), a copy about 0.1 s. The tests of migrations, and of a production start, begin from an empty folder.
 */
export const PGLITE_TEMPLATE = "TEST_PGLITE_TEMPLATE";

/** Puts the migrated PGlite in `dataDir` (as `pglite/`, where the app looks for it) when the run has made one. */
export function seedMigratedPglite(dataDir: string) {
  const template = process.env[PGLITE_TEMPLATE];
  if (template) cpSync(template, path.join(dataDir, "pglite"), { recursive: true });
}
