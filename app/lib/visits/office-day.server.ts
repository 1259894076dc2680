import { officeDayText } from "~/content/office-day";
import { scheduledVisits, type ScheduledVisit } from "~/models/visits.server";
import { addDays, localDay, zonedInstant } from "../platform/office-clock.server";
import type { DayVisit, OfficeDayView } from "./office-day";
import { windowOf } from "./visit-calendar.server";
import { dayLabel, visitDeps, type VisitDeps } from "./visit-settings.server";

/**
 * The office's day (/admin/today, docs/visits.md): the visits of today, tomorrow or the next 7 days on the office's
 * clock, not cancelled, grouped by day and then by electrician, each in window order, with what the person going
 * needs on a phone: the customer, the address and its map, the job, and their phone to call or text.
 */

/** The view a URL asks for: `?day=tomorrow`, `?range=week`, else today. */
export const viewOf = (url: URL): OfficeDayView =>
  url.searchParams.get("range") === "week" ? "week" : url.searchParams.get("day") === "tomorrow" ? "tomorrow" : "today";

/** How much of what the customer asked the list shows. */
const EXCERPT = 120;

/** A place as the phone's map app opens it (Google Maps' search link: the app where installed, else the site). */
const mapUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** The first words of what the customer asked, on one line. */
const excerpt = (message: string | null) => {
  const line = (message ?? "").replace(/\s+/g, " ").trim();
  return line.length > EXCERPT ? `${line.slice(0, EXCERPT - 1).trimEnd()}…` : line;
};

/** The office reads the admin in English (docs/languages.md). */
const OFFICE_LANG = "en";

function visitCard(visit: ScheduledVisit, timeZone: string): DayVisit {
  return {
    id: visit.id,
    leadId: visit.leadId,
    window: windowOf(visit.startsAt, visit.endsAt, timeZone, OFFICE_LANG),
    name: visit.name,
    phone: visit.phone,
    address: visit.address,
    mapUrl: visit.address ? mapUrl(visit.address) : null,
    service: visit.service,
    excerpt: excerpt(visit.asked),
    status: visit.status as DayVisit["status"],
  };
}

/** The visits of each day of [first, first + days), by day and then by electrician (as the query orders them). */
function groupByDay(rows: ScheduledVisit[], first: string, days: number, timeZone: string) {
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(first, i);
    const people = new Map<string, { key: string; name: string; visits: DayVisit[] }>();
    for (const row of rows) {
      if (localDay(row.startsAt, timeZone) !== day) continue;
      const person = people.get(row.electrician) ?? { key: row.electrician, name: row.electricianName, visits: [] };
      person.visits.push(visitCard(row, timeZone));
      people.set(row.electrician, person);
    }
    return { day, label: dayLabel(day, OFFICE_LANG), electricians: [...people.values()] };
  });
}

/** The page's view: its days (one, or seven for the week) with their visits, and the words. */
export async function loadOfficeDay(view: OfficeDayView, deps: Pick<VisitDeps, "db" | "timeZone" | "now"> = visitDeps()) {
  const today = localDay(deps.now(), deps.timeZone);
  const [first, days] = view === "week" ? [today, 7] : [view === "tomorrow" ? addDays(today, 1) : today, 1];
  const rows = await scheduledVisits(deps.db, zonedInstant(first, "00:00", deps.timeZone), zonedInstant(addDays(first, days), "00:00", deps.timeZone));
  return { view, days: groupByDay(rows, first, days, deps.timeZone), words: officeDayText.en };
}
