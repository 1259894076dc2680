import type { FrameText } from "~/components/layout/frame-text";
import { frameText } from "~/components/layout/frame.messages";
import { commonText } from "~/components/pages/common.messages";
import { uiText } from "~/components/ui/ui.messages";
import { sendText } from "~/content/catalogue";
import { formCopy } from "~/content/forms";
import { navigation } from "~/content/navigation";
import type { Lang } from "./language";

/** The frame's text in a language, as the root loader sends it (read back by useFrameText). */
export function frameTextFor(lang: Lang): unknown {
  const text: FrameText = { frame: frameText[lang], navigation: navigation[lang], forms: formCopy[lang], common: commonText[lang], ui: uiText[lang] };
  return sendText(text);
}
