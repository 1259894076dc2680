/**
 * Facts the site states in many places, each written once: content builds its sentences from these, so a
 * changed price or promise changes everywhere at once.
 */
import { plus, record } from "./business";
import { catalogue } from "./catalogue";


/** The emergency arrival promise in the core area. */
export const EMERGENCY_ARRIVAL_MINUTES = 60;
/** "60 minutes", as in "within 60 minutes". */
export const arrivalMinutes = `${EMERGENCY_ARRIVAL_MINUTES} minutes`;
/** "60-minute", as in "60-minute arrival". */
export const arrivalMinute = `${EMERGENCY_ARRIVAL_MINUTES}-minute`;

/** Starting prices, as the site writes them. */
export const startingPrice = {
  panelUpgrade: "$3,000",
  wiring: "$350",
  evCharger: "$800",
  surgeProtection: "$300",
  emergency: "$500",
} as const;

/** The newsletter's welcome offer. */
const NEWSLETTER_DISCOUNT = "$25";
/** "$25 off your first job". */
const newsletterOffer = `${NEWSLETTER_DISCOUNT} off your first job`;

/** How long a job usually takes, as the site writes it. */
export const jobDuration = {
  panelUpgrade: "4-8 hours",
  evCharger: "2-4 hours",
  surgeProtection: "1-2 hours",
} as const;

/** Typical costs of small jobs (quoted "about"), as the site writes them. */
export const typicalCost = {
  newOutlet: "$150-$200",
  dedicatedCircuit: "$300-500",
} as const;

/** The facts above as sentences are written in each language (prices and numbers stay as they are). */
export const factText = /* @__PURE__ */ catalogue(
  {
    arrivalMinutes,
    arrivalMinute,
    newsletterOffer,
    jobDuration: { ...jobDuration } as Record<keyof typeof jobDuration, string>,
  },
  {
    arrivalMinutes: `${EMERGENCY_ARRIVAL_MINUTES} minutos`,
    arrivalMinute: `${EMERGENCY_ARRIVAL_MINUTES} minutos`,
    newsletterOffer: `${NEWSLETTER_DISCOUNT} de descuento en su primer trabajo`,
    jobDuration: { panelUpgrade: "4 a 8 horas", evCharger: "2 a 4 horas", surgeProtection: "1 a 2 horas" },
  },
);

/**
 * The record as claims: the footer's list, the assistant's facts, each stating the figure the office set (a
 * business fact). Apart from factText so that only the pages that state them load them (the home page's stats
 * show the figures alone).
 */
export const recordText = /* @__PURE__ */ catalogue(
  {
    years: (years: number) => `${plus(years)} years of experience`,
    projects: (projects: number) => `${plus(projects)} projects`,
    customers: (customers: number) => `${plus(customers)} customers`,
    rating: `Rated ${record.rating} stars`,
  },
  {
    years: (years) => `Más de ${years} años de experiencia`,
    projects: (projects) => `Más de ${projects} proyectos`,
    customers: (customers) => `Más de ${customers} clientes`,
    rating: `Calificación de ${record.rating} estrellas`,
  },
);
