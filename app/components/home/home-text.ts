import { useLoaderData } from "@remix-run/react";
import { useSentText } from "~/components/layout/use-lang";
import type { galleryText } from "~/content/gallery";
import type { HomeText } from "~/content/home";

/** The words of the home page's carousel and gallery in its language, as its loader sends them (app/lib/site/page-text.server.ts). */
export interface HomePageText {
  home: Pick<HomeText, "testimonials" | "gallery">;
  galleryCategories: (typeof galleryText)["en"]["categories"];
}

/** The home page's carousel and gallery words, from the home route's loader data (decision 0179). */
export function useHomeText(): HomePageText {
  return useSentText<HomePageText>(useLoaderData<{ text: unknown }>().text);
}
