import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useBookingDialog } from "~/components/forms/FormDialogs";
import { useBusiness } from "~/hooks/use-business";
import { ChatMessages, type OpenBooking } from "./ChatMessages";
import { CHAT_HISTORY_LENGTH, CHAT_MESSAGE_MAX, type ChatMessage, type ChatReply, type ChatRequest } from "~/lib/assistant/chat-protocol";
import { useLang, useWords } from "~/hooks/use-lang";
import type { ChatWords } from "~/lib/assistant/chat.messages";

// The voice code (audio worklet, websocket, playback) loads when the visitor first opens the voice panel.
const VoicePanel = lazy(() => import("./VoicePanel").then((m) => ({ default: m.VoicePanel })));

/** Asks the chat action (docs/product.md §7, call 5) with the page's language; a missing reply is an error. */
async function askAssistant(request: ChatRequest) {
  const response = await fetch("/chat/reply", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(request),
  });
  const data = (await response.json().catch(() => null)) as ChatReply | null;
  if (!data) throw new Error(`The server answered ${response.status}`);
  if ("error" in data) throw new Error(data.error);
  if (typeof data.reply !== "string") throw new Error("No reply received");
  return data;
}

/**
 * The chat widget's conversation, loaded when the visitor first opens the chat (ChatWidget.tsx). It stays
 * mounted once opened, hidden while closed, so the conversation survives closing and reopening.
 */
export function ChatPanel({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const business = useBusiness();
  const lang = useLang();
  const t = useWords<ChatWords>().chat;
  const booking = useBookingDialog();
  // 'Book consultation call' opens the booking dialog in quick-booking mode, prefilled from the block (kept
  // in memory); without the dialog host it posts the block to /book.
  const onBook: OpenBooking | undefined = booking.available
    ? (data, service) =>
        booking.open({
          quick: true,
          prefill: { service, name: data.name, phone: data.phone, email: data.email, message: data.details },
        })
    : undefined;
  const name = business.assistantName;
  const [voice, setVoice] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [input, setInput] = useState("");
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const inputId = useId();

  useEffect(() => {
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight });
  }, [messages, loading]);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  async function send(raw: string) {
    const text = raw.trim().slice(0, CHAT_MESSAGE_MAX);
    // Empty or whitespace messages, and messages while an answer is pending, are ignored (docs/product.md §5).
    if (!text || busy.current) return;
    busy.current = true;
    setLoading(true);
    const history = messages
      .filter((m) => !m.isError)
      .slice(-CHAT_HISTORY_LENGTH)
      .map(({ role, content }) => ({ role, content }));
    setMessages((list) => [...list, { role: "user", content: text, timestamp: Date.now() }]);
    setInput("");
    try {
      const data = await askAssistant({ message: text, conversationHistory: history, lang });
      setMessages((list) => [
        ...list,
        {
          role: "assistant",
          content: data.reply,
          timestamp: Date.now(),
          ...(data.bookingData ? { hasBookingAction: true, bookingData: data.bookingData } : {}),
          ...(data.statusPath ? { statusPath: data.statusPath } : {}),
        },
      ]);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      setMessages((list) => [...list, { role: "assistant", content: t.failure(detail), timestamp: Date.now(), isError: true }]);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(input);
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the panel
    <section
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      id={id}
      hidden={!open}
      aria-labelledby={`${id}-title`}
      data-testid="chat-panel"
      className={`fixed bottom-20 right-2 z-40 ${open ? "flex" : "hidden"} max-h-[min(70vh,36rem)] w-[min(100vw-2rem,24rem)] flex-col overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-2xl lg:bottom-24 lg:right-4`}
    >
      <header className="flex items-center justify-between gap-2 bg-navy-800 px-4 py-3 text-white">
        <div>
          <h2 id={`${id}-title`} className="font-bold">
            {t.title(name)}
          </h2>
          <p className="text-xs text-navy-100">{t.panelTagline}</p>
        </div>
        <div className="flex gap-1">
          <button
            type="button"
            className="min-h-[44px] rounded-lg px-3 text-sm font-semibold hover:bg-navy-700"
            aria-pressed={voice}
            onClick={() => setVoice((v) => !v)}
          >
            {t.voice}
          </button>
          <button
            type="button"
            className="min-h-[44px] min-w-[44px] rounded-lg text-lg hover:bg-navy-700"
            aria-label={t.closeChat}
            onClick={onClose}
          >
            <span aria-hidden="true" className="icon icon-close h-5 w-5" />
          </button>
        </div>
      </header>
      {voice && open ? (
        <div className="border-b border-navy-100 p-3">
          <Suspense fallback={<p role="status">{t.loadingVoice}</p>}>
            <VoicePanel assistantName={name} />
          </Suspense>
        </div>
      ) : null}
      <div ref={scroller} className="flex-1 overflow-y-auto p-4" aria-live="polite">
        <p className="mb-3 rounded-2xl bg-navy-50 px-4 py-2 text-sm">{t.welcome(name, business.name)}</p>
        <ChatMessages messages={messages} assistantName={name} onBook={onBook} loading={loading} />
      </div>
      <form
        className="flex items-end gap-2 border-t border-navy-100 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          void send(input);
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {t.messageTo(name)}
        </label>
        <textarea
          id={inputId}
          ref={inputRef}
          rows={2}
          value={input}
          maxLength={CHAT_MESSAGE_MAX}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t.placeholder}
          className="flex-1 resize-none rounded-lg border border-navy-600 p-2 text-sm"
        />
        <button type="submit" className="btn-primary min-h-[44px] px-4" disabled={loading}>
          {t.send}
        </button>
      </form>
    </section>
  );
}
