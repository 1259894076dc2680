import type { BookingData } from "~/lib/assistant/chat-protocol";
import { chatText } from "./chat.messages";
import type { Lang } from "~/content/languages";
import { AssistantError, answerChat } from "./assistant.server";
import type { ServiceWords } from "./assistant-knowledge.server";
import { callbackText } from "./emergency-callback.messages";
import { takeEmergencyCallback } from "./emergency-callback.server";
import { log } from "../platform/log.server";
import type { FormDeps } from "../requests/form-deps.server";
import { RATE_LIMITED_MESSAGE, rateLimit, type RateLimitRule } from "../platform/rate-limit.server";

/** Chat costs money when a key is set: 20 messages per IP per 5 minutes is plenty for a person. */
const CHAT_RATE_LIMIT: RateLimitRule = { name: "chat", limit: 20, windowMs: 5 * 60_000 };

type ChatOutcome =
  | { ok: true; reply: string; bookingData?: BookingData; statusPath?: string }
  | { ok: false; status: number; error: string };

/** Where the chat ran: its page (saved on a call-back's lead) and the page's language. */
interface ChatPlace {
  page?: string;
  lang?: Lang;
  /** The services' published words, so answers quote the office's prices. */
  serviceWords?: ServiceWords;
}

/**
 * One visitor message through the rate limit and the assistant; an emergency call-back the assistant took is
 * saved here, confirmed in the conversation's language (`deps`: the forms' dependencies, built only when one is
 * saved; given, the assistant states their business facts). Never throws.
 */
export async function handleChatMessage(message: unknown, history: unknown, ip: string, place: ChatPlace = {}, deps?: FormDeps): Promise<ChatOutcome> {
  const page = place.page ?? "/chat";
  if (typeof message !== "string" || !message.trim()) return { ok: false, status: 400, error: chatText[place.lang ?? "en"].noMessage };
  const limited = await rateLimit(CHAT_RATE_LIMIT, ip);
  if (!limited.ok) return { ok: false, status: 429, error: RATE_LIMITED_MESSAGE };
  try {
    const { callback, callbackInvalid, lang, ...answer } = await answerChat({ message, history, lang: place.lang, serviceWords: place.serviceWords }, undefined, deps ? async () => deps.business : undefined);
    if (callbackInvalid) return { ok: true, ...answer, reply: [answer.reply, callbackText[lang].invalid].filter(Boolean).join("\n\n") };
    if (!callback) return { ok: true, ...answer };
    // The lead's language: passed on here, recorded on the lead where leads carry one.
    const taken = await takeEmergencyCallback(callback, { ip, page }, deps, lang);
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
