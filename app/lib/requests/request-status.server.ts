import type { Db } from "~db/client";
import { langOfLead, type Lang } from "~/content/languages";
import { sendWords } from "~/content/catalogue";
import { statusText } from "~/content/emergency-status";
import { requestStatusText, type RequestStatusText } from "~/content/request-status";
import { formText, type FormToast } from "~/forms/messages";
import { optionLabels } from "~/forms/option-labels";
import { parseForm } from "~/forms/parse";
import { statusPageSchema } from "~/forms/status-page";
import { MAX_REQUEST_PHOTOS } from "~/forms/photos";
import { findLeadPhoto, listLeadPhotos } from "~/models/lead-photos.server";
import { unsubscribeEmail } from "~/models/review-requests.server";
import { answerableVisit, currentVisitByToken } from "~/models/visits.server";
import { electricianPhoto } from "../content/team-words.server";
import {
  addStatusPageMessage,
  addStatusPagePhotos,
  askForCallByToken,
  CANCELLED_BY_CUSTOMER,
  cancelRequestByToken,
  findRequestByToken,
  leadLanguageByToken,
  listStatusPageMessages,
} from "~/models/request-status.server";
import { calendarPath, STATUS_TOKEN_PATTERN, statusPath } from "../emergencies/emergency-status";
import { getDb } from "../platform/db.server";
import { log } from "../platform/log.server";
import { peekRateLimit, rateLimit, type RateLimitResult, type RateLimitRule } from "../platform/rate-limit.server";
import { reasonOf } from "../platform/service-failure.server";
import { STATUS_MESSAGE_RULE, STATUS_PHOTOS_RULE, STATUS_VISIT_RULE } from "./form-rate-limits.server";
import { checkPhotos, photoFiles, type PreparedPhoto } from "./photo-checks.server";
import { admitPhotoPost } from "./photo-post-admission.server";
import { readForm } from "./form-response.server";
import type { StoredObject } from "../platform/storage.server";
import { ownFrameWords } from "../site/page-text.server";
import { photoDeps, type PhotoDeps } from "./photo-storage.server";

/**
 * The page of a request that is no emergency, `/status/<token>` (docs/requests.md): what the customer sent, where
 * it stands, a box to write to the office, a form to add photos, a button to cancel, and their visit's answers
 * (docs/visits.md): confirm it, move it to another open window, ask for a call. Emergencies keep their own page
 * (app/lib/emergencies/emergency-status.server.ts). The token in the path is the only key.
 */

/** The link works until 90 days after the job is done (won or lost); then a 410 that shows nothing of the lead. */
export const REQUEST_LINK_AFTER_DONE_MS = 90 * 24 * 60 * 60_000;

type StepKey = "received" | "called" | "booked" | "onTheWay" | "done";

/** What the page shows of a request: the first name, what was sent, the steps' times; nothing else of the lead. */
export interface RequestProgress {
  firstName: string;
  service: string | null;
  message: string | null;
  steps: { key: StepKey; at: string | null }[];
  /** The arrival estimate given with "On my way" (minutes), while the request is on the way. */
  arrivingInMinutes: string | null;
  /** open, or how it ended: done (won), cancelled by the customer, closed by the office (lost). */
  state: "open" | "done" | "cancelled" | "closed";
  photos: { id: string; src: string; width: number | null; height: number | null }[];
  messages: { body: string; at: string }[];
  /**
   * The visit booked (the latest not cancelled): its arrival window, who is coming (their photo, if any), and its
   * calendar file; while the customer may still answer it (booked or confirmed, not started, the request open),
   * `answers`: the windows it may move to, in their words.
   */
  visit: {
    id: string;
    startsAt: string;
    endsAt: string;
    who: string;
    whoPhoto: string | null;
    calendar: string;
    confirmed: boolean;
    answers: { windows: { value: string; day: string; window: string }[] } | null;
  } | null;
  /** The customer asked for a call that the office has not seen to yet. */
  callAsked: boolean;
  lang: Lang;
}

interface ExpiredRequest {
  expired: true;
  lang: Lang;
}

/**
 * The customer's answers to their visit (app/lib/visits/visit-answers.server.ts, docs/visits.md), handed in by the
 * route: requests/ does not use visits/ (ARCHITECTURE.md).
 */
