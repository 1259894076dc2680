import { useMatches, useRouteLoaderData } from "@remix-run/react";
import { createContext, lazy, Suspense, useContext, type ReactNode } from "react";
import type { commonText } from "~/components/pages/common.messages";
import type { uiText } from "~/components/ui/ui.messages";
import type { contactText } from "~/content/contact";
import type { formCopy } from "~/content/forms";
import type { navigation } from "~/content/navigation";
import type { Lang } from "~/lib/site/language";
import type { frameText } from "./frame.messages";
import { useLang, useSentText } from "./use-lang";

/**
 * The text of the frame every page shares (header, bars, dialogs, form controls), in the page's language. The
 * footer, which hydrates on first use, loads its own words with its code.
 */
export interface FrameText {
  frame: (typeof frameText)["en"];
  navigation: Pick<(typeof navigation)["en"], "mainNav">;
  /** What the frame's own form parts say; the forms themselves load their words with their code. */
  forms: FrameForms;
  common: (typeof commonText)["en"];
  ui: (typeof uiText)["en"];
  /** The service and city pages' contact buttons. */
  contactButtons: (typeof contactText)["en"]["buttons"];
}

type FormCopy = (typeof formCopy)["en"];
type FrameForms = Pick<FormCopy, "newsletter" | "loading"> & {
  fields: Pick<FormCopy["fields"], "submitting" | "honeypot">;
  estimate: Pick<FormCopy["estimate"], "title">;
  booking: Pick<FormCopy["booking"], "dialogTitle">;
};

const FrameTextContext = createContext<FrameText | null>(null);

// An error before any loader ran (a refused POST, a failed root loader) has no root data: its page loads the
// frame's catalogues with it. No other page loads them (decision 0179).
const FromCatalogues = lazy(() =>
  import("./frame-text-catalogues").then(({ frameTextIn }) => ({
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
