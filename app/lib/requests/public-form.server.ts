import { randomBytes } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import type { Db } from "~db/client";
import type { Business } from "~/content/business";
import type { Confirmation } from "~/forms/confirmation";
import { HONEYPOT_FIELD } from "~/forms/honeypot";
import { formText, type FormToast } from "~/forms/messages";
import { langOf, type Lang } from "~/content/languages";
import { rewriteQueuedMail } from "~/models/email-outbox.server";
import type { AlertTarget } from "~/models/lead-alerts.server";
import { type Attribution, saveLeadWithMails, statusTokenOfRepeat, type LeadInput, type LeadKind } from "~/models/lead-intake.server";
import { firstAlerts } from "../emergencies/alert-schedule.server";
import { alertDeps, kickAlerts } from "../emergencies/alert-worker.server";
import { getBusiness } from "../site/business.server";
import { getConfig } from "../platform/config.server";
import type { PhotoRefusal } from "~/forms/photos";
import { json } from "@remix-run/node";
import { confirmationMails, officeMail } from "./confirmation-mails.server";
import { getDb, saveRetryingLostConnection } from "../platform/db.server";
import { STATUS_TOKEN_BYTES, statusPath } from "../emergencies/emergency-status";
import { OFFICE_LINK_SECONDS, PHOTO_POSTS, photoLinks, storeLeadPhotos, takePhotoPostSlot, type PreparedPhoto } from "./lead-photos.server";
import { errorFields, log } from "../platform/log.server";
import { kickOutbox } from "../platform/outbox.server";
import { peekRateLimit, rateLimit, type RateLimitResult, type RateLimitRule } from "../platform/rate-limit.server";
import { MAX_BODY_BYTES } from "../platform/request-guards.server";
import { getScheduling, type Scheduling } from "./scheduling.server";
import { getStorage, type Storage } from "../platform/storage.server";

/**
 * The steps every public form shares (contact-request, estimate-request, booking-request, newsletter-signup):
 * honeypot, validation with the shared schema, per-IP rate limit, save the lead first, then queue the
 * confirmation mails (docs/product.md, decisions 2–4). Routes only turn the outcome into a response
 * (form-response.server.ts). Dependencies come as the last parameter (docs/decisions/0080), so tests run the
 * real code against their own database, SMTP server and Calendly stand-in.
 */
export interface FormDeps {
  db: Db;
  business: Business;
  officeEmail: string;
  scheduling: Scheduling;
  rateLimit(form: LeadKind, ip: string): Promise<RateLimitResult>;
  /** Called after mail was queued (the app kicks its outbox worker). */
  mailQueued(): void;
  /** On-call alerting: who an emergency alerts first, and the kick that sends them at once. */
  alerts?: { targets(): Promise<AlertTarget[]>; queued(): void };
  /** Where the photos sent with a request go (the private PHOTOS_BUCKET); without it photos are refused. */
  photoStore?: { storage: Storage; bucket: string };
}

/** Per IP and form: this many accepted submissions per window. */
export const FORM_RATE_LIMITS: Record<LeadKind, { limit: number; windowMs: number }> = {
  contact: { limit: 5, windowMs: 10 * 60_000 },
  estimate: { limit: 5, windowMs: 10 * 60_000 },
  booking: { limit: 10, windowMs: 10 * 60_000 },
  newsletter: { limit: 5, windowMs: 10 * 60_000 },
};

/** The rule a form's per-address limit counts by. */
const formRule = (form: LeadKind): RateLimitRule => ({ name: `form:${form}`, ...FORM_RATE_LIMITS[form] });

export function formDeps(): FormDeps {
  const business = getBusiness();
  return {
    db: getDb(),
    business,
    officeEmail: getConfig().OFFICE_EMAIL ?? business.email,
    scheduling: getScheduling(),
    rateLimit: (form, ip) => rateLimit(formRule(form), ip),
    mailQueued: kickOutbox,
    alerts: { targets: () => firstAlerts(alertDeps()), queued: kickAlerts },
    photoStore: { storage: getStorage(), bucket: getConfig().PHOTOS_BUCKET },
  };
}

export interface RequestMeta {
  ip: string;
  /** The page the form was on. */
  page: string;
  /** Where the visit came from (the visit cookie; "direct" without one). */
  attribution?: Attribution;
  /** The language of the page posted to (/es/… is Spanish): the answer's, the lead's and its mails' (decision 0171). English when not given. */
  lang?: Lang;
}

export type Reply = SubmissionResult<string[]>;

export type Outcome<Extra = object> =
  | ({ ok: true; toast: FormToast; reply: Reply; photosRefused?: PhotoRefusal[] } & Partial<Extra>)
  | ({ ok: false; status: 400 | 429 | 502 | 503; toast: FormToast; reply: Reply; retryAfter?: number } & Partial<Extra>);

/** docs/product.md, decision 2: a failed save shows the documented message with the phone number to call. */
const withPhone = (toast: FormToast, business: Business, lang: Lang): FormToast => ({
  ...toast,
  description: `${toast.description} ${formText[lang].callUs(business.phone)}`,
});

