import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "~db/client";
import { PGliteThread } from "~db/pglite-thread";

// The embedded database runs on a thread of its own (decision 0109). What must hold: the server's thread is free
// while a statement runs, and drizzle sees the same database as before: results, errors, transactions.
let dir: string;
let handle: DbHandle;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "pglite-thread-"));
  handle = createDb({ dataDir: dir });
  await handle.db.execute(sql`create table t (id int primary key, note text, at timestamptz default now())`);
});
afterEach(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const rows = async (query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe("PGlite on its own thread", () => {
  it("leaves the server's thread free while a statement runs", async () => {
    // A timer due in 1 ms fires while a long statement is still running; with the database on this thread the
    // statement's answer would come first, as the timer could only run once the thread is free again.
    const order: string[] = [];
    const statement = handle.db.execute(sql`select count(*) from generate_series(1, 3000000)`).then(() => order.push("statement"));
    setTimeout(() => order.push("timer"), 1);
    await statement;
    expect(order).toEqual(["timer", "statement"]);
  });

  it("answers rows as drizzle asks for them: timestamps as Postgres's text, numbers and json as values", async () => {
    await handle.db.execute(sql`insert into t (id, note, at) values (1, 'one', '2026-11-23 10:00:00+00')`);
    expect(await rows(sql`select id, note, at, '{"a":1}'::jsonb as doc from t`)).toEqual([{ id: 1, note: "one", at: "2026-11-23 10:00:00+00", doc: { a: 1 } }]);
  });

  it("keeps Postgres's error fields (code, constraint) for the callers that read them", async () => {
    await handle.db.execute(sql`insert into t (id) values (1)`);
    const error = await handle.db.execute(sql`insert into t (id) values (1)`).then(
      () => null,
      (e: Error & { cause?: Record<string, unknown> }) => e.cause ?? e,
    );
    expect(error).toMatchObject({ code: "23505", constraint: "t_pkey", message: expect.stringMatching(/duplicate key/) });
  });

  it("commits a transaction's statements together and rolls all of them back on an error", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id) values (1)`);
      await tx.execute(sql`insert into t (id) values (2)`);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t (id) values (3)`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await rows(sql`select id from t order by id`)).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it("runs a statement sent during a transaction after it, never inside it", async () => {
    let outside: Promise<unknown> = Promise.resolve();
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t (id) values (1)`);
        outside = handle.db.execute(sql`insert into t (id, note) values (2, 'outside')`);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await outside;
    expect(await rows(sql`select id, note from t`)).toEqual([{ id: 2, note: "outside" }]);
  });

  it("prepares a statement once and runs it with each call's parameters; a failed run leaves it usable", async () => {
    const insert = (id: number, note: string | null) => handle.db.execute(sql`insert into t (id, note) values (${id}, ${note})`);
    await insert(1, "one");
    await insert(2, null);
    await expect(insert(2, "again")).rejects.toThrow();
    await insert(3, "three");
    expect(await rows(sql`select id, note from t order by id`)).toEqual([
      { id: 1, note: "one" },
      { id: 2, note: null },
      { id: 3, note: "three" },
    ]);
    const kept = await rows(sql`select count(*)::int as n from pg_prepared_statements where statement like 'insert into t %'`);
    expect(kept).toEqual([{ n: 1 }]);
    // A statement Postgres refuses to parse is not kept, and the next one runs.
    await expect(handle.db.execute(sql`select no_such_column from t`)).rejects.toThrow(/no_such_column/);
    expect(await rows(sql`select count(*)::int as n from t`)).toEqual([{ n: 3 }]);
  });

  it("answers a prepared statement as PGlite's own query does: every type, rows as arrays, counted rows", async () => {
    // Outside a transaction a statement runs prepared, with the thread's own result parser; inside one it runs
    // through PGlite's query. Each statement runs first in a transaction that is rolled back, then prepared.
    const thread = new PGliteThread(path.join(dir, "compare"));
    await thread.query("create table c (id int primary key, n int, big bigint, ok boolean, doc jsonb, at timestamptz, tags text[], note text)");
    const row = [7, "9007199254740993", true, { a: [1, "x"] }, "2026-11-24 01:00:00+00", ["a", "b"]];
    const statements: [string, unknown[], { rowMode?: "array"; parsers?: Record<number, unknown> }?][] = [
      ["insert into c values ($1, $2, $3, $4, $5, $6, $7, $8), ($1 + 1, $2, $3, $4, $5, $6, $7, null) returning *", [1, ...row, "n"]],
      ["select id, n, big, ok, doc, at, tags, note, null::int as nothing from c order by id", []],
      ["select id, at from c order by id", [], { parsers: { 1184: "kept as text" } }],
      ["select id, note from c order by id", [], { rowMode: "array" }],
      ["update c set note = $1 where id > $2", ["u", 0]],
      ["delete from c where id = $1", [1]],
      ["select 1 as same, 2 as same", []],
    ];
    try {
      for (const [text, params, options] of statements) {
        const undone = new Error("undo");
        let viaQuery: unknown;
        await expect(
          thread.transaction(async (tx) => {
            viaQuery = await tx.query(text, params, options);
            throw undone;
          }),
        ).rejects.toBe(undone);
        expect(await thread.query(text, params, options)).toEqual(viaQuery);
      }
      expect(await thread.query("select count(*)::int as n from c")).toMatchObject({ rows: [{ n: 1 }] });
    } finally {
      await thread.close();
    }
  });

  it("tells every waiting caller when the thread is gone, and refuses later statements", async () => {
    const thread = new PGliteThread(path.join(dir, "second"));
    await thread.query("select 1");
    const waiting = thread.query("select count(*) from generate_series(1, 3000000)");
    await (thread as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await expect(waiting).rejects.toThrow(/database thread stopped/);
    await expect(thread.query("select 1")).rejects.toThrow(/database thread stopped/);
  });
});
