import { type ActionFunctionArgs, json } from "@remix-run/node";
import { chatLang, type ChatReply } from "~/lib/assistant/chat-protocol";
import { handleChatMessage } from "~/lib/assistant/chat.server";
import { assistantServiceWords } from "~/lib/content/assistant-words.server";
import { clientIp } from "~/lib/platform/client-ip.server";

/**
 * The widget's chat call (docs/product.md §7, call 5): JSON `{ message, conversationHistory, lang }` in (lang:
 * the page's language, English when absent), `{ reply, bookingData?, statusPath? }` or `{ error }` out
 * (statusPath: an emergency call-back was saved).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return json<ChatReply>({ error: "Method not allowed" }, { status: 405 });
  const body = (await request.json().catch(() => null)) as { message?: unknown; conversationHistory?: unknown; lang?: unknown } | null;
  if (!body) return json<ChatReply>({ error: "Expected a JSON body" }, { status: 400 });
  const lang = chatLang(body.lang);
  if (!lang) return json<ChatReply>({ error: "Unknown language" }, { status: 400 });
  const serviceWords = await assistantServiceWords(request);
  const outcome = await handleChatMessage(body.message, body.conversationHistory, clientIp(context), { page: "/chat/reply", lang, serviceWords });
  const headers = { "Cache-Control": "no-store" };
  if (!outcome.ok) return json<ChatReply>({ error: outcome.error }, { status: outcome.status, headers });
  return json<ChatReply>(
    {
      reply: outcome.reply,
      ...(outcome.bookingData ? { bookingData: outcome.bookingData } : {}),
      ...(outcome.statusPath ? { statusPath: outcome.statusPath } : {}),
    },
    { headers },
  );
}

export const loader = () => json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
