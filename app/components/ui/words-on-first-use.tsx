import { useRouteLoaderData } from "@remix-run/react";
import { createContext, useContext, type ReactNode } from "react";
import { receiveWords } from "~/content/catalogue";
import type { Lang } from "~/content/languages";
import { FallbackWords, PartWords, useLang } from "~/hooks/use-lang";

/** The parts whose words /words/:part sends (app/routes/words.$part.ts). */
type WordsPart = "forms" | "chat" | "footer" | "home" | "frame";

/** On the server, the parts' words as /words/:part sends them (app/entry.server.tsx gives it): a part rendered there needs no fetch. */
export const PartWordsOnServer = createContext<((part: WordsPart, lang: Lang) => unknown) | null>(null);

interface Loading {
  promise: Promise<void>;
  words?: object;
  error?: unknown;
}
const loads = new Map<string, Loading>();

/** Fetches a part's words in a language, once a page; a failed fetch is tried again by the next caller. */
function loadPartWords(part: WordsPart, lang: Lang, facts: string | undefined): Loading {
  const key = `${part}:${lang}:${facts ?? ""}`;
  let loading = loads.get(key);
  if (!loading) {
    // The build's version in the address: a cached answer never pairs one build's words with another's code; and
    // the facts' once the office changed one (the root loader's `facts`), so none states an earlier publish's.
    const version = (window as { __remixManifest?: { version?: string } }).__remixManifest?.version ?? "";
    const published = facts ? `&f=${encodeURIComponent(facts)}` : "";
    const entry: Loading = {
      promise: fetch(`/words/${part}?lang=${encodeURIComponent(lang)}&v=${encodeURIComponent(version)}${published}`)
        .then((response) => {
          if (!response.ok) throw new Error(`The words of ${part} did not load (${response.status})`);
          return response.json() as Promise<unknown>;
        })
        .then(
          (sent) => void (entry.words = receiveWords<object>(sent)),
          (error: unknown) => {
            entry.error = error;
            loads.delete(key);
          },
        ),
    };
    loads.set(key, (loading = entry));
  }
  return loading;
}

/**
 * A part's words in the page's language: on the server from the render, in the browser fetched once (it suspends
 * until they arrive; a failed fetch throws).
 */
function usePartWords(part: WordsPart): object {
  const lang = useLang();
  const onServer = useContext(PartWordsOnServer);
  const facts = useRouteLoaderData<{ facts?: string }>("root")?.facts;
  if (onServer) return receiveWords<object>(onServer(part, lang));
  const loading = loadPartWords(part, lang, facts);
  if (loading.error) throw loading.error;
  if (!loading.words) throw loading.promise;
  return loading.words;
}

/**
 * Gives the code inside it (rendered in the browser only, under a Suspense) the words of its part in the page's
 * language, read with useWords like a loader's: for code that loads on first use in a page that does not send
 * them, such as a form in a dialog or the home page's chat widget (decision 0210). In the browser it suspends
 * until they arrive, fetched once its own code has come (a fetch started earlier would put this code in every
 * page's JavaScript at intent); what the server rendered inside it stays as served until then.
 */
export function WordsOnFirstUse({ part, children }: { part: WordsPart; children: ReactNode }) {
  return <PartWords.Provider value={usePartWords(part)}>{children}</PartWords.Provider>;
}

/**
 * The frame's words for a page no loader answered (an error before the root's), below any loader's: loaded with
 * that page only (FrameWords, app/components/layout/frame-text.tsx).
 */
export function FrameWordsOnFirstUse({ children }: { children: ReactNode }) {
  return <FallbackWords.Provider value={usePartWords("frame")}>{children}</FallbackWords.Provider>;
}
