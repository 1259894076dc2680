import { useMatches } from "@remix-run/react";
import { defaultBusiness, type Business } from "~/content/business";

/**
 * The business facts: the defaults with what the root loader sent over them (the office's edits and the
 * deployment's overrides, businessChanges); the defaults alone in an error page. Words left at their default are
 * in English here: businessHours and businessServiceArea put the page's language's (sent as words) in their
 * place. A page whose language comes from its data (FrameHandle.lang, the status page) sends its own `business` in
 * that language, which replaces the root's (in the URL's language) whole: merged, an edit in the URL's language
 * would show through.
 */
export function useBusiness(): Business {
  const sent = useMatches()
    .filter((match) => match.id === "root" || (match.handle as { lang?: unknown } | undefined)?.lang)
    .map((match) => (match.data as { business?: Partial<Business> } | undefined)?.business)
    .filter(Boolean)
    .pop();
  return sent ? { ...defaultBusiness, ...sent } : defaultBusiness;
}
