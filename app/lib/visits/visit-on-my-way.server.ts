import { randomBytes } from "node:crypto";
import { z } from "zod";
import { langOfLead } from "~/content/languages";
import { visitText } from "~/content/visit";
import { ON_MY_WAY_MESSAGES as M, PIPELINE_MESSAGES } from "~/forms/admin-messages";
import { onMyWaySchema } from "~/forms/on-my-way";
import { parseForm } from "~/forms/parse";
import { markVisitOnMyWay } from "~/models/visit-on-my-way.server";
import { claimVisitContact, listLeadVisits, type VisitContact, type VisitMessage } from "~/models/visits.server";
import { STATUS_TOKEN_BYTES, statusPath } from "../emergencies/emergency-status";
import { localDay } from "../platform/office-clock.server";
import type { TextRefusal } from "../phone/textable-number.server";
import { failureReason } from "../platform/service-failure.server";
import { customerRoute } from "./visit-confirmation.server";
import { visitDeps, type VisitDeps } from "./visit-settings.server";

/**
 * "On my way" (docs/visits.md): the electrician of today's visit tells the customer they are coming and about when
 * they arrive. The lead is marked on the way (its page's step) and the customer is told like a visit's
 * confirmation: by text, else by mail, else the history says why.
 */

/** The lead's visit today on the office's clock (not cancelled), which the button is for; null when there is none. */
export async function visitToday(leadId: string, deps: Pick<VisitDeps, "db" | "timeZone" | "now"> = visitDeps()) {
  if (!z.string().uuid().safeParse(leadId).success) return null;
  const today = localDay(deps.now(), deps.timeZone);
  const visits = await listLeadVisits(deps.db, leadId);
  const visit = visits.find((v) => v.status !== "cancelled" && localDay(v.startsAt, deps.timeZone) === today);
  return visit ? { id: visit.id, who: visit.electricianName } : null;
}

/** The customer's "on my way" message in the lead's language, chosen like the visit's confirmation (visitConfirmation). */
async function onMyWayMessage(
  contact: VisitContact,
  who: string,
  minutes: string,
  deps: Pick<VisitDeps, "textFrom" | "textRules" | "business">,
): Promise<{ message: VisitMessage | null; textRefused: TextRefusal | null }> {
  const lang = langOfLead(contact.language);
  const t = visitText[lang];
  const business = await deps.business(lang);
  const link = new URL(statusPath(contact.statusToken), business.siteUrl).href;
  const { text, mailTo, textRefused, firstName } = customerRoute(contact, deps);
  if (text) return { message: { channel: "sms", ...text, body: t.onMyWayText(business.name, who, minutes, link) }, textRefused };
  if (!mailTo) return { message: null, textRefused };
  return {
    message: { channel: "email", to: mailTo, subject: t.onMyWaySubject(business.name, who), text: t.onMyWayMail(firstName(t.there), business.name, who, minutes, link, business.phone) },
    textRefused,
  };
}

type OnMyWayOutcome = { ok: true; message: string } | { ok: false; status: 400 | 404 | 503; message: string };

/** The lead page's "On my way" post: an estimate of 15, 30, 45 or 60 minutes, for a lead with a visit today. */
export async function markOnMyWay(leadId: string, form: FormData, actorId: string, deps: VisitDeps = visitDeps()): Promise<OnMyWayOutcome> {
  if (!z.string().uuid().safeParse(leadId).success) return { ok: false, status: 404, message: PIPELINE_MESSAGES.notFound };
  const submission = parseForm(form, onMyWaySchema);
  if (submission.status !== "success") return { ok: false, status: 400, message: M.minutesRequired };
  const { minutes } = submission.value;
  try {
    const visit = await visitToday(leadId, deps);
    if (!visit) return { ok: false, status: 400, message: M.noVisitToday };
    const contact = await claimVisitContact(deps.db, leadId, randomBytes(STATUS_TOKEN_BYTES).toString("base64url"));
    if (!contact) return { ok: false, status: 404, message: PIPELINE_MESSAGES.notFound };
    const { message, textRefused } = await onMyWayMessage(contact, visit.who, minutes, deps);
    if (!(await markVisitOnMyWay(deps.db, { leadId, actorId, minutes }, message, textRefused))) return { ok: false, status: 404, message: PIPELINE_MESSAGES.notFound };
    if (message) deps.queued();
    return { ok: true, message: M.sent(minutes) };
  } catch (error) {
    return { ok: false, status: 503, message: M.saveFailed(failureReason("database", "on my way failed", error)) };
  }
}
