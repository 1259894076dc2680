import { json, type ActionFunctionArgs } from "@remix-run/node";
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
import { formResponse, requestMeta } from "./form-response.server";
import { formPageText } from "../site/page-text.server";
import { basePath, langOf, localePath } from "~/content/languages";

// The /newsletter page's loader and action too: its route imports this one server module of its own, not ones
// other routes share (each shared one an empty script the page fetches at first touch; ARCHITECTURE.md, "Where a new thing goes").
export { formHeaders } from "../platform/form-headers.server";

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

export const newsletterPage = (request: Request) => json(formPageText(langOf(new URL(request.url).pathname), "newsletter"));

/**
 * The footer signup. A fetcher (JavaScript) gets JSON; a plain post that worked goes back to the page it
 * came from with the toast; a plain post with a bad email gets this page with the form and its message.
 */
export async function signUpForNewsletter({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const meta = await requestMeta(request, formData, context);
  const outcome = await submitNewsletter(formData, meta);
  return formResponse(outcome, formData, { redirectTo: basePath(meta.page) === "/newsletter" ? localePath(meta.lang ?? "en", "/") : meta.page });
}
