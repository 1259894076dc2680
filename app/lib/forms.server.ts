import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import type { Db } from "../../db/client";
import type { Business } from "~/content/business";
import { bookingErrorToast, bookingSchema } from "~/forms/booking";
import { contactErrorToast, contactSchema, contactSuccessToast, toContactType, type ContactType } from "~/forms/contact";
import { contactMessage, DEFAULT_SERVICE, estimateMessage, type Confirmation } from "~/forms/confirmation";
import { estimateSchema } from "~/forms/estimate";
import { messages, type FormToast } from "~/forms/messages";
import { newsletterErrorToast, newsletterSchema } from "~/forms/newsletter";
import { bookingServices, contactServiceTypes, estimateServices, labelOf } from "~/forms/options";
import { getBusiness } from "./business.server";
import { getConfig } from "./config.server";
import { getDb } from "./db.server";
import { isSpam } from "./honeypot.server";
import { fieldsOf, saveLead, saveLeadWithMails, type LeadInput, type LeadKind } from "./leads.server";
import { log } from "./log.server";
import { confirmationMails, welcomeMail } from "./mails.server";
import { kickOutbox } from "./outbox.server";
import { rateLimit, type RateLimitResult } from "./rate-limit.server";
import { getScheduling, SchedulingError, type Scheduling } from "./scheduling.server";

/**
 * What every public form does with a submission, in one place: honeypot, validation with the shared schema,
 * per-IP rate limit, save the lead first, then queue the confirmation mails (docs/product.md, decisions 2–4).
 * Routes only turn the outcome into a response. Dependencies come as a parameter so tests run the real code
 * against their own database, SMTP server and Calendly stand-in.
 */
export interface FormDeps {
  db: Db;
  business: Business;
  officeEmail: string;
  scheduling: Scheduling;
  rateLimit(form: LeadKind, ip: string): Promise<RateLimitResult>;
  /** Called after mail was queued (the app kicks its outbox worker). */
  mailQueued(): void;
}

/** Per IP and form: this many accepted submissions per window. */
export const FORM_RATE_LIMITS: Record<LeadKind, { limit: number; windowMs: number }> = {
  contact: { limit: 5, windowMs: 10 * 60_000 },
  estimate: { limit: 5, windowMs: 10 * 60_000 },
  booking: { limit: 10, windowMs: 10 * 60_000 },
  newsletter: { limit: 5, windowMs: 10 * 60_000 },
};

export function defaultFormDeps(): FormDeps {
  const business = getBusiness();
  return {
    db: getDb(),
    business,
    officeEmail: getConfig().OFFICE_EMAIL ?? business.email,
    scheduling: getScheduling(),
    rateLimit: (form, ip) => rateLimit({ name: `form:${form}`, ...FORM_RATE_LIMITS[form] }, ip),
    mailQueued: kickOutbox,
  };
}

export interface RequestMeta {
  ip: string;
  /** The page the form was on. */
  page: string;
}

export type Outcome<Extra = object> =
  | ({ ok: true; toast: FormToast; reply: SubmissionResult<string[]> } & Partial<Extra>)
  | ({ ok: false; status: 400 | 429 | 502 | 503; toast: FormToast; reply: SubmissionResult<string[]>; retryAfter?: number } & Partial<Extra>);

/** docs/product.md, decision 2: a failed save shows the documented message with the phone number to call. */
const withPhone = (toast: FormToast, business: Business): FormToast => ({
  ...toast,
  description: `${toast.description} Call ${business.phone}.`,
});

const rateLimited = (reply: SubmissionResult<string[]>, limit: RateLimitResult) => ({
  ok: false as const,
  status: 429 as const,
  toast: messages.rateLimited,
  reply,
  retryAfter: limit.retryAfterSeconds,
});

/** Saves the lead with its mails (both or neither). Throws when nothing could be saved. */
async function record(lead: LeadInput, confirmation: Confirmation, deps: FormDeps): Promise<void> {
  const mails = confirmationMails(lead.kind, confirmation, deps.business, deps.officeEmail);
  const { created } = await saveLeadWithMails(lead, mails, {}, deps.db);
  // A repeat of the same request already queued its mails.
  if (created) deps.mailQueued();
}

// ---------------------------------------------------------------- contact

export async function submitContact(formData: FormData, meta: RequestMeta, deps = defaultFormDeps()): Promise<Outcome<{ type: ContactType }>> {
  const type = toContactType(formData.get("type"));
  const submission = parseWithZod(formData, { schema: contactSchema(type) });
  if (isSpam(formData)) return { ok: true, toast: contactSuccessToast(type), reply: submission.reply({ resetForm: true }), type };
  if (submission.status !== "success") {
    return { ok: false, status: 400, toast: contactErrorToast(submission.error ?? undefined), reply: submission.reply(), type };
  }
  const limit = await deps.rateLimit("contact", meta.ip);
  if (!limit.ok) return { ...rateLimited(submission.reply({ formErrors: [messages.rateLimited.description!] }), limit), type };

  const v = submission.value;
  const service = v.serviceType ? labelOf(contactServiceTypes, v.serviceType) : DEFAULT_SERVICE.contact;
  const confirmation: Confirmation = { name: v.name, email: v.email, phone: v.phone, service, message: contactMessage({ ...v, type }) };
  try {
    await record(
      { kind: "contact", name: v.name, email: v.email, phone: v.phone, service, message: confirmation.message, fields: fieldsOf(v), page: meta.page },
      confirmation,
      deps,
    );
  } catch (error) {
    log.error("saving contact request failed", { error: String(error) });
    return { ok: false, status: 503, toast: withPhone(messages.contactFailure, deps.business), reply: submission.reply(), type };
  }
  return { ok: true, toast: contactSuccessToast(type), reply: submission.reply({ resetForm: true }), type };
}

