import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { DbHandle } from "~db/client";
import { getConfig } from "./config.server";
import { log } from "./log.server";
import { localDay, localTime } from "./office-clock.server";

/*
 * PGlite has no autovacuum, and keeps no counts of changed rows to run it by: nothing gathers the planner's
 * statistics or clears dead rows unless the app does. Without statistics the planner guesses every table's size,
 * and at 100,000 leads an inbox search matching most of them took 600–900 ms instead of 52; without a vacuum every
 * index-only read fetches its rows too (the inbox's kinds' counts 20–26 ms instead of 2.5–3.8; docs/data.md).
 * So the embedded database is vacuumed and analyzed at boot, before the server answers, and each night in the 03:00
 * hour on the office's clock, when one or two seconds of a held connection (at 100,000 leads) troubles nobody.
 * Postgres's own autovacuum does this job there.
 */

/** `VACUUM ANALYZE` of every table of the embedded database; how long it took, in ms. */
export async function tidyEmbeddedDatabase(db: DbHandle["db"]): Promise<number> {
  const started = performance.now();
  await db.execute(sql`vacuum analyze`);
  return Math.round(performance.now() - started);
}

const CHECK_EVERY_MS = 10 * 60_000;

/**
 * Tidies the embedded database once a night, in the 03:00 hour on the office's clock (checked every 10 minutes);
 * nothing on Postgres. Returns the stop.
 */
export function startNightlyTidy(handle: DbHandle, now = () => new Date()): () => void {
  if (handle.kind !== "pglite") return () => {};
  const timeZone = getConfig().ONCALL_TIME_ZONE;
  let lastNight = localDay(now(), timeZone);
  const timer = setInterval(() => {
    const at = now();
    const night = localDay(at, timeZone);
    if (night === lastNight || !localTime(at, timeZone).startsWith("03:")) return;
    lastNight = night;
    tidyEmbeddedDatabase(handle.db).then(
      (ms) => log.info("embedded database tidied", { ms }),
      (error: unknown) => log.error("embedded database tidy failed", { error: String(error) }),
    );
  }, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
