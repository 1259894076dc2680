import { json } from "@remix-run/node";
import { ping } from "~db/client";
import { getDb } from "~/lib/db.server";
import { log } from "~/lib/log.server";
import { getStorage } from "~/lib/storage.server";

/** 200 only when the database and storage both answer. */
export async function loader() {
  const checks = await Promise.allSettled([ping(getDb()), getStorage().ping()]);
  const [database, storage] = checks.map((c) => (c.status === "fulfilled" ? "ok" : "down"));
  const healthy = database === "ok" && storage === "ok";
  if (!healthy) log.error("health check failed", { database, storage });
  return json({ status: healthy ? "ok" : "down", database, storage }, {
    status: healthy ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
