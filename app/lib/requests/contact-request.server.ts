import { json, type ActionFunctionArgs } from "@remix-run/node";
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
import { formWords } from "./form-words.server";
import { sendPhotoForm } from "./photo-post-admission.server";
import { availableVideos } from "../gallery/media.server";
import { siteFacts } from "../content/site-facts.server";
import { contactPageText } from "../site/page-text.server";
import { contactVideo } from "~/content/team";
import { langOf, localePath } from "~/content/languages";

// The /contact page's loader and action too: its route imports this one server module of its own, not ones other
// routes share (each shared one an empty script the page fetches at first touch; ARCHITECTURE.md, "Where a new thing goes").
export { formHeaders } from "../platform/form-headers.server";

/**
 * Which form the contact page shows (`?type=`). Read here, not in the route: a route that imports a form
 * schema module for its loader ships that module's zod to the browser with the page (decision 0085).
 */
const requestedContactType = (request: Request): ContactType => toContactType(new URL(request.url).searchParams.get("type"));

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

// The page's words come from here, in the page's language only, the form's with them (decision 0210).
export async function contactPage(request: Request) {
  const type = requestedContactType(request);
  const lang = langOf(new URL(request.url).pathname);
  const videos = await availableVideos([contactVideo]);
  const { meta, words } = contactPageText(lang, await siteFacts(request));
  return json({ type, video: contactVideo, videoUrl: videos[contactVideo.key], meta, words: { ...(words as object), ...formWords(lang) } });
}

/** The contact page's post: the request sent, or the form back with its message. */
export const sendContactRequest = (args: ActionFunctionArgs) =>
  // An emergency goes on to its status page; everything else back to an empty form, in the page's language.
  sendPhotoForm("contact", args, submitContact, (outcome) =>
    (outcome.ok && outcome.statusPath) || `${localePath(langOf(new URL(args.request.url).pathname), "/contact")}?type=${outcome.type ?? "estimate"}`);
