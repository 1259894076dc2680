import { minutesOf } from "~/forms/time-of-day";
import { getConfig } from "./config.server";

/**
 * Times of day on the office's clock (ONCALL_TIME_ZONE): the on-call shifts, the office hours, the review
 * requests' sending hours, the outboxes that keep a message to those hours, and the visits' arrival windows.
 */

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

const formats = new Map<string, Intl.DateTimeFormat>();
/** A zone's formatter, made once: making one costs far more than formatting with it. */
function formatOf(timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      timeZoneName: "short",
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** `timeZone`'s wall clock at `t` (ms): its fields, its offset from UTC in minutes, and the zone's short name then ("EDT"). */
export function wallClock(t: number, timeZone: string) {
  const parts = formatOf(timeZone).formatToParts(new Date(t));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const [year, month, day, hour, minute, second] = ["year", "month", "day", "hour", "minute", "second"].map((type) => Number(get(type))) as [number, number, number, number, number, number];
  const offset = Math.round((Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(t / 1000) * 1000) / 60_000);
  return { year, month, day, hour, minute, second, offset, name: get("timeZoneName") };
}

/**
 * The instant that reads `hhmm` on `day` ("YYYY-MM-DD") on `timeZone`'s clock: a visit's window, whatever the
 * season (the offset is that of the instant itself, so a day after a change of clocks gets the new one).
 */
export function zonedInstant(day: string, hhmm: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T${hhmm}:00Z`);
  const first = wall - wallClock(wall, timeZone).offset * 60_000;
  return new Date(wall - wallClock(first, timeZone).offset * 60_000);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day ("YYYY-MM-DD") on `timeZone`'s clock at `now`; each zone's formatter built once (pages ask on every view). */
export function localDay(now: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) dayFormats.set(timeZone, (format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })));
  return format.format(now);
}

/** The day `days` after `day` ("YYYY-MM-DD") on the calendar (before it when negative): a day is a date, not 24 hours of a clock. */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
