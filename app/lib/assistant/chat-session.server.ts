import { createCookieSessionStorage } from "@remix-run/node";
import type { ChatMessage } from "~/lib/assistant/chat-protocol";
import { getConfig } from "../platform/config.server";
import { type Lang, langOf, localePath } from "~/content/languages";
import { cookieSecurity } from "../platform/cookies.server";
import { singleton } from "../platform/singleton.server";

/**
 * The /chat page's conversation without JavaScript lives in a signed cookie (docs/decisions/0041):
 * no table, no server state, any instance can answer. Old messages are dropped to stay under the
 * browser's 4 kB cookie limit. Each language's page keeps its own conversation (its cookie's path is the page's:
 * /chat or /es/chat).
 */
const COOKIE_BUDGET = 3500;

function storage(lang: Lang) {
  return singleton(`chat-session-storage-${lang}`, () => {
    const config = getConfig();
    return createCookieSessionStorage({
      cookie: {
        name: "chat",
        path: localePath(lang, "/chat"),
        httpOnly: true,
        sameSite: "lax",
        secure: cookieSecurity(config).secure,
        maxAge: 60 * 60 * 24,
        secrets: [config.SESSION_SECRET],
      },
    });
  });
}

/** The conversation of the request's page's language. */
const storageFor = (request: Request) => storage(langOf(new URL(request.url).pathname));

export async function readConversation(request: Request): Promise<ChatMessage[]> {
  const session = await storageFor(request).getSession(request.headers.get("Cookie"));
  const messages = session.get("messages");
  return Array.isArray(messages) ? (messages as ChatMessage[]) : [];
}

/** Set-Cookie value holding the conversation (the newest messages that fit). */
export async function saveConversation(request: Request, messages: ChatMessage[]): Promise<string> {
  const s = storageFor(request);
  const session = await s.getSession(request.headers.get("Cookie"));
  let kept = messages;
  // Signed cookies are base64 of the JSON's UTF-8 bytes: about 4/3 of its byte length (a CJK character is 3 bytes).
  const size = (list: ChatMessage[]) => (Buffer.byteLength(JSON.stringify(list)) * 4) / 3;
  while (kept.length > 1 && size(kept) > COOKIE_BUDGET) kept = kept.slice(1);
  while (kept.length === 1 && size(kept) > COOKIE_BUDGET && kept[0].content.length > 0) {
    kept = [{ ...kept[0], content: kept[0].content.slice(0, Math.floor(kept[0].content.length * 0.8)) }];
  }
  session.set("messages", kept);
  return s.commitSession(session);
}

export async function clearConversation(request: Request): Promise<string> {
  const s = storageFor(request);
  return s.destroySession(await s.getSession(request.headers.get("Cookie")));
}
