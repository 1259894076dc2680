/**
 * Built-in gallery items (docs/product.md §3). Pictures are SVG illustrations in public/illustrations
 * (docs/product.md, decision 10); the admin's uploads are shown before them by app/lib/gallery/gallery.server.ts.
 */
import type { Lang } from "~/content/languages";
import { BEFORE_AFTER_ILLUSTRATION } from "./before-after";
import { catalogue, plural } from "./catalogue";

/** Every illustration is drawn on the same 600 × 400 canvas. */
export const ILLUSTRATION_SIZE = { width: 600, height: 400 } as const;

// ---------- Home gallery ----------

export const homeGalleryFilters = [
  { value: "all", label: "All" },
  { value: "before-after", label: "Before & After" },
  { value: "panels", label: "Panels" },
  { value: "lighting", label: "Lighting" },
  { value: "ev-chargers", label: "EV Chargers" },
  { value: "commercial", label: "Commercial" },
] as const;

export type HomeGalleryCategory = Exclude<(typeof homeGalleryFilters)[number]["value"], "all">;

export interface HomeGalleryItem {
  id: string;
  category: HomeGalleryCategory;
  title: string;
  location: string;
  description: string;
  image: string;
}

const homeImages: Record<HomeGalleryCategory, string> = {
  panels: "/illustrations/gallery-panel.svg",
  lighting: "/illustrations/gallery-lighting.svg",
  "ev-chargers": "/illustrations/gallery-ev-charger.svg",
  commercial: "/illustrations/gallery-commercial.svg",
  "before-after": BEFORE_AFTER_ILLUSTRATION,
};

const home = (item: Omit<HomeGalleryItem, "image">): HomeGalleryItem => ({ ...item, image: homeImages[item.category] });

/** The nine items of the home page gallery. */
export const homeGalleryItems: HomeGalleryItem[] = [
  /* @__PURE__ */ home({
    id: "home-1",
    category: "panels",
    title: "200A Panel Upgrade",
    location: "Manassas, VA",
    description: "Recalled Federal Pacific panel replaced with a 40-space 200A panel and new grounding.",
  }),
  /* @__PURE__ */ home({
    id: "home-2",
    category: "before-after",
    title: "Panel Clean-Up: Before & After",
    location: "Woodbridge, VA",
    description: "A tangle of double-tapped breakers re-landed, labelled and brought up to code.",
  }),
  /* @__PURE__ */ home({
    id: "home-3",
    category: "lighting",
    title: "Kitchen Recessed Lighting",
    location: "Centreville, VA",
    description: "Twelve 6-inch LED wafers on two dimmer zones plus under-cabinet strips.",
  }),
  /* @__PURE__ */ home({
    id: "home-4",
    category: "ev-chargers",
    title: "Tesla Wall Connector",
    location: "Gainesville, VA",
    description: "60A circuit run from the basement panel to the garage, charger installed in 3 hours.",
  }),
  /* @__PURE__ */ home({
    id: "home-5",
    category: "commercial",
    title: "Retail LED Retrofit",
    location: "Fairfax, VA",
    description: "Forty troffers converted to LED panels overnight, cutting the store's lighting load by half.",
  }),
  /* @__PURE__ */ home({
    id: "home-6",
    category: "panels",
    title: "Sub-Panel for Basement Suite",
    location: "Springfield, VA",
    description: "100A sub-panel feeding a finished basement apartment with its own kitchen circuits.",
  }),
  /* @__PURE__ */ home({
    id: "home-7",
    category: "before-after",
    title: "Outdoor Meter Base: Before & After",
    location: "Alexandria, VA",
    description: "Storm-damaged meter base and mast replaced and reconnected by the utility the same day.",
  }),
  /* @__PURE__ */ home({
    id: "home-8",
    category: "lighting",
    title: "Landscape & Path Lighting",
    location: "Manassas Park, VA",
    description: "Low-voltage path and uplighting on a photocell timer around a new patio.",
  }),
  /* @__PURE__ */ home({
    id: "home-9",
    category: "ev-chargers",
    title: "Dual EV Charging in a Shared Garage",
    location: "Arlington, VA",
    description: "Two Level 2 chargers sharing one circuit with load management, no service upgrade needed.",
  }),
];

// ---------- Gallery page ----------

