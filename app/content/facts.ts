/**
 * Facts the site states in many places, each written once. The facts the office edits (a service's starting price,
 * the arrival promise, the record) are named in sentences by placeholder, `{price.panelUpgrade}`,
 * `{arrival.minutes}`, `{record.years}`, filled on the server when the words are sent
 * (app/lib/site/fact-placeholders.server.ts; docs/content.md). These are their defaults; the others are constants
 * built into the sentences. Their sentences in each language are in fact-text.ts, which the browser never loads.
 */

/** The emergency arrival promise in the core area, in minutes (the default of the business facts' `arrivalMinutes`). */
export const EMERGENCY_ARRIVAL_MINUTES = 60;

/**
 * The visits' arrival windows until the office publishes its own (the business facts; docs/visits.md): the first
 * arrival, the end of the last window and each window's length, on the office's clock: 8–10, 10–12, 12–2, 2–4.
 */
export const DEFAULT_VISIT_WINDOWS = { visitsFrom: "08:00", visitsUntil: "16:00", visitWindowMinutes: 120 } as const;

/**
 * Starting prices in whole dollars, `{price.<name>}` in a sentence. Each but the emergency repairs' is the default of
 * its service page's starting price (`pricedPages`), which the office edits.
 */
export const startingDollars = {
  panelUpgrade: 3000,
  wiring: 350,
  evCharger: 800,
  surgeProtection: 300,
  emergency: 500,
} as const;

export type PriceName = keyof typeof startingDollars;

/** The name of every fact a sentence may name by placeholder (`{arrival.minutes}`): a text naming another is refused. */
export const factNames: readonly string[] = [
  ...Object.keys(startingDollars).map((name) => `price.${name}`),
  "arrival.minutes",
  "record.years",
  "record.projects",
  "record.customers",
  "reviews.rating",
  "reviews.count",
];

/** A fact's placeholder in a sentence, `{price.panelUpgrade}`; a text's own arguments ("Call {0}") are digits. */
export const FACT_PLACEHOLDER = /\{([a-z]+\.[A-Za-z]+)\}/g;

/** The service page (its slug) whose block holds each starting price the office edits. */
export const pricedPages: Readonly<Record<string, PriceName>> = {
  "panel-upgrades": "panelUpgrade",
  "residential-wiring": "wiring",
  "ev-charger-installation": "evCharger",
  "surge-protection": "surgeProtection",
};

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
