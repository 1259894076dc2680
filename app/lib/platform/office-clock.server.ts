import { getConfig } from "./config.server";

/**
 * Times of day on the office's clock (ONCALL_TIME_ZONE): the on-call shifts, the office hours, the review
 * requests' sending hours, and the outboxes that keep a message to those hours.
 */

/** Minutes since midnight of "HH:MM". */
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether local time `at` ("HH:MM") is within a shift: start == end is all day; start > end runs overnight. */
export function withinHours(at: string, startsAt: string, endsAt: string): boolean {
  const [t, s, e] = [minutesOf(at), minutesOf(startsAt), minutesOf(endsAt)];
  if (s === e) return true;
  return s < e ? t >= s && t < e : t >= s || t < e;
}

/** The time of day ("HH:MM") on the office's clock. */
export function localTime(now: Date, timeZone: string) {
  return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(now);
}

/** Whether `now` is within `hours` ("HH:MM-HH:MM", like REVIEW_SENDING_HOURS) on `timeZone`'s clock. */
export function withinDailyHours(hours: string, timeZone: string, now: Date): boolean {
  const [startsAt = "", endsAt = ""] = hours.split("-");
  return withinHours(localTime(now, timeZone), startsAt, endsAt);
}

/**
 * Whether the sending hours (REVIEW_SENDING_HOURS on ONCALL_TIME_ZONE's clock) are open at `now`: the mail and text
 * outboxes send a message kept to them (review requests and reminders) only then, whenever it is retried.
 */
export const sendingHoursOpen = (now: Date) => {
  const c = getConfig();
  return withinDailyHours(c.REVIEW_SENDING_HOURS, c.ONCALL_TIME_ZONE, now);
};

/** How far `timeZone`'s wall clock is ahead of UTC at `t` (ms; negative west of Greenwich). */
function zoneOffset(t: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(t));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second")) - Math.floor(t / 1000) * 1000;
}

/**
 * The instant that reads `hhmm` on `day` ("YYYY-MM-DD") on `timeZone`'s clock: a visit's window, whatever the
 * season (the offset is that of the instant itself, so a day after a change of clocks gets the new one).
 */
export function zonedInstant(day: string, hhmm: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T${hhmm}:00Z`);
  const first = wall - zoneOffset(wall, timeZone);
  return new Date(wall - zoneOffset(first, timeZone));
}

/** The day ("YYYY-MM-DD") on `timeZone`'s clock at `now`. */
export const localDay = (now: Date, timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
