import { randomBytes } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { VISIT_MESSAGES as M, PIPELINE_MESSAGES } from "~/forms/admin-messages";
import { parseForm } from "~/forms/parse";
import { visitSchema, type VisitChoices } from "~/forms/visit";
import { listUsersWithRole } from "~/models/users.server";
import { bookVisit, claimVisitContact, isOverlapRefusal, listLeadVisits } from "~/models/visits.server";
import { ADMIN_ROLE } from "../auth/require-admin.server";
import { memberKey, publishedTeam } from "../content/team-words.server";
import { calendarPath, STATUS_TOKEN_BYTES } from "../emergencies/emergency-status";
import { localDay, zonedInstant } from "../platform/office-clock.server";
import { failureReason } from "../platform/service-failure.server";
import { visitConfirmation } from "./visit-confirmation.server";
import { arrivalWindows, dayLabel, OFFICE_LANG, visitDeps, visitHistory, windowLabel, windowOf, type VisitDeps } from "./visit-settings.server";

/**
 * Booking a visit on a lead (docs/visits.md): the lead page's form, and its one save. The database refuses two
 * visits of one electrician in overlapping windows (migration 0015); that refusal comes back as a message with the
 * choices as typed, never an error page.
 */

/** How far ahead a visit may be booked. */
const LAST_DAY_MS = 365 * 24 * 60 * 60_000;

/** Who may be sent: the admins (`user:<id>`) and the About page's team as the office published it (`team:<id>`). */
export async function electricians(deps: Pick<VisitDeps, "db">): Promise<{ value: string; label: string }[]> {
  const [admins, team] = await Promise.all([listUsersWithRole(deps.db, ADMIN_ROLE), publishedTeam(deps.db)]);
  return [
    ...admins.map((admin) => ({ value: `user:${admin.id}`, label: admin.name })),
    ...team.map((member) => ({ value: `team:${memberKey(member)}`, label: member.name })),
  ];
}

/** The visit form's choices and the lead's visits; the calendar file's path once the lead has a visit. */
export async function visitChoices(leadId: string, statusToken: string | null, deps: Pick<VisitDeps, "db" | "timeZone" | "visitWindows" | "now"> = visitDeps()): Promise<VisitChoices> {
  const now = deps.now();
  const [people, visits, windows] = await Promise.all([
    electricians(deps),
    z.string().uuid().safeParse(leadId).success ? listLeadVisits(deps.db, leadId) : [],
    deps.visitWindows(),
  ]);
  return {
    today: localDay(now, deps.timeZone),
    lastDay: localDay(new Date(now.getTime() + LAST_DAY_MS), deps.timeZone),
    windows: arrivalWindows(windows).map((window) => ({ value: window.start, label: windowLabel(window, OFFICE_LANG) })),
    electricians: people,
    visits: visits.map((visit) => {
      const { day, window } = windowOf(visit, deps.timeZone);
      return { id: visit.id, who: visit.electricianName, day: dayLabel(day, OFFICE_LANG), window: windowLabel(window, OFFICE_LANG), status: visit.status };
    }),
    calendarPath: statusToken && visits.some((visit) => visit.status !== "cancelled") ? calendarPath(statusToken) : null,
  };
}

type VisitOutcome =
  | { ok: true; message: string }
  | { ok: false; status: 400 | 404 | 409 | 503; message: string; reply?: SubmissionResult<string[]> };

/**
 * Books the posted visit on the lead for the signed-in admin: the day from today to a year ahead, one of the
 * office's windows, someone the office may send. One statement saves it with the lead's history row, the
 * customer's confirmation (text or mail) and the reminder the evening before; an overlap with the electrician's
 * other visits is a 409 with the form as typed.
 */
export async function bookVisitOnLead(leadId: string, form: FormData, actorId: string, deps: VisitDeps = visitDeps()): Promise<VisitOutcome> {
  if (!z.string().uuid().safeParse(leadId).success) return { ok: false, status: 404, message: PIPELINE_MESSAGES.notFound };
  const submission = parseForm(form, visitSchema);
  if (submission.status !== "success") return { ok: false, status: 400, message: "", reply: submission.reply() };
  const posted = submission.value;
  const refuse = (field: "day" | "window" | "electrician", message: string): VisitOutcome => ({
    ok: false,
    status: 400,
    message: "",
    reply: submission.reply({ fieldErrors: { [field]: [message] } }),
  });
  const now = deps.now();
  if (posted.day < localDay(now, deps.timeZone)) return refuse("day", M.dayPast);
  if (posted.day > localDay(new Date(now.getTime() + LAST_DAY_MS), deps.timeZone)) return refuse("day", M.dayTooFar);
  try {
    const window = arrivalWindows(await deps.visitWindows()).find((w) => w.start === posted.window);
    if (!window) return refuse("window", M.windowRequired);
    const who = (await electricians(deps)).find((person) => person.value === posted.electrician);
    if (!who) return refuse("electrician", M.electricianRequired);
    const contact = await claimVisitContact(deps.db, leadId, randomBytes(STATUS_TOKEN_BYTES).toString("base64url"));
    if (!contact) return { ok: false, status: 404, message: PIPELINE_MESSAGES.notFound };
    const [day, windowText] = [dayLabel(posted.day, OFFICE_LANG), windowLabel(window, OFFICE_LANG)];
    const { message, textRefused, reminder } = await visitConfirmation(contact, { day: posted.day, window, who: who.label }, deps);
    try {
      const booked = await bookVisit(
        deps.db,
        {
          leadId,
          electrician: who.value,
          electricianName: who.label,
          startsAt: zonedInstant(posted.day, window.start, deps.timeZone),
          endsAt: zonedInstant(posted.day, window.end, deps.timeZone),
          actorId,
          history: visitHistory(who.label, posted.day, window, OFFICE_LANG),
        },
        message,
        textRefused,
        reminder,
      );
      if (!booked) return { ok: false, status: 404, message: PIPELINE_MESSAGES.notFound };
    } catch (error) {
      if (!isOverlapRefusal(error)) throw error;
      return { ok: false, status: 409, message: M.overlap(who.label, day, windowText), reply: submission.reply() };
    }
    if (message) deps.queued();
    return { ok: true, message: M.booked(who.label, day, windowText) };
  } catch (error) {
    return { ok: false, status: 503, message: M.saveFailed(failureReason("database", "visit booking failed", error)), reply: submission.reply() };
  }
}
