import { catalogue } from "./catalogue";

/** A customer's published review as the database gives it and the pages and the office's reviews form show it. */
export interface CustomerReview {
  id: string;
  text: string;
  firstName: string;
  town: string;
  rating: number;
  language: string;
  publishedAt: string;
}

/** The words around the customer reviews published from the review page (docs/reviews.md); the reviews are the customers' own. */
export type CustomerReviewText = (typeof customerReviewText)["en"];

export const customerReviewText = /* @__PURE__ */ catalogue(
  {
    heading: "From our review page",
    source: "via our review page",
    writtenIn: { en: "Written in English", es: "Written in Spanish" } as Record<string, string>,
    stars: (n: number) => `${n} of 5 stars`,
  },
  {
    heading: "De nuestra página de opiniones",
    source: "en nuestra página de opiniones",
    writtenIn: { en: "Escrita en inglés", es: "Escrita en español" } as Record<string, string>,
    stars: (n: number) => `${n} de 5 estrellas`,
  },
);
