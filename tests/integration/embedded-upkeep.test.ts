/**
 * PGlite has no autovacuum: the app vacuums and analyzes it itself, at boot and each night in the 03:00 hour on the
 * office's clock (app/lib/platform/embedded-upkeep.server.ts). Without statistics the planner guesses every table's
 * size; without a vacuum no page is marked all-visible and every index read reads its rows too (docs/data.md).
 */
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAppEnvironment } from "../support/db";

type Env = Awaited<ReturnType<typeof useAppEnvironment>>;

const statistics = async () => {
  const { getDb } = await import("~/lib/platform/db.server");
  const [row] = await getDb().execute<{ columns: number; tuples: number; visiblePages: number }>(
    sql`select (select count(*)::int from pg_stats where tablename = 'leads') as columns,
      (select reltuples::int from pg_class where relname = 'leads') as tuples,
      (select relallvisible::int from pg_class where relname = 'leads') as "visiblePages"`,
  );
  return row!;
};

const addLeads = async (count: number) => {
  const { getDb } = await import("~/lib/platform/db.server");
  await getDb().execute(sql`insert into leads (kind, name) select 'contact', 'Lead ' || i from generate_series(1, ${count}) as i`);
};

describe("the embedded database's upkeep", () => {
  let env: Env | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await env?.restore();
    env = undefined;
  });

  it("gives the planner the leads' statistics and their count, and marks their pages all-visible", async () => {
    env = await useAppEnvironment("pglite", {});
    await addLeads(500);
    // A new table has no statistics until something analyzes it (reltuples -1: never counted).
    expect(await statistics()).toEqual({ columns: 0, tuples: -1, visiblePages: 0 });
    const { vacuumEmbeddedDatabase } = await import("~/lib/platform/embedded-upkeep.server");
    const { getDb } = await import("~/lib/platform/db.server");
    await vacuumEmbeddedDatabase(getDb());
    const after = await statistics();
    expect(after.columns).toBeGreaterThan(5);
    expect(after.tuples).toBe(500);
    // The visibility map: an index-only read (the inbox's kinds' counts) skips these pages' rows.
    expect(after.visiblePages).toBeGreaterThan(0);
  });

  it("vacuums and analyzes once a night, in the 03:00 hour on the office's clock, and not by day", async () => {
    env = await useAppEnvironment("pglite", { ONCALL_TIME_ZONE: "America/New_York" });
    await addLeads(300);
    const { startNightlyVacuum } = await import("~/lib/platform/embedded-upkeep.server");
    const { getDbHandle } = await import("~/lib/platform/db.server");
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    // 14:00 in New York; the check runs every 10 minutes.
    let now = new Date("2026-11-30T19:00:00Z");
    const stop = startNightlyVacuum(getDbHandle(), () => now);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect((await statistics()).tuples).toBe(-1);
    // 03:05 the next morning in New York.
    now = new Date("2026-12-01T08:05:00Z");
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await expect.poll(async () => (await statistics()).tuples, { timeout: 10_000 }).toBe(300);
    expect((await statistics()).visiblePages).toBeGreaterThan(0);
    // The same night again: nothing more (more leads stay uncounted until the next night).
    await addLeads(100);
    now = new Date("2026-12-01T08:35:00Z");
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect((await statistics()).tuples).toBe(300);
    stop();
  });
});
