import type { Db } from "~db/client";
import type { Lang } from "~/content/languages";
import { getConfig } from "../platform/config.server";
import { getDb } from "../platform/db.server";
import { kickOutbox } from "../platform/outbox.server";
import { kickTexts } from "../phone/text-outbox.server";
import type { TextRules } from "../phone/textable-number.server";
import type { VisitWindows } from "~/forms/business-facts";
import { hhmmOf, minutesOf } from "~/forms/time-of-day";
import { currentBusiness, publishedVisitWindows } from "../content/business-facts.server";
import { localDay, localTime } from "../platform/office-clock.server";

/** What the visit workflows need (docs/visits.md): the office's clock and arrival windows, and where confirmations go from. */
export interface VisitDeps {
  db: Db;
  /** ONCALL_TIME_ZONE: the office's clock, on which the windows are read. */
  timeZone: string;
  /** The arrival windows as the office published them (the business facts): read at each use, so a publish is live at once. */
  visitWindows(): Promise<VisitWindows>;
  /** The number texts go from (the first of TWILIO_NUMBERS); null = no texting, confirmations go by mail. */
  textFrom: string | null;
  /** Who may be texted (TEXT_CANADA): any other phone is told by mail. */
  textRules: TextRules;
  /** The business as the office published it, in the lead's language: the messages' name, phone and the link's site. */
  business(lang: Lang): Promise<{ name: string; phone: string; siteUrl: string }>;
  /** Sends what was just queued at once instead of at the outboxes' next tick. */
  queued(): void;
  now(): Date;
}

export function visitDeps(): VisitDeps {
  const c = getConfig();
  return {
    db: getDb(),
    timeZone: c.ONCALL_TIME_ZONE,
    visitWindows: publishedVisitWindows,
    textFrom: c.TWILIO_ACCOUNT_SID && c.TWILIO_AUTH_TOKEN ? (c.TWILIO_NUMBERS[0]?.number ?? null) : null,
    textRules: { canada: c.TEXT_CANADA },
    business: currentBusiness,
    queued: () => {
      kickTexts();
      kickOutbox();
    },
    now: () => new Date(),
  };
}

/** The office's own words for days and windows (the admin and the lead's history are in English). */
export const OFFICE_LANG = "en";

/** One arrival window of a day, as "HH:MM" on the office's clock. */
export interface ArrivalWindow {
  start: string;
  end: string;
}

/** The day's windows: from the first arrival, one after another, up to the last one's end (the facts' schema keeps the span whole windows). */
export function arrivalWindows({ visitsFrom, visitsUntil, visitWindowMinutes }: VisitWindows): ArrivalWindow[] {
  const windows: ArrivalWindow[] = [];
  for (let start = minutesOf(visitsFrom); start + visitWindowMinutes <= minutesOf(visitsUntil); start += visitWindowMinutes) {
    windows.push({ start: hhmmOf(start), end: hhmmOf(start + visitWindowMinutes) });
  }
  return windows;
}

const LOCALES: Record<string, string> = { en: "en-US", es: "es-US" };
const localeOf = (lang: string) => LOCALES[lang] ?? "en-US";

/** A day ("YYYY-MM-DD") as the customer reads it: "Sunday, March 14, 2027", "domingo, 14 de marzo de 2027" (without the year: "Sunday, March 14"). */
export const dayLabel = (day: string, lang: string, { year = true } = {}) =>
  new Intl.DateTimeFormat(localeOf(lang), { timeZone: "UTC", weekday: "long", month: "long", day: "numeric", ...(year ? { year: "numeric" } : {}) }).format(new Date(`${day}T12:00:00Z`));

const timeLabel = (hhmm: string, lang: string) =>
  new Intl.DateTimeFormat(localeOf(lang), { timeZone: "UTC", hour: "numeric", minute: "2-digit" }).format(new Date(`2000-01-01T${hhmm}:00Z`));

/** A window as the customer reads it: "8:00 AM – 10:00 AM", "8:00 a. m. – 10:00 a. m.". */
export const windowLabel = (window: ArrivalWindow, lang: string) => `${timeLabel(window.start, lang)} – ${timeLabel(window.end, lang)}`;

/** A stored visit's day and window on the office's clock (its two instants read back). */
export const windowOf = (visit: { startsAt: Date; endsAt: Date }, timeZone: string): { day: string; window: ArrivalWindow } => ({
  day: localDay(visit.startsAt, timeZone),
  window: { start: localTime(visit.startsAt, timeZone), end: localTime(visit.endsAt, timeZone) },
});

/** A visit as its history rows name it: "Derek Simmons, Sunday, March 14, 2027, 8:00 AM – 10:00 AM". */
export const visitHistory = (who: string, day: string, window: ArrivalWindow, lang: string) => `${who}, ${dayLabel(day, lang)}, ${windowLabel(window, lang)}`;
