import type { Lang } from "./languages";
import { uiText } from "./controls";
import { formCopy } from "./forms";
import { frameText } from "./frame";
import { navigation } from "./navigation";
import { commonText } from "./page-parts";

/**
 * The text of the frame every page shares (header, bars, dialogs, form controls), in the page's language. The
 * footer, which hydrates on first use, loads its own words with its code.
 */
export interface FrameText {
  frame: (typeof frameText)["en"];
  navigation: Pick<(typeof navigation)["en"], "mainNav">;
  /** What the frame's own form parts say; the forms themselves load their words with their code. */
  forms: FrameForms;
  common: (typeof commonText)["en"];
  ui: (typeof uiText)["en"];
}

type FormCopy = (typeof formCopy)["en"];
type FrameForms = Pick<FormCopy, "newsletter" | "loading"> & {
  fields: Pick<FormCopy["fields"], "submitting" | "honeypot">;
  estimate: Pick<FormCopy["estimate"], "title">;
  booking: Pick<FormCopy["booking"], "dialogTitle">;
};

function frameForms(lang: Lang): FrameText["forms"] {
  const { fields, newsletter, loading, estimate, booking } = formCopy[lang];
  return { fields: { submitting: fields.submitting, honeypot: fields.honeypot }, newsletter, loading, estimate: { title: estimate.title }, booking: { dialogTitle: booking.dialogTitle } };
}

/** The frame's text in a language, from its catalogues: sent by the root loader, or loaded by an error page. */
export function frameTextIn(lang: Lang): FrameText {
  return { frame: frameText[lang], navigation: { mainNav: navigation[lang].mainNav }, forms: frameForms(lang), common: commonText[lang], ui: uiText[lang] };
}
