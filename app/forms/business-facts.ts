import { z } from "zod";
import { defaultBusiness } from "~/content/business";
import { DEFAULT_VISIT_WINDOWS, EMERGENCY_ARRIVAL_MINUTES } from "~/content/facts";
import { CONTENT_MESSAGES } from "./admin-messages";
import { blockForm, text, words } from "./site-content";
import { clockLabel, hhmmOf, minutesOf, TIME_OF_DAY } from "./time-of-day";

/**
 * The business facts' schema, read by the admin's form and by the server (docs/content.md). A module of its own:
 * public pages load site-content.ts (formatDollars), and these words and rules need not travel with them.
 */

/** How long an arrival window may be, in minutes. */
const WINDOW_MINUTES = { min: 15, max: 720 };

const m = {
  phone: "Enter the number in international form: + and the country code, like +17035550142",
  email: "Enter an email address, like office@example.com",
  count: (max: number) => `Enter a whole number from 0 to ${max.toLocaleString("en-US")}`,
  requiredFact: "Enter this fact",
  rating: "Enter the stars from 1 to 5, with at most one decimal, like 4.9",
  time: "Enter a time of day, like 08:00",
  windowMinutes: `Enter the window's length in whole minutes, from ${WINDOW_MINUTES.min} to ${WINDOW_MINUTES.max}`,
  windowsOrder: "The last window must end after the first arrival, on the same day",
  wholeWindows: (from: string, until: string, minutes: number, ends: string[]) =>
    `From ${clockLabel(from)} to ${clockLabel(until)} is not a whole number of ${minutes}-minute windows: ${ends.length ? `end at ${ends.map(clockLabel).join(" or ")}` : "choose shorter windows"}`,
};

/** A phone number as the business facts keep it: E.164 ("+17035550142"), shown "(703) 555-0142". */
const e164 = z.string({ required_error: m.phone }).trim().regex(/^\+[1-9]\d{7,14}$/, m.phone);

/** A figure of the company's record: a whole number, shown with a plus after it. */
const count = (max: number) =>
  z
    .number({ required_error: m.count(max), invalid_type_error: m.count(max) })
    .int(m.count(max))
    .min(0, m.count(max))
    .max(max, m.count(max));

/** The review sites' stars: 1 to 5 with one decimal at most, shown "4.9". */
const rating = z
  .number({ required_error: m.rating, invalid_type_error: m.rating })
  .min(1, m.rating)
  .max(5, m.rating)
  .refine((stars) => Number.isInteger(Math.round(stars * 1e6) / 1e5), m.rating);

/** A time of day, as a time field sends it ("07:00"). */
const timeOfDay = z.string({ required_error: m.time }).trim().regex(TIME_OF_DAY, m.time);

const windowMinutes = z
  .number({ required_error: m.windowMinutes, invalid_type_error: m.windowMinutes })
  .int(m.windowMinutes)
  .min(WINDOW_MINUTES.min, m.windowMinutes)
  .max(WINDOW_MINUTES.max, m.windowMinutes);

/** The visits' arrival windows as the office publishes them: the first arrival and the last one's end ("HH:MM"), and their minutes. */
export interface VisitWindows {
  visitsFrom: string;
  visitsUntil: string;
  visitWindowMinutes: number;
}

/**
 * The arrival windows run one after another from the first arrival and the last ends at `visitsUntil`, on one day:
 * a span that is no whole number of windows is refused with the ends that would be (a window cut short would be
 * offered to no one, and the office would not see why).
 */
function wholeWindows({ visitsFrom, visitsUntil, visitWindowMinutes }: VisitWindows, ctx: z.RefinementCtx) {
  // A field refused by its own rule has said so already.
  if (![timeOfDay.safeParse(visitsFrom), timeOfDay.safeParse(visitsUntil), windowMinutes.safeParse(visitWindowMinutes)].every((field) => field.success)) return;
  const [from, until] = [minutesOf(visitsFrom), minutesOf(visitsUntil)];
  if (until <= from) {
    ctx.addIssue({ code: "custom", path: ["visitsUntil"], message: m.windowsOrder });
    return;
  }
  if ((until - from) % visitWindowMinutes === 0) return;
  const shorter = from + Math.floor((until - from) / visitWindowMinutes) * visitWindowMinutes;
  const ends = [shorter, shorter + visitWindowMinutes].filter((end) => end > from && end < 24 * 60).map(hhmmOf);
  ctx.addIssue({ code: "custom", path: ["visitsUntil"], message: m.wholeWindows(visitsFrom, visitsUntil, visitWindowMinutes, ends) });
}

const businessFields = {
  phone: e164,
  textPhone: e164,
  email: z.string({ required_error: m.email }).trim().max(120, CONTENT_MESSAGES.tooLong(120)).email(m.email),
  licence: text(40, m.requiredFact).pipe(z.string().min(1, m.requiredFact)),
  hours: words(80),
  holidays: words(80),
  serviceArea: words(120),
  radius: words(160),
  years: count(200),
  projects: count(10_000_000),
  customers: count(10_000_000),
  /** Versions saved before it was a fact of the block lack it: they promise the default. */
  arrivalMinutes: count(24 * 60).default(EMERGENCY_ARRIVAL_MINUTES),
  /** The review sites' rating and count; versions saved before they were facts state the defaults. */
  reviewRating: rating.default(defaultBusiness.reviewRating),
  reviewCount: count(10_000_000).default(defaultBusiness.reviewCount),
  /**
   * The visits' arrival windows (docs/visits.md): the first arrival, the end of the last window, each window's
   * length; versions saved before they were facts offer the defaults.
   */
  visitsFrom: timeOfDay.default(DEFAULT_VISIT_WINDOWS.visitsFrom),
  visitsUntil: timeOfDay.default(DEFAULT_VISIT_WINDOWS.visitsUntil),
  visitWindowMinutes: windowMinutes.default(DEFAULT_VISIT_WINDOWS.visitWindowMinutes),
};

/**
 * The business facts (docs/content.md): the numbers and email shown, the licence, the hours and the holidays'
 * line, the service area and radius, the record's figures, the emergency arrival promise's minutes, the review
 * sites' rating and count, and the visits' arrival windows. Every page, the structured data, the mails and the
 * assistant state them (the windows: the visit forms and the customer's choices); TWILIO_NUMBERS, while set, keeps
 * the phones shown.
 */
export const businessBlockSchema = z.object(businessFields).strict().superRefine(wholeWindows);
export type BusinessBlock = z.output<typeof businessBlockSchema>;
/** The form asks for every fact, the arrival minutes and the windows too. */
export const businessFormSchema = blockForm({
  ...businessFields,
  arrivalMinutes: count(24 * 60),
  reviewRating: rating,
  reviewCount: count(10_000_000),
  visitsFrom: timeOfDay,
  visitsUntil: timeOfDay,
  visitWindowMinutes: windowMinutes,
}).superRefine(wholeWindows);
