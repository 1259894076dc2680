import { CHAT_HISTORY_LENGTH, CHAT_MESSAGE_MAX, type BookingData, type CallbackData, type ChatTurn } from "~/lib/assistant/chat-protocol";
import { extractBooking } from "./assistant-booking.server";
import { CALLBACK_TOOL_NAME, callbackFromArguments, callbackTool } from "./assistant-callback.server";
import { replyLanguage } from "./chat-language.server";
import { localAnswer } from "./assistant-local.server";
import { knowledge, type ServiceWords } from "./assistant-knowledge.server";
import { chatCompletion } from "./assistant-openai.server";
import { systemPrompt } from "./assistant-prompt.server";
import type { Business } from "~/content/business";
import { currentBusiness } from "../content/business-facts.server";
import { type Config, getConfig } from "../platform/config.server";
import type { Lang } from "~/content/languages";

export { AssistantError } from "./assistant-openai.server";

interface AssistantAnswer {
  /** The text to show, with any booking block removed. */
  reply: string;
  bookingData?: BookingData;
  /** An emergency call-back to save (the caller saves it and adds the status link). */
  callback?: CallbackData;
  /** The model called the call-back tool with arguments that are not an object. */
  callbackInvalid?: boolean;
  /** The language of the answer (and of what follows it: the call-back's confirmation). */
  lang: Lang;
}

/** Keeps only well-formed turns, the last five, each of bounded length. */
function normalizeHistory(input: unknown): ChatTurn[] {
  if (!Array.isArray(input)) return [];
  return input
    .filter(
      (t): t is ChatTurn =>
        !!t && typeof t === "object" && (t.role === "user" || t.role === "assistant") && typeof t.content === "string",
    )
    .map((t) => ({ role: t.role, content: t.content.slice(0, 2000) }))
    .slice(-CHAT_HISTORY_LENGTH);
}

/**
 * The virtual office manager's answer (docs/product.md §7, call 5): the chat completions API when
 * OPENAI_API_KEY is set, the built-in assistant grounded in app/content when not. Either may hand back an
 * emergency call-back (the model through its tool, the built-in assistant from the conversation); saving it
 * is the caller's (chat.server.ts). `lang` is the page's: the answer is in Spanish there, or when the visitor
 * writes Spanish (decision 0040). `facts` gives the business facts it states in a language: those the office
 * published (docs/content.md). Throws AssistantError.
 */
export async function answerChat(
  input: { message: string; history?: unknown; lang?: Lang; serviceWords?: ServiceWords },
  config: Config = getConfig(),
  facts: (lang: Lang) => Promise<Business> = currentBusiness,
): Promise<AssistantAnswer> {
  const message = input.message.trim().slice(0, CHAT_MESSAGE_MAX);
  const history = normalizeHistory(input.history);
  const lang = replyLanguage(input.lang ?? "en", message, history);
  const business = await facts(lang);
  const k = knowledge(lang, input.serviceWords);
  let raw: string;
  let callback: CallbackData | null | undefined;
  if (config.OPENAI_API_KEY) {
    const completion = await chatCompletion({
      baseUrl: config.OPENAI_BASE_URL,
      apiKey: config.OPENAI_API_KEY,
      model: config.OPENAI_MODEL,
      system: systemPrompt(business, lang, k),
      history,
      message,
      tools: [callbackTool],
    });
    raw = completion.content;
    const call = completion.toolCalls.find((c) => c.name === CALLBACK_TOOL_NAME);
    if (call) callback = callbackFromArguments(call.arguments);
  } else {
    const local = localAnswer(message, history, business, lang, k);
    raw = local.text;
    callback = local.callback;
  }
  const { text, bookingData } = extractBooking(raw);
  return {
    lang,
    reply: text || (bookingData ? "" : raw.trim()),
    ...(bookingData ? { bookingData } : {}),
    ...(callback ? { callback } : {}),
    ...(callback === null ? { callbackInvalid: true } : {}),
  };
}
