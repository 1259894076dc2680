import { contactErrorToast, contactSchema, contactSuccessToast, toContactType, type ContactType } from "~/forms/contact";
import { contactMessage, DEFAULT_SERVICE, type Confirmation } from "~/forms/confirmation";
import { formText } from "~/forms/messages";
import { contactServiceTypes, labelOf } from "~/forms/options";
import { parseForm } from "~/forms/parse";
import { isSpam } from "../platform/honeypot.server";
import { checkPhotos, photoFiles, withoutPhotos } from "./photo-checks.server";
import { formDeps, type FormDeps, type Outcome, type RequestMeta } from "./form-deps.server";
import { saveFailed } from "./form-failure.server";
import { overRateLimit } from "./form-rate-limits.server";
import { fieldsOf, recordRequest } from "./record-request.server";

/**
 * Which form the contact page shows (`?type=`). Read here, not in the route: a route that imports a form
 * schema module for its loader ships that module's zod to the browser with the page (decision 0085).
 */
export const requestedContactType = (request: Request): ContactType => toContactType(new URL(request.url).searchParams.get("type"));

/**
 * The contact request (emergency or estimate): saved with its confirmation mails, then its photos, each judged
 * on its own (a refused photo is reported in `photosRefused`, never refuses the request); an emergency answers
 * its status page.
 */
export async function submitContact(formData: FormData, meta: RequestMeta, given?: FormDeps): Promise<Outcome<{ type: ContactType; statusPath: string | null }>> {
  const deps = given ?? (await formDeps(meta.lang));
  const type = toContactType(formData.get("type"));
  const lang = meta.lang ?? "en";
  const text = formText[lang];
  const submission = parseForm(withoutPhotos(formData), contactSchema(type, text));
  if (isSpam(formData)) return { ok: true, toast: contactSuccessToast(type, text.messages), reply: submission.reply({ resetForm: true }), type };
  if (submission.status !== "success") {
    return { ok: false, status: 400, toast: contactErrorToast(submission.error ?? undefined, text), reply: submission.reply(), type };
  }
  const limited = await overRateLimit("contact", meta, submission, deps);
  if (limited) return { ...limited, type };

  const v = submission.value;
  const service = v.serviceType ? labelOf(contactServiceTypes, v.serviceType) : DEFAULT_SERVICE.contact;
  const confirmation: Confirmation = { name: v.name, email: v.email, phone: v.phone, service, message: contactMessage({ ...v, type }) };
  const photos = await checkPhotos(photoFiles(formData), lang);
  let recorded;
  try {
    recorded = await recordRequest("contact", confirmation, fieldsOf(v), meta, deps, photos.accepted);
  } catch (error) {
    return { ...saveFailed("saving contact request", error, text.messages.contactFailure, submission.reply(), deps, lang), type };
  }
  const photosRefused = [...photos.refused, ...recorded.photosRefused];
  return {
    ok: true,
    toast: contactSuccessToast(type, text.messages),
    reply: submission.reply({ resetForm: true }),
    type,
    statusPath: recorded.statusPath,
    ...(photosRefused.length ? { photosRefused } : {}),
  };
}
