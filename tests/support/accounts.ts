import { createDb, type Db } from "~db/client";
import { upsertUser } from "~/lib/auth/admin-accounts.server";

/** An account a test's server starts with: an admin unless `admin` is false. */
export type Account = { email: string; password: string; admin?: boolean };

/**
 * Writes the accounts into a server's database before it starts, as `admin-create` does, in this process: a run of
 * the bundled script costs about 3 s of CPU, most of it opening PGlite. The script itself is tested as an operator
 * runs it (tests/integration/auth.test.ts, production-shape.test.ts).
 */
export async function writeAccounts(database: { url?: string; dataDir: string }, accounts: Account[], seed?: (db: Db) => Promise<void>) {
  if (accounts.length === 0 && !seed) return;
  const handle = createDb(database);
  try {
    await handle.migrate(); // as the script does: nothing to do on the run's migrated copies
    // Together: the password hashes run two at a time off the main thread (app/lib/auth/password.server.ts).
    await Promise.all(accounts.map(({ email, password, admin = true }) => upsertUser(handle.db, { email, password, admin })));
    // A test's rows, on the same open database (opening PGlite is most of the cost), after the accounts they may name.
    await seed?.(handle.db);
  } finally {
    await handle.close();
  }
}
