import { createHash } from "node:crypto";
import { bookingErrorToast, bookingSchema } from "~/forms/booking";
import { DEFAULT_SERVICE, type Confirmation } from "~/forms/confirmation";
import { formText } from "~/forms/messages";
import { bookingServices, labelOf } from "~/forms/options";
import { parseForm } from "~/forms/parse";
import { saveLead } from "~/models/lead-intake.server";
import { newStatusToken } from "../emergencies/emergency-status.server";
import { isSpam } from "../platform/honeypot.server";
import { errorFields, log } from "../platform/log.server";
import { formDeps, type FormDeps, type Outcome, type RequestMeta } from "./form-deps.server";
import { overRateLimit } from "./form-rate-limits.server";
import { fieldsOf, isEmergencyRequest, recordRequest } from "./record-request.server";
import { SchedulingError } from "./scheduling.server";

interface BookingResult {
  bookingUrl: string;
  /** 'Email confirmation may have failed.' when the mails could not be queued. */
  note: string | null;
  /** An emergency booking's status page. */
  statusPath: string | null;
}

/**
 * The lead's reference in its booking link, which Calendly's webhook hands back (docs/visits.md). Derived from
 * the request, not drawn at random, so a repeat inside the dedupe window is still the same request.
 */
const bookingReference = (v: { name: string; email: string; phone: string; eventTypeUri: string }) =>
  createHash("sha256").update(JSON.stringify(["booking", v.name, v.email, v.phone, v.eventTypeUri])).digest("hex").slice(0, 32);

/** Booking step 1: check the appointment type, get a booking link, save the request with its mails. */
export async function submitBooking(formData: FormData, meta: RequestMeta, given?: FormDeps): Promise<Outcome<BookingResult>> {
  const deps = given ?? (await formDeps(meta.lang));
  const lang = meta.lang ?? "en";
  const text = formText[lang];
  const { messages } = text;
  const submission = parseForm(formData, bookingSchema(text));
  if (submission.status !== "success") {
    return { ok: false, status: 400, toast: bookingErrorToast(submission.error ?? undefined, text), reply: submission.reply() };
  }
  const v = submission.value;
  if (isSpam(formData)) {
    return { ok: true, toast: messages.bookingReady, reply: submission.reply(), bookingUrl: deps.business.schedulingUrl, note: null, statusPath: null };
  }
  const limited = await overRateLimit("booking", meta, submission, deps);
  if (limited) return limited;

  // The chosen type must be one the scheduling service offers (a forged value is a 400, not a 502).
  let types;
  try {
    types = await deps.scheduling.getEventTypes();
  } catch (error) {
    log.warn("appointment types failed", { error: String(error) });
    return { ok: false, status: 502, toast: messages.bookingOptionsFailure, reply: submission.reply() };
  }
  const type = types.find((t) => t.uri === v.eventTypeUri);
  if (!type) {
    return {
      ok: false,
      status: 400,
      toast: messages.appointmentRequired,
      reply: submission.reply({ fieldErrors: { eventTypeUri: [messages.appointmentRequired.description!] } }),
    };
  }
  const service = labelOf(bookingServices, v.service) || DEFAULT_SERVICE.booking;
  const bookingRef = bookingReference(v);
  const fields = { ...fieldsOf(v), appointmentType: type.name, bookingRef };

  let bookingUrl: string;
  try {
    bookingUrl = await deps.scheduling.createBookingLink(type.uri, { name: v.name, email: v.email, ref: bookingRef });
  } catch (error) {
    log.warn("booking link failed", { error: error instanceof SchedulingError ? error.message : String(error) });
    // The request is still kept, so the office can call back; an emergency also alerts the people on call.
    try {
      if (isEmergencyRequest(fields)) {
        await recordRequest("booking", { name: v.name, email: v.email, phone: v.phone, service, message: v.message ?? "" }, fields, meta, deps);
      } else {
        await saveLead(deps.db, { kind: "booking", name: v.name, email: v.email, phone: v.phone, service, message: v.message ?? "", fields, page: meta.page, attribution: meta.attribution, language: lang, statusToken: newStatusToken() });
      }
    } catch (saveError) {
      log.error("saving booking request failed", errorFields(saveError));
    }
    return { ok: false, status: 502, toast: messages.bookingLinkFailure, reply: submission.reply() };
  }

  const confirmation: Confirmation = { name: v.name, email: v.email, phone: v.phone, service, message: v.message ?? "", bookingUrl };
  let mailQueued = false;
  let statusPath: string | null = null;
  try {
    ({ statusPath } = await recordRequest("booking", confirmation, { ...fields, bookingUrl }, meta, deps));
    mailQueued = true;
  } catch (error) {
    // docs/product.md §7, call 1: in the booking dialog a failed confirmation is tolerated; the link is still shown.
    log.error("saving booking request failed", errorFields(error));
  }
  return {
    ok: true,
    toast: messages.bookingReady,
    reply: submission.reply(),
    bookingUrl,
    note: mailQueued ? null : messages.bookingEmailNote,
    statusPath,
  };
}