/** The 429 outcome when this IP sent too many of this form, else null. */
export async function overRateLimit(form: LeadKind, meta: RequestMeta, submission: { reply(options: { formErrors: string[] }): Reply }, deps: FormDeps) {
  const limit = await deps.rateLimit(form, meta.ip);
  if (limit.ok) return null;
  const { rateLimited } = formText[meta.lang ?? "en"].messages;
  return {
    ok: false as const,
    status: 429 as const,
    toast: rateLimited,
    reply: submission.reply({ formErrors: [rateLimited.description!] }),
    retryAfter: limit.retryAfterSeconds,
  };
}

type Admission =
  | { ok: true; release(): void }
  | { ok: false; status: 429 | 503; toast: FormToast; retryAfter: number; typed: Record<string, string> };

/** A multipart post whose body may be large: past the 64 kB of a form without photos, or of unknown length. */
const isPhotoPost = (request: Request) => {
  const type = request.headers.get("Content-Type") ?? "";
  const length = request.headers.get("Content-Length");
  return type.toLowerCase().startsWith("multipart/form-data") && (length === null || Number(length) > MAX_BODY_BYTES);
};

/**
 * Before the estimate or contact form's body is read (it may carry 30 MB of photos; docs/decisions/0116): a
 * photo post from an address already at the form's limit is refused (429), and a photo post takes one of the
 * server's photo slots or is refused (503), both without reading the body. An admitted post calls `release` once answered.
 */
export async function admitFormPost(form: "estimate" | "contact", request: Request, ip: string, peek = peekRateLimit): Promise<Admission> {
  const lang = langOf(new URL(request.url).pathname);
  // A post without photos is small: it is read, so a refusal can give back what the visitor typed.
  if (!isPhotoPost(request)) return { ok: true, release: () => {} };
  const limit = await peek(formRule(form), ip);
  if (!limit.ok) {
    return { ok: false, status: 429, toast: formText[lang].messages.rateLimited, retryAfter: limit.retryAfterSeconds, typed: await typedFields(request) };
  }
  const release = takePhotoPostSlot(ip);
  if (!release) {
    const toast = withPhone(formText[lang].messages.photoPostsBusy, getBusiness(), lang);
    return { ok: false, status: 503, toast, retryAfter: PHOTO_POSTS.retryAfterSeconds, typed: await typedFields(request) };
  }
  return { ok: true, release };
}

/** How much of a refused photo post is read for what was typed, and how long it may take to arrive. */
const TYPED_FIELDS = { bytes: MAX_BODY_BYTES, waitMs: 2_000, count: 50 };

interface Part {
  headers: string;
  body: Buffer;
}

/** The parts of a multipart body's start (`head`): whole ones, and the headers of the one still arriving. */
function multipartParts(head: Buffer, boundary: string): { whole: Part[]; arriving: string | null } {
  // Every delimiter but the first follows a CRLF: prefixed, the first does too.
  const body = Buffer.concat([Buffer.from("\r\n"), head]);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const starts: number[] = [];
  for (let at = body.indexOf(delimiter); at !== -1 && starts.length <= TYPED_FIELDS.count; at = body.indexOf(delimiter, at + delimiter.length)) starts.push(at);
  const partOf = (from: number, to: number): Part | null => {
    const part = body.subarray(from + delimiter.length, to);
    const end = part.indexOf("\r\n\r\n");
    return end === -1 ? null : { headers: part.subarray(0, end).toString("utf8"), body: part.subarray(end + 4) };
  };
  const whole = starts.slice(0, -1).flatMap((from, i) => partOf(from, starts[i + 1]!) ?? []);
  const last = starts.length ? partOf(starts[starts.length - 1]!, body.length) : null;
  return { whole, arriving: last?.headers ?? null };
}

const isFile = (headers: string) => /;\s*filename\*?=/i.test(headers);

/**
 * What the visitor typed into a photo post that is refused unread (docs/decisions/0116): the text fields
 * before its first file, from at most the first 64 kB of its body. A browser sends a form's fields in the
 * form's order, and the photos come after the typed fields, so they are all there and no photo is read.
 */
async function typedFields(request: Request, { bytes, waitMs } = TYPED_FIELDS): Promise<Record<string, string>> {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(request.headers.get("Content-Type") ?? "");
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary || !request.body) return {};
  const reader = request.body.getReader();
  let head = Buffer.alloc(0);
  let timer: NodeJS.Timeout | undefined;
  // A visitor who stops sending is answered without the fields rather than waited for.
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
  try {
    while (head.length < bytes) {
      const next = await Promise.race([reader.read(), late]);
      if (!next || next.done) break;
      head = Buffer.concat([head, next.value]);
      const { arriving } = multipartParts(head, boundary);
      if (arriving !== null && isFile(arriving)) break;
    }
  } catch {
    // A body that broke off: what arrived is enough.
  } finally {
    clearTimeout(timer);
    reader.cancel().catch(() => {});
  }
  const typed: Record<string, string> = {};
  for (const { headers, body } of multipartParts(head.subarray(0, bytes), boundary).whole) {
    const name = /;\s*name="([^"]*)"/i.exec(headers)?.[1];
    if (name && !isFile(headers) && name !== HONEYPOT_FIELD) typed[name] = body.toString("utf8");
  }
  return typed;
}

