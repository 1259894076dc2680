import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { changePushSubscription } from "~/lib/emergencies/oncall-admin.server";
import { requireAdmin } from "~/lib/auth/require-admin.server";

/** POST saves, DELETE removes this browser's push subscription for the signed-in admin (JSON body). */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  if (request.method !== "POST" && request.method !== "DELETE") return json({ message: "Method not allowed" }, { status: 405, headers: { Allow: "POST, DELETE" } });
  const body: unknown = await request.json().catch(() => null);
  const outcome = await changePushSubscription(request.method, body, user.id);
  return json({ message: outcome.message }, { status: outcome.ok ? 200 : outcome.status });
}
