import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "~db/client";

// The embedded default (decision 0129): PGlite behind its own socket server on a thread of its own, reached
// through postgres.js like a real Postgres.
describe("the embedded database", () => {
  let dir: string;
  let handle: DbHandle;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "embedded-db-"));
    handle = createDb({ dataDir: dir });
    await handle.migrate();
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("runs statements off the server's thread: timers fire while a long statement runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 50);
    await handle.db.execute(sql`select pg_sleep(0.6)`);
    clearInterval(timer);
    expect(ticks).toBeGreaterThanOrEqual(6);
  });

  it("holds the database for a transaction: a statement sent meanwhile runs after it, and a failed one rolls back", async () => {
    const order: string[] = [];
    const tx = handle.db.transaction(async (t) => {
      await t.execute(sql`create table tx_probe (n int)`);
      order.push("in transaction");
      await t.execute(sql`select pg_sleep(0.2)`);
      await t.execute(sql`insert into tx_probe values (1)`);
      order.push("transaction done");
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const after = handle.db.execute(sql`select count(*)::int as n from tx_probe`).then((rows) => {
      order.push("after");
      return rows;
    });
    await tx;
    expect(await after).toEqual([{ n: 1 }]);
    expect(order).toEqual(["in transaction", "transaction done", "after"]);

    await expect(
      handle.db.transaction(async (t) => {
        await t.execute(sql`insert into tx_probe values (2)`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await handle.db.execute(sql`select n from tx_probe order by n`)).toEqual([{ n: 1 }]);
  });

  it("answers errors with Postgres's fields, as a real server does", async () => {
    await handle.db.execute(sql`insert into newsletter_subscribers (email) values ('twice@example.com')`);
    const error = (await handle.db.execute(sql`insert into newsletter_subscribers (email) values ('twice@example.com')`).catch((e) => e)) as {
      cause?: { code?: string; constraint_name?: string };
    };
    expect(error.cause?.code).toBe("23505");
    expect(error.cause?.constraint_name).toMatch(/email/);
  });

  it("keeps its data in the folder: closed and opened again, the rows are there; a closed one fails its callers", async () => {
    const other = mkdtempSync(path.join(tmpdir(), "embedded-db-"));
    try {
      const first = createDb({ dataDir: other });
      await first.migrate();
      await first.db.execute(sql`insert into newsletter_subscribers (email) values ('kept@example.com')`);
      await first.close();
      await expect(first.db.execute(sql`select 1`)).rejects.toThrow();
      const again = createDb({ dataDir: other });
      expect(await again.db.execute(sql`select email from newsletter_subscribers`)).toEqual([{ email: "kept@example.com" }]);
      await again.close();
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
