import { type ComponentType, lazy, Suspense, useEffect, useRef } from "react";

/** Reaching for a part of the page: a pointer over it, a touch, or keyboard focus inside it. */
const FIRST_USE = ["pointerover", "touchstart", "focusin"] as const;

/**
 * A part of the page whose code loads when the visitor first reaches for it, not with the page. The server
 * renders it whole; in the browser its HTML stays as served (a form in it still posts as a plain HTML form)
 * until the code arrives, then React hydrates it in place. Rendered after a client navigation, with no HTML
 * to keep, it loads at once. docs/decisions/0085-code-on-first-use.md.
 *
 *   const ContactForm = deferUntilUsed(() => import("./ContactForm").then((m) => m.ContactForm));
 */
export function deferUntilUsed<P extends object>(load: () => Promise<ComponentType<P>>, className?: string) {
  let start = () => {};
  const started = typeof document === "undefined" ? Promise.resolve() : new Promise<void>((resolve) => (start = resolve));
  const Lazy = lazy(() => started.then(load).then((component) => ({ default: component as ComponentType<object> })));

  function Deferred(props: P) {
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = box.current;
      // Nothing served to keep (a client navigation): load now.
      if (!element?.firstChild) return start();
      const begin = () => start();
      for (const type of FIRST_USE) element.addEventListener(type, begin, { once: true, passive: true });
      return () => {
        for (const type of FIRST_USE) element.removeEventListener(type, begin);
      };
    }, []);
    return (
      <div ref={box} className={className}>
        <Suspense fallback={null}>
          <Lazy {...(props as object)} />
        </Suspense>
      </div>
    );
  }
  return Deferred;
}
