import type { Catalogue } from "~/content/catalogue";

/** Every module of app/ a browser may load (server modules and entries aside), for the catalogue checks. */
const modules = import.meta.glob<Record<string, unknown>>(["/app/**/*.ts", "!/app/**/*.server.ts", "!/app/entry.*"], {
  eager: true,
});

const isCatalogue = (value: unknown): value is Catalogue<unknown> =>
  typeof value === "object" && value !== null && Object.keys(value).sort().join() === "en,es";

/** Every `catalogue(en, es)` exported under app/, named "<file>:<export>". */
export const catalogues = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isCatalogue(value))
    .map(([name, value]) => ({ name: `${file.replace("/app/", "")}:${name}`, text: value as Catalogue<unknown> })),
);

/** Two or more words of letters: a phrase a reader would read, not a name, number, path or key. */
export const isSentence = (text: string) => /[a-z]{2,}\s+[a-z]{2,}/i.test(text) && !/^[/~#]|^https?:/.test(text);
