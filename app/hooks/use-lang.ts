import { useLocation, useMatches } from "@remix-run/react";
import { createContext, useContext, useMemo } from "react";
import { receiveWords } from "~/content/catalogue";
import { langOf, localePath, type Lang } from "~/content/languages";

/**
 * The language a route names from its loader data (`handle.lang`, FrameHandle in root.tsx): a page with one path
 * for both languages, such as the customer's status page, which speaks its lead's (decision 0172).
 */
function useLangFromData(): Lang | undefined {
  return useMatches()
    .map((match) => (match.handle as { lang?: (data: unknown) => Lang | undefined } | undefined)?.lang?.(match.data))
    .filter(Boolean)
    .pop();
}

/** The page's language: the one its route names from its data, else its URL's (also in an error page). */
export function useLang(): Lang {
  const { pathname } = useLocation();
  return useLangFromData() ?? langOf(pathname);
}

/** Whether the page has a twin in the other language: not when its language comes from its data. */
export function useHasTwin(): boolean {
  return useMatches().every((match) => !(match.handle as { lang?: unknown } | undefined)?.lang);
}

/** A function giving an English path's twin in the page's language, for links. */
export function useLocalePath(): (path: string) => string {
  const lang = useLang();
  return (path) => localePath(lang, path);
}

const revived = new WeakMap<object, object>();

/** The words one route's loader sent (`words`, made by sendWords), revived once per loader answer. */
function wordsOf(data: unknown): object | undefined {
  const sent = (data as { words?: unknown } | null | undefined)?.words;
  if (!sent || typeof sent !== "object") return undefined;
  let words = revived.get(sent);
  if (!words) revived.set(sent, (words = receiveWords<object>(sent)));
  return words;
}

/** Words for a page no loader answered (an error before the root's): set by the frame, loaded on that page only. */
export const FallbackWords = createContext<object | null>(null);

/** Words of a part whose code loads on first use (a dialog's form, the chat), fetched with it (WordsOnFirstUse). */
export const PartWords = createContext<object | null>(null);

/**
 * The page's words, in its language (decision 0210): what the root loader sent for the frame and what the page's
 * own loaders sent, merged by key (the deeper route's key wins, as the status page's frame in its lead's language
 * wins over the URL's), and those of a part loaded on first use around it. T names the keys the component reads;
 * the loaders' tests hold what they send.
 */
export function useWords<T>(): T {
  const matches = useMatches();
  const fallback = useContext(FallbackWords);
  const part = useContext(PartWords);
  return useMemo(() => Object.assign({}, fallback, ...matches.map((match) => wordsOf(match.data)), part) as T, [matches, fallback, part]);
}
