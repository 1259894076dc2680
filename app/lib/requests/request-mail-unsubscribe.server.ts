import { json } from "@remix-run/node";
import { mailUnsubscribePage, unsubscribeRequestMails } from "./request-status.server";

// The /status/:token/unsubscribe route's loader and action: it imports this one server module of its own, not ones
// other routes share (each shared one an empty script the page fetches at first touch; ARCHITECTURE.md, "Where a new thing goes").

/** The page's address and words (the frame's too) in the lead's language; a 404 for any other token. */
const page = <T,>(found: T | null): T => {
  if (!found) throw new Response("Not Found", { status: 404 });
  return found;
};

// A GET only asks: mail scanners open links, and must not unsubscribe anyone.
export async function requestMailUnsubscribePage(token: string) {
  return json(page(await mailUnsubscribePage(token)));
}

export async function unsubscribeFromRequestMails(token: string) {
  return json({ ...page(await unsubscribeRequestMails(token)), done: true });
}