export interface VisitAnswers {
  /** The windows the visit may move to, in the lead's language (`value`: the form's). */
  windows(visit: { electrician: string }, lang: Lang): Promise<{ value: string; day: string; window: string }[]>;
  confirm(token: string, visitId: string): Promise<boolean>;
  /** Moved; the window is none offered (400); taken meanwhile, or the visit changed (409). */
  move(token: string, leadId: string, visitId: string, window: string): Promise<"moved" | "not-offered" | "taken" | "changed">;
}

interface StatusDeps {
  db: Db;
  /** The clock the 90 days are measured by (a test's own); the real one when not given. */
  now?: () => Date;
  /** Without them the page offers no answers to a visit. */
  answers?: VisitAnswers;
}

/** The deps given, the site's for the rest. */
const statusDeps = (given: Partial<StatusDeps>): StatusDeps => ({ now: () => new Date(), ...given, db: given.db ?? getDb() });

type RequestRow = NonNullable<Awaited<ReturnType<typeof findRequestByToken>>>;

type CurrentVisit = Awaited<ReturnType<typeof currentVisitByToken>>;

/**
 * The visit's steps: booked when its visit was (docs/visits.md), or, for a lead worked before visits had records,
 * when the office first set it to "scheduled"; on the way when someone marked it so (the lead's on_the_way_at).
 */
const visitSteps = (row: RequestRow, visit: CurrentVisit) => ({ booked: visit?.createdAt ?? row.bookedAt, onTheWay: row.onTheWayAt });

/**
 * What the customer wrote, as they wrote it: the form's description (contact, estimate) or message (booking), a
 * text's body; never the office's joined message, which also carries the address.
 */
const ownWords = (row: RequestRow) => row.fields.description || row.fields.message || (row.kind === "text" ? row.message : null) || null;

const expiredAt = (row: RequestRow, now: Date) => row.closedAt !== null && now.getTime() - row.closedAt.getTime() >= REQUEST_LINK_AFTER_DONE_MS;

/** The request (no emergency) behind a token and still linked, or the reason there is none. */
async function openRow(token: string, deps: StatusDeps): Promise<RequestRow | { expired: true; lang: Lang } | null> {
  // A malformed token cannot exist: no query for it.
  if (!STATUS_TOKEN_PATTERN.test(token)) return null;
  const row = await findRequestByToken(deps.db, token);
  if (!row || row.emergency) return null;
  if (expiredAt(row, deps.now?.() ?? new Date())) return { expired: true, lang: langOfLead(row.language) };
  return row;
}

/**
 * The language of a request's page, its lead's, or null for a token no lead has: for the edge's refusal of a photos
 * post too large to read (server/request-guards.ts), answered before the page's own code runs.
 */
export async function requestPageLanguage(token: string, db: Db = getDb()): Promise<Lang | null> {
  if (!STATUS_TOKEN_PATTERN.test(token)) return null;
  const language = await leadLanguageByToken(db, token);
  return language === null ? null : langOfLead(language);
}

/** A request's progress by its status token; expired 90 days after it was won or lost; null for anything else (a 404). */
export async function requestProgress(token: string, given: Partial<StatusDeps> = {}): Promise<RequestProgress | ExpiredRequest | null> {
  const deps = statusDeps(given);
  const row = await openRow(token, deps);
  if (!row || "expired" in row) return row;
  const lang = langOfLead(row.language);
  const [photos, messages, current] = await Promise.all([listLeadPhotos(deps.db, row.id), listStatusPageMessages(deps.db, row.id), currentVisitByToken(deps.db, token)]);
  const whoPhoto = current ? await electricianPhoto(deps.db, current.electrician) : null;
  const visit = visitSteps(row, current);
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  const cancelled = row.status === "lost" && row.lostReason === CANCELLED_BY_CUSTOMER;
  const open = row.status !== "won" && row.status !== "lost";
  const now = deps.now?.() ?? new Date();
  const answerable = open ? answerableVisit(current, now) : null;
  const windows = answerable && deps.answers ? await deps.answers.windows(answerable, lang) : [];
  return {
    firstName: (row.name ?? "").trim().split(/\s+/)[0] ?? "",
    service: row.service ? (optionLabels[lang][row.service] ?? row.service) : null,
    message: ownWords(row),
    steps: [
      { key: "received", at: iso(row.receivedAt) },
      { key: "called", at: iso(row.calledAt) },
      { key: "booked", at: iso(visit.booked) },
      { key: "onTheWay", at: iso(visit.onTheWay) },
      { key: "done", at: row.status === "won" ? iso(row.closedAt) : null },
    ],
    arrivingInMinutes: visit.onTheWay && row.status !== "won" ? row.onMyWayMinutes : null,
    state: row.status === "won" ? "done" : row.status === "lost" ? (cancelled ? "cancelled" : "closed") : "open",
    photos: photos.map((p) => ({ id: p.id, src: `${statusPath(token)}/photos/${p.id}`, width: p.width, height: p.height })),
    messages: messages.map((m) => ({ body: m.body, at: m.at.toISOString() })),
    visit: current
      ? {
          id: current.id,
          startsAt: current.startsAt.toISOString(),
          endsAt: current.endsAt.toISOString(),
          who: current.electricianName,
          whoPhoto,
          calendar: calendarPath(token),
          confirmed: current.status === "confirmed",
          answers: answerable && deps.answers ? { windows } : null,
        }
      : null,
    callAsked: open && row.attention === "call",
    lang,
  };
}

