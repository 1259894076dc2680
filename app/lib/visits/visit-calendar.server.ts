import { visitText } from "~/content/visit";
import { langOfLead, type Lang } from "~/content/languages";
import { currentVisitByToken } from "~/models/visits.server";
import { STATUS_TOKEN_PATTERN } from "../emergencies/emergency-status";
import { wallClock } from "../platform/office-clock.server";
import { visitDeps, windowLabel, type VisitDeps } from "./visit-settings.server";

/**
 * A visit's calendar file (RFC 5545, docs/visits.md): one VEVENT whose start and end are the arrival window as
 * local times of the office's time zone, with that zone's VTIMEZONE (its offsets and the rules of its changes of
 * clocks), so a calendar shows 8:00–10:00 whatever its own zone and season.
 */

/** TEXT as RFC 5545 writes it (3.3.11): backslash, semicolon, comma and line breaks escaped. */
const escapeText = (text: string) => text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n|\r/g, "\\n");

/** A content line folded at 75 octets (3.1), never inside a UTF-8 character; continuations start with a space. */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // A continuation's leading space counts toward its 75 octets.
    if (octets + size > 75) {
      parts.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n");
}

const MINUTE = 60_000;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
/** A local DATE-TIME (3.3.5, form 3 without the Z): 20270314T080000. */
const localStamp = (w: { year: number; month: number; day: number; hour: number; minute: number; second: number }) =>
  `${pad(w.year, 4)}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;
const utcStamp = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
const offsetText = (minutes: number) => `${minutes < 0 ? "-" : "+"}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

const WEEKDAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];

const WEEK = 7 * 24 * 60 * MINUTE;

/** The zones' VTIMEZONE blocks by zone and year: the same for every visit of that year. */
const zoneBlocks = new Map<string, string[]>();

/**
 * The zone's observances from the year before `year` on: each change of clocks found in that year (by the
 * platform's time-zone data, week by week then minute by minute; changes are months apart) with the yearly rule it
 * follows ("the second Sunday of March", "the last Sunday of October"), or one STANDARD when the zone keeps one
 * offset. Made once per zone and year.
 */
function timeZoneLines(timeZone: string, year: number): string[] {
  const key = `${timeZone} ${year}`;
  const kept = zoneBlocks.get(key);
  if (kept) return kept;
  const lines = ["BEGIN:VTIMEZONE", `TZID:${timeZone}`];
  const from = Date.UTC(year - 1, 0, 1);
  const changes: number[] = [];
  let offset = wallClock(from, timeZone).offset;
  for (let t = from; t < Date.UTC(year, 0, 1); t += WEEK) {
    const next = wallClock(t + WEEK, timeZone).offset;
    if (next === offset) continue;
    // The minute of the change within that week.
    let [low, high] = [t, t + WEEK];
    while (high - low > MINUTE) {
      const mid = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
      if (wallClock(mid, timeZone).offset === offset) low = mid;
      else high = mid;
    }
    changes.push(high);
    offset = next;
  }
  if (changes.length === 0) {
    const w = wallClock(from, timeZone);
    lines.push("BEGIN:STANDARD", "DTSTART:19700101T000000", `TZOFFSETFROM:${offsetText(w.offset)}`, `TZOFFSETTO:${offsetText(w.offset)}`, `TZNAME:${w.name}`, "END:STANDARD");
  }
  for (const change of changes) {
    const before = wallClock(change - MINUTE, timeZone);
    const after = wallClock(change, timeZone);
    // The change's wall time as the clock read it just before: 02:00 in March, 02:00 (summer time) in November.
    const at = wallClock(change + before.offset * MINUTE, "UTC");
    const daysInMonth = new Date(Date.UTC(at.year, at.month, 0)).getUTCDate();
    const weekday = WEEKDAYS[new Date(Date.UTC(at.year, at.month - 1, at.day)).getUTCDay()];
    // In a month's last seven days the rule is "the last Sunday" (Europe's); otherwise "the second Sunday" (ours).
    const nth = at.day > daysInMonth - 7 ? -1 : Math.ceil(at.day / 7);
    const kind = after.offset > before.offset ? "DAYLIGHT" : "STANDARD";
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(at)}`,
      `RRULE:FREQ=YEARLY;BYMONTH=${at.month};BYDAY=${nth}${weekday}`,
      `TZOFFSETFROM:${offsetText(before.offset)}`,
      `TZOFFSETTO:${offsetText(after.offset)}`,
      `TZNAME:${after.name}`,
      `END:${kind}`,
    );
  }
  lines.push("END:VTIMEZONE");
  zoneBlocks.set(key, lines);
  return lines;
}

/** What the calendar file states of a visit and its business. */
interface CalendarVisit {
  id: string;
  startsAt: Date;
  endsAt: Date;
  who: string;
  address: string | null;
  lang: Lang;
}

/** The calendar file of a visit: CRLF lines folded at 75 octets, its text escaped, in the lead's language. */
export function visitCalendar(visit: CalendarVisit, business: { name: string; phone: string; siteUrl: string }, timeZone: string, now: Date): string {
  const t = visitText[visit.lang];
  const [start, end] = [wallClock(visit.startsAt.getTime(), timeZone), wallClock(visit.endsAt.getTime(), timeZone)];
  const window = windowLabel({ start: `${pad(start.hour)}:${pad(start.minute)}`, end: `${pad(end.hour)}:${pad(end.minute)}` }, visit.lang);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${business.name.replace(/[^\w .-]/g, "")}//Visits//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...timeZoneLines(timeZone, start.year),
    "BEGIN:VEVENT",
    `UID:${visit.id}@${new URL(business.siteUrl).hostname}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${timeZone}:${localStamp(start)}`,
    `DTEND;TZID=${timeZone}:${localStamp(end)}`,
    `SUMMARY:${escapeText(t.summary(business.name))}`,
    `DESCRIPTION:${escapeText(t.description(visit.who, window, business.phone))}`,
    ...(visit.address ? [`LOCATION:${escapeText(visit.address)}`] : []),
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/** The calendar file of the lead's current visit by its status token; null for any other token or a lead without one. */
export async function visitCalendarFile(token: string, deps: Pick<VisitDeps, "db" | "timeZone" | "business" | "now"> = visitDeps()): Promise<string | null> {
  if (!STATUS_TOKEN_PATTERN.test(token)) return null;
  const visit = await currentVisitByToken(deps.db, token);
  if (!visit) return null;
  const lang = langOfLead(visit.language);
  const business = await deps.business(lang);
  return visitCalendar({ id: visit.id, startsAt: visit.startsAt, endsAt: visit.endsAt, who: visit.electricianName, address: visit.address, lang }, business, deps.timeZone, deps.now());
}
