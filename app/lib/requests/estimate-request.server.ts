import { json, type ActionFunctionArgs } from "@remix-run/node";
import { DEFAULT_SERVICE, estimateMessage, type Confirmation } from "~/forms/confirmation";
import { estimateSchema } from "~/forms/estimate";
import { formText } from "~/forms/messages";
import { estimateServices, labelOf } from "~/forms/options";
import { parseForm } from "~/forms/parse";
import { isSpam } from "../platform/honeypot.server";
import { checkPhotos, photoFiles, withoutPhotos } from "./photo-checks.server";
import { formDeps, type FormDeps, type Outcome, type RequestMeta } from "./form-deps.server";
import { saveFailed } from "./form-failure.server";
import { overRateLimit } from "./form-rate-limits.server";
import { fieldsOf, recordRequest } from "./record-request.server";
import { formWords } from "./form-words.server";
import { sendPhotoForm } from "./photo-post-admission.server";
import { formPageText } from "../site/page-text.server";
import { langOf, localePath } from "~/content/languages";

// The /estimate page's loader and action too: its route imports this one server module of its own, not ones other
// routes share (each shared one an empty script the page fetches at first touch; ARCHITECTURE.md, "Where a new thing goes").
export { formHeaders } from "../platform/form-headers.server";

/**
 * The free-estimate request (dialog and /estimate page): saved with its confirmation mails, then its photos.
 * The fields decide whether the request is taken; each photo is judged on its own and a refused one is only
 * reported (`photosRefused`). Emergency repair answers its status page.
 */
export async function submitEstimate(formData: FormData, meta: RequestMeta, given?: FormDeps): Promise<Outcome<{ statusPath: string | null }>> {
  const deps = given ?? (await formDeps(meta.lang));
  const lang = meta.lang ?? "en";
  const text = formText[lang];
  const { messages } = text;
  const submission = parseForm(withoutPhotos(formData), estimateSchema(text));
  if (isSpam(formData)) return { ok: true, toast: messages.estimateSuccess, reply: submission.reply({ resetForm: true }) };
  if (submission.status !== "success") {
    return { ok: false, status: 400, toast: messages.invalidInformation, reply: submission.reply() };
  }
  const limited = await overRateLimit("estimate", meta, submission, deps);
  if (limited) return limited;

  const v = submission.value;
  const service = labelOf(estimateServices, v.service) || DEFAULT_SERVICE.estimate;
  const confirmation: Confirmation = { name: v.name, email: v.email, phone: v.phone, service, message: estimateMessage(v) };
  const photos = await checkPhotos(photoFiles(formData), lang);
  let recorded;
  try {
    recorded = await recordRequest("estimate", confirmation, fieldsOf(v), meta, deps, photos.accepted);
  } catch (error) {
    return saveFailed("saving estimate request", error, messages.estimateFailure, submission.reply(), deps, lang);
  }
  const photosRefused = [...photos.refused, ...recorded.photosRefused];
  return {
    ok: true,
    toast: messages.estimateSuccess,
    reply: submission.reply({ resetForm: true }),
    statusPath: recorded.statusPath,
    ...(photosRefused.length ? { photosRefused } : {}),
  };
}

export function estimatePage(request: Request) {
  const lang = langOf(new URL(request.url).pathname);
  const { meta, words } = formPageText(lang, "estimate");
  return json({ meta, words: { ...(words as object), ...formWords(lang) } });
}

/**
 * The estimate request: the dialog's fetcher (JSON, with the status page's path for emergency repair) and the
 * /estimate page (a redirect: to the status page for emergency repair).
 */
export const sendEstimateRequest = (args: ActionFunctionArgs) =>
  sendPhotoForm("estimate", args, submitEstimate, (outcome) =>
    (outcome.ok && outcome.statusPath) || localePath(langOf(new URL(args.request.url).pathname), "/estimate"));
