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
