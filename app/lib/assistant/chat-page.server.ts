import { sendWords } from "~/content/catalogue";
import type { Lang } from "~/content/languages";
import { getBusiness } from "../site/business.server";
import { chatText, type ChatPageWords } from "./chat.messages";
import { chatProtocolText } from "./chat-protocol";

/** The /chat page's title, description and words in its language (decision 0210). */
export function chatPageText(lang: Lang) {
  const { metaTitle, metaDescription, title, intro, empty, yourMessage, sending, send, startOver, loadingVoice, voiceNeedsJs } = chatText[lang];
  const words: ChatPageWords = { chatPage: { title, intro, empty, yourMessage, sending, send, startOver, loadingVoice, voiceNeedsJs } };
  return { meta: { title: metaTitle(getBusiness().assistantName), description: metaDescription }, words: sendWords(words) };
}

/** The no-JS chat's answer to a post it cannot read, in the page's language. */
export const chatUnreadable = (lang: Lang) => chatProtocolText[lang].empty;
