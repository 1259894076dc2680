import { useLocation, useMatches } from "@remix-run/react";
import { useMemo } from "react";
import { receiveText, type Catalogue } from "~/content/catalogue";
import { langOf, localePath, type Lang } from "~/content/languages";

/**
 * The language a route names from its loader data (`handle.lang`, FrameHandle in root.tsx): a page with one path
 * for both languages, such as the customer's status page, which speaks its lead's (decision 0173).
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

/**
 * The page's language's half of a catalogue. It brings both halves to the browser: for code that loads on
 * first use, or text too small to matter; the rest comes from a loader (useSentText, decision 0179).
 */
export function useText<T>(text: Catalogue<T>): T {
  return text[useLang()];
}

/** A function giving an English path's twin in the page's language, for links. */
export function useLocalePath(): (path: string) => string {
  const lang = useLang();
  return (path) => localePath(lang, path);
}

/** A catalogue half a loader sent with sendText, in the page's language (decision 0179); T is its type. */
export function useSentText<T>(sent: unknown): T {
  return useMemo(() => receiveText<T>(sent), [sent]);
}
