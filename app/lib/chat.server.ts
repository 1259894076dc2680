import type { BookingData } from "~/lib/chat-protocol";
import { AssistantError, answerChat } from "./assistant.server";
import { log } from "./log.server";
import { RATE_LIMITED_MESSAGE, rateLimit, type RateLimitRule } from "./rate-limit.server";

/** Chat costs money when a key is set: 20 messages per IP per 5 minutes is plenty for a person. */
export const CHAT_RATE_LIMIT: RateLimitRule = { name: "chat", limit: 20, windowMs: 5 * 60_000 };

export type ChatOutcome =
  | { ok: true; reply: string; bookingData?: BookingData }
  | { ok: false; status: number; error: string };

/** One visitor message through the rate limit and the assistant; never throws. */
export async function handleChatMessage(message: unknown, history: unknown, ip: string): Promise<ChatOutcome> {
  if (typeof message !== "string" || !message.trim()) return { ok: false, status: 400, error: "Please type a message." };
  const limited = await rateLimit(CHAT_RATE_LIMIT, ip);
  if (!limited.ok) return { ok: false, status: 429, error: RATE_LIMITED_MESSAGE };
  try {
    const answer = await answerChat({ message, history });
    return { ok: true, ...answer };
  } catch (error) {
    if (error instanceof AssistantError) {
      log.warn("chat assistant failed", { error: error.message });
      return { ok: false, status: 502, error: error.message };
    }
    log.error("chat failed", { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    return { ok: false, status: 500, error: "Something went wrong on our side" };
  }
}
