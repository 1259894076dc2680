import { languages, type Lang } from "~/content/languages";

/**
 * The chat protocol shared by the widget (browser) and the assistant (server): shapes, limits and pure
 * helpers. No `.server` suffix, so components import it too (docs/product.md §3, "Chat message").
 */
export interface BookingData {
  service: string;
  name: string;
  phone: string;
  email: string;
  details: string;
}

/** An emergency call-back the assistant collected (the built-in assistant, or the model's tool call). */
export interface CallbackData {
  name: string;
  phone: string;
  address: string;
  /** What is wrong, in the visitor's words. */
  problem: string;
}

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export interface ChatMessage extends ChatTurn {
  timestamp: number;
  hasBookingAction?: boolean;
  bookingData?: BookingData;
  /** A saved emergency call-back: the link to its status page. */
  statusPath?: string;
  /** A failure bubble (docs/product.md §8). */
  isError?: boolean;
}

/** What the chat action answers to the widget's fetcher. */
export type ChatReply = { reply: string; bookingData?: BookingData; statusPath?: string } | { error: string };

/** What the widget posts to the chat action: the message, the last turns and the page's language. */
export interface ChatRequest {
  message: string;
  conversationHistory: ChatTurn[];
  lang: Lang;
}

/** docs/product.md §9: the widget sends the last 5 messages. */
export const CHAT_HISTORY_LENGTH = 5;
export const CHAT_MESSAGE_MAX = 1000;

/**
 * The page's language a chat post carries (`lang`, decision 0040): English when absent, null when it is not
 * one of the site's languages (the post is refused).
 */
export function chatLang(value: unknown): Lang | null {
  if (value === undefined || value === null || value === "") return "en";
  return languages.find((l) => l === value) ?? null;
}
