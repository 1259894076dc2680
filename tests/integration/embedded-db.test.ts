import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { sql } from "drizzle-orm";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDb, type DbHandle } from "~db/client";
import { saveLeadWithMails } from "~/models/lead-intake.server";

/** The type letters of the wire-protocol messages in `bytes` (each a letter and a length that counts itself). */
function messageTypes(bytes: Uint8Array): string[] {
  const view = Buffer.from(bytes);
  const types: string[] = [];
  for (let at = 0; at + 5 <= view.length && types.length < 100; at += 1 + view.readInt32BE(at + 1)) types.push(String.fromCharCode(view[at]!));
  return types;
}

// The embedded default (decision 0001): PGlite in the app's process, reached through postgres.js over the wire
// protocol like a real Postgres.
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

  it("runs in this thread, and a form's save is parsed once: the next one is a single call into PGlite with no Parse", async () => {
    const calls = vi.spyOn(PGlite.prototype, "execProtocolRaw");
    try {
      const save = (n: number) =>
        saveLeadWithMails(handle.db, { kind: "contact", name: "Ann", fields: { description: `Breaker ${n}` } }, [
          { to: "office@test.example", replyTo: null, subject: "New request", text: "Breaker" },
        ]);
      expect(await save(1)).toMatchObject({ created: true });
      expect(calls).toHaveBeenCalled();
      calls.mockClear();
      expect(await save(2)).toMatchObject({ created: true });
      expect(calls).toHaveBeenCalledTimes(1);
      expect(messageTypes(calls.mock.calls[0]![0])).toEqual(["B", "E", "S"]);
    } finally {
      calls.mockRestore();
    }
  });

  it("lets go of what it answered: 60 MB of rows read leave the heap as it was", async () => {
    // A full collection on demand (Node's documented --expose-gc, turned on for this test's context only).
    setFlagsFromString("--expose-gc");
    const collect = runInNewContext("gc") as () => void;
    const heapAfterCollecting = () => {
      collect();
      return process.memoryUsage().heapUsed;
    };
    const before = heapAfterCollecting();
    for (let i = 0; i < 30; i++) {
      const [row] = (await handle.db.execute(sql`select repeat('x', 2000000) as big`)) as unknown as { big: string }[];
      expect(row!.big).toHaveLength(2_000_000);
    }
    // PGlite read each 2 MB value into a string of its own too; none may stay behind.
    expect((heapAfterCollecting() - before) / 1e6).toBeLessThan(15);
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

  it("answers the queries sent behind a failing one: each is answered, none waits for ever", async () => {
    // Sent together, postgres.js pipelines them on the one connection; Postgres skips to the next Sync after an error.
    const [failed, second, third] = await Promise.all([
      handle.db.execute(sql`select 1 / 0`).catch((e: { cause?: { code?: string } }) => e.cause?.code),
      handle.db.execute(sql`select 2 as n`),
      handle.db.execute(sql`select 3 as n`),
    ]);
    expect(failed).toBe("22012");
    expect([...second, ...third]).toEqual([{ n: 2 }, { n: 3 }]);
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
