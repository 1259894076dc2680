import { visitText } from "~/content/visit";
import { normalizePhone } from "~/forms/phone";
import type { VisitContact, VisitMessage } from "~/models/visits.server";
import { calendarPath } from "../emergencies/emergency-status";
import { numberRefusal, type TextRefusal } from "../phone/textable-number.server";
import { languages, type Lang } from "~/content/languages";
import { dayLabel, windowLabel, type ArrivalWindow, type VisitDeps } from "./visit-settings.server";

const langOfLead = (language: string): Lang => languages.find((l) => l === language) ?? "en";

/**
 * The customer's confirmation of a booked visit (docs/visits.md), in the lead's language: a text when the lead's
 * phone is one the site may text (numberRefusal) and did not text STOP, else a mail when there is an address;
 * with the day, the window, who is coming and the calendar file's link. `textRefused` says why the phone was not
 * texted, for the lead's history.
 */
export async function visitConfirmation(
  contact: VisitContact,
  visit: { day: string; window: ArrivalWindow; who: string },
  deps: Pick<VisitDeps, "textFrom" | "textRules" | "business">,
): Promise<{ message: VisitMessage | null; textRefused: TextRefusal | null }> {
  const lang = langOfLead(contact.language);
  const t = visitText[lang];
  const business = await deps.business(lang);
  const link = new URL(calendarPath(contact.statusToken), business.siteUrl).href;
  const [day, window] = [dayLabel(visit.day, lang), windowLabel(visit.window, lang)];
  const phone = contact.phone ? normalizePhone(contact.phone) : null;
  const textRefused = deps.textFrom && phone ? (numberRefusal(phone, deps.textRules) ?? (contact.optedOut ? "opted-out" : null)) : null;
  if (deps.textFrom && phone && !textRefused) {
    return { message: { channel: "sms", from: deps.textFrom, to: phone, body: t.text(business.name, day, window, visit.who, link) }, textRefused };
  }
  if (!contact.email) return { message: null, textRefused };
  const firstName = contact.name?.trim().split(/\s+/)[0] || t.there;
  return {
    message: {
      channel: "email",
      to: contact.email,
      subject: t.mailSubject(business.name, day),
      text: t.mail(firstName, business.name, day, window, visit.who, link, business.phone),
    },
    textRefused,
  };
}
