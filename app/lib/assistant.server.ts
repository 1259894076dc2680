import { CHAT_HISTORY_LENGTH, CHAT_MESSAGE_MAX, type BookingData, type ChatTurn } from "~/lib/chat-protocol";
import { extractBooking } from "./assistant-booking.server";
import { localReply } from "./assistant-local.server";
import { chatCompletion } from "./assistant-openai.server";
import { systemPrompt } from "./assistant-prompt.server";
import { getBusiness } from "./business.server";
import { type Config, getConfig } from "./config.server";

export { AssistantError } from "./assistant-openai.server";

export interface AssistantAnswer {
  /** The text to show, with any booking block removed. */
  reply: string;
  bookingData?: BookingData;
}

/** Keeps only well-formed turns, the last five, each of bounded length. */
export function normalizeHistory(input: unknown): ChatTurn[] {
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
 * OPENAI_API_KEY is set, the built-in assistant grounded in app/content when not. Throws AssistantError.
 */
export async function answerChat(
  input: { message: string; history?: unknown },
  config: Config = getConfig(),
): Promise<AssistantAnswer> {
  const message = input.message.trim().slice(0, CHAT_MESSAGE_MAX);
  const history = normalizeHistory(input.history);
  const business = getBusiness();
  const raw = config.OPENAI_API_KEY
    ? await chatCompletion({
        baseUrl: config.OPENAI_BASE_URL,
        apiKey: config.OPENAI_API_KEY,
        model: config.OPENAI_MODEL,
        system: systemPrompt(business),
        history,
        message,
      })
    : localReply(message, history, business);
  const { text, bookingData } = extractBooking(raw);
  return { reply: text || (bookingData ? "" : raw.trim()), ...(bookingData ? { bookingData } : {}) };
}
