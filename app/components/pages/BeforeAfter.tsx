import type { ReactNode } from "react";
import { useWords } from "~/hooks/use-lang";
import { BEFORE_AFTER_ILLUSTRATION, type BeforeAfterWords } from "~/content/before-after";

const LABEL = "mx-auto rounded bg-navy-900 px-2 text-white";

/**
 * A picture (`children`, the <img> of `src`); the before-and-after illustration gets its two halves labelled in
 * the page's language, as the picture itself carries no words (the labels come from the page's loader).
 */
export function BeforeAfter({ src, children }: { src: string; children: ReactNode }) {
  const text = useWords<BeforeAfterWords>().beforeAfter;
  if (src !== BEFORE_AFTER_ILLUSTRATION) return children;
  return (
    <div className="relative">
      {children}
      {/* One label under each half. Only classes the site already uses: the stylesheet is inlined in the home
          page's HTML, which has few bytes to spare. */}
      <p className="absolute inset-x-0 bottom-2 grid grid-cols-2 text-sm font-bold uppercase">
        <span className={LABEL}>{text.before}</span>
        <span className={LABEL}>{text.after}</span>
      </p>
    </div>
  );
}
