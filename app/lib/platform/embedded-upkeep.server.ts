import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { DbHandle } from "~db/client";
import { getConfig } from "./config.server";
import { log } from "./log.server";
import { localDay, localTime } from "./office-clock.server";

/*
 * PGlite has no autovacuum, and keeps no counts of changed rows to run it by: nothing gathers the planner's
 * statistics unless the app does. Without them the planner guesses every table's size, and at 100,000 leads an
 * inbox search matching most of them took 600–900 ms instead of 52. So the embedded database is analyzed at boot,
 * before the server answers, and each night in the 03:00 hour on the office's clock, when the one or two seconds
 * it holds the connection (at 100,000 leads) trouble nobody. Not a VACUUM too: with every page marked visible the
 * planner chose index-only reads that are slower in PGlite, and the inbox's filters took 20–50 ms more at the
 * median (docs/data.md). Postgres's own autovacuum does both there.
 */

/** `ANALYZE` of every table of the embedded database; how long it took, in ms. */
export async function analyzeEmbeddedDatabase(db: DbHandle["db"]): Promise<number> {
  const started = performance.now();
  await db.execute(sql`analyze`);
  return Math.round(performance.now() - started);
}

const CHECK_EVERY_MS = 10 * 60_000;

/**
 * Analyzes the embedded database once a night, in the 03:00 hour on the office's clock (checked every 10 minutes);
 * nothing on Postgres. Returns the stop.
 */
export function startNightlyAnalyze(handle: DbHandle, now = () => new Date()): () => void {
  if (handle.kind !== "pglite") return () => {};
  const timeZone = getConfig().ONCALL_TIME_ZONE;
  let lastNight = localDay(now(), timeZone);
  const timer = setInterval(() => {
    const at = now();
    const night = localDay(at, timeZone);
    if (night === lastNight || !localTime(at, timeZone).startsWith("03:")) return;
    lastNight = night;
    analyzeEmbeddedDatabase(handle.db).then(
      (ms) => log.info("embedded database analyzed", { ms }),
      (error: unknown) => log.error("embedded database analyze failed", { error: String(error) }),
    );
  }, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
