import { formText } from "~/forms/messages";
import { newsletterErrorToast, newsletterSchema } from "~/forms/newsletter";
import { parseForm } from "~/forms/parse";
import { subscribeWithMails } from "~/models/newsletter-subscribers.server";
import { welcomeMail } from "./confirmation-mails.server";
import { isSpam } from "../platform/honeypot.server";
import { saveRetryingLostConnection } from "../platform/db.server";
import { formDeps, type FormDeps, type Outcome, type RequestMeta } from "./form-deps.server";
import { saveFailed } from "./form-failure.server";
import { overRateLimit } from "./form-rate-limits.server";

/** The footer and /newsletter signup: saved as a lead, added to the list once, welcomed once. */
export async function submitNewsletter(formData: FormData, meta: RequestMeta, given?: FormDeps): Promise<Outcome> {
  const deps = given ?? (await formDeps(meta.lang));
  const lang = meta.lang ?? "en";
  const { messages } = formText[lang];
  const submission = parseForm(formData, newsletterSchema(messages));
  if (isSpam(formData)) return { ok: true, toast: messages.newsletterSuccess, reply: submission.reply({ resetForm: true }) };
  if (submission.status !== "success") {
    return { ok: false, status: 400, toast: newsletterErrorToast(submission.error ?? undefined, messages), reply: submission.reply() };
  }
  const limited = await overRateLimit("newsletter", meta, submission, deps);
  if (limited) return limited;

  const { email } = submission.value;
  try {
    // Once per email: a repeat is a success, not a second row or a second welcome mail.
    const lead = { kind: "newsletter" as const, email, fields: { email }, page: meta.page, attribution: meta.attribution, language: lang };
    const { subscribed } = await saveRetryingLostConnection(() => subscribeWithMails(deps.db, lead, [welcomeMail(email, deps.business, lang)]));
    if (subscribed) deps.mailQueued();
  } catch (error) {
    return saveFailed("newsletter signup", error, messages.newsletterFailure, submission.reply(), deps, lang);
  }
  return { ok: true, toast: messages.newsletterSuccess, reply: submission.reply({ resetForm: true }) };
}
