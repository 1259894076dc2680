import { useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { receiveText, type Catalogue } from "~/content/catalogue";
import { langOf, localePath, type Lang } from "~/lib/site/language";

/** The page's language, from its URL (also in an error page). */
export function useLang(): Lang {
  return langOf(useLocation().pathname);
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
