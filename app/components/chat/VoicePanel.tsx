import { useEffect, useId, useRef, useState } from "react";
import { useLang, useWords } from "~/hooks/use-lang";
import type { ChatWords } from "~/lib/assistant/chat.messages";
import { type VoiceError, VoiceSession, type VoiceState } from "./voice-client";

type VoiceStates = ChatWords["chat"]["voiceStates"];
const stateLabel = (labels: VoiceStates, state: VoiceState, name: string) =>
  state === "speaking" ? labels.speaking(name) : labels[state];

interface TranscriptEntry {
  role: "user" | "assistant";
  text: string;
  final: boolean;
}

/** Voice conversation with the assistant through the relay (docs/product.md §4, voice chat states). */
export function VoicePanel({ assistantName }: { assistantName: string }) {
  const lang = useLang();
  const t = useWords<ChatWords>().chat;
  const [state, setState] = useState<VoiceState>("disconnected");
  const [error, setError] = useState<VoiceError | null>(null);
  const [transcript, setTranscript] = useState<TranscriptEntry[]>([]);
  const [text, setText] = useState("");
  const session = useRef<VoiceSession | null>(null);
  const textId = useId();

  useEffect(() => () => session.current?.stop(), []);

  function callbacks() {
    return {
      onState: setState,
      onError: setError,
      onTranscript: (entry: TranscriptEntry) =>
        setTranscript((list) => {
          const last = list[list.length - 1];
          // Assistant transcript deltas grow the same bubble until it is final.
          if (entry.role === "assistant" && last?.role === "assistant" && !last.final) return [...list.slice(0, -1), entry];
          return [...list, entry].slice(-20);
        }),
    };
  }

  async function start() {
    setError(null);
    session.current?.stop();
    const s = new VoiceSession(callbacks(), lang, t.voiceErrors);
    session.current = s;
    await s.start();
  }

  function stop() {
    session.current?.stop();
  }

  function sendText(event: React.FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    setError(null);
    if (session.current) session.current.sendText(value);
    else setError({ title: "Voice", message: t.voiceErrors.notConnected });
    setText("");
  }

  const active = state !== "disconnected";
  return (
    <section aria-label={t.voicePanel} className="rounded-xl border border-navy-100 p-3" data-testid="voice-panel">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold" data-testid="voice-state" data-state={state} aria-live="polite">
          {stateLabel(t.voiceStates, state, assistantName)}
        </p>
        {active ? (
          <button type="button" className="btn-outline min-h-[44px] px-3 text-sm" onClick={stop}>
            {t.voiceEnd}
          </button>
        ) : (
          <button type="button" className="btn-secondary min-h-[44px] px-3 text-sm" onClick={() => void start()}>
            {t.voiceStart}
          </button>
        )}
      </div>
      {error ? (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 p-2 text-sm text-red-900" data-testid="voice-error">
          {error.title === t.voiceErrors.connectionError ? <strong>{error.title}: </strong> : null}
          {error.message}
        </p>
      ) : null}
      {transcript.length > 0 ? (
        <ol className="mt-2 flex max-h-40 flex-col gap-1 overflow-y-auto text-sm" aria-label={t.voiceTranscript} data-testid="voice-transcript">
          {transcript.map((entry, i) => (
            <li key={i} className={entry.role === "user" ? "text-right" : ""}>
              <span className="font-semibold">{entry.role === "user" ? t.voiceYou : assistantName}: </span>
              {entry.text}
            </li>
          ))}
        </ol>
      ) : null}
      {/* On a phone the box takes the whole row, so its placeholder is not cut off beside the button. */}
      <form onSubmit={sendText} className="mt-2 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={textId} className="sr-only">
          {t.voiceTypeTo(assistantName)}
        </label>
        <input
          id={textId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="min-h-[44px] flex-1 rounded-lg border border-navy-600 px-3 text-sm"
          placeholder={t.voicePlaceholder}
        />
        <button type="submit" className="btn-outline min-h-[44px] px-3 text-sm">
          {t.voiceSay}
        </button>
      </form>
    </section>
  );
}