/**
 * The reminder mails' unsubscribe page of a request (docs/visits.md, "Reminders"): its address and language while
 * the link works; null (a 404) for any other token or a request without an address.
 */
export async function mailUnsubscribePage(token: string, given: Partial<StatusDeps> = {}) {
  const deps = statusDeps(given);
  const row = await openRow(token, deps);
  if (!row || "expired" in row || !row.email) return null;
  const lang = langOfLead(row.language);
  return { lang, email: row.email, ...mailUnsubscribePageText(lang) };
}

/** The unsubscribe page's title and words in the lead's language, the frame's included. */
export const mailUnsubscribePageText = (lang: Lang) => ({ title: requestStatusText[lang].unsubscribeTitle, words: requestPageText(lang).words });

/** The request's address never sent a reminder or review request again, and those waiting for it dropped (unsubscribeEmail). */
export async function unsubscribeRequestMails(token: string, given: Partial<StatusDeps> = {}) {
  const deps = statusDeps(given);
  const page = await mailUnsubscribePage(token, deps);
  if (page) await unsubscribeEmail(deps.db, page.email);
  return page;
}

/** One photo the customer sent, for their own page only while it is linked, or null (the route's 404). */
export async function openStatusPhoto(token: string, photoId: string, deps: PhotoDeps & { now?: () => Date } = photoDeps()): Promise<StoredObject | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(photoId)) return null;
  const row = await openRow(token, deps);
  if (!row || "expired" in row) return null;
  const photo = await findLeadPhoto(deps.db, row.id, photoId);
  return photo ? deps.storage.get(deps.bucket, photo.key) : null;
}

interface ActionDeps extends StatusDeps {
  /** Counts one post of the rule's kind for the address: a message or a call asked for, or an answer to the visit. */
  rateLimit(rule: RateLimitRule, ip: string): Promise<RateLimitResult>;
}

const success = (title: string, description: string): FormToast => ({ type: "success", title, description });
const failure = (title: string, description: string): FormToast => ({ type: "error", title, description });

/** What a post to the page did: done (the page is shown again), or refused with its status and the words why; null: no such page (a 404). */
export type StatusActionOutcome =
  | { ok: true; toast: FormToast }
  | { ok: false; status: 400 | 409 | 410 | 429 | 503; toast: FormToast; fieldError?: string; retryAfter?: number; typed?: TypedAnswer }
  | null;

/** What the customer typed or chose in a refused post, shown again in its form: the message, the window picked. */
export interface TypedAnswer {
  body?: string;
  window?: string;
}

const typedIn = (formData: FormData): TypedAnswer => {
  const [body, window] = [formData.get("body"), formData.get("window")];
  return { ...(typeof body === "string" ? { body } : {}), ...(typeof window === "string" ? { window } : {}) };
};

/**
 * The open request a post may change, with the words of its language; else the page's refusal: none (a 404),
 * expired (410) or closed (409).
 */
async function changeable(
  token: string,
  deps: StatusDeps,
): Promise<{ row: RequestRow; lang: Lang; m: RequestStatusText; notOpen: FormToast } | Exclude<StatusActionOutcome, { ok: true }>> {
  const row = await openRow(token, deps);
  if (!row) return null;
  const lang = "expired" in row ? row.lang : langOfLead(row.language);
  const m: RequestStatusText = requestStatusText[lang];
  const notOpen = failure(m.notOpen, m.notOpenDetail);
  if ("expired" in row) return { ok: false, status: 410, toast: notOpen };
  if (row.status === "won" || row.status === "lost") return { ok: false, status: 409, toast: notOpen };
  return { row, lang, m, notOpen };
}

