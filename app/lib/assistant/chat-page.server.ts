import { sendWords } from "~/content/catalogue";
import type { Lang } from "~/content/languages";
import { getBusiness } from "../site/business.server";
import { chatText, type ChatPageWords, type ChatWords } from "./chat.messages";

/** The /chat page's title, description and words in its language, its messages' and voice panel's included (decision 0210). */
export function chatPageText(lang: Lang) {
  const { metaTitle, metaDescription, title, intro, empty, yourMessage, sending, send, startOver, loadingVoice, voiceNeedsJs } = chatText[lang];
  const words: ChatPageWords & ChatWords = { chatPage: { title, intro, empty, yourMessage, sending, send, startOver, loadingVoice, voiceNeedsJs }, chat: chatText[lang] };
  return { meta: { title: metaTitle(getBusiness().assistantName), description: metaDescription }, words: sendWords(words) };
}

/** The chat's words as the home page's widget fetches them (/words/chat), loading after the page. */
export function chatWords(lang: Lang): object {
  const words: ChatWords = { chat: chatText[lang] };
  return sendWords(words) as object;
}

/** The no-JS chat's answer to a post it cannot read, in the page's language. */
export const chatUnreadable = (lang: Lang) => chatText[lang].noMessage;

/** The no-JS chat's failure bubble in the page's language (the widget's comes with its words, `chat.failure`). */
export const chatFailure = (error: string, lang: Lang) => chatText[lang].failure(error);
