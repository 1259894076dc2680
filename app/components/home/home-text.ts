import { useLoaderData } from "@remix-run/react";
import { useSentText } from "~/hooks/use-lang";
import type { HomePageText } from "~/content/home";

/** The home page's carousel and gallery words, from the home route's loader data (decision 0179). */
export function useHomeText(): HomePageText {
  return useSentText<HomePageText>(useLoaderData<{ text: unknown }>().text);
}