// ---------------------------------------------------------------- estimate

export async function submitEstimate(formData: FormData, meta: RequestMeta, deps = defaultFormDeps()): Promise<Outcome> {
  const submission = parseWithZod(formData, { schema: estimateSchema });
  if (isSpam(formData)) return { ok: true, toast: messages.estimateSuccess, reply: submission.reply({ resetForm: true }) };
  if (submission.status !== "success") {
    return { ok: false, status: 400, toast: messages.invalidInformation, reply: submission.reply() };
  }
  const limit = await deps.rateLimit("estimate", meta.ip);
  if (!limit.ok) return rateLimited(submission.reply({ formErrors: [messages.rateLimited.description!] }), limit);

  const v = submission.value;
  const service = labelOf(estimateServices, v.service) || DEFAULT_SERVICE.estimate;
  const confirmation: Confirmation = { name: v.name, email: v.email, phone: v.phone, service, message: estimateMessage(v) };
  try {
    await record(
      { kind: "estimate", name: v.name, email: v.email, phone: v.phone, service, message: confirmation.message, fields: fieldsOf(v), page: meta.page },
      confirmation,
      deps,
    );
  } catch (error) {
    log.error("saving estimate request failed", { error: String(error) });
    return { ok: false, status: 503, toast: withPhone(messages.estimateFailure, deps.business), reply: submission.reply() };
  }
  return { ok: true, toast: messages.estimateSuccess, reply: submission.reply({ resetForm: true }) };
}

// ---------------------------------------------------------------- booking

export interface BookingResult {
  bookingUrl: string;
  /** 'Email confirmation may have failed.' when the mails could not be queued. */
  note: string | null;
}

export async function submitBooking(formData: FormData, meta: RequestMeta, deps = defaultFormDeps()): Promise<Outcome<BookingResult>> {
  const submission = parseWithZod(formData, { schema: bookingSchema });
  if (submission.status !== "success") {
    return { ok: false, status: 400, toast: bookingErrorToast(submission.error ?? undefined), reply: submission.reply() };
  }
  const v = submission.value;
  if (isSpam(formData)) {
    return { ok: true, toast: messages.bookingReady, reply: submission.reply(), bookingUrl: deps.business.schedulingUrl, note: null };
  }
  const limit = await deps.rateLimit("booking", meta.ip);
  if (!limit.ok) return rateLimited(submission.reply({ formErrors: [messages.rateLimited.description!] }), limit);

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
  const fields = { ...fieldsOf(v), appointmentType: type.name };

  let bookingUrl: string;
  try {
    bookingUrl = await deps.scheduling.createBookingLink(type.uri, { name: v.name, email: v.email });
  } catch (error) {
    log.warn("booking link failed", { error: error instanceof SchedulingError ? error.message : String(error) });
    // The request is still kept, so the office can call back.
    try {
      await saveLead({ kind: "booking", name: v.name, email: v.email, phone: v.phone, service, message: v.message ?? "", fields, page: meta.page }, deps.db);
    } catch (saveError) {
      log.error("saving booking request failed", { error: String(saveError) });
    }
    return { ok: false, status: 502, toast: messages.bookingLinkFailure, reply: submission.reply() };
  }

  const confirmation: Confirmation = { name: v.name, email: v.email, phone: v.phone, service, message: v.message ?? "", bookingUrl };
  let mailQueued = false;
  try {
    await record(
      { kind: "booking", name: v.name, email: v.email, phone: v.phone, service, message: confirmation.message, fields: { ...fields, bookingUrl }, page: meta.page },
      confirmation,
      deps,
    );
    mailQueued = true;
  } catch (error) {
    // docs/product.md §7, call 1: in the booking dialog a failed confirmation is tolerated; the link is still shown.
    log.error("saving booking request failed", { error: String(error) });
  }
  return {
    ok: true,
    toast: messages.bookingReady,
    reply: submission.reply(),
    bookingUrl,
    note: mailQueued ? null : messages.bookingEmailNote,
  };
}

// ---------------------------------------------------------------- newsletter

export async function submitNewsletter(formData: FormData, meta: RequestMeta, deps = defaultFormDeps()): Promise<Outcome> {
  const submission = parseWithZod(formData, { schema: newsletterSchema });
  if (isSpam(formData)) return { ok: true, toast: messages.newsletterSuccess, reply: submission.reply({ resetForm: true }) };
  if (submission.status !== "success") {
    return { ok: false, status: 400, toast: newsletterErrorToast(submission.error ?? undefined), reply: submission.reply() };
  }
  const limit = await deps.rateLimit("newsletter", meta.ip);
  if (!limit.ok) return rateLimited(submission.reply({ formErrors: [messages.rateLimited.description!] }), limit);

  const { email } = submission.value;
  try {
    // Once per email: a repeat is a success, not a second row or a second welcome mail.
    const { subscribed } = await saveLeadWithMails(
      { kind: "newsletter", email, fields: { email }, page: meta.page },
      [welcomeMail(email, deps.business)],
      { subscribe: true },
      deps.db,
    );
    if (subscribed) deps.mailQueued();
  } catch (error) {
    log.error("newsletter signup failed", { error: String(error) });
    return { ok: false, status: 503, toast: withPhone(messages.newsletterFailure, deps.business), reply: submission.reply() };
  }
  return { ok: true, toast: messages.newsletterSuccess, reply: submission.reply({ resetForm: true }) };
}
