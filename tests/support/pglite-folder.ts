import { PGlite } from "@electric-sql/pglite";
import { pgliteOptions } from "~db/embedded";
import type { SqlRows } from "./submissions";

/**
 * Reads the embedded database as an operator would: opens the PGlite folder (DATA_DIR/pglite) itself, which
 * is only safe while no app has it open, runs `read` and closes it.
 */
export async function readPgliteFolder<T>(dir: string, read: (rows: SqlRows) => Promise<T>): Promise<T> {
  const pg = await PGlite.create(dir, pgliteOptions);
  try {
    return await read(async (text, params) => (await pg.query(text, params)).rows as never);
  } finally {
    await pg.close();
  }
}
