/**
 * Built-in gallery items (docs/product.md §3). Pictures are SVG illustrations in public/illustrations
 * (docs/product.md, decision 10) until the office gives an item its photo; the admin's uploads are shown before them,
 * and an item's photo in place of its drawing, by app/lib/gallery/gallery.server.ts.
 * Their words in each language are in gallery-text.ts, which the browser never loads.
 */

/** Every illustration is drawn on the same 600 × 400 canvas. */
export const ILLUSTRATION_SIZE = { width: 600, height: 400 } as const;

// ---------- Home gallery ----------

export const homeGalleryFilters = [
  { value: "all", label: "All" },
  { value: "before-after", label: "Before & after" },
  { value: "panels", label: "Panels" },
  { value: "lighting", label: "Lighting" },
  { value: "ev-chargers", label: "EV chargers" },
  { value: "commercial", label: "Commercial" },
] as const;

export type HomeGalleryCategory = Exclude<(typeof homeGalleryFilters)[number]["value"], "all">;

/**
 * A home page project: told in words (its scope, town, month and figures) until the office gives it a photo, which
 * then heads the card (docs/design.md, "Honest proof").
 */
export interface HomeGalleryItem {
  id: string;
  category: HomeGalleryCategory;
  title: string;
  location: string;
  description: string;
  /** The month the job was finished, "2026-09". */
  month: string;
  /** The work in numbers, "40-space 200A panel, 1 day". */
  figures: string;
  /** The office's photo of the job, when it gave one. */
  photo?: string;
}

/** The nine items of the home page gallery. */
export const homeGalleryItems: HomeGalleryItem[] = [
  {
    id: "home-1",
    category: "panels",
    title: "200A panel upgrade",
    location: "Manassas, VA",
    description: "Recalled Federal Pacific panel replaced with a 40-space 200A panel and new grounding.",
    month: "2026-10",
    figures: "40-space 200A panel, 1 day",
  },
  {
    id: "home-2",
    category: "before-after",
    title: "Panel clean-up: Before & after",
    location: "Woodbridge, VA",
    description: "A tangle of double-tapped breakers re-landed, labeled and brought up to code.",
    month: "2026-09",
    figures: "12 breakers re-landed, 4 hours",
  },
  {
    id: "home-3",
    category: "lighting",
    title: "Kitchen recessed lighting",
    location: "Centreville, VA",
    description: "Twelve 6-inch LED wafers on two dimmer zones plus under-cabinet strips.",
    month: "2026-09",
    figures: "12 LED lights, 2 dimmer zones",
  },
  {
    id: "home-4",
    category: "ev-chargers",
    title: "Tesla Wall Connector",
    location: "Gainesville, VA",
    description: "60A circuit run from the basement panel to the garage, charger installed in 3 hours.",
    month: "2026-08",
    figures: "60A circuit, 3 hours",
  },
  {
    id: "home-5",
    category: "commercial",
    title: "Retail LED retrofit",
    location: "Fairfax, VA",
    description: "Forty troffers converted to LED panels overnight, cutting the store's lighting load by half.",
    month: "2026-07",
    figures: "40 LED panels, 1 night",
  },
  {
    id: "home-6",
    category: "panels",
    title: "Sub-panel for basement suite",
    location: "Springfield, VA",
    description: "100A sub-panel feeding a finished basement apartment with its own kitchen circuits.",
    month: "2026-06",
    figures: "100A subpanel, 2 days",
  },
  {
    id: "home-7",
    category: "before-after",
    title: "Outdoor meter base: Before & after",
    location: "Alexandria, VA",
    description: "Storm-damaged meter base and mast replaced and reconnected by the utility the same day.",
    month: "2026-05",
    figures: "New meter base and mast, same day",
  },
  {
    id: "home-8",
    category: "lighting",
    title: "Landscape & path lighting",
    location: "Manassas Park, VA",
    description: "Low-voltage path and uplighting on a photocell timer around a new patio.",
    month: "2026-05",
    figures: "14 low-voltage lights, 1 day",
  },
  {
    id: "home-9",
    category: "ev-chargers",
    title: "Dual EV charging in a shared garage",
    location: "Arlington, VA",
    description: "Two Level 2 chargers sharing one circuit with load management, no service upgrade needed.",
    month: "2026-04",
    figures: "2 chargers on 1 circuit, 1 day",
  },
];

// ---------- Gallery page ----------

export const galleryPageFilters = [
  { value: "all", label: "All" },
  { value: "panel-upgrades", label: "Panel upgrades" },
  { value: "lighting", label: "Lighting" },
  { value: "ev-chargers", label: "EV chargers" },
  { value: "ceiling-fans", label: "Ceiling fans" },
] as const;

type GalleryPageCategory = Exclude<(typeof galleryPageFilters)[number]["value"], "all">;

/** A gallery-page item as pages receive it (built-in or uploaded by the admin). */
export interface GalleryItem {
  id: string;
  title: string;
  description: string;
  location: string;
  category: string;
  imageUrl: string;
  width: number;
  height: number;
}

