import type { HeadersFunction } from "@remix-run/node";

/**
 * Route `headers` for form pages: a document answering a post keeps the action's Retry-After and no-store. Here,
 * not with the form responses (requests/), so that the sign-in's pages (auth/) share it too.
 */
export const formHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const headers = new Headers();
  const cache = actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control");
  if (cache) headers.set("Cache-Control", cache);
  const retry = actionHeaders.get("Retry-After");
  if (retry) headers.set("Retry-After", retry);
  return headers;
};
