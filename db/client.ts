import { EventEmitter } from "node:events";
import { mkdirSync } from "node:fs";
import type { Duplex } from "node:stream";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { startEmbeddedPostgres } from "./embedded";
import * as schema from "./schema";

export type Db = PostgresJsDatabase<typeof schema> & { $client: postgres.Sql };

export interface DbHandle {
  kind: "postgres" | "pglite";
  db: Db;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `onMessage` for every notification on `channel` from any instance, this one included: Postgres's
   * LISTEN on its own connection (postgres.js listens again after a lost connection). The embedded database
   * has one process (server/data-lock.ts), so there its notifications are passed in the process.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
}

const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? "migrations");
// Any constant works; it keeps two instances starting at once from migrating together.
const MIGRATION_LOCK = 727_001;

/**
 * The Postgres at `url`, or else PGlite (real Postgres in WASM) in `dataDir`, in this process (db/embedded.ts,
 * decision 0001). Both are reached the same way: postgres.js, drizzle, the same migrations.
 */
export function createDb(options: { url?: string; dataDir: string }): DbHandle {
  if (options.url) {
    // JIT off for every statement (a startup parameter): the app's statements read little, yet a row guess of 100
    // a set-returning function multiplies passes `jit_above_cost`, and compiling was then most of their time: 13–17
    // ms of an inbox search's kinds' counts, seconds of a year's dashboard (docs/performance.md).
    const client = postgres(options.url, { max: 10, onnotice: () => {}, connection: { jit: "off" } });
    const db = drizzle(client, { schema });
    return {
      kind: "postgres",
      db,
      async migrate() {
        const lock = await client.reserve();
        await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
        try {
          await migrate(db, { migrationsFolder });
        } finally {
          await lock`select pg_advisory_unlock(${MIGRATION_LOCK})`;
          lock.release();
        }
      },
      close: () => client.end({ timeout: 5 }),
      async listen(channel, onMessage) {
        await client.listen(channel, onMessage);
      },
      async notify(channel, payload) {
        await client.notify(channel, payload);
      },
    };
  }
  const dir = path.join(options.dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  const embedded = startEmbeddedPostgres(dir);
  // One connection: the embedded database is one backend (statements run one at a time, as on PGlite itself).
  // `socket` is postgres.js's documented custom-socket option (its README), missing from its type declarations.
  const connection: postgres.Options<Record<string, postgres.PostgresType>> & { socket: () => Promise<Duplex> } = {
    socket: () => embedded.connect(),
    max: 1,
    user: "postgres",
    database: "postgres",
    onnotice: () => {},
  };
  const client = postgres(connection);
  const db = drizzle(client, { schema });
  const notifications = new EventEmitter();
  return {
    kind: "pglite",
    db,
    // One process per data folder (server/data-lock.ts): no other instance can migrate it meanwhile.
    migrate: () => migrate(db, { migrationsFolder }),
    async close() {
      await client.end({ timeout: 5 });
      await embedded.close();
    },
    async listen(channel, onMessage) {
      notifications.on(channel, onMessage);
    },
    async notify(channel, payload) {
      notifications.emit(channel, payload);
    },
  };
}

/** Cheap liveness probe for /healthz. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

const dialect = new PgDialect();

/**
 * Runs `statement` as a prepared statement of its connection (postgres.js's `prepare`), as drizzle's `execute`
 * does not: Postgres then parses and plans it once per connection instead of on every call, which is most of a
 * form post's database time (decision 0001). For statements whose text is the same on every call (every value a
 * parameter): each distinct text stays prepared for the connection's life. It needs at least one parameter:
 * postgres.js sends a statement without any as a simple query, which is never prepared. Rows as `execute` gives them.
 */
export async function executePrepared<T>(db: Db, statement: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return (await db.$client.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true })) as unknown as T[];
}

/**
 * A drizzle query built once per database with drizzle's `prepare` (its values `sql.placeholder`s, times as ISO
 * strings), so it runs as a prepared statement of its connection, as executePrepared does, with drizzle's rows
 * (columns decoded, nested as selected). For the reads every office page makes (who is signed in, a lead's page):
 * unprepared, each cost PGlite a parse and a plan and postgres.js a describe before it (docs/performance.md).
 */
export function preparedQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}

/**
 * Runs `statement` and answers its rows as postgres.js's `.raw()` does: each value the bytes the database sent
 * (null for NULL), with no JavaScript string or object made of them. For a long text passed on as it came (the
 * leads CSV's batches: docs/performance.md, "Inbox at 100,000 leads").
 */
export async function executeRaw(db: Db, statement: SQL): Promise<(Buffer | null)[][]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return (await db.$client.unsafe(text, params as postgres.ParameterOrJSON<never>[]).raw()) as unknown as (Buffer | null)[][];
}
