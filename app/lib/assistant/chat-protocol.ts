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

/** docs/product.md §9: the widget sends the last 5 messages. */
export const CHAT_HISTORY_LENGTH = 5;
export const CHAT_MESSAGE_MAX = 1000;

/** docs/product.md §8: an assistant bubble saying it has trouble connecting, to try again, with the error text. */
export const chatFailureText = (error: string) =>
  `I'm having trouble connecting right now. Please try again in a moment. (${error})`;

/**
 * The /book page prefilled from a booking block (the hand-off without JavaScript, and before it loads) is
 * a POST with this intent: name, phone and email never go into a URL (history, logs, Referer).
 */
export const BOOKING_PREFILL_INTENT = "prefill";
