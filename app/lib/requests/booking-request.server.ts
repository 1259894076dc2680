import { json, type ActionFunctionArgs } from "@remix-run/node";
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
import { getScheduling, loadAppointmentTypes, SchedulingError } from "./scheduling.server";
import { formResponse, requestMeta } from "./form-response.server";
import { formWords } from "./form-words.server";
import { formPageText } from "../site/page-text.server";
import { BOOKING_PREFILL_INTENT } from "~/forms/booking-prefill";
import type { BookingPrefill } from "~/forms/booking";
import { LIMITS } from "~/forms/fields";
import { toBookingService } from "~/forms/options";
import { langOf } from "~/content/languages";

// The /book page's loader and action too: its route imports this one server module of its own, not ones other
// routes share (each shared one an empty script the page fetches at first touch; ARCHITECTURE.md, "Where a new thing goes").
export { formHeaders } from "../platform/form-headers.server";

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

/** Appointment types (Calendly, or app/content without a token, in the page's language; both cached) and ?service= from the booking links. */
export async function bookingPage(request: Request) {
  const url = new URL(request.url);
  const prefill: BookingPrefill = { service: toBookingService(url.searchParams.get("service")) };
  const lang = langOf(url.pathname);
  const types = await loadAppointmentTypes(getScheduling(), lang);
  const { meta, words } = formPageText(lang, "book");
  return json({ types, prefill, quick: false, meta, words: { ...(words as object), ...formWords(lang) } }, { headers: { "Cache-Control": "public, max-age=0, s-maxage=300, stale-while-revalidate=86400" } });
}

const field = (form: FormData, key: string, max: number) => {
  const value = form.get(key);
  return typeof value === "string" && value ? value.slice(0, max) : undefined;
};

/**
 * Step 1 posts here (page and dialog alike); the answer is the booking link or the form back with its message.
 * The chat's hand-off (without JavaScript, or before it loads) posts here too: the page in quick-booking mode,
 * prefilled from the body.
 */
export async function sendBookingRequest({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") === BOOKING_PREFILL_INTENT) {
    const prefill: BookingPrefill = {
      service: toBookingService(String(formData.get("service") ?? "")),
      name: field(formData, "name", LIMITS.name),
      phone: field(formData, "phone", 20),
      email: field(formData, "email", LIMITS.email),
      message: field(formData, "message", LIMITS.message),
    };
    return json({ prefill }, { headers: { "Cache-Control": "private, no-store" } });
  }
  const outcome = await submitBooking(formData, await requestMeta(request, formData, context));
  return formResponse(outcome, formData);
}
