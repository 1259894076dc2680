import { createDb, type Db, type DbHandle } from "~db/client";
import { getConfig } from "./config.server";
import { singleton } from "./singleton.server";

export function getDbHandle(): DbHandle {
  return singleton("db", () => {
    const config = getConfig();
    return createDb({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  });
}

export function getDb(): Db {
  return getDbHandle().db;
}

/** What a lost connection reports (postgres.js, Node's sockets, Postgres stopping or starting), not a failed statement. */
const CONNECTION_LOST = new Set(["CONNECTION_CLOSED", "CONNECTION_ENDED", "CONNECTION_DESTROYED", "CONNECT_TIMEOUT", "ECONNREFUSED", "ECONNRESET", "EPIPE", "57P01", "57P02", "57P03"]);

/** Whether the error (or its cause: drizzle wraps the driver's) says the connection was lost; SQLSTATE class 08 too. */
export function connectionLost(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 3; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (CONNECTION_LOST.has(code) || code.startsWith("08"))) return true;
  }
  return false;
}

/**
 * Runs a save once more when its connection was lost: a connection opened while Postgres restarted can fail a
 * statement sent after it is back. Safe for the saves of requests: their dedupe key makes a second run return
 * the first run's row when that one was committed.
 */
export async function saveRetryingLostConnection<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (!connectionLost(error)) throw error;
    return save();
  }
}
