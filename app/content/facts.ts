/**
 * Facts the site states in many places, each written once: content builds its sentences from these, so a
 * changed price or promise changes everywhere at once. Their sentences in each language are in fact-text.ts, which the
 * browser never loads: this module's constants reach it through the pages' content.
 */

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
export const NEWSLETTER_DISCOUNT = "$25";

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
