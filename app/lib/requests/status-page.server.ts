import { json, type ActionFunctionArgs } from "@remix-run/node";
import { statusPath } from "../emergencies/emergency-status";
import { emergencyProgress, statusPageText } from "../emergencies/emergency-status.server";
import { frameFactsIn } from "../content/page-facts.server";
import { clientIp } from "../platform/client-ip.server";
import { redirectWithToast } from "../platform/toast.server";
import { readForm, unreadableForm } from "./form-response.server";
import { requestPageText, requestProgress, statusPageAction, statusPagePhotos, type VisitAnswers } from "./request-status.server";

// The /status/:token route's loader and action: it imports this one server module of its own, not ones other
// routes share (each shared one an empty script the page fetches at first touch; ARCHITECTURE.md, "Where a new thing goes"),
// and hands in the visits' answers (`visitAnswers`), which requests/ does not use (ARCHITECTURE.md).
export { formHeaders } from "../platform/form-headers.server";

/**
 * An emergency's progress by its status token, or any other request's (app/lib/requests/request-status.server.ts);
 * an expired link is a 410 that shows nothing of the lead; any other token the 404 page.
 */
export async function statusPage(token: string, request: Request, visitAnswers: () => VisitAnswers) {
  const progress = await emergencyProgress(token);
  if (!progress) return requestLoader(token, request, visitAnswers);
  // The page's words, the frame's and the business facts, in the lead's language (decision 0210, useBusiness).
  const { title, words } = statusPageText(progress.lang, { expired: "expired" in progress });
  const business = await frameFactsIn(request, progress.lang);
  if ("expired" in progress) return json({ ...progress, title, words, business }, { status: 410 });
  return json({ expired: false as const, emergency: true as const, ...progress, title, words, business });
}

async function requestLoader(token: string, request: Request, visitAnswers: () => VisitAnswers) {
  const progress = await requestProgress(token, { answers: visitAnswers() });
  if (!progress) throw new Response("Not Found", { status: 404 });
  const { title, words } = requestPageText(progress.lang, { expired: "expired" in progress });
  const business = await frameFactsIn(request, progress.lang);
  if ("expired" in progress) return json({ ...progress, title, words, business }, { status: 410 });
  return json({ expired: false as const, emergency: false as const, ...progress, title, words, business });
}

/**
 * The request page's forms, with or without JavaScript: cancel, a message to the office, a call asked for, the
 * visit confirmed or moved (app/lib/requests/request-status.server.ts, with the visits' answers handed in), or more
 * photos. Done: back to the page (303, with a toast); refused: the page again with the reason and its status. The
 * token is the only key: the guards took the post as the site's own (Sec-Fetch-Site, or its Origin), so another
 * site's is never here.
 */
export async function answerStatusPage({ params, request, context }: ActionFunctionArgs, visitAnswers: () => VisitAnswers) {
  const token = params.token ?? "";
  const ip = clientIp(context);
  // Photos come multipart and are judged before their body is read (statusPagePhotos); the other forms are small.
  const photos = (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");
  const formData = photos ? null : await readForm(request);
  if (!photos && !formData) return unreadableForm(request);
  const outcome = photos ? await statusPagePhotos(token, request, { ip }) : await statusPageAction(token, formData!, { ip }, { answers: visitAnswers() });
  if (!outcome) throw new Response("Not Found", { status: 404 });
  if (outcome.ok) return redirectWithToast(statusPath(token), outcome.toast, { status: 303 });
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (outcome.retryAfter) headers.set("Retry-After", String(outcome.retryAfter));
  return json(outcome, { status: outcome.status, headers });
}
