import { json } from "@remix-run/node";
import { reviewLinkPageText, unsubscribe, unsubscribePage } from "./review-page.server";

// The /r/:token/unsubscribe route's loader and action: it imports this one server module of its own, not ones
// other routes share (each shared one an empty script the page fetches at first touch; ARCHITECTURE.md, "Where a new thing goes").

// A GET only asks: mail scanners open links, and must not unsubscribe anyone.
export async function reviewUnsubscribePage(token: string) {
  const page = await unsubscribePage(token);
  if (!page) throw new Response("Not Found", { status: 404 });
  // The page's words and the frame's, in the lead's language (decision 0210).
  return json({ ...page, ...reviewLinkPageText(page.lang) });
}

export async function unsubscribeFromReviewMails(token: string) {
  const done = await unsubscribe(token);
  if (!done) throw new Response("Not Found", { status: 404 });
  return json({ done: true });
}
