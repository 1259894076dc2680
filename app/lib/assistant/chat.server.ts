import type { BookingData } from "~/lib/assistant/chat-protocol";
import { AssistantError, answerChat } from "./assistant.server";
import { callbackMessages } from "./emergency-callback.messages";
import { takeEmergencyCallback } from "./emergency-callback.server";
import { log } from "../platform/log.server";
import type { FormDeps } from "../requests/public-form.server";
import { RATE_LIMITED_MESSAGE, rateLimit, type RateLimitRule } from "../platform/rate-limit.server";

/** Chat costs money when a key is set: 20 messages per IP per 5 minutes is plenty for a person. */
const CHAT_RATE_LIMIT: RateLimitRule = { name: "chat", limit: 20, windowMs: 5 * 60_000 };

type ChatOutcome =
  | { ok: true; reply: string; bookingData?: BookingData; statusPath?: string }
  | { ok: false; status: number; error: string };

/**
 * One visitor message through the rate limit and the assistant; an emergency call-back the assistant took is
 * saved here (`page` is where the chat ran; `deps` the forms' dependencies, built only when one is saved).
 * Never throws.
 */
export async function handleChatMessage(message: unknown, history: unknown, ip: string, page = "/chat", deps?: FormDeps): Promise<ChatOutcome> {
  if (typeof message !== "string" || !message.trim()) return { ok: false, status: 400, error: "Please type a message." };
  const limited = await rateLimit(CHAT_RATE_LIMIT, ip);
  if (!limited.ok) return { ok: false, status: 429, error: RATE_LIMITED_MESSAGE };
  try {
    const { callback, callbackInvalid, ...answer } = await answerChat({ message, history });
    if (callbackInvalid) return { ok: true, ...answer, reply: [answer.reply, callbackMessages.invalid].filter(Boolean).join("\n\n") };
    if (!callback) return { ok: true, ...answer };
    const taken = await takeEmergencyCallback(callback, { ip, page }, deps);
    return { ok: true, ...answer, reply: [answer.reply, taken.reply].filter(Boolean).join("\n\n"), ...(taken.statusPath ? { statusPath: taken.statusPath } : {}) };
  } catch (error) {
    if (error instanceof AssistantError) {
      log.warn("chat assistant failed", { error: error.message });
      return { ok: false, status: 502, error: error.message };
    }
    log.error("chat failed", { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    return { ok: false, status: 500, error: "Something went wrong on our side" };
  }
}
