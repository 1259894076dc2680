import { randomBytes } from "node:crypto";
import { z } from "zod";
import { PIPELINE_MESSAGES, VISIT_MESSAGES as M } from "~/forms/admin-messages";
import { parseForm } from "~/forms/parse";
import { cancelVisitSchema } from "~/forms/visit";
import { cancelVisit, claimVisitContact, listLeadVisits } from "~/models/visits.server";
import { STATUS_TOKEN_BYTES } from "../emergencies/emergency-status";
import { localDay, localTime } from "../platform/office-clock.server";
import { failureReason } from "../platform/service-failure.server";
import { visitCancellation } from "./visit-confirmation.server";
import { dayLabel, visitDeps, windowLabel, type VisitDeps } from "./visit-settings.server";

/**
 * The office cancels a visit from the lead's page (docs/visits.md, "Cancelling"): one statement frees the time,
 * drops the waiting reminder, writes the history and queues the customer's message, chosen like the confirmation.
 */

type CancelOutcome = { ok: true; message: string } | { ok: false; status: 400 | 404 | 503; message: string };

/** The lead page's "Cancel visit" post (`intent=cancel-visit`, `visit`): a visit of this lead still booked or confirmed. */
export async function cancelVisitOnLead(leadId: string, form: FormData, actorId: string, deps: VisitDeps = visitDeps()): Promise<CancelOutcome> {
  if (!z.string().uuid().safeParse(leadId).success) return { ok: false, status: 404, message: PIPELINE_MESSAGES.notFound };
  const submission = parseForm(form, cancelVisitSchema);
  if (submission.status !== "success") return { ok: false, status: 400, message: M.notCancellable };
  try {
    const visit = (await listLeadVisits(deps.db, leadId)).find((v) => v.id === submission.value.visit && (v.status === "booked" || v.status === "confirmed"));
    if (!visit) return { ok: false, status: 400, message: M.notCancellable };
    const contact = await claimVisitContact(deps.db, leadId, randomBytes(STATUS_TOKEN_BYTES).toString("base64url"));
    if (!contact) return { ok: false, status: 404, message: PIPELINE_MESSAGES.notFound };
    const day = localDay(visit.startsAt, deps.timeZone);
    const window = { start: localTime(visit.startsAt, deps.timeZone), end: localTime(visit.endsAt, deps.timeZone) };
    const [dayText, windowText] = [dayLabel(day, "en"), windowLabel(window, "en")];
    const notice = await visitCancellation(contact, { day, window }, deps);
    if (!(await cancelVisit(deps.db, visit.id, actorId, `Cancelled: ${visit.electricianName}, ${dayText}, ${windowText}`, notice))) {
      return { ok: false, status: 400, message: M.notCancellable };
    }
    if (notice.message) deps.queued();
    return { ok: true, message: M.cancelled(visit.electricianName, dayText, windowText) };
  } catch (error) {
    return { ok: false, status: 503, message: M.cancelFailed(failureReason("database", "visit cancellation failed", error)) };
  }
}
