import { z } from "zod";
import { VISIT_MESSAGES as M } from "./admin-messages";

/**
 * The visit form of a lead's page (docs/visits.md), one step without JavaScript: the day, an arrival window and
 * who goes. The schema checks their shape; the workflow checks them against the office's windows, the people it
 * may send and the calendar (a day from today to a year ahead), and the database refuses an overlap.
 */
export const visitSchema = z.object({
  intent: z.literal("visit"),
  day: z
    .string({ required_error: M.dayRequired })
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.dayRequired)
    // A real day of the calendar: 2027-02-30 is none.
    .refine((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), M.dayRequired),
  window: z.string({ required_error: M.windowRequired }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.windowRequired),
  electrician: z.string({ required_error: M.electricianRequired }).regex(/^(user|team):\S{1,100}$/, M.electricianRequired),
});

/** What the lead page's visit form offers, and the lead's visits as the office reads them. */
export interface VisitChoices {
  /** Today on the office's clock, and the last day a visit may be booked ("YYYY-MM-DD"). */
  today: string;
  lastDay: string;
  windows: { value: string; label: string }[];
  electricians: { value: string; label: string }[];
  visits: { id: string; who: string; day: string; window: string; status: string }[];
  /** The lead's calendar file, once it has a visit. */
  calendarPath: string | null;
}

/** The "Cancel visit" button of a visit on the lead's page: which visit, nothing else. */
export const cancelVisitSchema = z.object({
  intent: z.literal("cancel-visit"),
  visit: z.string({ required_error: M.notCancellable }).uuid(M.notCancellable),
});
