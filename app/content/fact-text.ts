/**
 * The facts (facts.ts) as sentences in each language, apart from them so that only the server loads these: the
 * browser's code imports the facts' constants, and a page gets its sentences from its loader.
 */
import { plus } from "./business";
import { catalogue } from "./catalogue";
import { jobDuration, NEWSLETTER_DISCOUNT } from "./facts";

/** "$25 off your first job". */
const newsletterOffer = `${NEWSLETTER_DISCOUNT} off your first job`;

/** The facts as sentences are written in each language (prices and numbers stay as they are). */
export const factText = /* @__PURE__ */ catalogue(
  {
    newsletterOffer,
    jobDuration: { ...jobDuration } as Record<keyof typeof jobDuration, string>,
  },
  {
    newsletterOffer: `${NEWSLETTER_DISCOUNT} de descuento en su primer trabajo`,
    jobDuration: { panelUpgrade: "4 a 8 horas", evCharger: "2 a 4 horas", surgeProtection: "1 a 2 horas" },
  },
);

/** The record as claims: the footer's list, the assistant's facts, each stating the figure the office set (a business fact). */
export const recordText = /* @__PURE__ */ catalogue(
  {
    years: (years: number) => `${plus(years)} years of experience`,
    projects: (projects: number) => `${plus(projects)} projects`,
    customers: (customers: number) => `${plus(customers)} customers`,
    rating: (rating: string) => `Rated ${rating} stars`,
  },
  {
    years: (years) => `Más de ${years} años de experiencia`,
    projects: (projects) => `Más de ${projects} proyectos`,
    customers: (customers) => `Más de ${customers} clientes`,
    rating: (rating) => `Calificación de ${rating} estrellas`,
  },
);
