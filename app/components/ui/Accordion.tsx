import { useId, useRef } from "react";

interface AccordionItem {
  question: string;
  answer: string;
}

/**
 * FAQ accordion: one item open at a time, and the open one can be closed so none is.
 * `<details name>` does this in the browser without JavaScript; the toggle handler does it where
 * `name` grouping is not supported.
 */
export function Accordion({ items, className = "" }: { items: AccordionItem[]; className?: string }) {
  const name = useId();
  const list = useRef<HTMLDivElement>(null);

  const closeOthers = (opened: HTMLDetailsElement) => {
    if (!opened.open) return;
    list.current?.querySelectorAll("details[open]").forEach((other) => {
      if (other !== opened) (other as HTMLDetailsElement).open = false;
    });
  };

  return (
    <div ref={list} className={`divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white ${className}`} data-testid="accordion">
      {items.map((item) => (
        <details
          key={item.question}
          name={name}
          className="group"
          onToggle={(event) => closeOthers(event.currentTarget)}
        >
          <summary className="flex min-h-[44px] cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold">
            {item.question}
            <span aria-hidden="true" className="text-xl transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="px-5 pb-5 text-navy-800">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
