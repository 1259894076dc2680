import { useRouteLoaderData } from "@remix-run/react";
import { defaultBusiness, type Business } from "~/content/business";

/** Business facts from the root loader (with the deployment's overrides); defaults in an error page. */
export function useBusiness(): Business {
  const data = useRouteLoaderData<{ business: Business }>("root");
  return data?.business ?? defaultBusiness;
}
