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

/**
 * The one-time greeter: appears 2 s after the first visit, then never again. It is a non-modal card
 * beside the chat launcher, so it never blocks the page or takes focus from what the visitor is doing.
 */
export function ChatGreeter({
  assistantName,
  businessName,
  chatOpen,
  onChat,
}: {
  assistantName: string;
  businessName: string;
  /** The chat is already open: no need to greet. */
  chatOpen: boolean;
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
    }, GREETER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

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
