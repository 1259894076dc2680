import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useBookingDialog } from "~/components/forms/FormDialogs";
import { useBusiness } from "~/hooks/use-business";
import type { OpenBooking } from "./ChatMessages";
import { ChatGreeter } from "./ChatGreeter";
import { CHAT_HISTORY_LENGTH, CHAT_MESSAGE_MAX, type ChatMessage, type ChatReply, type ChatRequest } from "~/lib/assistant/chat-protocol";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLang, useLocalePath, useWords } from "~/hooks/use-lang";
import type { ChatWords } from "~/lib/assistant/chat.messages";
import { WordsOnFirstUse } from "~/components/ui/words-on-first-use";

// The conversation's code loads when the visitor first opens the panel.
const ChatMessages = lazy(() => import("./ChatMessages").then((m) => ({ default: m.ChatMessages })));
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
 * The launcher docks in space the page keeps free for it (app/tailwind.css; docs/performance.md, "The chat launcher and the greeter"): below lg at the
 * bottom bar's right end, from lg as a round button in the right margin, so it never covers a control.
 */
const LAUNCHER_CLASS =
  "btn-volt fixed bottom-2 right-2 z-40 h-11 w-24 px-2 shadow-md lg:bottom-6 lg:right-4 lg:h-14 lg:w-14 lg:rounded-full lg:shadow-xl";

/** A speech bubble drawn inline: an emoji shows as an empty box where no emoji font is installed. */
function ChatIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" className="shrink-0 lg:h-7 lg:w-7">
      <path
        d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 4 13.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M8 8.5h8M8 12h5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The icon, a short visible word (none from lg) and the rest of the name for assistive technology. */
function LauncherLabel({ text, rest }: { text: string; rest: string }) {
  return (
    <>
      <ChatIcon />
      <span className="lg:sr-only">{text}</span>
      <span className="sr-only">{rest}</span>
    </>
  );
}

/**
 * The home page's chat widget with its one-time greeter, in the page's language. Without JavaScript the
 * launcher is a link to the /chat page (/es/chat in Spanish), which holds the conversation server-side. Its words
 * are not in the home page's data, which is at its size's edge: the server renders the launcher with them, and
 * the browser fetches them as the page's code arrives, keeping the served launcher until they come.
 */
export function ChatWidget() {
  return (
    <Suspense fallback={null}>
      <WordsOnFirstUse part="chat">
        <Widget />
      </WordsOnFirstUse>
    </Suspense>
  );
}

function Widget() {
  const business = useBusiness();
  const lang = useLang();
  const t = useWords<ChatWords>().chat;
  const to = useLocalePath();
  const booking = useBookingDialog();
  // 'Book Consultation Call' opens the booking dialog in quick-booking mode, prefilled from the block (kept
  // in memory); before hydration (or without the dialog host) it posts the block to /book.
  const onBook: OpenBooking | undefined = booking.available
    ? (data, service) =>
        booking.open({
          quick: true,
          prefill: { service, name: data.name, phone: data.phone, email: data.email, message: data.details },
        })
    : undefined;
  const name = business.assistantName;
  const hydrated = useHydrated();
  // Rendered while the page hydrates: the visitor landed on this page.
  const landedHere = useRef(!hydrated).current;
  const [open, setOpen] = useState(false);
  const [voice, setVoice] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [input, setInput] = useState("");
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const panelId = useId();
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

  /** Closes the panel and gives focus back to the launcher. */
  function close() {
    setOpen(false);
    launcherRef.current?.focus();
  }

  return (
    <>
      {hydrated ? (
        <button
          type="button"
          ref={launcherRef}
          className={LAUNCHER_CLASS}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          data-testid="chat-launcher"
          data-chat-launcher=""
        >
          <LauncherLabel text={open ? t.close : t.launcher} rest={open ? t.closeRest : t.launcherRest(name)} />
        </button>
      ) : (
        <a href={to("/chat")} className={LAUNCHER_CLASS} data-testid="chat-launcher" data-chat-launcher="">
          <LauncherLabel text={t.launcher} rest={t.launcherRest(name)} />
        </a>
      )}
      {!hydrated ? null : (
        <ChatGreeter
          assistantName={name}
          businessName={business.name}
          chatOpen={open}
          landedHere={landedHere}
          onChat={() => setOpen(true)}
        />
      )}
      {/* The panel opens only from the hydrated launcher, so the served page carries none of its markup. */}
      {!hydrated ? null : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the panel
        <section
          onKeyDown={(event) => {
            if (event.key === "Escape") close();
          }}
          id={panelId}
          hidden={!open}
          aria-labelledby={`${panelId}-title`}
          data-testid="chat-panel"
          className={`fixed bottom-20 right-2 z-40 ${open ? "flex" : "hidden"} max-h-[min(70vh,36rem)] w-[min(100vw-2rem,24rem)] flex-col overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-2xl lg:bottom-24 lg:right-4`}
        >
          <header className="flex items-center justify-between gap-2 bg-navy-800 px-4 py-3 text-white">
            <div>
              <h2 id={`${panelId}-title`} className="font-bold">
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
                onClick={close}
              >
                <span aria-hidden="true">✕</span>
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
            {open ? (
              <Suspense fallback={null}>
                <ChatMessages messages={messages} assistantName={name} onBook={onBook} loading={loading} />
              </Suspense>
            ) : null}
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
      )}
    </>
  );
}
