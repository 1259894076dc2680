import { json } from "@remix-run/node";
import { checkHealth } from "~/lib/platform/health.server";

/** 200 only when the database and storage both answer. */
export async function loader() {
  const { healthy, database, storage } = await checkHealth();
  return json({ status: healthy ? "ok" : "down", database, storage }, {
    status: healthy ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
