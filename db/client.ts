import { mkdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { PGliteThread } from "./pglite-thread";
import * as schema from "./schema";

/** Both drivers expose the same query builder; the app is written against this one type. */
export type Db = PostgresJsDatabase<typeof schema>;

export interface DbHandle {
  kind: "postgres" | "pglite";
  db: Db;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? "migrations");
// Any constant works; it keeps two instances starting at once from migrating together.
const MIGRATION_LOCK = 727_001;

/** postgres.js when a URL is given, PGlite (real Postgres in WASM, on a thread of its own) in `dataDir` otherwise. */
export function createDb(options: { url?: string; dataDir: string }): DbHandle {
  if (options.url) {
    const client = postgres(options.url, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema });
    return {
      kind: "postgres",
      db,
      async migrate() {
        const lock = await client.reserve();
        await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
        try {
          await migratePostgres(db, { migrationsFolder });
        } finally {
          await lock`select pg_advisory_unlock(${MIGRATION_LOCK})`;
          lock.release();
        }
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  const dir = path.join(options.dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  // On its own thread, so the WebAssembly database does not hold up the requests (decision 0109).
  const client = new PGliteThread(dir);
  const db = drizzlePglite(client as never, { schema }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Cheap liveness probe for /healthz. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
