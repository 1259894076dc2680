import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireAdmin } from "~/lib/auth/require-admin.server";

/** The admin opens on the leads: the office's phone app starts where the work is (the gallery is /admin/gallery). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return redirect("/admin/leads");
}
