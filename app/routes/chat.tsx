import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { ChatMessages } from "~/components/chat/ChatMessages";
import { type ChatMessage, CHAT_HISTORY_LENGTH, CHAT_MESSAGE_MAX, chatFailureText } from "~/lib/assistant/chat-protocol";
import { useBusiness } from "~/components/layout/use-business";
import { useHydrated } from "~/hooks/use-hydrated";
import { useIsPending } from "~/hooks/use-is-pending";
import { handleChatMessage } from "~/lib/assistant/chat.server";
import { clearConversation, readConversation, saveConversation } from "~/lib/assistant/chat-session.server";
import { clientIp } from "~/lib/platform/client-ip.server";
import { businessFromMatches, seo } from "~/lib/site/seo";

const VoicePanel = lazy(() => import("~/components/chat/VoicePanel").then((m) => ({ default: m.VoicePanel })));

export const meta: MetaFunction = ({ matches }) =>
  seo(
    {
      title: `Chat with ${businessFromMatches(matches).assistantName} | Virtual Office Manager`,
      description: "Ask our virtual office manager about prices, service areas, hours and emergencies, or book a free consultation.",
      path: "/chat",
    },
    matches,
  );

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ messages: await readConversation(request) }, { headers: { "Cache-Control": "private, no-store" } });
}

/** The no-JS chat: the form posts here, the conversation is kept in the chat cookie, then back to the page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form) return json({ error: "Please type a message.", message: "" }, { status: 400 });
  if (form.get("intent") === "reset") {
    return redirect("/chat", { headers: { "Set-Cookie": await clearConversation(request) } });
  }
  const message = String(form.get("message") ?? "").trim();
  if (!message) return redirect("/chat");
  const messages = await readConversation(request);
  const history = messages.filter((m) => !m.isError).map(({ role, content }) => ({ role, content }));
  const outcome = await handleChatMessage(message, history.slice(-CHAT_HISTORY_LENGTH), clientIp(context));
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
    next.push({ role: "assistant", content: chatFailureText(outcome.error), timestamp: now + 1, isError: true });
  }
  // Back to the page (post/redirect/get); no fragment, so every reply is a fresh document load.
  return redirect("/chat", { headers: { "Set-Cookie": await saveConversation(request, next) } });
}

export default function ChatPage() {
  const { messages } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const business = useBusiness();
  const hydrated = useHydrated();
  const posting = useIsPending({ state: "submitting" });
  const resetting = useIsPending({ intent: "reset", state: "submitting" });
  const sending = posting && !resetting;
  return (
    <section className="container-page max-w-3xl py-10" aria-labelledby="chat-title">
      <h1 id="chat-title" className="text-3xl font-extrabold">
        Chat with {business.assistantName}
      </h1>
      <p className="mt-2 text-lg">
        {business.assistantName} is our virtual office manager: ask about prices, service areas, hours or an electrical
        emergency, or book a free consultation. For fire or smoke, call 911 first.
      </p>
      <div className="mt-6 rounded-2xl border border-navy-100 p-4">
        {messages.length === 0 ? (
          <p className="text-sm text-navy-700" data-testid="chat-empty">
            Hi! I&apos;m {business.assistantName}. How can I help with your electrical project today?
          </p>
        ) : null}
        <ChatMessages messages={messages} assistantName={business.assistantName} loading={sending} />
        <Form method="post" id="chat-form" className="mt-4 flex flex-col gap-2">
          <label htmlFor="chat-page-message" className="font-semibold">
            Your message
          </label>
          <textarea
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
              {sending ? "Sending..." : "Send"}
            </button>
            {messages.length > 0 ? (
              <button type="submit" name="intent" value="reset" formNoValidate className="btn-outline">
                Start over
              </button>
            ) : null}
          </div>
        </Form>
      </div>
      <div className="mt-6">
        {hydrated ? (
          <Suspense fallback={<p role="status">Loading voice chat…</p>}>
            <VoicePanel assistantName={business.assistantName} />
          </Suspense>
        ) : (
          <p data-testid="voice-needs-js">Voice chat needs JavaScript and a microphone. You can type to us here, or call us.</p>
        )}
      </div>
    </section>
  );
}
