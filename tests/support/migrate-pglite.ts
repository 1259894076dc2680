/**
 * Migrates a new PGlite in the folder given (as `<folder>/pglite`, where the app looks for it): the end-to-end run's
 * template, copied into each app's data folder (playwright.config.ts) so none runs every migration on start.
 */
import { createDb } from "~db/client";

const folder = process.argv[2];
if (!folder) throw new Error("usage: migrate-pglite.ts <folder>");
const handle = createDb({ dataDir: folder });
await handle.migrate();
await handle.close();
