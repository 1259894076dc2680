import { visitText } from "~/content/visit";
import { normalizePhone } from "~/forms/phone";
import type { VisitContact, VisitMessage, VisitReminder } from "~/models/visits.server";
import { calendarPath, mailUnsubscribePath, statusPath } from "../emergencies/emergency-status";
import { addDays, zonedInstant } from "../platform/office-clock.server";
import { numberRefusal, type TextRefusal } from "../phone/textable-number.server";
import { langOfLead } from "~/content/languages";
import { dayLabel, windowLabel, type ArrivalWindow, type VisitDeps } from "./visit-settings.server";

/** When the reminder goes: this time of the day before the visit, on the office's clock (docs/visits.md, "Reminders"). */
const VISIT_REMINDER_AT = "18:00";

/**
 * How a visit's messages reach the customer (docs/visits.md, "The confirmation"): by text (`text`: from and to) when
 * the lead's phone is one the site may text (numberRefusal) and did not text STOP, else by mail (`mailTo`) when there
 * is an address, else not at all. `textRefused` says why the phone was not texted, for the lead's history.
 */
export function customerRoute(contact: VisitContact, deps: Pick<VisitDeps, "textFrom" | "textRules">) {
  const phone = contact.phone ? normalizePhone(contact.phone) : null;
  const textRefused: TextRefusal | null = deps.textFrom && phone ? (numberRefusal(phone, deps.textRules) ?? (contact.optedOut ? "opted-out" : null)) : null;
  const text = deps.textFrom && phone && !textRefused ? { from: deps.textFrom, to: phone } : null;
  return { text, mailTo: text ? null : contact.email, textRefused, firstName: (there: string) => contact.name?.trim().split(/\s+/)[0] || there };
}

/**
 * The customer's confirmation of a booked visit (docs/visits.md), in the lead's language, by `customerRoute`: with
 * the day, the window, who is coming and the calendar file's link. `reminder`: the same way, the evening before
 * (VISIT_REMINDER_AT), with the request page's link; none when that moment has passed already (the confirmation
 * has just told the customer). A reminder by mail carries its unsubscribe link (and List-Unsubscribe header).
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
  const unsubscribe = new URL(mailUnsubscribePath(contact.statusToken), business.siteUrl).href;
  const dueAt = zonedInstant(addDays(visit.day, -1), VISIT_REMINDER_AT, deps.timeZone);
  const remind = dueAt > deps.now();
  const [day, window] = [dayLabel(visit.day, lang), windowLabel(visit.window, lang)];
  const { text: sms, mailTo, textRefused, firstName } = customerRoute(contact, deps);
  if (sms) {
    const text = (body: string): VisitMessage => ({ channel: "sms", ...sms, body });
    return {
      message: text(t.text(business.name, day, window, visit.who, link)),
      textRefused,
      reminder: remind ? { dueAt, message: text(t.reminderText(business.name, day, window, visit.who, page)) } : null,
    };
  }
  if (!mailTo) return { message: null, textRefused, reminder: null };
  const name = firstName(t.there);
  return {
    message: {
      channel: "email",
      to: mailTo,
      subject: t.mailSubject(business.name, day),
      text: t.mail(name, business.name, day, window, visit.who, link, business.phone),
    },
    textRefused,
    reminder: remind
      ? {
          dueAt,
          message: {
            channel: "email",
            to: mailTo,
            subject: t.reminderSubject(business.name, day),
            text: t.reminderMail(name, business.name, day, window, visit.who, page, business.phone, unsubscribe),
            listUnsubscribe: unsubscribe,
          },
        }
      : null,
  };
}

/** The customer told that the office cancelled their visit (docs/visits.md, "Cancelling"), like its confirmation, with the request page's link. */
export async function visitCancellation(
  contact: VisitContact,
  visit: { day: string; window: ArrivalWindow },
  deps: Pick<VisitDeps, "textFrom" | "textRules" | "business">,
): Promise<{ message: VisitMessage | null; textRefused: TextRefusal | null }> {
  const lang = langOfLead(contact.language);
  const t = visitText[lang];
  const business = await deps.business(lang);
  const page = new URL(statusPath(contact.statusToken), business.siteUrl).href;
  const [day, window] = [dayLabel(visit.day, lang), windowLabel(visit.window, lang)];
  const { text, mailTo, textRefused, firstName } = customerRoute(contact, deps);
  if (text) return { message: { channel: "sms", ...text, body: t.cancelText(business.name, day, window, page) }, textRefused };
  if (!mailTo) return { message: null, textRefused };
  const mail = t.cancelMail(firstName(t.there), business.name, day, window, page, business.phone);
  return { message: { channel: "email", to: mailTo, subject: t.cancelSubject(business.name, day), text: mail }, textRefused };
}
