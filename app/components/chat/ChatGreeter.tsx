import { useEffect, useId, useState } from "react";

/** Browser storage flag: the greeter has been shown (docs/product.md §4). */
export const GREETER_STORAGE_KEY = "seen-greeter";
/** docs/product.md §9. */
export const GREETER_DELAY_MS = 2000;

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

/**
 * The one-time greeter: appears 2 s after the first visit, then never again. It is a non-modal card
 * beside the chat launcher, so it never blocks the page or takes focus from what the visitor is doing.
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
  const [visible, setVisible] = useState(false);
  const titleId = useId();

  useEffect(() => {
    if (seen()) return;
    const timer = setTimeout(() => {
      setVisible(true);
      try {
        window.localStorage.setItem(GREETER_STORAGE_KEY, "true");
      } catch {
        /* shown once per page load then */
      }
    }, Math.max(0, GREETER_DELAY_MS - timeOnLandingPage(landedHere)));
    return () => clearTimeout(timer);
  }, [landedHere]);

  if (!visible || chatOpen) return null;
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="chat-greeter"
      className="fixed bottom-36 right-4 z-40 w-[min(100vw-2rem,20rem)] rounded-2xl border border-navy-100 bg-white p-4 shadow-2xl lg:bottom-24"
    >
      <h2 id={titleId} className="text-lg font-bold">
        Hi, I&apos;m {assistantName}!
      </h2>
      <p className="mt-1 text-sm">
        I&apos;m the virtual office manager at {businessName}. Questions about a price, your area or an electrical problem? I
        can answer right now and book you a free consultation.
      </p>
      <div className="mt-3 flex flex-col gap-2">
        <button
          type="button"
          className="btn-primary"
          onClick={() => {
            setVisible(false);
            onChat();
          }}
        >
          Chat with {assistantName} Now
        </button>
        <button type="button" className="btn-outline" onClick={() => setVisible(false)}>
          Maybe Later
        </button>
      </div>
    </section>
  );
}
