import { readFileSync } from "node:fs";
import stylesheetUrl from "~/tailwind.css";
import { singleton } from "./singleton.server";

/** The built stylesheet's text, read once from the client assets beside the server build. */
export function stylesheetText(): string {
  return singleton("stylesheet-text", () =>
    readFileSync(new URL(`./client${stylesheetUrl}`, import.meta.url), "utf8").replace(/\/\*# sourceMappingURL=.*\*\//, ""),
  );
}
