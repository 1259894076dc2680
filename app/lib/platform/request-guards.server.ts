import type { IncomingHttpHeaders } from "node:http";
import { formText } from "~/forms/messages";
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from "~/forms/photos";
import { isAdminUploadPath } from "./admin-paths";
import { langOf, type Lang } from "~/content/languages";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "~/forms/upload";

/**
 * The checks every request passes before the app sees it (docs/decisions/0061-request-guards.md). The
 * server entry (server/request-guards.ts) applies them to the real sockets.
 */

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/** A request that can change something: any method but GET and HEAD (a form post, an admin change). */
export const isChange = (method: string) => !SAFE_METHODS.has(method.toUpperCase());

export const CROSS_SITE_MESSAGE =
  "Cross-site request refused: this site only accepts form posts and other changes from its own pages.";

/**
 * Cross-site request forgery: a request that can change something (any method but GET and HEAD) is refused
 * when the browser says it comes from another site. `Sec-Fetch-Site` (sent by every current browser, and no
 * page can forge it) decides when present; otherwise `Origin` must be the site's own. A request with neither
 * is not a browser's cross-site post (browsers send Origin on every cross-site POST), so it passes.
 */
export function crossSiteRefusal(method: string, headers: IncomingHttpHeaders, siteOrigin: string): string | null {
  if (!isChange(method)) return null;
  const fetchSite = headers["sec-fetch-site"];
  if (typeof fetchSite === "string" && fetchSite !== "") {
    return fetchSite === "same-origin" || fetchSite === "none" ? null : CROSS_SITE_MESSAGE;
  }
  const origin = headers.origin;
  if (origin === undefined) return null;
  return origin === siteOrigin ? null : CROSS_SITE_MESSAGE;
}

/** Everything the public sends (forms, chat, sign-in) fits easily in this. */
export const MAX_BODY_BYTES = 64 * 1024;
/** The admin upload: the image itself plus the form's other fields and multipart framing. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + MAX_BODY_BYTES;

export interface BodyLimit {
  bytes: number;
  /** The plain-text answer when a body goes past `bytes` (413). */
  message: string;
}

const tooLarge = (limit: string) => `Request body too large: at most ${limit} is accepted here.`;

/** A request with photos (the estimate and contact forms): three photos at their cap plus the form's fields. */
export const MAX_PHOTO_REQUEST_BYTES = MAX_PHOTOS * MAX_PHOTO_BYTES + MAX_BODY_BYTES;

/**
 * Where visitors may send photos: multipart posts to these paths only, the forms in English or Spanish (decision
 * 0172), and a request's page (/status/<token>), which adds photos to the request.
 */
const PHOTO_FORMS = /^(?:(?:\/es)?\/(estimate|contact)|\/status\/[A-Za-z0-9_-]{32})\/?$/;
const REQUEST_PAGE = /^\/status\/([A-Za-z0-9_-]{32})\/?$/;

const isMultipartPost = (method: string, contentType: string | undefined) =>
  method.toUpperCase() === "POST" && (contentType ?? "").toLowerCase().startsWith("multipart/form-data");

/**
 * The token of a photos post to a request's page, whose refusals speak the lead's language rather than the URL's
 * (the guard looks it up before the body is read); null for any other request.
 */
export function requestPageToken(method: string, pathname: string, contentType: string | undefined): string | null {
  return isMultipartPost(method, contentType) ? (REQUEST_PAGE.exec(pathname)?.[1] ?? null) : null;
}

/**
 * The most a request's body may carry: the upload cap only for the admin upload (a multipart post to
 * /admin/gallery and /admin/content/team, whose actions sign the admin in before reading it); the photos cap for a multipart post of the
 * estimate or contact form or a request's page (refused in `lang` when given: a request page's lead's); 64 kB for
 * every other request.
 */
export function bodyLimit(method: string, pathname: string, contentType: string | undefined, lang?: Lang): BodyLimit {
  const multipartPost = isMultipartPost(method, contentType);
  if (multipartPost && isAdminUploadPath(pathname)) {
    return { bytes: MAX_UPLOAD_REQUEST_BYTES, message: UPLOAD_MESSAGES.failed(UPLOAD_MESSAGES.tooLarge) };
  }
  if (multipartPost && PHOTO_FORMS.test(pathname)) {
    return { bytes: MAX_PHOTO_REQUEST_BYTES, message: formText[lang ?? langOf(pathname)].photos.requestTooLarge };
  }
  return { bytes: MAX_BODY_BYTES, message: tooLarge(`${MAX_BODY_BYTES / 1024} kB`) };
}
