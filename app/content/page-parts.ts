import { catalogue } from "./catalogue";

/** The words of the shared page parts (contact actions, review cards). */
const en = {
  call: (phone: string) => `Call ${phone}`,
  text: (phone: string) => `Text ${phone}`,
  book: "Book a discovery call",
  /** The two estimate actions, each one wording everywhere: the form, and the scheduling page. */
  estimate: "Get Free Estimate",
  bookEstimate: "Book Free Estimate",
  stars: (rating: number) => `${rating} out of 5 stars`,
  via: (source: string) => `via ${source}`,
  /**
   * Under a review shown in the office's translation, which is always from the site's other language, and the
   * button that opens the customer's words as written (decision 0198).
   */
  translated: "Translated from Spanish",
  seeOriginal: "See the original",
};

export const commonText = /* @__PURE__ */ catalogue(en, {
  call: (phone: string) => `Llame al ${phone}`,
  text: (phone: string) => `Enviar texto al ${phone}`,
  book: "Reserve una llamada inicial",
  estimate: "Pida su presupuesto gratis",
  // The scheduling page speaks English only: on a Spanish page this action opens the estimate form (FreeEstimateLink),
  // so it is named as that action is.
  bookEstimate: "Pida su presupuesto gratis",
  stars: (rating: number) => `${rating} de 5 estrellas`,
  via: (source: string) => `vía ${source}`,
  translated: "Traducido del inglés",
  seeOriginal: "Ver el original",
});
