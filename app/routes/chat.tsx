import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { ChatMessages } from "~/components/chat/ChatMessages";
import type { ChatPageWords } from "~/lib/assistant/chat.messages";
import { chatFailure, chatPageText, chatUnreadable } from "~/lib/assistant/chat-page.server";
import { type ChatMessage, CHAT_HISTORY_LENGTH, CHAT_MESSAGE_MAX } from "~/lib/assistant/chat-protocol";
import { useBusiness } from "~/hooks/use-business";
import { useWords } from "~/hooks/use-lang";
import { useHydrated } from "~/hooks/use-hydrated";
import { useIsPending } from "~/hooks/use-is-pending";
import { handleChatMessage } from "~/lib/assistant/chat.server";
import { assistantServiceWords } from "~/lib/content/assistant-words.server";
import { clearConversation, readConversation, saveConversation } from "~/lib/assistant/chat-session.server";
import { clientIp } from "~/lib/platform/client-ip.server";
import { langOf, localePath } from "~/content/languages";
import { seo } from "~/lib/site/seo";

const VoicePanel = lazy(() => import("~/components/chat/VoicePanel").then((m) => ({ default: m.VoicePanel })));

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seo({ ...data.meta, path: "/chat" }, matches) : []);

// The page's words come from here, in the page's language only (decision 0210).
export async function loader({ request }: LoaderFunctionArgs) {
  const lang = langOf(new URL(request.url).pathname);
  return json({ messages: await readConversation(request), ...chatPageText(lang) }, { headers: { "Cache-Control": "private, no-store" } });
}

/**
 * The no-JS chat: the form posts here, the conversation is kept in the chat cookie (one per language), then back
 * to the page. The page's language is the assistant's (decision 0040).
 */
export async function action({ request, context }: ActionFunctionArgs) {
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

export default function ChatPage() {
  const { messages } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const business = useBusiness();
  const t = useWords<ChatPageWords>().chatPage;
  const hydrated = useHydrated();
  const posting = useIsPending({ state: "submitting" });
  const resetting = useIsPending({ intent: "reset", state: "submitting" });
  const sending = posting && !resetting;
  return (
    <section className="container-page max-w-3xl py-10" aria-labelledby="chat-title">
      <h1 id="chat-title" className="text-3xl font-extrabold">
        {t.title(business.assistantName)}
      </h1>
      <p className="mt-2 text-lg">{t.intro(business.assistantName)}</p>
      <div className="mt-6 rounded-2xl border border-navy-100 p-4">
        {messages.length === 0 ? (
          <p className="text-sm text-navy-700" data-testid="chat-empty">
            {t.empty(business.assistantName)}
          </p>
        ) : null}
        <ChatMessages messages={messages} assistantName={business.assistantName} loading={sending} />
        <Form method="post" id="chat-form" className="mt-4 flex flex-col gap-2">
          <label htmlFor="chat-page-message" className="font-semibold">
            {t.yourMessage}
          </label>
          {/* Keyed by the conversation's length: once a message is in it, the box starts empty again (with
              JavaScript the page does not reload; a refused message keeps its text). */}
          <textarea
            key={messages.length}
            id="chat-page-message"
            name="message"
            rows={3}
            maxLength={CHAT_MESSAGE_MAX}
            required
            defaultValue={actionData && "message" in actionData ? actionData.message : undefined}
            className="rounded-lg border border-navy-600 p-3"
          />
          {actionData && "error" in actionData ? (
            <p role="alert" className="text-sm font-semibold text-brand-700">
              {actionData.error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={sending}>
              {sending ? t.sending : t.send}
            </button>
            {messages.length > 0 ? (
              <button type="submit" name="intent" value="reset" formNoValidate className="btn-outline">
                {t.startOver}
              </button>
            ) : null}
          </div>
        </Form>
      </div>
      <div className="mt-6">
        {hydrated ? (
          <Suspense fallback={<p role="status">{t.loadingVoice}</p>}>
            <VoicePanel assistantName={business.assistantName} />
          </Suspense>
        ) : (
          // Only a browser without JavaScript shows it: one with it is just waiting for the visitor's first move.
          <noscript>
            <p data-testid="voice-needs-js">{t.voiceNeedsJs}</p>
          </noscript>
        )}
      </div>
    </section>
  );
}
