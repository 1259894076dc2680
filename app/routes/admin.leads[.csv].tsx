import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/lib/require-admin.server";
import { exportLeadsCsv } from "~/lib/leads-inbox.server";

/** CSV export of the leads inbox (same filter as the page), newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const kind = new URL(request.url).searchParams.get("kind") || null;
  const csv = await exportLeadsCsv(kind);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${kind ? `${kind.replace(/[^a-z0-9-]/gi, "")}-` : ""}${date}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
