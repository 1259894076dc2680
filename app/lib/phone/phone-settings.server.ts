import type { Db } from "~db/client";
import type { AlertTarget } from "~/models/lead-alerts.server";
import { firstAlerts } from "../emergencies/alert-schedule.server";
import { withinDailyHours } from "../platform/office-clock.server";
import { alertDeps, kickAlerts } from "../emergencies/alert-worker.server";
import { getBusiness, officeEmail } from "../site/business.server";
import { getConfig, type TwilioNumber } from "../platform/config.server";
import { getDb } from "../platform/db.server";
import { kickOutbox } from "../platform/outbox.server";
import type { TextRules } from "./textable-number.server";

/** What the phone workflows need (docs/phone.md): the database, the Twilio account and numbers, the office's hours. */
export interface PhoneDeps {
  db: Db;
  /** Signs every webhook (X-Twilio-Signature) and the account's API calls. */
  authToken: string;
  accountSid: string;
  apiUrl: string;
  /** The public URL Twilio posts to: signatures are over SITE_URL's origin and the path. */
  siteUrl: string;
  numbers: TwilioNumber[];
  officePhones: string[];
  /** "HH:MM-HH:MM" on the office's clock. */
  officeHours: string;
  timeZone: string;
  /** ONCALL_PHONES: the on-call list while the admin's is empty. */
  fallbackPhones: string[];
  businessName: string;
  /**
   * On-call alerting (the emergencies' alert outbox): whom a missed call after hours or an emergency text alerts
   * first, and the kick that sends them at once. Without it calls and texts alert nobody.
   */
  alerts?: { targets(now: Date): Promise<AlertTarget[]>; queued(): void };
  /** TEXT_BACK_HOURLY_LIMIT and MISSED_CALL_ALERT_HOURLY_LIMIT: what a flood of missed calls can send in any hour. */
  limits: { textBacksPerHour: number; alertsPerHour: number };
  /** Who the site texts on its own (TEXT_CANADA). */
  textRules: TextRules;
  /** Told, through the mail outbox, when the text-backs reach their hourly limit; `mailQueued` sends it at once. */
  officeEmail: string;
  mailQueued(): void;
  now(): Date;
}

/** The app's phone deps; null when Twilio's numbers are not configured (the webhooks then answer 404). */
export function phoneDeps(): PhoneDeps | null {
  const c = getConfig();
  if (c.TWILIO_NUMBERS.length === 0 || !c.TWILIO_AUTH_TOKEN || !c.TWILIO_ACCOUNT_SID) return null;
  return {
    db: getDb(),
    authToken: c.TWILIO_AUTH_TOKEN,
    accountSid: c.TWILIO_ACCOUNT_SID,
    apiUrl: c.TWILIO_API_URL,
    siteUrl: c.SITE_URL,
    numbers: c.TWILIO_NUMBERS,
    officePhones: c.OFFICE_PHONES,
    officeHours: c.OFFICE_HOURS,
    timeZone: c.ONCALL_TIME_ZONE,
    fallbackPhones: c.ONCALL_PHONES,
    businessName: getBusiness().name,
    alerts: { targets: (now) => firstAlerts({ ...alertDeps(), now: () => now }), queued: kickAlerts },
    limits: { textBacksPerHour: c.TEXT_BACK_HOURLY_LIMIT, alertsPerHour: c.MISSED_CALL_ALERT_HOURLY_LIMIT },
    textRules: { canada: c.TEXT_CANADA },
    officeEmail: officeEmail(),
    mailQueued: kickOutbox,
    now: () => new Date(),
  };
}

/** The source a call or text to `number` counts under; null for a number that is not ours. */
export const sourceOf = (deps: Pick<PhoneDeps, "numbers">, number: string) => deps.numbers.find((n) => n.number === number)?.source ?? null;

/** Whether `now` is within OFFICE_HOURS on the office's clock. */
export const inOfficeHours = (deps: Pick<PhoneDeps, "officeHours" | "timeZone">, now: Date) => withinDailyHours(deps.officeHours, deps.timeZone, now);
