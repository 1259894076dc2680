import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "~db/client";
import { connectionLost, saveRetryingLostConnection } from "~/lib/platform/db.server";
import { createTestDb, type TestDb } from "../support/db";

/**
 * A save whose connection is lost (Postgres restarting, a failover) runs once more; a statement that fails for
 * its own reasons does not. The errors are real: a refused connection, and a backend ended under the statement.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("a save whose connection is lost (Postgres)", () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb("postgres");
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it("tells a lost connection from a failed statement, through drizzle's wrapping", async () => {
    // A port nobody listens on: taken, then closed.
    const probe = createServer().listen(0, "127.0.0.1");
    await new Promise((r) => probe.once("listening", r));
    const { port } = probe.address() as AddressInfo;
    await new Promise((r) => probe.close(r));
    const nowhere = createDb({ url: `postgres://postgres@127.0.0.1:${port}/postgres`, dataDir: "" });
    const refused = await nowhere.db.execute(sql`select 1`).catch((e: unknown) => e);
    await nowhere.close();
    expect(connectionLost(refused)).toBe(true);

    const ended = await db.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`).catch((e: unknown) => e);
    expect(connectionLost(ended)).toBe(true);

    const wrong = await db.db.execute(sql`select * from no_such_table`).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(Error);
    expect(connectionLost(wrong)).toBe(false);
  });

  it("runs the save once more after a lost connection, and never after a failed statement", async () => {
    let runs = 0;
    const rows = await saveRetryingLostConnection(async () => {
      runs += 1;
      if (runs === 1) await db.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
      return db.db.execute(sql`select 41 + ${runs - 1} as answer`);
    });
    expect(runs).toBe(2);
    expect(Number((rows as unknown as { answer: number }[])[0]!.answer)).toBe(42);

    let failing = 0;
    const failed = await saveRetryingLostConnection(async () => {
      failing += 1;
      return db.db.execute(sql`select * from no_such_table`);
    }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(Error);
    expect(failing).toBe(1);
  });
});
