import type { ReactNode } from "react";
import { useWords } from "~/hooks/use-lang";
import { isBeforeAfter, isIllustration, type BeforeAfterWords } from "~/content/before-after";

const LABEL = "mx-auto rounded bg-navy-900 px-2 text-white";

/**
 * A picture (`children`, the <img> of `src`). A drawing says so ("Illustration", so a drawing is never taken for a
 * photo of a job), and a before-and-after drawing gets its two halves labelled in the page's language, as the
 * picture itself carries no words (the labels come from the page's loader). An uploaded photo shows as it is.
 */
export function BeforeAfter({ src, children }: { src: string; children: ReactNode }) {
  const text = useWords<BeforeAfterWords>().beforeAfter;
  if (!isIllustration(src)) return children;
  return (
    <div className="relative">
      {children}
      <p className="absolute left-2 top-2 rounded bg-white px-2 text-xs font-bold text-navy-900" data-testid="illustration-label">
        {text.illustration}
      </p>
      {/* One label under each half. Only classes the site already uses: the stylesheet is inlined in the home
          page's HTML, which has few bytes to spare. */}
      {isBeforeAfter(src) ? (
        <p className="absolute inset-x-0 bottom-2 grid grid-cols-2 text-sm font-bold uppercase">
          <span className={LABEL}>{text.before}</span>
          <span className={LABEL}>{text.after}</span>
        </p>
      ) : null}
    </div>
  );
}
