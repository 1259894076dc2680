import { sendWords } from "~/content/catalogue";
import { formCopy } from "~/content/forms";
import type { Lang } from "~/content/languages";
import { formText } from "~/forms/messages";
import { optionLabels } from "~/forms/option-labels";
import { statusText } from "~/content/emergency-status";
import type { FormWords } from "./form-words";

/** The forms' words in a language, as a loader sends them (read with useWords), to merge with its page's. */
export function formWords(lang: Lang): object {
  const { messages, fields, photos } = formText[lang];
  const { linkHint, followLink } = statusText[lang];
  const words: FormWords = { form: { copy: formCopy[lang], text: { messages, fields, photos }, optionLabels: optionLabels[lang], status: { linkHint, followLink } } };
  return sendWords(words) as object;
}
