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
