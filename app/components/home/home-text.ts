import { useWords } from "~/hooks/use-lang";
import type { HomePageText } from "~/content/home";

/** The home page's carousel and gallery words, from the home route's loader (decision 0210). */
export function useHomeText(): HomePageText {
  return useWords<HomePageText>();
}
