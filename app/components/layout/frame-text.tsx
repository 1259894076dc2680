import { useRouteLoaderData } from "@remix-run/react";
import { lazy, Suspense, type ReactNode } from "react";

// An error before any loader ran (a refused POST, a failed root loader) has no root data: its page gets the
// frame's words in its language from /words/frame, as the root loader would have sent them, with the code that
// fetches them; no other page loads that code for the frame (decision 0210).
const FetchedFrameWords = lazy(() => import("~/components/ui/words-on-first-use").then((m) => ({ default: m.FrameWordsOnFirstUse })));

/**
 * Makes sure the frame has its words: the root loader's (useWords reads them), or, on a page no loader answered,
 * the frame's words fetched for that page.
 */
export function FrameWords({ children }: { children: ReactNode }) {
  const fromRoot = useRouteLoaderData<{ words?: unknown }>("root")?.words;
  if (fromRoot) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <FetchedFrameWords>{children}</FetchedFrameWords>
    </Suspense>
  );
}
