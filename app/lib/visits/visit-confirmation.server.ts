import { visitText } from "~/content/visit";
import { normalizePhone } from "~/forms/phone";
import type { VisitContact, VisitMessage, VisitReminder } from "~/models/visits.server";
import { calendarPath, statusPath } from "../emergencies/emergency-status";
import { zonedInstant } from "../platform/office-clock.server";
import { numberRefusal, type TextRefusal } from "../phone/textable-number.server";
import { langOfLead } from "~/content/languages";
import { dayLabel, windowLabel, type ArrivalWindow, type VisitDeps } from "./visit-settings.server";

/** When the reminder goes: this time of the day before the visit, on the office's clock (docs/visits.md, "Reminders"). */
const VISIT_REMINDER_AT = "18:00";

/** The day before `day` ("YYYY-MM-DD"). */
const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 24 * 60 * 60_000).toISOString().slice(0, 10);

/**
 * The customer's confirmation of a booked visit (docs/visits.md), in the lead's language: a text when the lead's
 * phone is one the site may text (numberRefusal) and did not text STOP, else a mail when there is an address;
 * with the day, the window, who is coming and the calendar file's link. `textRefused` says why the phone was not
 * texted, for the lead's history. `reminder`: the same way, the evening before (VISIT_REMINDER_AT), with the
 * request page's link; none when that moment has passed already (the confirmation has just told the customer).
 */
export async function visitConfirmation(
  contact: VisitContact,
  visit: { day: string; window: ArrivalWindow; who: string },
  deps: Pick<VisitDeps, "textFrom" | "textRules" | "business" | "timeZone" | "now">,
): Promise<{ message: VisitMessage | null; textRefused: TextRefusal | null; reminder: VisitReminder | null }> {
  const lang = langOfLead(contact.language);
  const t = visitText[lang];
  const business = await deps.business(lang);
  const link = new URL(calendarPath(contact.statusToken), business.siteUrl).href;
  const page = new URL(statusPath(contact.statusToken), business.siteUrl).href;
  const dueAt = zonedInstant(dayBefore(visit.day), VISIT_REMINDER_AT, deps.timeZone);
  const remind = dueAt > deps.now();
  const [day, window] = [dayLabel(visit.day, lang), windowLabel(visit.window, lang)];
  const phone = contact.phone ? normalizePhone(contact.phone) : null;
  const textRefused = deps.textFrom && phone ? (numberRefusal(phone, deps.textRules) ?? (contact.optedOut ? "opted-out" : null)) : null;
  if (deps.textFrom && phone && !textRefused) {
    const from = deps.textFrom;
    const text = (body: string): VisitMessage => ({ channel: "sms", from, to: phone, body });
    return {
      message: text(t.text(business.name, day, window, visit.who, link)),
      textRefused,
      reminder: remind ? { dueAt, message: text(t.reminderText(business.name, day, window, visit.who, page)) } : null,
    };
  }
  if (!contact.email) return { message: null, textRefused, reminder: null };
  const firstName = contact.name?.trim().split(/\s+/)[0] || t.there;
  return {
    message: {
      channel: "email",
      to: contact.email,
      subject: t.mailSubject(business.name, day),
      text: t.mail(firstName, business.name, day, window, visit.who, link, business.phone),
    },
    textRefused,
    reminder: remind
      ? {
          dueAt,
          message: {
            channel: "email",
            to: contact.email,
            subject: t.reminderSubject(business.name, day),
            text: t.reminderMail(firstName, business.name, day, window, visit.who, page, business.phone),
          },
        }
      : null,
  };
}
