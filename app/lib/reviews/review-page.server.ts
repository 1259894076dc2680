import { langOfLead } from "~/content/languages";
import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { formatPhone } from "~/forms/phone";
import { parseForm } from "~/forms/parse";
import { reviewSchemas } from "~/forms/review";
import type { Lang } from "~/content/languages";
import { sendWords } from "~/content/catalogue";
import { REVIEW_COMMENT_MAX, reviewPageText, type ReviewPageWords } from "~/content/review-request";
import { ownFrameWords } from "../site/page-text.server";
import { findRequestByTokenHash, markOpened, recordAnswer, recordGoogleClick, unsubscribeEmail } from "~/models/review-requests.server";
import { isToken, LINK_LIFETIME_MS, reviewDeps, tokenHash, type ReviewDeps } from "./review-settings.server";

/**
 * The review page /r/<token> (docs/reviews.md): what it shows, the customer's answer, the Google link's click and
 * the unsubscribe. No review gating: whatever the rating, the Google link is offered once GOOGLE_REVIEW_URL is set.
 */

type Found = NonNullable<Awaited<ReturnType<typeof findRequestByTokenHash>>>;

/** The request behind a token that went out; null for anything else (a guessed or malformed token). */
async function requestOf(token: string, deps: Pick<ReviewDeps, "db">): Promise<Found | null> {
  if (!isToken(token)) return null;
  const found = await findRequestByTokenHash(deps.db, tokenHash(token));
  return found?.sent_at ? found : null;
}

const expired = (found: Found, now: Date) => now.getTime() - new Date(found.sent_at!).getTime() >= LINK_LIFETIME_MS;

type ReviewPage =
  | { state: "open"; lang: Lang; firstName: string | null; google: boolean }
  | { state: "answered" | "expired"; lang: Lang; google: boolean };

/** What the page shows for a token (opening it counts as opened); null when it is no link of ours. */
export async function openReviewPage(token: string, deps: ReviewDeps = reviewDeps()): Promise<ReviewPage | null> {
  const found = await requestOf(token, deps);
  if (!found) return null;
  const lang = langOfLead(found.language);
  const google = deps.googleReviewUrl !== null;
  if (found.rated_at) return { state: "answered", lang, google };
  if (expired(found, deps.now())) return { state: "expired", lang, google };
  await markOpened(deps.db, found.id, deps.now());
  return { state: "open", lang, firstName: found.name?.trim().split(/\s+/)[0] || null, google };
}

type AnswerOutcome =
  | { ok: true }
  | { ok: false; status: 400 | 404 | 410; lang: Lang; reply?: SubmissionResult<string[]> };

/**
 * The customer's answer. A rating of 3 or lower mails the office at once, with the customer's number, in the
 * same statement that saves it. A second answer, or one after the link expired, changes nothing.
 */
export async function answerReview(token: string, form: FormData, deps: ReviewDeps = reviewDeps()): Promise<AnswerOutcome> {
  const found = await requestOf(token, deps);
  if (!found) return { ok: false, status: 404, lang: "en" };
  const lang = langOfLead(found.language);
  if (found.rated_at || expired(found, deps.now())) return { ok: false, status: 410, lang };
  const submission = parseForm(form, reviewSchemas[lang]);
  if (submission.status !== "success") return { ok: false, status: 400, lang, reply: submission.reply() };
  const { rating, comment, consent } = submission.value;
  const officeMail = rating <= 3 ? lowRatingMail(found, { rating, comment: comment ?? null }, deps) : null;
  await recordAnswer(deps.db, found.id, { rating, comment: comment || null, consent: consent === "on", now: deps.now() }, officeMail);
  if (officeMail) deps.queued();
  return { ok: true };
}

/** The office's mail for a low rating: who, the number to call back, what they said, and the lead's page. */
function lowRatingMail(found: Found, answer: { rating: number; comment: string | null }, deps: Pick<ReviewDeps, "officeEmail" | "siteUrl">) {
  const who = found.name?.trim() || "A customer";
  const phone = found.phone ? formatPhone(found.phone) : "no number given";
  return {
    to: deps.officeEmail,
    subject: `${answer.rating} of 5 stars from ${who}: call back today`,
    text: [
      `${who} rated the job ${answer.rating} of 5 stars.`,
      `Call back today: ${phone}${found.email ? ` (${found.email})` : ""}.`,
      "",
      answer.comment ? `What they wrote:\n${answer.comment}` : "No comment.",
      "",
      `The lead: ${new URL(`/admin/leads/${found.lead_id}`, deps.siteUrl).href}`,
    ].join("\n"),
  };
}

/** The Google review link through our redirect: counted once per link that went out; null when there is nowhere to go. */
export async function googleLink(token: string, deps: ReviewDeps = reviewDeps()): Promise<string | null> {
  if (!deps.googleReviewUrl) return null;
  const found = await requestOf(token, deps);
  if (!found) return null;
  await recordGoogleClick(deps.db, found.id, deps.now());
  return deps.googleReviewUrl;
}

/** The unsubscribe page: the language and the address; null when the link is not ours or the lead has no mail. */
export async function unsubscribePage(token: string, deps: Pick<ReviewDeps, "db"> = reviewDeps()) {
  const found = await requestOf(token, deps);
  if (!found?.email) return null;
  return { lang: langOfLead(found.language), email: found.email };
}

/** Never asks this address again (any request of any lead with it). */
export async function unsubscribe(token: string, deps: Pick<ReviewDeps, "db"> = reviewDeps()) {
  const found = await requestOf(token, deps);
  if (!found?.email) return null;
  await unsubscribeEmail(deps.db, found.email);
  return { lang: langOfLead(found.language), email: found.email };
}

/**
 * The form's limits as HTML constraints, from the schema the action reads: sent by the loader, so the page's
 * code carries neither the schema nor its messages in both languages.
 */
export const reviewFormConstraint = (lang: Lang) => getZodConstraint(reviewSchemas[lang]);

/** The review link's pages' titles and words in the lead's language, the frame's included: the pages have no URL language (decision 0210). */
export function reviewLinkPageText(lang: Lang) {
  const { ratingRequired: _required, commentTooLong: _tooLong, commentControl: _control, commentHint, ...text } = reviewPageText[lang];
  const page: ReviewPageWords = { reviewPage: { ...text, commentHint: commentHint(REVIEW_COMMENT_MAX) } };
  return { titles: { review: text.title, unsubscribe: text.unsubscribeTitle }, words: { ...(ownFrameWords(lang) as object), ...(sendWords(page) as object) } };
}
