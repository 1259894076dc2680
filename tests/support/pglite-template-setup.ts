import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDb } from "~db/client";
import { PGLITE_TEMPLATE } from "./pglite-template";

/** Vitest global setup: migrates the run's PGlite template before any worker starts (workers inherit the environment). */
export default async function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), "pglite-template-"));
  const handle = createDb({ dataDir: dir });
  await handle.migrate();
  await handle.close();
  process.env[PGLITE_TEMPLATE] = path.join(dir, "pglite");
  return () => rmSync(dir, { recursive: true, force: true });
}
