import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { sendWords } from "~/content/catalogue";
import { langOf, localePath, type Lang } from "~/content/languages";
import { getBusiness } from "../site/business.server";
import { clientIp } from "../platform/client-ip.server";
import { assistantServiceWords } from "../content/assistant-words.server";
import { chatText, type ChatPageWords, type ChatWords } from "./chat.messages";
import { type ChatMessage, CHAT_HISTORY_LENGTH, CHAT_MESSAGE_MAX } from "./chat-protocol";
import { handleChatMessage } from "./chat.server";
import { clearConversation, readConversation, saveConversation } from "./chat-session.server";

// The /chat page's loader and action too: its route imports this one server module of its own, not ones other
// routes share (each shared one an empty script the page fetches at first touch; ARCHITECTURE.md, "Where a new thing goes").

/** The /chat page's title, description and words in its language, its messages' and voice panel's included (decision 0210). */
function chatPageText(lang: Lang) {
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
const chatUnreadable = (lang: Lang) => chatText[lang].noMessage;

/** The no-JS chat's failure bubble in the page's language (the widget's comes with its words, `chat.failure`). */
const chatFailure = (error: string, lang: Lang) => chatText[lang].failure(error);

// The page's words come from here, in the page's language only (decision 0210).
export async function chatPage(request: Request) {
  const lang = langOf(new URL(request.url).pathname);
  return json({ messages: await readConversation(request), ...chatPageText(lang) }, { headers: { "Cache-Control": "private, no-store" } });
}

/**
 * The no-JS chat: the form posts here, the conversation is kept in the chat cookie (one per language), then back
 * to the page. The page's language is the assistant's (decision 0040).
 */
export async function sendChatMessage({ request, context }: ActionFunctionArgs) {
  const lang = langOf(new URL(request.url).pathname);
  const page = localePath(lang, "/chat");
  const form = await request.formData().catch(() => null);
  if (!form) return json({ error: chatUnreadable(lang), message: "" }, { status: 400 });
  if (form.get("intent") === "reset") {
    return redirect(page, { headers: { "Set-Cookie": await clearConversation(request) } });
  }
  const message = String(form.get("message") ?? "").trim();
  if (!message) return redirect(page);
  const messages = await readConversation(request);
  const history = messages.filter((m) => !m.isError).map(({ role, content }) => ({ role, content }));
  const serviceWords = await assistantServiceWords(request);
  const outcome = await handleChatMessage(message, history.slice(-CHAT_HISTORY_LENGTH), clientIp(context), { page, lang, serviceWords });
  if (!outcome.ok && outcome.status === 429) return json({ error: outcome.error, message }, { status: 429 });
  const now = Date.now();
  const next: ChatMessage[] = [...messages, { role: "user", content: message.slice(0, CHAT_MESSAGE_MAX), timestamp: now }];
  if (outcome.ok) {
    next.push({
      role: "assistant",
      content: outcome.reply,
      timestamp: now + 1,
      ...(outcome.bookingData ? { hasBookingAction: true, bookingData: outcome.bookingData } : {}),
      ...(outcome.statusPath ? { statusPath: outcome.statusPath } : {}),
    });
  } else {
    next.push({ role: "assistant", content: chatFailure(outcome.error, lang), timestamp: now + 1, isError: true });
  }
  // Back to the page (post/redirect/get); no fragment, so every reply is a fresh document load.
  return redirect(page, { headers: { "Set-Cookie": await saveConversation(request, next) } });
}
