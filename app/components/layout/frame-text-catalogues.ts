import { commonText } from "~/components/pages/common.messages";
import { uiText } from "~/components/ui/ui.messages";
import { contactText } from "~/content/contact";
import { formCopy } from "~/content/forms";
import { navigation } from "~/content/navigation";
import type { Lang } from "~/lib/site/language";
import type { FrameText } from "./frame-text";
import { frameText } from "./frame.messages";

function frameForms(lang: Lang): FrameText["forms"] {
  const { fields, newsletter, loading, estimate, booking } = formCopy[lang];
  return { fields: { submitting: fields.submitting, honeypot: fields.honeypot }, newsletter, loading, estimate: { title: estimate.title }, booking: { dialogTitle: booking.dialogTitle } };
}

/** The frame's text in a language, from its catalogues: sent by the root loader, or loaded by an error page. */
export function frameTextIn(lang: Lang): FrameText {
  return { frame: frameText[lang], navigation: { mainNav: navigation[lang].mainNav }, forms: frameForms(lang), common: commonText[lang], ui: uiText[lang], contactButtons: contactText[lang].buttons };
}
