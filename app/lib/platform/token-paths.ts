/**
 * The paths whose link is its own key: whoever holds `/<section>/<token>…` may act on it (an emergency's status
 * page, an alert's acknowledgement, a review link with its Google link and unsubscribe, an electrician's calendar
 * feed). One list for everything
 * that must keep such a link to its holder: the log's mask (log.server.ts), the private paths (admin-paths.ts:
 * never stored) and the headers of every answer under them (security.server.ts: never indexed, no Referer to
 * another site). A route with a token in its path adds its section here.
 */
export const TOKEN_SECTIONS = ["status", "ack", "r", "calendar"] as const;

// Any case: routes match without it (`/R/<token>` is the review page).
const TOKEN_PATHS = new RegExp(`^/(${TOKEN_SECTIONS.join("|")})(/|$)`, "i");

/** A path under a token section (`/r/<token>/unsubscribe`), never one that only starts alike (`/reviews`). */
export const isTokenPath = (pathname: string) => TOKEN_PATHS.test(pathname);

/**
 * The Referer a token page allows: none to any other site, the full URL to its own (a browser posts a form from a
 * `no-referrer` page with `Origin: null`, which the framework refuses).
 */
export const TOKEN_PAGE_REFERRER_POLICY = "same-origin";
