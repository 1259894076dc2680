import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";

/** React's mark of a Suspense boundary it could not render on the server (a part suspended or failed). */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

/**
 * A personal page as one string when no part of it waits or fails, else null. React's string renderer builds
 * text; its stream encodes every string it writes to bytes on its own (3.4 ms of the inbox's 50 ms at 100,000 leads,
 * and its garbage). A page where a part suspends (a lazy part, deferred data) or fails is rendered again as a
 * stream, which waits for what suspends and reports what failed. The office's pages and the sign-in pages wait for
 * nothing.
 */
export function renderedAtOnce(page: ReactElement): string | null {
  try {
    const html = renderToString(page);
    // The stream writes the doctype before <html>; the string renderer does not.
    return html.includes(CLIENT_RENDERED_BOUNDARY) ? null : `<!DOCTYPE html>${html}`;
  } catch {
    return null;
  }
}
