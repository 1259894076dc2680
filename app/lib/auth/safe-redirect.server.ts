import { getConfig } from "../platform/config.server";

// Control characters (which the URL parser silently drops: `/\t/evil` becomes `//evil`) and backslashes
// (which it reads as slashes).
const unsafeInPath = (path: string) =>
  [...path].some((c) => c === "\\" || c.charCodeAt(0) <= 0x1f || c.charCodeAt(0) === 0x7f);

/**
 * Only a path on this site (docs/decisions/0050): parsed against SITE_URL, same origin, one leading slash
 * before and after parsing (`/.//evil` normalises to `//evil`), no control characters or backslashes.
 * Anything else gives the fallback.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/admin"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || unsafeInPath(to)) return fallback;
  const origin = new URL(getConfig().SITE_URL).origin;
  let url: URL;
  try {
    url = new URL(to, origin);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== origin || !path.startsWith("/") || path.startsWith("//")) return fallback;
  return path;
}
