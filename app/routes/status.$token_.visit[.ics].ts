import type { LoaderFunctionArgs } from "@remix-run/node";
import { calendarResponse, visitCalendarFile } from "~/lib/visits/visit-calendar.server";

/**
 * The calendar file of the lead's current visit (docs/visits.md), linked from the customer's confirmation. Private
 * like every answer under /status/ (app/lib/platform/token-paths.ts): never stored, never indexed, no Referer.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  return calendarResponse(await visitCalendarFile(params.token ?? ""), "visit.ics");
}
