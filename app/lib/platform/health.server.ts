import { ping } from "~db/client";
import { getDb } from "./db.server";
import { log } from "./log.server";
import { getStorage } from "./storage.server";

type Check = "ok" | "down";
interface Health {
  healthy: boolean;
  database: Check;
  storage: Check;
}

/** Whether the database and the photo storage both answer; a failure is logged with the part that is down. */
export async function checkHealth(deps = { db: getDb(), storage: getStorage() }): Promise<Health> {
  const checks = await Promise.allSettled([ping(deps.db), deps.storage.ping()]);
  const [database, storage] = checks.map((c): Check => (c.status === "fulfilled" ? "ok" : "down"));
  const healthy = database === "ok" && storage === "ok";
  if (!healthy) log.error("health check failed", { database, storage });
  return { healthy, database, storage };
}
