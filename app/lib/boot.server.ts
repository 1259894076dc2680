import { getConfig } from "./config.server";
import { getDbHandle } from "./db.server";
import { log } from "./log.server";
import { initStorage } from "./storage.server";

/**
 * Everything the app needs before it answers a request: valid configuration, migrated database,
 * reachable storage with its buckets. Runs once per process, from server/index.ts.
 */
export async function boot() {
  const config = getConfig();
  const db = getDbHandle();
  await db.migrate();
  log.info("database ready", { driver: db.kind });
  const storage = await initStorage();
  log.info("storage ready", { endpoint: config.S3_ENDPOINT ?? "embedded s3rver" });
  return { config, db, storage };
}
