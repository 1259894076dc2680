import { useRef, useState } from "react";
import type { ContactText } from "~/content/contact";
import { useHydrated } from "~/hooks/use-hydrated";

const WIDGET_SCRIPT = "https://assets.calendly.com/assets/external/widget.js";

declare global {
  interface Window {
    Calendly?: { initInlineWidget(options: { url: string; parentElement: HTMLElement }): void };
  }
}

function loadWidgetScript(): Promise<void> {
  if (window.Calendly) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = WIDGET_SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("scheduling widget failed to load"));
    document.head.appendChild(script);
  });
}

/**
 * The scheduling widget behind a facade (docs/product.md, decision 9): nothing external loads until the
 * visitor asks for it; the plain link always works, with or without JavaScript.
 */
export function SchedulingWidget({ url, height, text }: { url: string; height: number; text: ContactText["scheduling"] }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<"idle" | "loading" | "ready" | "failed">("idle");
  const frame = useRef<HTMLDivElement>(null);

  const load = async () => {
    setState("loading");
    try {
      await loadWidgetScript();
      if (!frame.current || !window.Calendly) throw new Error("scheduling widget unavailable");
      window.Calendly.initInlineWidget({ url, parentElement: frame.current });
      setState("ready");
    } catch {
      setState("failed");
    }
  };

  return (
    <div data-testid="scheduling-widget" data-state={state}>
      <div
        ref={frame}
        className={state === "ready" || state === "loading" ? "w-full min-w-[280px]" : "hidden"}
        style={state === "ready" || state === "loading" ? { height } : undefined}
      />
      {hydrated && state !== "ready" ? (
        <button type="button" className="btn-primary" onClick={load} disabled={state === "loading"}>
          {state === "loading" ? text.loading : text.show}
        </button>
      ) : null}
      {state === "failed" ? (
        <p className="mt-2 text-sm text-brand-700" role="status">
          {text.failed}
        </p>
      ) : null}
      <p className="mt-3">
        <a href={url} target="_blank" rel="noopener noreferrer" className="font-semibold text-navy-800 underline">
          {text.open}<span className="sr-only">{text.newTab}</span>
        </a>
      </p>
    </div>
  );
}
