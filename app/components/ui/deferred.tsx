import { useFetchers, useNavigation } from "@remix-run/react";
import { type ComponentType, lazy, type RefObject, Suspense, useEffect, useRef } from "react";

/** Marks the part live once React has hydrated it (tests and people debugging wait for `data-deferred="live"`). */
function Live({ box }: { box: RefObject<HTMLDivElement> }) {
  useEffect(() => {
    if (box.current) box.current.dataset.deferred = "live";
  }, [box]);
  return null;
}

/** Reaching for a part of the page: a pointer over it, a touch, or keyboard focus inside it. */
const FIRST_USE = ["pointerover", "touchstart", "focusin", "input"] as const;

/**
 * A part of the page whose code loads when the visitor first reaches for it, not with the page. The server
 * renders it whole; in the browser its HTML stays as served (a form in it still posts as a plain HTML form)
 * until the code arrives, then React hydrates it in place. Rendered after a client navigation, with no HTML
 * to keep, it loads at once. docs/decisions/0085-code-on-first-use.md.
 *
 *   const ContactForm = deferUntilUsed(() => import("./ContactForm").then((m) => m.ContactForm));
 */
export function deferUntilUsed<P extends object>(load: () => Promise<ComponentType<P>>, className?: string) {
  return deferred(load, FIRST_USE, className);
}

/**
 * A part that needs no JavaScript where it was served (structured data, say): its HTML is kept as served and
 * never hydrated; its code loads only to render it after a client navigation.
 */
export function keepServedHtml<P extends object>(load: () => Promise<ComponentType<P>>, className?: string) {
  return deferred(load, [], className);
}

/** The code loaders of the deferred parts on the page now. */
const partsOnPage = new Set<() => Promise<unknown>>();

/**
 * Loads the code of every deferred part on the page. Code that starts router activity of its own while parts may
 * not be live yet (the booking dialog's fetcher, opened from the chat) waits for this first: React holds the
 * answer until every part above which it lands is hydrated, and a part whose code is still on its way when an
 * urgent update reaches it is dropped from hydration, leaving the answer waiting for good (docs/performance.md, "Code on first use").
 */
export function loadDeferredParts(): Promise<unknown> {
  return Promise.all([...partsOnPage].map((loadPart) => loadPart()));
}

function deferred<P extends object>(load: () => Promise<ComponentType<P>>, triggers: readonly string[], className?: string) {
  let start = () => {};
  const started = typeof document === "undefined" ? Promise.resolve() : new Promise<void>((resolve) => (start = resolve));
  let code: Promise<ComponentType<P>> | undefined;
  const loadCode = () => (code ??= started.then(load));
  const loadNow = () => {
    start();
    return loadCode();
  };
  const Lazy = lazy(() => loadCode().then((component) => ({ default: component as ComponentType<object> })));

  function Deferred(props: P) {
    const box = useRef<HTMLDivElement>(null);
    // React cannot apply a navigation or a fetcher's answer above a part it has not hydrated until the part
    // hydrates, so any router activity loads the code now (during render: that update waits for it).
    const navigation = useNavigation();
    const fetchers = useFetchers();
    if (navigation.state !== "idle" || fetchers.length > 0) start();
    useEffect(() => {
      partsOnPage.add(loadNow);
      return () => void partsOnPage.delete(loadNow);
    }, []);
    useEffect(() => {
      const element = box.current;
      // Nothing served to keep (a client navigation): load now.
      if (!element?.firstChild) return start();
      // Already in use before the page's own code ran.
      if (triggers.length && element.matches(":hover, :focus-within")) return start();
      // Listened to on window, first: React stops hover and focus events bound for a part it has not
      // hydrated yet before they reach the part.
      const begin = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) start();
      };
      for (const type of triggers) window.addEventListener(type, begin, { capture: true, passive: true });
      return () => {
        for (const type of triggers) window.removeEventListener(type, begin, { capture: true });
      };
    }, []);
    return (
      <div ref={box} className={className} data-deferred="">
        <Suspense fallback={null}>
          <Lazy {...(props as object)} />
          <Live box={box} />
        </Suspense>
      </div>
    );
  }
  return Deferred;
}
