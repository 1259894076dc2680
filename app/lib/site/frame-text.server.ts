import { frameTextIn } from "~/content/frame-text";
import { sendText } from "~/content/catalogue";
import type { Lang } from "~/content/languages";

/** The frame's text in a language, as the root loader sends it (read back by FrameTextProvider). */
export function frameTextFor(lang: Lang): unknown {
  return sendText(frameTextIn(lang));
}
