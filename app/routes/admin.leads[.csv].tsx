import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/lib/auth/require-admin.server";
import { csvStream, exportLeadsCsv, parseInboxFilter } from "~/lib/office/leads-inbox.server";

/** CSV export of the leads inbox (same filter and order as the page), with status, owner and notes: every row, streamed. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { filter } = parseInboxFilter(new URL(request.url).searchParams);
  const date = new Date().toISOString().slice(0, 10);
  const kind = filter.kind?.replace(/[^a-z0-9-]/gi, "");
  return new Response(csvStream(exportLeadsCsv(filter)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${kind ? `${kind}-` : ""}${date}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
