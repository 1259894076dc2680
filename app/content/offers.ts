import { catalogue } from "~/content/catalogue";

/** The words around the office's offers on the home page (the offers themselves are edited, docs/content.md). */
export const offersText = catalogue(
  { heading: "Current offers", until: (day: string) => `Until ${day}` },
  { heading: "Ofertas actuales", until: (day: string) => `Hasta el ${day}` },
);

/** An offer as a page shows it, in the page's language. */
export interface ShownOffer {
  title: string;
  text: string;
  /** The last day, "2026-12-31", or undefined for an offer without one. */
  endsOn?: string;
  /** The last day in words: "Until December 31, 2026". */
  until?: string;
}

/** The home page's offers section (none: the page has no section). */
export interface HomeOffers {
  heading: string;
  items: ShownOffer[];
}
