import { useEffect, useRef, useState } from "react";
import type { Toast } from "~/forms/toast";

type Listener = (toast: Toast) => void;
const listeners = new Set<Listener>();

/** Show a toast from client code (fetcher results, dialogs). */
export function showToast(toast: Toast) {
  for (const listener of listeners) listener(toast);
}

const TOAST_MS = 6000;
const tone = {
  success: "border-green-700 bg-green-50 text-green-900",
  error: "border-brand-700 bg-red-50 text-red-900",
  info: "border-navy-700 bg-navy-50 text-navy-900",
};

/**
 * Toasts. The flash toast of the page is rendered by the server, so it shows without JavaScript;
 * with JavaScript it and any later ones are dismissable and fade after a few seconds.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  const [toasts, setToasts] = useState<(Toast & { id: number })[]>(() => (toast ? [{ ...toast, id: 0 }] : []));
  const rendered = useRef(false);

  // The first toast is already in state (server-rendered); later ones arrive with new root data.
  useEffect(() => {
    if (!rendered.current) {
      rendered.current = true;
      return;
    }
    if (toast) setToasts((list) => [...list, { ...toast, id: Date.now() }]);
  }, [toast]);

  useEffect(() => {
    const listener: Listener = (t) => setToasts((list) => [...list, { ...t, id: Date.now() + Math.random() }]);
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);

  useEffect(() => {
    if (toasts.length === 0) return;
    const timer = setTimeout(() => setToasts((list) => list.slice(1)), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toasts]);

  // At the bottom, clear of the header and the emergency bar; on a phone above the call bar (MobileBottomBar,
  // about 61 px high below lg), whose buttons a toast must not cover.
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex flex-col items-center gap-2 px-4 lg:bottom-4"
      data-testid="toaster"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.type === "error" ? "alert" : "status"}
          className={`pointer-events-auto w-full max-w-md rounded-lg border-l-4 p-4 shadow-lg ${tone[t.type]}`}
        >
          <p className="font-bold">{t.title}</p>
          {t.description ? <p className="mt-1 text-sm">{t.description}</p> : null}
        </div>
      ))}
    </div>
  );
}