export const galleryPageFilters = [
  { value: "all", label: "All" },
  { value: "panel-upgrades", label: "Panel Upgrades" },
  { value: "lighting", label: "Lighting" },
  { value: "ev-chargers", label: "EV Chargers" },
  { value: "ceiling-fans", label: "Ceiling Fans" },
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

const pageImages: Record<GalleryPageCategory, string> = {
  "panel-upgrades": "/illustrations/gallery-panel.svg",
  lighting: "/illustrations/gallery-lighting.svg",
  "ev-chargers": "/illustrations/gallery-ev-charger.svg",
  "ceiling-fans": "/illustrations/gallery-ceiling-fan.svg",
};

const item = (id: number, category: GalleryPageCategory, title: string, location: string, description: string): GalleryItem => ({
  id: `builtin-${id}`,
  title,
  description,
  location,
  category,
  imageUrl: pageImages[category],
  ...ILLUSTRATION_SIZE,
});

/** The 20 built-in items of the Gallery page, in Northern Virginia towns. */
export const galleryPageItems: GalleryItem[] = [
  /* @__PURE__ */ item(1, "panel-upgrades", "200A Service Upgrade", "Manassas, VA", "Old 100A fuse-era service replaced with a 200A panel, new meter base and ground rods."),
  /* @__PURE__ */ item(2, "lighting", "Open-Plan Recessed Lighting", "Centreville, VA", "Sixteen slim LED downlights laid out on a grid, on three dimmable zones."),
  /* @__PURE__ */ item(3, "ev-chargers", "Garage Level 2 Charger", "Gainesville, VA", "48A charger on a 60A circuit with a load check that showed no panel upgrade was needed."),
  /* @__PURE__ */ item(4, "ceiling-fans", "Vaulted Great-Room Fan", "Haymarket, VA", "60-inch fan on a downrod and a fan-rated brace box in a 16-foot vaulted ceiling."),
  /* @__PURE__ */ item(5, "panel-upgrades", "Recalled Zinsco Panel Replaced", "Woodbridge, VA", "A Zinsco panel with scorched bus bars swapped for a modern panel with AFCI breakers."),
  /* @__PURE__ */ item(6, "lighting", "Under-Cabinet Task Lighting", "Bristow, VA", "Hard-wired LED strips under every cabinet, switched from a single smart dimmer."),
  /* @__PURE__ */ item(7, "ev-chargers", "Driveway Pedestal Charger", "Fairfax, VA", "Trenched conduit to a weatherproof pedestal charger for a home without a garage."),
  /* @__PURE__ */ item(8, "ceiling-fans", "Bedroom Fan with Light Kit", "Burke, VA", "New fan where a pull-chain fixture was, with separate wall controls for fan and light."),
  /* @__PURE__ */ item(9, "panel-upgrades", "Generator-Ready Panel", "Nokesville, VA", "New 200A panel with an interlock kit and inlet box for a portable generator."),
  /* @__PURE__ */ item(10, "lighting", "Front Porch & Soffit Lights", "Springfield, VA", "Soffit pot lights and coach lanterns on a dusk-to-dawn photocell."),
  /* @__PURE__ */ item(11, "ev-chargers", "Two-Car Charging Setup", "Ashburn, VA", "Two chargers with power sharing on one 60A circuit for a two-EV household."),
  /* @__PURE__ */ item(12, "ceiling-fans", "Covered Patio Fans", "Lorton, VA", "Pair of damp-rated patio fans on a new GFCI-protected circuit."),
  /* @__PURE__ */ item(13, "panel-upgrades", "Condo Panel Replacement", "Alexandria, VA", "Tight-space condo panel replaced and re-labelled, with the HOA paperwork handled."),
  /* @__PURE__ */ item(14, "lighting", "Bathroom Vanity Lighting", "Annandale, VA", "Vanity bar and a wet-rated shower light replacing a single builder-grade fixture."),
  /* @__PURE__ */ item(15, "ev-chargers", "Townhouse EV Charger", "Manassas Park, VA", "Charger mounted by the parking pad with conduit run along the foundation."),
  /* @__PURE__ */ item(16, "ceiling-fans", "Nursery Fan Swap", "Chantilly, VA", "Quiet DC-motor fan with a remote, replacing a wobbling old unit."),
  /* @__PURE__ */ item(17, "panel-upgrades", "Meter Base & Mast Repair", "Dumfries, VA", "Storm-bent service mast straightened and meter base replaced before the utility reconnect."),
  /* @__PURE__ */ item(18, "lighting", "Landscape Uplighting", "Leesburg, VA", "Low-voltage uplights on the oaks and path lights along the front walk."),
  /* @__PURE__ */ item(19, "ev-chargers", "Small Business Charging", "Herndon, VA", "Two networked chargers for an office parking lot, with a new 208V feeder."),
  /* @__PURE__ */ item(20, "ceiling-fans", "Kitchen Fan & Dimmer", "Reston, VA", "Flush-mount fan for a low kitchen ceiling with a fan-speed and light dimmer combo."),
];


// ---------- Words of the gallery in each language ----------

interface ItemText {
  title: string;
  description: string;
}

const itemText = (...lists: (readonly (ItemText & { id: string })[])[]) =>
  Object.fromEntries(lists.flat().map(({ id, title, description }) => [id, { title, description }])) as Record<string, ItemText>;

const en = {
  categories: Object.fromEntries([...homeGalleryFilters, ...galleryPageFilters].map((f) => [f.value, f.label])) as Record<string, string>,
  page: {
    metaTitle: "Pictures of Our Work | Project Gallery",
    metaDescription:
      "Panel upgrades, lighting, EV chargers and ceiling fans we installed in Manassas, Fairfax, Woodbridge and across Northern Virginia.",
    title: "Pictures of Our Work",
    subtitle: "Real jobs from homes and businesses across Northern Virginia.",
    backToAll: "Back to all projects",
    projects: "Projects",
    filter: "Filter by category",
    count: plural("en", { one: "# project", other: "# projects" }),
    details: (title: string) => `View details: ${title}`,
  },
};

export type GalleryText = typeof en;

export const galleryText = /* @__PURE__ */ catalogue(en, {
  categories: {
    all: "Todos",
    "before-after": "Antes y después",
    panels: "Paneles",
    lighting: "Iluminación",
    "ev-chargers": "Cargadores para vehículos eléctricos",
    commercial: "Comercial",
    "panel-upgrades": "Actualización de paneles",
    "ceiling-fans": "Ventiladores de techo",
  },
  page: {
    metaTitle: "Fotos de nuestro trabajo | Galería de proyectos",
    metaDescription:
      "Actualizaciones de paneles, iluminación, cargadores para vehículos eléctricos y ventiladores de techo que instalamos en Manassas, Fairfax, Woodbridge y en todo el norte de Virginia.",
    title: "Fotos de nuestro trabajo",
    subtitle: "Trabajos reales en hogares y negocios de todo el norte de Virginia.",
    backToAll: "Volver a todos los proyectos",
    projects: "Proyectos",
    filter: "Filtrar por categoría",
    count: plural("es", { one: "# proyecto", other: "# proyectos" }),
    details: (title: string) => `Ver detalles: ${title}`,
  },
});

/**
 * The built-in items' words by id, used by the loaders (the server) only, so the browser gets one language; the
 * admin's uploads are shown as the office wrote them (decision 0162).
 */
export const galleryItemText = /* @__PURE__ */ catalogue(/* @__PURE__ */ itemText(homeGalleryItems, galleryPageItems), {
    "home-1": { title: "Actualización a panel de 200A", description: "Panel Federal Pacific retirado del mercado, cambiado por un panel de 200A con 40 espacios y nueva puesta a tierra." },
    "home-2": { title: "Panel ordenado: antes y después", description: "Un enredo de breakers con doble conexión, reconectados, rotulados y puestos al día con el código." },
    "home-3": { title: "Luces empotradas en la cocina", description: "Doce luces LED planas de 6 pulgadas en dos zonas con dimmer, más tiras bajo los gabinetes." },
    "home-4": { title: "Cargador Tesla Wall Connector", description: "Circuito de 60A desde el panel del sótano hasta el garaje; cargador instalado en 3 horas." },
    "home-5": { title: "Cambio a LED en una tienda", description: "Cuarenta lámparas de techo cambiadas a paneles LED en una noche, con la mitad del consumo de luz de la tienda." },
    "home-6": { title: "Subpanel para un apartamento en el sótano", description: "Subpanel de 100A para un apartamento terminado en el sótano, con sus propios circuitos de cocina." },
    "home-7": { title: "Base del medidor exterior: antes y después", description: "Base del medidor y mástil dañados por una tormenta, reemplazados y reconectados por la compañía eléctrica el mismo día." },
    "home-8": { title: "Iluminación de jardín y caminos", description: "Luces de bajo voltaje para caminos y árboles, con fotocelda y temporizador, alrededor de un patio nuevo." },
    "home-9": { title: "Dos cargadores en un garaje compartido", description: "Dos cargadores de nivel 2 en un solo circuito con control de carga, sin necesidad de ampliar el servicio." },
    "builtin-1": { title: "Actualización del servicio a 200A", description: "Servicio viejo de 100A con fusibles cambiado por un panel de 200A, base de medidor nueva y varillas de tierra." },
    "builtin-2": { title: "Luces empotradas en un espacio abierto", description: "Dieciséis luces LED delgadas en cuadrícula, en tres zonas con dimmer." },
    "builtin-3": { title: "Cargador de nivel 2 en el garaje", description: "Cargador de 48A en un circuito de 60A, con un cálculo de carga que mostró que no hacía falta cambiar el panel." },
    "builtin-4": { title: "Ventilador en una sala de techo alto", description: "Ventilador de 60 pulgadas con barra de extensión y caja reforzada para ventilador en un techo inclinado de 16 pies." },
    "builtin-5": { title: "Panel Zinsco retirado del mercado, reemplazado", description: "Un panel Zinsco con barras quemadas, cambiado por un panel moderno con breakers AFCI." },
    "builtin-6": { title: "Luces de trabajo bajo los gabinetes", description: "Tiras LED cableadas bajo cada gabinete, controladas con un solo dimmer inteligente." },
    "builtin-7": { title: "Cargador de pedestal en la entrada", description: "Tubería enterrada hasta un cargador de pedestal resistente a la intemperie, para una casa sin garaje." },
    "builtin-8": { title: "Ventilador con luz en un dormitorio", description: "Ventilador nuevo donde había una lámpara de cadena, con controles de pared separados para el ventilador y la luz." },
    "builtin-9": { title: "Panel listo para generador", description: "Panel nuevo de 200A con kit de enclavamiento y caja de entrada para un generador portátil." },
    "builtin-10": { title: "Luces del porche y del alero", description: "Luces empotradas en el alero y faroles junto a la puerta, con fotocelda del anochecer al amanecer." },
    "builtin-11": { title: "Carga para dos carros", description: "Dos cargadores que comparten potencia en un circuito de 60A, para una familia con dos vehículos eléctricos." },
    "builtin-12": { title: "Ventiladores para un patio techado", description: "Dos ventiladores aptos para exteriores húmedos en un circuito nuevo con protección GFCI." },
    "builtin-13": { title: "Actualización del panel en un condominio", description: "Panel de condominio en un espacio estrecho, reemplazado y rotulado de nuevo, con los trámites de la HOA resueltos." },
    "builtin-14": { title: "Luces del tocador del baño", description: "Barra de luces para el tocador y una luz apta para la ducha, en lugar de una sola lámpara básica." },
    "builtin-15": { title: "Cargador en una casa adosada", description: "Cargador montado junto al estacionamiento, con tubería a lo largo de los cimientos." },
    "builtin-16": { title: "Ventilador nuevo en el cuarto del bebé", description: "Ventilador silencioso con motor DC y control remoto, en lugar de uno viejo que se tambaleaba." },
    "builtin-17": { title: "Reparación de base de medidor y mástil", description: "Mástil de servicio doblado por una tormenta, enderezado, y base de medidor reemplazada antes de la reconexión." },
    "builtin-18": { title: "Iluminación de jardín hacia arriba", description: "Luces de bajo voltaje que iluminan los robles y luces a lo largo del camino de entrada." },
    "builtin-19": { title: "Carga para un pequeño negocio", description: "Dos cargadores en red para el estacionamiento de una oficina, con un alimentador nuevo de 208V." },
    "builtin-20": { title: "Ventilador y dimmer en la cocina", description: "Ventilador empotrado para el techo bajo de una cocina, con un control combinado de velocidad y luz." },
});

/** Items in a language: a built-in item's translation, an upload as the office wrote it. */
export const inLanguage = <T extends ItemText & { id: string }>(items: T[], lang: Lang): T[] =>
  items.map((item) => ({ ...item, ...galleryItemText[lang][item.id] }));
