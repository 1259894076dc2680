import type { LoaderFunctionArgs } from "@remix-run/node";
import { calendarFeedFile } from "~/lib/visits/calendar-feeds.server";
import { calendarResponse } from "~/lib/visits/visit-calendar.server";

/**
 * An electrician's calendar feed (docs/visits.md, "Calendar feeds"), which their calendar app reads again now and
 * then. Private like every answer under a token section (app/lib/platform/token-paths.ts); revoked or unknown, 404.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  return calendarResponse(await calendarFeedFile(params.token ?? ""), "visits.ics");
}
