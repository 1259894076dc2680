import { readFileSync } from "node:fs";
import adminStylesheetUrl from "~/admin.css";
import stylesheetUrl from "~/tailwind.css";
import { singleton } from "./singleton.server";

/** A built stylesheet's text, read from the client assets beside the server build. */
const builtText = (url: string) => readFileSync(new URL(`./client${url}`, import.meta.url), "utf8").replace(/\/\*# sourceMappingURL=.*\*\//, "");

/** The site's stylesheet, read once: every page inlines it (app/components/document-styles.tsx). */
export const stylesheetText = (): string => singleton("stylesheet-text", () => builtText(stylesheetUrl));

/**
 * The office's own styles (app/admin.css), read once: the admin's layout inlines them from its loader's data, so a
 * page of the office paints without waiting for a second request, and a move into the admin in the browser gets
 * them too.
 */
export const adminStylesheetText = (): string => singleton("admin-stylesheet-text", () => builtText(adminStylesheetUrl));
