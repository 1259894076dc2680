import { type Config, getConfig } from "./config.server";
import { getDbHandle } from "./db.server";
import { vacuumEmbeddedDatabase } from "./embedded-upkeep.server";
import { log } from "./log.server";
import { EMBEDDED_S3_MISSING, initStorage, loadS3rver } from "./storage.server";

/**
 * Without S3_ENDPOINT the embedded s3rver serves the buckets. It is a development dependency: where it is
 * installed (a development checkout) it starts, with a warning in production mode; where it is not (the
 * production image, `npm ci --omit=dev`) the app refuses to start with one line (docs/decisions/0065).
 */
async function checkEmbeddedS3(config: Config) {
  if (config.S3_ENDPOINT) return;
  if (!(await loadS3rver())) {
    console.error(EMBEDDED_S3_MISSING);
    process.exit(1);
  }
  if (config.NODE_ENV === "production") {
    log.warn("S3_ENDPOINT is not set: using the embedded s3rver, which is for development and tests only");
  }
}

/**
 * Everything the app needs before it answers a request: valid configuration, migrated database,
 * reachable storage with its buckets. Runs once per process, from server/index.ts.
 */
export async function boot() {
  const config = getConfig();
  await checkEmbeddedS3(config);
  const db = getDbHandle();
  await db.migrate();
  // Vacuumed and analyzed before the first request, as autovacuum would keep it (embedded-upkeep.server.ts).
  if (db.kind === "pglite") log.info("embedded database vacuumed", { ms: await vacuumEmbeddedDatabase(db.db) });
  log.info("database ready", { driver: db.kind });
  const storage = await initStorage();
  log.info("storage ready", { endpoint: config.S3_ENDPOINT ?? "embedded s3rver" });
  return { config, db, storage };
}
