import { visitText } from "~/content/visit";
import { langOfLead, type Lang } from "~/content/languages";
import { currentVisitByToken } from "~/models/visits.server";
import { STATUS_TOKEN_PATTERN } from "../emergencies/emergency-status";
import { wallClock } from "../platform/office-clock.server";
import { visitDeps, windowLabel, type VisitDeps } from "./visit-settings.server";

/**
 * Calendar files (RFC 5545, docs/visits.md): the customer's of their visit, and an electrician's feed of theirs
 * (calendar-feeds.server.ts). Each VEVENT's start and end are the arrival window as local times of the office's
 * time zone, with that zone's VTIMEZONE (its offsets and the rules of its changes of
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

/** One VEVENT: its window and its words, written as they are (escaped here). */
interface CalendarEvent {
  /** The visit's id: the UID, stable whenever the file is read again. */
  id: string;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  location: string | null;
}

/**
 * A calendar (RFC 5545) of `events`: CRLF lines folded at 75 octets, its text escaped, the office's zone's
 * VTIMEZONE once (from the year before the first event's, or now's; its yearly rules carry it on), one VEVENT each.
 */
export function calendarFile(events: CalendarEvent[], business: { name: string; siteUrl: string }, timeZone: string, now: Date, name?: string): string {
  const host = new URL(business.siteUrl).hostname;
  const local = (at: Date) => localStamp(wallClock(at.getTime(), timeZone));
  const years = (events.length > 0 ? events.map((event) => event.startsAt) : [now]).map((at) => wallClock(at.getTime(), timeZone).year);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${business.name.replace(/[^\w .-]/g, "")}//Visits//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    // A feed's name in the calendar app's list (RFC 7986 NAME, and the older X-WR-CALNAME most apps read).
    ...(name ? [`NAME:${escapeText(name)}`, `X-WR-CALNAME:${escapeText(name)}`] : []),
    ...timeZoneLines(timeZone, Math.min(...years)),
    ...events.flatMap((event) => [
      "BEGIN:VEVENT",
      `UID:${event.id}@${host}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART;TZID=${timeZone}:${local(event.startsAt)}`,
      `DTEND;TZID=${timeZone}:${local(event.endsAt)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      "STATUS:CONFIRMED",
      "TRANSP:OPAQUE",
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/** A window on the office's clock as `lang` reads it: "8:00 AM – 10:00 AM". */
export function windowOf(startsAt: Date, endsAt: Date, timeZone: string, lang: Lang): string {
  const [start, end] = [wallClock(startsAt.getTime(), timeZone), wallClock(endsAt.getTime(), timeZone)];
  return windowLabel({ start: `${pad(start.hour)}:${pad(start.minute)}`, end: `${pad(end.hour)}:${pad(end.minute)}` }, lang);
}

/** What the customer's calendar file states of their visit. */
interface CalendarVisit {
  id: string;
  startsAt: Date;
  endsAt: Date;
  who: string;
  address: string | null;
  lang: Lang;
}

/** The customer's calendar file of a visit, in the lead's language. */
export function visitCalendar(visit: CalendarVisit, business: { name: string; phone: string; siteUrl: string }, timeZone: string, now: Date): string {
  const t = visitText[visit.lang];
  const window = windowOf(visit.startsAt, visit.endsAt, timeZone, visit.lang);
  const event = { ...visit, summary: t.summary(business.name), description: t.description(visit.who, window, business.phone), location: visit.address };
  return calendarFile([event], business, timeZone, now);
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

/** A calendar file's answer (private: never stored), or the 404 of a token that has none. */
export function calendarResponse(file: string | null, filename: string): Response {
  if (!file) throw new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(file, {
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"`, "Cache-Control": "no-store" },
  });
}
