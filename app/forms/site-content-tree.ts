import { z } from "zod";
import { CONTENT_MESSAGES as m } from "./admin-messages";
import { SUGGEST_SPANISH, text, type Words } from "./site-content";

/**
 * A part of the words tree in the admin's form (docs/content.md, "Every word"): each key's English and Spanish,
 * posted as `<key path>.en` and `<key path>.es`. Made from the part's keys, which the server gives the form.
 */
export interface TreeKey {
  key: string;
  /** How many arguments the site fills in it: {0}, {1}… */
  args: number;
}

/** A part's words by key path. */
export type TreeBlock = Record<string, Words>;

const PLACEHOLDER = /\{(?:\d|[a-z]+\.[A-Za-z]+)\}/g;

/** The placeholders a text names, {0} and {price.panelUpgrade} alike. */
export const placeholdersOf = (words: string) => new Set(words.match(PLACEHOLDER) ?? []);

const MAX = 4000;

/** One language's words of a key: kept as typed (a leading space can be the point), CRLF made LF. */
const treeText = (required: string) => text(MAX, required, (typed) => typed.replace(/\r\n?/g, "\n"));

/** A key's words in both languages, neither naming an argument the site does not fill. */
const keyWords = (args: number) =>
  z
    .object({ en: treeText(m.required), es: treeText(m.requiredSpanish) })
    .strict()
    .superRefine((value, ctx) => {
      for (const lang of ["en", "es"] as const) {
        for (const name of placeholdersOf(value[lang])) {
          if (/^\{\d\}$/.test(name) && Number(name[1]) >= args) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [lang], message: m.notFilled(name) });
        }
      }
    });

/**
 * The first Spanish written in this save (changed from `before`) that does not name exactly its English's
 * placeholders, as the office reads it: one it drops would leave the customer's name or a price out, one it invents
 * would show in braces. A Spanish left as it was while its English changed is marked "needs update" instead.
 */
export function translationProblem(before: TreeBlock, after: TreeBlock): string | null {
  for (const [key, words] of Object.entries(after)) {
    if (words.es === before[key]?.es) continue;
    const [en, es] = [placeholdersOf(words.en), placeholdersOf(words.es)];
    const dropped = [...en].find((name) => !es.has(name));
    if (dropped) return `${key}: ${m.placeholderDropped(dropped)}`;
    const invented = [...es].find((name) => !en.has(name));
    if (invented) return `${key}: ${m.placeholderInvented(invented)}`;
  }
  return null;
}

const shapeOf = (keys: readonly TreeKey[]) => Object.fromEntries(keys.map(({ key, args }) => [key, keyWords(args)]));

/** The form of a part: every key, the version it was loaded at and the intent. */
export const treeFormSchema = (keys: readonly TreeKey[]) =>
  z.object({ ...shapeOf(keys), intent: z.enum(["save", "publish", SUGGEST_SPANISH]), expectedVersion: z.number().int().min(0) }).strict();
