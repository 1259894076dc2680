import { useMatches, useRouteLoaderData } from "@remix-run/react";
import { createContext, lazy, Suspense, useContext, type ReactNode } from "react";
import type { FrameText } from "~/content/frame-text";
import type { Lang } from "~/content/languages";
import { useLang, useSentText } from "~/hooks/use-lang";

const FrameTextContext = createContext<FrameText | null>(null);

// An error before any loader ran (a refused POST, a failed root loader) has no root data: its page loads the
// frame's catalogues with it. No other page loads them (decision 0179).
const FromCatalogues = lazy(() =>
  import("~/content/frame-text").then(({ frameTextIn }) => ({
    default: ({ lang, children }: { lang: Lang; children: ReactNode }) => (
      <FrameTextContext.Provider value={frameTextIn(lang)}>{children}</FrameTextContext.Provider>
    ),
  })),
);

/**
 * Gives the frame's text to everything inside: from the root loader (app/lib/site/frame-text.server.ts picks
 * the URL's language), or from the page's own loader when its language comes from its data (handle.frameText,
 * FrameHandle in root.tsx), so the browser never loads the other language's catalogues.
 */
export function FrameTextProvider({ children }: { children: ReactNode }) {
  const fromRoot = useRouteLoaderData<{ text?: unknown }>("root")?.text;
  const fromPage = useMatches()
    .map((match) => (match.handle as { frameText?: (data: unknown) => unknown } | undefined)?.frameText?.(match.data))
    .filter(Boolean)
    .pop();
  // Undefined on an error page no loader answered.
  const text = useSentText<FrameText | undefined>(fromPage ?? fromRoot);
  const lang = useLang();
  if (text) return <FrameTextContext.Provider value={text}>{children}</FrameTextContext.Provider>;
  return (
    <Suspense fallback={null}>
      <FromCatalogues lang={lang}>{children}</FromCatalogues>
    </Suspense>
  );
}

/** The frame's text in the page's language. */
export function useFrameText(): FrameText {
  const text = useContext(FrameTextContext);
  if (!text) throw new Error("useFrameText is used outside FrameTextProvider");
  return text;
}
