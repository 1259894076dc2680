import { useEffect, useId, useRef, type ReactNode } from "react";
import type { FrameText } from "~/content/frame-text";
import { useWords } from "~/hooks/use-lang";

/**
 * Modal dialog on the native <dialog>: showModal() keeps focus inside and makes the page inert,
 * Escape closes it, and focus goes back to whatever opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  className = "",
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  const { close } = useWords<FrameText>().ui.dialog;
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={() => {
        onClose();
        (opener.current as HTMLElement | null)?.focus?.();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`w-[min(100%-2rem,40rem)] rounded-2xl p-0 shadow-2xl backdrop:bg-navy-900/60 ${className}`}
    >
      {open ? (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-2xl font-bold">
              {title}
            </h2>
            <button type="button" onClick={onClose} className="btn-outline min-h-[44px] px-3" aria-label={close}>
              <span aria-hidden="true" className="icon icon-close h-5 w-5" />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
