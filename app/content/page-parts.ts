import { catalogue } from "./catalogue";

/** The words of the shared page parts (contact actions, review cards). */
const en = {
  call: (phone: string) => `Call ${phone}`,
  text: (phone: string) => `Text ${phone}`,
  book: "Book a Discovery Call",
  estimate: "Get Free Estimate",
  stars: (rating: number) => `${rating} out of 5 stars`,
  via: (source: string) => `via ${source}`,
  /** Shown under a customer's review on a Spanish page: the review keeps the customer's words (decision 0198). */
  originalLanguage: "",
};

export const commonText = /* @__PURE__ */ catalogue(en, {
  call: (phone: string) => `Llame al ${phone}`,
  text: (phone: string) => `Enviar texto al ${phone}`,
  book: "Reserve una llamada inicial",
  estimate: "Pida su presupuesto gratis",
  stars: (rating: number) => `${rating} de 5 estrellas`,
  via: (source: string) => `vía ${source}`,
  originalLanguage: "Reseña original en inglés",

});