/**
 * The answer to a post refused unread: the form's error (its message, as conform shows it) with Retry-After,
 * and what the visitor typed, back in the form as after any other refusal.
 */
export function refusedUnread(refusal: Extract<Admission, { ok: false }>) {
  const { status, toast, retryAfter, typed } = refusal;
  const reply: Reply = { status: "error", initialValue: typed, error: { "": [toast.description!] } };
  return json(
    { ok: false as const, status, toast, reply },
    { status, headers: { "Cache-Control": "private, no-store", "Retry-After": String(retryAfter) } },
  );
}

/**
 * Saves the request (what the confirmation says, and every field) with its confirmation mails: both or
 * neither. Throws when nothing could be saved. An emergency gets an unguessable status token (the answer
 * carries the path of its status page — the first request's, for a repeat — and the visitor's mail its link)
 * and its first alerts, saved with it and sent at once. Then the photos that passed their checks are stored
 * (the office mail already links them, signed; one that cannot be stored is named there instead of linked),
 * and only then the outbox is woken, so the links work when the mail arrives. Returns the status page's path
 * and the photos that could not be stored.
 */
export async function recordRequest(
  kind: LeadKind,
  confirmation: Confirmation,
  fields: LeadInput["fields"],
  meta: RequestMeta,
  deps: FormDeps,
  photos: PreparedPhoto[] = [],
): Promise<{ statusPath: string | null; photosRefused: PhotoRefusal[] }> {
  const { name, email, phone, service, message } = confirmation;
  const emergency = isEmergencyRequest(fields);
  const statusToken = emergency ? randomBytes(STATUS_TOKEN_BYTES).toString("base64url") : null;
  const statusUrl = statusToken ? new URL(statusPath(statusToken), deps.business.siteUrl).href : undefined;
  const store = deps.photoStore;
  const kept = store ? photos : [];
  const links = store ? await photoLinks(kept, store) : [];
  const validDays = OFFICE_LINK_SECONDS / 86_400;
  const mails = confirmationMails(kind, confirmation, deps.business, deps.officeEmail, { photos: { links, validDays }, statusUrl, lang: meta.lang });
  const alerts = emergency && deps.alerts ? await deps.alerts.targets() : [];
  const lead: LeadInput = {
    ...{ kind, name, email, phone, service, message, fields, page: meta.page, emergency, statusToken },
    ...{ attribution: meta.attribution, language: meta.lang },
  };
  const saved = await saveRetryingLostConnection(() => saveLeadWithMails(deps.db, lead, mails, Date.now(), alerts));
  if (!saved.created) {
    // A repeat of the same request already queued its mails and alerts and stored its photos.
    const token = emergency ? await statusTokenOfRepeat(deps.db, lead) : null;
    return { statusPath: token ? statusPath(token) : null, photosRefused: [] };
  }
  // Alerts go out at once: an emergency never waits for its photos.
  if (emergency) deps.alerts?.queued();
  let photosRefused: PhotoRefusal[];
  if (store) {
    const { stored, refused } = await storeLeadPhotos(saved.leadId, kept, { db: deps.db, ...store }, meta.lang);
    if (refused.length > 0) {
      // The office mail queued with the request links every photo: it links the stored ones, names the others.
      const officePhotos = { links: links.filter((_, i) => stored.includes(kept[i]!)), validDays, unstored: refused.map((r) => r.name) };
      await rewriteQueuedMail(deps.db, saved.leadId, officeMail(kind, confirmation, deps.officeEmail, officePhotos));
    }
    photosRefused = refused;
  } else {
    photosRefused = photos.map((p) => ({ name: p.name, reason: formText[meta.lang ?? "en"].photos.notStored }));
  }
  // The mails link the photos: woken once they are stored.
  deps.mailQueued();
  return { statusPath: statusToken ? statusPath(statusToken) : null, photosRefused };
}

/** An emergency: the contact form in emergency mode, or an estimate or booking for emergency repair. */
export const isEmergencyRequest = (fields: LeadInput["fields"]) =>
  fields.type === "emergency" || fields.service === "emergency" || fields.serviceType === "emergency";

/** The 503 outcome when a request could not be saved (logged): the form's failure message with the phone number. */
export function saveFailed(what: string, error: unknown, toast: FormToast, reply: Reply, deps: FormDeps, lang: Lang) {
  log.error(`${what} failed`, errorFields(error));
  return { ok: false as const, status: 503 as const, toast: withPhone(toast, deps.business, lang), reply };
}

/** Only the fields that hold a value, as strings (for the leads.fields column); never the honeypot. */
export function fieldsOf(data: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === HONEYPOT_FIELD || value === undefined || value === null || value === "") continue;
    out[key] = String(value);
  }
  return out;
}
