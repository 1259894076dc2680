import type { LoaderFunctionArgs } from "@remix-run/node";
import { visitCalendarFile } from "~/lib/visits/visit-calendar.server";

/**
 * The calendar file of the lead's current visit (docs/visits.md), linked from the customer's confirmation. Private
 * like every answer under /status/ (app/lib/platform/token-paths.ts): never stored, never indexed, no Referer.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const file = await visitCalendarFile(params.token ?? "");
  if (!file) throw new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(file, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="visit.ics"',
      "Cache-Control": "no-store",
    },
  });
}
