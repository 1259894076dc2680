import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { ChatMessages } from "~/components/chat/ChatMessages";
import type { ChatPageWords } from "~/lib/assistant/chat.messages";
import { chatPage, sendChatMessage } from "~/lib/assistant/chat-page.server";
import { CHAT_MESSAGE_MAX } from "~/lib/assistant/chat-protocol";
import { useBusiness } from "~/hooks/use-business";
import { useWords } from "~/hooks/use-lang";
import { useHydrated } from "~/hooks/use-hydrated";
import { useIsPending } from "~/hooks/use-is-pending";
import { seo } from "~/lib/site/seo";

const VoicePanel = lazy(() => import("~/components/chat/VoicePanel").then((m) => ({ default: m.VoicePanel })));

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seo({ ...data.meta, path: "/chat" }, matches) : []);

export const loader = ({ request }: LoaderFunctionArgs) => chatPage(request);

export const action = (args: ActionFunctionArgs) => sendChatMessage(args);

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
