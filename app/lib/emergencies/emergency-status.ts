/**
 * The customer's emergency status page, shared by the server (links, redirects, mails) and the page itself.
 * The token is the only key: 32 random bytes would be overkill, 24 (192 bits) in base64url are 32 characters.
 */
export const STATUS_TOKEN_BYTES = 24;

/** What a status token looks like; anything else is a 404 without a query. */
export const STATUS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** The page's path for a token. */
export const statusPath = (token: string) => `/status/${token}`;

/** The calendar file of the lead's visit, under its page's link (a token section: never stored nor indexed). */
export const calendarPath = (token: string) => `${statusPath(token)}/visit.ics`;

/** Where a reminder mail's unsubscribe link and List-Unsubscribe header lead (docs/visits.md, "Reminders"). */
export const mailUnsubscribePath = (token: string) => `${statusPath(token)}/unsubscribe`;

/** With JavaScript the page asks for news this often while it is visible, until the electrician is on the way. */
export const STATUS_REFRESH_MS = 10_000;

/** A status link works for a week after the request (and until the lead is won or lost). */
export const STATUS_LINK_TTL_MS = 7 * 24 * 60 * 60_000;
