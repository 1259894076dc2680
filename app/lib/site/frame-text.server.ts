import { frameTextIn } from "~/content/frame-text";
import { sendWords } from "~/content/catalogue";
import type { Lang } from "~/content/languages";

/** The frame's words in a language, as the root loader sends them (useWords reads them). */
export function frameWords(lang: Lang): unknown {
  return sendWords(frameTextIn(lang));
}
