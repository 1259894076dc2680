import { useRouteLoaderData } from "@remix-run/react";
import { defaultBusiness, type Business } from "~/content/business";

/**
 * The business facts: the defaults with what the root loader sent over them (the office's edits and the
 * deployment's overrides, businessChanges); the defaults alone in an error page. Words left at their default are
 * in English here: businessHours and businessServiceArea give them in the page's language.
 */
export function useBusiness(): Business {
  const sent = useRouteLoaderData<{ business: Partial<Business> }>("root")?.business;
  return sent ? { ...defaultBusiness, ...sent } : defaultBusiness;
}
