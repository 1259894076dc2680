/**
 * Which paths are the admin's, in one place: the response headers (security.server.ts: never stored) and the
 * body cap (request-guards.server.ts: the upload) ask here. The page cache does not: it is emptied by the
 * workflows that save a change public pages show (page-changes.server.ts), whatever the path. A path belongs to a
 * section when it is the section or under it (`/admin`, `/admin/leads`), never when it only starts with its
 * letters (`/administrator`).
 */
import { TOKEN_SECTIONS } from "./token-paths";

/** The admin's pages: the gallery admin and everything under /admin, and the gallery import. */
const ADMIN_SECTIONS = ["admin", "gallery-import"];

/** Personal without being the admin's pages: signing in or out. */
const SIGN_IN_SECTIONS = ["login", "logout"];

// Any case: routes match without it (`/Admin` is the admin's page).
const sections = (names: readonly string[]) => new RegExp(`^/(${names.join("|")})(/|$)`, "i");

const PRIVATE_PATHS = sections([...ADMIN_SECTIONS, ...SIGN_IN_SECTIONS, ...TOKEN_SECTIONS]);
/** The gallery admin page and the team's block of words (its photos), whose actions take the admin upload. */
const UPLOAD_PATH = /^\/admin\/(gallery|content\/team)\/?$/;

/** A path whose every response is personal: the admin's pages, signing in or out, the links that are keys (token-paths.ts). */
export const isPrivatePath = (pathname: string) => PRIVATE_PATHS.test(pathname);

/** The paths that take the admin upload (a multipart post to /admin/gallery or /admin/content/team). */
export const isAdminUploadPath = (pathname: string) => UPLOAD_PATH.test(pathname);