/**
 * Each item shows a drawing of its own job (`public/illustrations/gallery-<drawing>.svg`): two items share one only
 * when they are the same job in another house (a panel replaced, a wall charger), never across kinds of work
 * (docs/design.md, "Honest proof").
 */
const item = (id: number, category: GalleryPageCategory, drawing: string, title: string, location: string, description: string): GalleryItem => ({
  id: `builtin-${id}`,
  title,
  description,
  location,
  category,
  imageUrl: `/illustrations/gallery-${drawing}.svg`,
  ...ILLUSTRATION_SIZE,
});

/** The 20 built-in items of the Gallery page, in Northern Virginia towns. */
export const galleryPageItems: GalleryItem[] = [
  /* @__PURE__ */ item(1, "panel-upgrades", "service-upgrade", "200A service upgrade", "Manassas, VA", "Old 100A fuse-era service replaced with a 200A panel, new meter base and ground rods."),
  /* @__PURE__ */ item(2, "lighting", "lighting", "Open-plan recessed lighting", "Centreville, VA", "Sixteen slim LED downlights laid out on a grid, on three dimmable zones."),
  /* @__PURE__ */ item(3, "ev-chargers", "ev-charger", "Garage Level 2 charger", "Gainesville, VA", "48A charger on a 60A circuit with a load check that showed no panel upgrade was needed."),
  /* @__PURE__ */ item(4, "ceiling-fans", "ceiling-fan", "Vaulted great-room fan", "Haymarket, VA", "60-inch fan on a downrod and a fan-rated brace box in a 16-foot vaulted ceiling."),
  /* @__PURE__ */ item(5, "panel-upgrades", "panel", "Recalled Zinsco panel replaced", "Woodbridge, VA", "A Zinsco panel with scorched bus bars swapped for a modern panel with AFCI breakers."),
  /* @__PURE__ */ item(6, "lighting", "under-cabinet", "Under-cabinet task lighting", "Bristow, VA", "Hard-wired LED strips under every cabinet, switched from a single smart dimmer."),
  /* @__PURE__ */ item(7, "ev-chargers", "ev-pedestal", "Driveway pedestal charger", "Fairfax, VA", "Trenched conduit to a weatherproof pedestal charger for a home without a garage."),
  /* @__PURE__ */ item(8, "ceiling-fans", "fan-light", "Bedroom fan with light kit", "Burke, VA", "New fan where a pull-chain fixture was, with separate wall controls for fan and light."),
  /* @__PURE__ */ item(9, "panel-upgrades", "generator-panel", "Generator-ready panel", "Nokesville, VA", "New 200A panel with an interlock kit and inlet box for a portable generator."),
  /* @__PURE__ */ item(10, "lighting", "porch-lights", "Front porch & soffit lights", "Springfield, VA", "Soffit pot lights and coach lanterns on a dusk-to-dawn photocell."),
  /* @__PURE__ */ item(11, "ev-chargers", "ev-two-chargers", "Two-car charging setup", "Ashburn, VA", "Two chargers with power sharing on one 60A circuit for a two-EV household."),
  /* @__PURE__ */ item(12, "ceiling-fans", "patio-fans", "Covered patio fans", "Lorton, VA", "Pair of damp-rated patio fans on a new GFCI-protected circuit."),
  /* @__PURE__ */ item(13, "panel-upgrades", "panel", "Condo panel replacement", "Alexandria, VA", "Tight-space condo panel replaced and re-labeled, with the HOA paperwork handled."),
  /* @__PURE__ */ item(14, "lighting", "vanity", "Bathroom vanity lighting", "Annandale, VA", "Vanity bar and a wet-rated shower light replacing a single builder-grade fixture."),
  /* @__PURE__ */ item(15, "ev-chargers", "ev-charger", "Townhouse EV charger", "Manassas Park, VA", "Charger mounted by the parking pad with conduit run along the foundation."),
  /* @__PURE__ */ item(16, "ceiling-fans", "fan-remote", "Nursery fan swap", "Chantilly, VA", "Quiet DC-motor fan with a remote, replacing a wobbling old unit."),
  /* @__PURE__ */ item(17, "panel-upgrades", "meter-base", "Meter base & mast repair", "Dumfries, VA", "Storm-bent service mast straightened and meter base replaced before the utility reconnect."),
  /* @__PURE__ */ item(18, "lighting", "landscape", "Landscape uplighting", "Leesburg, VA", "Low-voltage uplights on the oaks and path lights along the front walk."),
  /* @__PURE__ */ item(19, "ev-chargers", "ev-business", "Small business charging", "Herndon, VA", "Two networked chargers for an office parking lot, with a new 208V feeder."),
  /* @__PURE__ */ item(20, "ceiling-fans", "fan-flush", "Kitchen fan & dimmer", "Reston, VA", "Flush-mount fan for a low kitchen ceiling with a fan-speed and light dimmer combo."),
];
