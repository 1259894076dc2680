import { json } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import { formText } from "~/forms/messages";
import { langOf } from "~/content/languages";
import { JSON_REPLY } from "~/forms/reply";
import { clientIp } from "../platform/client-ip.server";
import type { Outcome, RequestMeta } from "./form-deps.server";
import { redirectWithToast } from "../platform/toast.server";
import { requestAttribution } from "./visit-attribution.server";

/**
 * Who sent a form and from where: the client's address, the path the form says it was on (a local path only,
 * else the route's own), and where the visit came from (the visit cookie).
 */
export async function requestMeta(request: Request, formData: FormData, context: AppLoadContext | undefined): Promise<RequestMeta> {
  const claimed = formData.get("page");
  const page =
    // eslint-disable-next-line no-control-regex -- a control character (NUL) is not part of a path and no database stores it
    typeof claimed === "string" && /^\/(?!\/)[^\s\\\u0000-\u001f\u007f]{0,199}$/.test(claimed) ? claimed : new URL(request.url).pathname;
  const lang = langOf(new URL(request.url).pathname);
  return { ip: clientIp(context), page, attribution: await requestAttribution(request), lang };
}

/**
 * Turns a form outcome into a response, the same way for every public form: a plain post that worked
 * redirects to `redirectTo` with a flash toast (so a reload does not post again); a fetcher (JSON_REPLY in
 * the form), a form without `redirectTo`, a request taken with some photos refused (a reload is a repeat the
 * dedupe window absorbs), and every failure get the outcome as data with its status
 * (400, 429, 502, 503), which carries the typed values back into the form.
 */
export async function formResponse<Extra>(outcome: Outcome<Extra>, formData: FormData, { redirectTo }: { redirectTo?: string } = {}) {
  const wantsJson = formData.get(JSON_REPLY.name) === JSON_REPLY.value;
  // Refused photos are named on the page that answers the post, so that answer is not a redirect.
  if (outcome.ok && !wantsJson && redirectTo && !outcome.photosRefused?.length) return redirectWithToast(redirectTo, outcome.toast);
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (!outcome.ok && outcome.retryAfter) headers.set("Retry-After", String(outcome.retryAfter));
  return json(outcome, { status: outcome.ok ? 200 : outcome.status, headers });
}

/**
 * The form a post carried, or null when its body is not a form at all (a broken multipart body): answer
 * that with `unreadableForm(request)`, a 400, never a 500.
 */
export const readForm = (request: Request): Promise<FormData | null> => request.formData().catch(() => null);

export function unreadableForm(request: Request) {
  const toast = formText[langOf(new URL(request.url).pathname)].messages.unreadableForm;
  return json(
    { ok: false as const, status: 400 as const, toast, reply: { status: "error" as const, error: { "": [toast.description!] } } },
    { status: 400, headers: { "Cache-Control": "private, no-store" } },
  );
}
