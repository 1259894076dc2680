import type { Lang } from "~/content/languages";
import type { Facts } from "~/lib/site/fact-placeholders.server";
import { formWords } from "~/lib/requests/form-words.server";
import { footerWords, homeSectionWords, ownFrameWords } from "~/lib/site/page-text.server";
import { chatWords } from "./chat-page.server";

/**
 * The words of each part whose code loads on first use (WordsOnFirstUse, app/components/ui/words-on-first-use.tsx),
 * by the part's name: served by /words/:part and, for a part the server renders (the home's chat launcher, the footer, the home's sections,
 * the frame of an error page no loader answered), given to the render. Here, as the assistant is the domain that may use the requests' too (ARCHITECTURE.md's table).
 */
const parts: Record<string, (lang: Lang, facts: Facts) => unknown> = { forms: formWords, chat: chatWords, footer: footerWords, home: homeSectionWords, frame: ownFrameWords };

/** The parts whose words name facts by placeholder (the home's prices and arrival promise). */
const partsWithFacts = new Set(["home"]);

/** Whether a part's words need the current facts (the others are the same until the next build). */
export const statesFacts = (part: string) => partsWithFacts.has(part);

/** A part's words in a language, as sendWords made them, with `facts` in place of their placeholders; undefined for a name that is no part. */
export function partWords(part: string, lang: Lang, facts: Facts): object | undefined {
  return Object.hasOwn(parts, part) ? (parts[part]!(lang, facts) as object) : undefined;
}
