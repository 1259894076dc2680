/**
 * Which paths are the admin's, in one place: the response headers (security.server.ts: never stored), the
 * page cache (server/page-cache.ts: emptied by an admin change) and the body cap (request-guards.server.ts:
 * the upload) all ask here. A path belongs to a section when it is the section or under it (`/admin`,
 * `/admin/leads`), never when it only starts with its letters (`/administrator`).
 */
import { TOKEN_SECTIONS } from "./token-paths";

/** The admin's pages: the gallery admin and everything under /admin, and the gallery import. */
const ADMIN_SECTIONS = ["admin", "gallery-import"];

/** Personal without being the admin's pages: signing in or out. */
const SIGN_IN_SECTIONS = ["login", "logout"];

// Any case: routes match without it (`/Admin` is the admin's page).
const sections = (names: readonly string[]) => new RegExp(`^/(${names.join("|")})(/|$)`, "i");

const ADMIN_PATHS = sections(ADMIN_SECTIONS);
const PRIVATE_PATHS = sections([...ADMIN_SECTIONS, ...SIGN_IN_SECTIONS, ...TOKEN_SECTIONS]);
/** The gallery admin page and the team's block of words (its photos), whose actions take the admin upload. */
const UPLOAD_PATH = /^\/admin(\/content\/team)?\/?$/;

/** A path of the admin's pages: a change posted there can change what public pages show (the gallery). */
export const isAdminPath = (pathname: string) => ADMIN_PATHS.test(pathname);

/** A path whose every response is personal: the admin's pages, signing in or out, the links that are keys (token-paths.ts). */
export const isPrivatePath = (pathname: string) => PRIVATE_PATHS.test(pathname);

/** The paths that take the admin upload (a multipart post to /admin or /admin/content/team). */
export const isAdminUploadPath = (pathname: string) => UPLOAD_PATH.test(pathname);
