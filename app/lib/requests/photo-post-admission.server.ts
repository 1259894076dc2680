import { json, type ActionFunctionArgs } from "@remix-run/node";
import { langOf, type Lang } from "~/content/languages";
import { formText, type FormToast } from "~/forms/messages";
import { currentBusiness } from "../content/business-facts.server";
import { clientIp } from "../platform/client-ip.server";
import { peekRateLimit, type RateLimitRule } from "../platform/rate-limit.server";
import { MAX_BODY_BYTES } from "../platform/request-guards.server";
import type { Outcome, Reply, RequestMeta } from "./form-deps.server";
import { withPhone } from "./form-failure.server";
import { formRule } from "./form-rate-limits.server";
import { formResponse, readForm, requestMeta, unreadableForm } from "./form-response.server";
import { PHOTO_POSTS, takePhotoPostSlot } from "./photo-post-slots.server";
import { typedFields } from "./typed-fields.server";

type PhotoAdmission = { ok: true; release(): void } | { ok: false; status: 429 | 503; toast: FormToast; retryAfter: number };

type Admission = Exclude<PhotoAdmission, { ok: false }> | (Extract<PhotoAdmission, { ok: false }> & { typed: Record<string, string> });

/** A multipart post whose body may be large: past the 64 kB of a form without photos, or of unknown length. */
const isPhotoPost = (request: Request) => {
  const type = request.headers.get("Content-Type") ?? "";
  const length = request.headers.get("Content-Length");
  return type.toLowerCase().startsWith("multipart/form-data") && (length === null || Number(length) > MAX_BODY_BYTES);
};

/**
 * Before a photo post's body is read (it may carry 30 MB of photos; docs/decisions/0065): a photo post from an
 * address already at `rule`'s limit is refused (429), and a photo post takes one of the server's photo slots or is
 * refused (503), both without reading the body, in `lang`. An admitted post calls `release` once answered.
 */
export async function admitPhotoPost(rule: RateLimitRule, lang: Lang, request: Request, ip: string, peek = peekRateLimit): Promise<PhotoAdmission> {
  // A post without photos is small: it is read, so a refusal can give back what the visitor typed.
  if (!isPhotoPost(request)) return { ok: true, release: () => {} };
  const limit = await peek(rule, ip);
  if (!limit.ok) return { ok: false, status: 429, toast: formText[lang].messages.rateLimited, retryAfter: limit.retryAfterSeconds };
  const release = takePhotoPostSlot(ip);
  if (!release) {
    const toast = withPhone(formText[lang].messages.photoPostsBusy, await currentBusiness(lang), lang);
    return { ok: false, status: 503, toast, retryAfter: PHOTO_POSTS.retryAfterSeconds };
  }
  return { ok: true, release };
}

/** The estimate or contact form's admission (admitPhotoPost), a refusal with what the visitor typed. */
async function admitFormPost(form: "estimate" | "contact", request: Request, ip: string, peek = peekRateLimit): Promise<Admission> {
  const admission = await admitPhotoPost(formRule(form), langOf(new URL(request.url).pathname), request, ip, peek);
  return admission.ok ? admission : { ...admission, typed: await typedFields(request) };
}

/**
 * The answer to a post refused unread: the form's error (its message, as conform shows it) with Retry-After,
 * and what the visitor typed, back in the form as after any other refusal.
 */
function refusedUnread(refusal: Extract<Admission, { ok: false }>) {
  const { status, toast, retryAfter, typed } = refusal;
  const reply: Reply = { status: "error", initialValue: typed, error: { "": [toast.description!] } };
  return json(
    { ok: false as const, status, toast, reply },
    { status, headers: { "Cache-Control": "private, no-store", "Retry-After": String(retryAfter) } },
  );
}

/**
 * The estimate or contact form's post: refused before its body (up to 30 MB of photos) is read when its address is
 * over the limit or no photo slot is free; else read, submitted and answered (`redirectTo` for a page's post), and
 * its slot freed.
 */
export async function sendPhotoForm<Extra>(
  form: "estimate" | "contact",
  { request, context }: ActionFunctionArgs,
  submit: (formData: FormData, meta: RequestMeta) => Promise<Outcome<Extra>>,
  redirectTo: (outcome: Outcome<Extra>) => string,
) {
  const admission = await admitFormPost(form, request, clientIp(context));
  if (!admission.ok) return refusedUnread(admission);
  try {
    const formData = await readForm(request);
    if (!formData) return unreadableForm(request);
    const outcome = await submit(formData, await requestMeta(request, formData, context));
    return formResponse(outcome, formData, { redirectTo: redirectTo(outcome) });
  } finally {
    admission.release();
  }
}
