import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { answerReview, openReviewPage, reviewFormConstraint, reviewLinkPageText } from "./review-page.server";

// The /r/:token route's loader and action: it imports this one server module of its own, not ones other routes
// share (each shared one an empty script the page fetches at first touch; ARCHITECTURE.md, "Where a new thing goes").

/** A review link: the form, or (answered or expired) a kind word with the Google link and the phone; any other token the 404 page. */
export async function reviewLinkPage(token: string) {
  const page = await openReviewPage(token);
  if (!page) throw new Response("Not Found", { status: 404 });
  // The page's words and the frame's, in the lead's language (decision 0210).
  return json({ ...page, ...reviewLinkPageText(page.lang), constraint: reviewFormConstraint(page.lang) }, { status: page.state === "expired" ? 410 : 200 });
}

export async function sendReview({ request, params }: ActionFunctionArgs) {
  const token = params.token ?? "";
  const form = await request.formData().catch(() => null);
  if (!form) return json({ reply: undefined }, { status: 400 });
  const outcome = await answerReview(token, form);
  if (outcome.ok) return redirect(`/r/${token}`, { status: 303 });
  if (outcome.status === 404) throw new Response("Not Found", { status: 404 });
  // Answered already or expired: the page says so (its loader), with the status the post earned.
  if (outcome.status === 410) throw redirect(`/r/${token}`, { status: 303 });
  return json({ reply: outcome.reply }, { status: 400 });
}