/**
 * A post to the page: cancel the request, a message for the office's conversation with the customer, a call asked
 * for, or an answer to the visit (confirm it; move it to an offered window). Only an open request that is no
 * emergency takes any; a message or a call asked for counts against the address's limit (STATUS_MESSAGE_RULE), an
 * answer to the visit against its own (STATUS_VISIT_RULE), 429 past it; bad input is a 400 in the lead's language
 * that changes nothing; a visit changed or a window taken since the page was shown, a 409 (the page then shows the
 * visit and the windows as they now are). Every refusal carries what was typed (`typed`).
 */
export async function statusPageAction(token: string, formData: FormData, meta: { ip: string }, given: Partial<ActionDeps> = {}): Promise<StatusActionOutcome> {
  const outcome = await statusPageAnswer(token, formData, meta, given);
  // A refused post's page shows what was typed or chosen again, so a browser without JavaScript loses none of it.
  return outcome && !outcome.ok ? { ...outcome, typed: typedIn(formData) } : outcome;
}

async function statusPageAnswer(token: string, formData: FormData, meta: { ip: string }, given: Partial<ActionDeps>): Promise<StatusActionOutcome> {
  const deps: ActionDeps = { rateLimit, ...statusDeps(given) };
  const open = await changeable(token, deps);
  if (!open || "ok" in open) return open;
  const { row, lang, m, notOpen } = open;
  const submission = parseForm(formData, statusPageSchema(m));
  if (submission.status !== "success") {
    const fieldError = submission.error?.body?.[0] ?? submission.error?.window?.[0];
    return { ok: false, status: 400, toast: formText[lang].messages.invalidInformation, fieldError };
  }
  const now = deps.now?.() ?? new Date();
  const posted = submission.value;
  const changed = { ok: false, status: 409, toast: failure(m.visitChanged, m.visitChangedDetail) } as const;
  // Every answer but the cancellation (which ends the page's posts) counts against the address's limit of its kind.
  if (posted.intent !== "cancel") {
    const limit = await deps.rateLimit(posted.intent === "confirm" || posted.intent === "window" ? STATUS_VISIT_RULE : STATUS_MESSAGE_RULE, meta.ip);
    if (!limit.ok) return { ok: false, status: 429, toast: formText[lang].messages.rateLimited, retryAfter: limit.retryAfterSeconds };
  }
  if (posted.intent === "cancel") {
    // Lost between the read and the write (the office closed it meanwhile): nothing to cancel.
    if (!(await cancelRequestByToken(deps.db, token, now))) return { ok: false, status: 409, toast: notOpen };
    return { ok: true, toast: success(m.requestCancelled, m.requestCancelledDetail) };
  }
  const answers = deps.answers;
  if (posted.intent === "confirm") {
    if (!answers || !(await answers.confirm(token, posted.visit))) return changed;
    return { ok: true, toast: success(m.visitConfirmed, m.visitConfirmedDetail) };
  }
  if (posted.intent === "window") {
    if (!answers) return changed;
    const moved = await answers.move(token, row.id, posted.visit, posted.window);
    if (moved === "not-offered") return { ok: false, status: 400, toast: formText[lang].messages.invalidInformation, fieldError: m.windowRequired };
    if (moved === "taken") return { ok: false, status: 409, toast: failure(m.windowTaken, m.windowTakenDetail) };
    if (moved === "changed") return changed;
    return { ok: true, toast: success(m.visitMoved, m.visitMovedDetail) };
  }
  if (posted.intent === "call") {
    if (!(await askForCallByToken(deps.db, token, now))) return { ok: false, status: 409, toast: notOpen };
    return { ok: true, toast: success(m.callRequested, m.callRequestedDetail) };
  }
  if (!(await addStatusPageMessage(deps.db, token, posted.body, now))) return { ok: false, status: 409, toast: notOpen };
  return { ok: true, toast: success(m.messageSent, m.messageSentDetail) };
}

interface PhotoActionDeps extends StatusDeps, PhotoDeps {
  /** The photo posts' own limit per address (STATUS_PHOTOS_RULE): counts one, and peeks before the body is read. */
  rateLimit(ip: string): Promise<RateLimitResult>;
  peekRateLimit: typeof peekRateLimit;
}

const photoActionDeps = (): PhotoActionDeps => ({ ...statusDeps({}), ...photoDeps(), rateLimit: (ip) => rateLimit(STATUS_PHOTOS_RULE, ip), peekRateLimit });

