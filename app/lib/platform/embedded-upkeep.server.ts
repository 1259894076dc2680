import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { DbHandle } from "~db/client";
import { getConfig } from "./config.server";
import { log } from "./log.server";
import { localDay, localTime } from "./office-clock.server";

/*
 * PGlite has no autovacuum, and keeps no counts of changed rows to run it by: the app does its upkeep (dead rows'
 * space, frozen rows, the visibility map, the planner's statistics). Without statistics the planner guesses every
 * table's size (at 100,000 leads an inbox search matching most of them took 600–900 ms instead of 52); without a
 * vacuum an index-only read (the inbox's kinds' counts) reads every row it counts too. Done at boot, before the
 * server answers, and each night in the 03:00 hour on the office's clock, when the few seconds it holds the
 * connection (at 100,000 leads) trouble nobody. Postgres's own autovacuum does it there (docs/data.md).
 */

/** `VACUUM (ANALYZE)` of every table of the embedded database; how long it took, in ms. */
export async function vacuumEmbeddedDatabase(db: DbHandle["db"]): Promise<number> {
  const started = performance.now();
  await db.execute(sql`vacuum (analyze)`);
  return Math.round(performance.now() - started);
}

const CHECK_EVERY_MS = 10 * 60_000;

/**
 * Vacuums and analyzes the embedded database once a night, in the 03:00 hour on the office's clock (checked every
 * 10 minutes); nothing on Postgres. Returns the stop.
 */
export function startNightlyVacuum(handle: DbHandle, now = () => new Date()): () => void {
  if (handle.kind !== "pglite") return () => {};
  const timeZone = getConfig().ONCALL_TIME_ZONE;
  let lastNight = localDay(now(), timeZone);
  const timer = setInterval(() => {
    const at = now();
    const night = localDay(at, timeZone);
    if (night === lastNight || !localTime(at, timeZone).startsWith("03:")) return;
    lastNight = night;
    vacuumEmbeddedDatabase(handle.db).then(
      (ms) => log.info("embedded database vacuumed", { ms }),
      (error: unknown) => log.error("embedded database vacuum failed", { error: String(error) }),
    );
  }, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
