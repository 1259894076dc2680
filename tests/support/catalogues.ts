import { cataloguesIn } from "./catalogue-text";

export { isSentence } from "./catalogue-text";

/** Every module of app/ a browser may load (server modules and entries aside), for the catalogue checks. */
const modules = import.meta.glob<Record<string, unknown>>(["/app/**/*.ts", "!/app/**/*.server.ts", "!/app/entry.*"], {
  eager: true,
});

/** Every `catalogue(en, es)` exported under app/, named "<file>:<export>" (vitest; Playwright reads catalogues-node.ts). */
export const catalogues = cataloguesIn(Object.entries(modules).map(([file, exports]) => [file.replace("/app/", ""), exports]));