/** Puts every photo in the private bucket, or none: on a failure those put are deleted (best effort) and it throws. */
async function putAll(photos: PreparedPhoto[], deps: PhotoDeps) {
  const put: string[] = [];
  try {
    for (const photo of photos) {
      await deps.storage.put(deps.bucket, photo.key, photo.body, "image/webp");
      put.push(photo.key);
    }
  } catch (error) {
    await dropAll(put, deps);
    throw error;
  }
}

const dropAll = (keys: string[], deps: PhotoDeps) => Promise.allSettled(keys.map((key) => deps.storage.delete(deps.bucket, key)));

/**
 * A multipart post of the page: more photos for an open request (docs/requests.md), judged exactly as the estimate
 * form's (admitPhotoPost before the body is read, then checkPhotos) and stored all or none: any photo refused is a
 * 400 with the estimate form's reasons in the lead's language, and nothing is kept. Saved with a history row and the
 * lead marked for the office's attention, in one statement (addStatusPagePhotos).
 */
export async function statusPagePhotos(token: string, request: Request, meta: { ip: string }, deps: PhotoActionDeps = photoActionDeps()): Promise<StatusActionOutcome> {
  const open = await changeable(token, deps);
  if (!open || "ok" in open) return open;
  const { row, lang, m, notOpen } = open;
  const admission = await admitPhotoPost(STATUS_PHOTOS_RULE, lang, request, meta.ip, deps.peekRateLimit);
  if (!admission.ok) return { ok: false, status: admission.status === 429 ? 429 : 503, toast: admission.toast, retryAfter: admission.retryAfter };
  try {
    const formData = await readForm(request);
    const { messages, photos: photoText } = formText[lang];
    if (!formData || formData.get("intent") !== "photos") return { ok: false, status: 400, toast: messages.unreadableForm };
    const files = photoFiles(formData);
    const refused = (fieldError: string) => ({ ok: false as const, status: 400 as const, toast: failure(m.photosRefused, fieldError), fieldError });
    if (files.length === 0) return refused(m.photosRequired);
    // The request's photos stay within their number; the statement that saves them holds to it too.
    const room = MAX_REQUEST_PHOTOS - (await listLeadPhotos(deps.db, row.id)).length;
    if (files.length > room) return refused(room > 0 ? m.photosRoom(MAX_REQUEST_PHOTOS, room) : m.photosFull(MAX_REQUEST_PHOTOS));
    const limit = await deps.rateLimit(meta.ip);
    if (!limit.ok) return { ok: false, status: 429, toast: messages.rateLimited, retryAfter: limit.retryAfterSeconds };
    const checked = await checkPhotos(files, lang);
    if (checked.refused.length > 0) return refused(checked.refused.map((photo) => photoText.cannotSend(photo.name || photoText.aPhoto, photo.reason)).join(" "));
    const photos = checked.accepted;
    try {
      await putAll(photos, deps);
    } catch (error) {
      log.error("status page photos could not be stored", { error: reasonOf(error) });
      return { ok: false, status: 503, toast: failure(m.photosRefused, photoText.cannotSend(photoText.aPhoto, photoText.notStored)) };
    }
    const stored = photos.map((p) => ({ key: p.key, bytes: p.body.byteLength, width: p.width, height: p.height, name: p.name }));
    const saved = await addStatusPagePhotos(deps.db, token, stored, deps.now?.() ?? new Date(), MAX_REQUEST_PHOTOS);
    if (saved !== "saved") {
      // Closed, or filled by another post, between the read and the write: nothing of the post is kept.
      await dropAll(stored.map((p) => p.key), deps);
      return saved === "full" ? refused(m.photosFull(MAX_REQUEST_PHOTOS)) : { ok: false, status: 409, toast: notOpen };
    }
    return { ok: true, toast: success(m.photosAdded, m.photosAddedDetail) };
  } finally {
    admission.release();
  }
}

/** The request page's words (useWords reads them). */
export interface RequestPageWords {
  request: RequestStatusText;
}

/**
 * The request page's title and words in its lead's language, the frame's included (decision 0210). An expired link
 * gets only the words that say so, in the shape of the emergency page's (ExpiredPageWords), which shows them.
 */
export function requestPageText(lang: Lang, { expired = false } = {}) {
  const m = requestStatusText[lang];
  const page = expired ? { status: { expiredTitle: statusText[lang].expiredTitle, expiredDetail: m.expiredDetail } } : { request: m };
  return { title: m.title, words: { ...(ownFrameWords(lang) as object), ...(sendWords(page) as object) } };
}
