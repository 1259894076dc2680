import { useRouteLoaderData } from "@remix-run/react";
import { lazy, Suspense, type ReactNode } from "react";
import type { Lang } from "~/content/languages";
import { FallbackWords, useLang } from "~/hooks/use-lang";

// An error before any loader ran (a refused POST, a failed root loader) has no root data: its page loads the
// frame's catalogues with it. No other page loads them (decision 0210).
const FromCatalogues = lazy(() =>
  import("~/content/frame-text").then(({ frameTextIn }) => ({
    default: ({ lang, children }: { lang: Lang; children: ReactNode }) => (
      <FallbackWords.Provider value={frameTextIn(lang)}>{children}</FallbackWords.Provider>
    ),
  })),
);

/**
 * Makes sure the frame has its words: the root loader's (useWords reads them), or, on a page no loader answered,
 * the frame's catalogues loaded for that page.
 */
export function FrameWords({ children }: { children: ReactNode }) {
  const fromRoot = useRouteLoaderData<{ words?: unknown }>("root")?.words;
  const lang = useLang();
  if (fromRoot) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <FromCatalogues lang={lang}>{children}</FromCatalogues>
    </Suspense>
  );
}
