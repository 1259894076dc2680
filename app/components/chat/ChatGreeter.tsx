import { useEffect, useId, useRef, useState } from "react";
import { useWords } from "~/hooks/use-lang";
import type { ChatWords } from "~/lib/assistant/chat.messages";

/** Browser storage flag: the greeter has been shown (docs/product.md §4). */
const GREETER_STORAGE_KEY = "seen-greeter";
/** docs/product.md §9. */
const GREETER_DELAY_MS = 2000;

function seen(): boolean {
  try {
    return window.localStorage.getItem(GREETER_STORAGE_KEY) === "true";
  } catch {
    return true; // storage blocked: never nag
  }
}

declare global {
  interface Window {
    /** When the page was shown (Date.now()), noted by the inline script that waits for the visitor's intent. */
    __shownAt?: number;
  }
}

/**
 * How long the visitor has been on the page they landed on when its code arrives: a shared page loads its
 * code at the first intent (docs/decisions/0088), so the 2 s count from when the page was shown. Zero when the
 * greeter comes with a client navigation or the page loaded its code at once.
 */
const timeOnLandingPage = (landedHere: boolean) =>
  landedHere && window.__shownAt !== undefined ? Date.now() - window.__shownAt : 0;

/** A keyboard user is moving through the page (focus shown on something): a card appearing now could hide it. */
const keyboardFocusOnPage = () => document.activeElement?.matches(":focus-visible") === true;

/**
 * The one-time greeter: appears 2 s after the first visit, then never again. It is a non-modal strip (a card
 * from lg) above the chat launcher that never takes focus, and it keeps out of keyboard focus's way (decision 0043): it does not
 * appear while a keyboard user is on a control of the page, and it closes when focus goes anywhere outside it
 * or the visitor presses Escape, so it never hides the focused element (WCAG 2.2 2.4.11).
 */
export function ChatGreeter({
  assistantName,
  businessName,
  chatOpen,
  landedHere,
  onChat,
}: {
  assistantName: string;
  businessName: string;
  /** The chat is already open: no need to greet. */
  chatOpen: boolean;
  /** This is the page the visitor landed on (not reached by a client navigation). */
  landedHere: boolean;
  onChat: () => void;
}) {
  const t = useWords<ChatWords>().chat;
  const [visible, setVisible] = useState(false);
  const titleId = useId();
  const card = useRef<HTMLElement>(null);

  useEffect(() => {
    if (seen()) return;
    const timer = setTimeout(() => {
      // Not shown, so not remembered: the next visit greets instead.
      if (keyboardFocusOnPage()) return;
      setVisible(true);
      try {
        window.localStorage.setItem(GREETER_STORAGE_KEY, "true");
      } catch {
        /* shown once per page load then */
      }
    }, Math.max(0, GREETER_DELAY_MS - timeOnLandingPage(landedHere)));
    return () => clearTimeout(timer);
  }, [landedHere]);

  useEffect(() => {
    if (!visible) return;
    const onFocus = (event: FocusEvent) => {
      if (!card.current?.contains(event.target as Node)) setVisible(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setVisible(false);
    };
    document.addEventListener("focusin", onFocus);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("focusin", onFocus);
      document.removeEventListener("keydown", onKey);
    };
  }, [visible]);

  if (!visible || chatOpen) return null;
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      ref={card}
      data-testid="chat-greeter"
      // On a phone a strip above the bottom bar, low enough to leave the hero's buttons and most of the screen
      // clear; from lg a card above the round launcher.
      className="fixed inset-x-2 bottom-[4.25rem] z-40 rounded-2xl border border-navy-100 bg-white p-3 shadow-2xl lg:inset-x-auto lg:bottom-24 lg:right-4 lg:w-80 lg:p-4"
    >
      <h2 id={titleId} className="font-bold lg:text-lg">
        {t.greeterTitle(assistantName)}
      </h2>
      {/* Read on a phone too; shown from lg, where the card has room for it. */}
      <p className="sr-only text-sm lg:not-sr-only">{t.greeterText(businessName)}</p>
      <div className="mt-2 flex gap-2 lg:mt-3 lg:flex-col">
        <button
          type="button"
          className="btn-secondary flex-1 px-3"
          onClick={() => {
            setVisible(false);
            onChat();
          }}
        >
          {t.greeterChat(assistantName)}
        </button>
        <button type="button" className="btn-outline flex-1 px-3" onClick={() => setVisible(false)}>
          {t.greeterLater}
        </button>
      </div>
    </section>
  );
}
