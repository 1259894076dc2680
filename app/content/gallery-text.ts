/**
 * The gallery's words in each language: the pages' and the built-in items' (gallery.ts). Apart from the items and
 * filters, which the browser's code uses, so that only the server loads these (a page gets its words from its loader).
 */
import { catalogue, plural } from "./catalogue";
import { galleryPageFilters, galleryPageItems, homeGalleryFilters, homeGalleryItems } from "./gallery";

interface ItemText {
  title: string;
  description: string;
  /** A home project's work in numbers (its card without a photo leads with them). */
  figures?: string;
}

const itemText = (...lists: (readonly (ItemText & { id: string })[])[]) =>
  Object.fromEntries(lists.flat().map(({ id, title, description, figures }) => [id, { title, description, ...(figures ? { figures } : {}) }])) as Record<
    string,
    ItemText
  >;

const en = {
  categories: Object.fromEntries([...homeGalleryFilters, ...galleryPageFilters].map((f) => [f.value, f.label])) as Record<string, string>,
  page: {
    metaTitle: "Pictures of our work | Project gallery",
    metaDescription:
      "Panel upgrades, lighting, EV chargers and ceiling fans we installed in Manassas, Fairfax, Woodbridge and across Northern Virginia.",
    title: "Pictures of our work",
    subtitle: "Projects we've finished across Northern Virginia; one without its photo yet is shown as a drawing.",
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
    "panel-upgrades": "Cambios de panel",
    "ceiling-fans": "Ventiladores de techo",
  },
  page: {
    metaTitle: "Fotos de nuestro trabajo | Galería de proyectos",
    metaDescription:
      "Cambios de panel, iluminación, cargadores para vehículos eléctricos y ventiladores de techo que instalamos en Manassas, Fairfax, Woodbridge y en todo el norte de Virginia.",
    title: "Fotos de nuestro trabajo",
    subtitle: "Proyectos que terminamos en todo el norte de Virginia; el que aún no tiene su foto se muestra en dibujo.",
    backToAll: "Volver a todos los proyectos",
    projects: "Proyectos",
    filter: "Filtrar por categoría",
    count: plural("es", { one: "# proyecto", other: "# proyectos" }),
    details: (title: string) => `Ver detalles: ${title}`,
  },
});

/**
 * The built-in items' words by id, used by the loaders (the server) only, so the browser gets one language; the
 * admin's uploads are shown as the office wrote them (decision 0198).
 */
export const galleryItemText = /* @__PURE__ */ catalogue(/* @__PURE__ */ itemText(homeGalleryItems, galleryPageItems), {
    "home-1": { title: "Cambio a un panel de 200A", description: "Panel Federal Pacific retirado del mercado, cambiado por un panel de 200A con 40 espacios y nueva puesta a tierra.", figures: "Panel de 200A con 40 espacios, 1 día" },
    "home-2": { title: "Panel ordenado: antes y después", description: "Un enredo de breakers con doble conexión, reconectados, rotulados y puestos al día con el código.", figures: "12 breakers reconectados, 4 horas" },
    "home-3": { title: "Luces empotradas en la cocina", description: "Doce luces LED planas de 6 pulgadas en dos zonas con dimmer, más tiras bajo los gabinetes.", figures: "12 luces LED, 2 zonas con dimmer" },
    "home-4": { title: "Cargador Tesla Wall Connector", description: "Circuito de 60A desde el panel del sótano hasta el garaje; cargador instalado en 3 horas.", figures: "Circuito de 60A, 3 horas" },
    "home-5": { title: "Cambio a LED en una tienda", description: "Cuarenta lámparas de techo cambiadas a paneles LED en una noche, con la mitad del consumo de luz de la tienda.", figures: "40 paneles LED, 1 noche" },
    "home-6": { title: "Subpanel para un apartamento en el sótano", description: "Subpanel de 100A para un apartamento terminado en el sótano, con sus propios circuitos de cocina.", figures: "Subpanel de 100A, 2 días" },
    "home-7": { title: "Base del medidor exterior: antes y después", description: "Base del medidor y mástil dañados por una tormenta, reemplazados y reconectados por la compañía eléctrica el mismo día.", figures: "Base de medidor y mástil nuevos, el mismo día" },
    "home-8": { title: "Iluminación de jardín y caminos", description: "Luces de bajo voltaje para caminos y árboles, con fotocelda y temporizador, alrededor de un patio nuevo.", figures: "14 luces de bajo voltaje, 1 día" },
    "home-9": { title: "Dos cargadores en un garaje compartido", description: "Dos cargadores de nivel 2 en un solo circuito con control de carga, sin necesidad de ampliar el servicio.", figures: "2 cargadores en 1 circuito, 1 día" },
    "builtin-1": { title: "Cambio del servicio a 200A", description: "Servicio viejo de 100A con fusibles cambiado por un panel de 200A, base de medidor nueva y varillas de tierra." },
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
    "builtin-13": { title: "Cambio de panel en un condominio", description: "Panel de condominio en un espacio estrecho, reemplazado y rotulado de nuevo, con los trámites de la HOA resueltos." },
    "builtin-14": { title: "Luces del tocador del baño", description: "Barra de luces para el tocador y una luz apta para la ducha, en lugar de una sola lámpara básica." },
    "builtin-15": { title: "Cargador en un townhouse", description: "Cargador montado junto al estacionamiento, con tubería a lo largo de los cimientos." },
    "builtin-16": { title: "Ventilador nuevo en el cuarto del bebé", description: "Ventilador silencioso con motor DC y control remoto, en lugar de uno viejo que se tambaleaba." },
    "builtin-17": { title: "Reparación de base de medidor y mástil", description: "Mástil de servicio doblado por una tormenta, enderezado, y base de medidor reemplazada antes de la reconexión." },
    "builtin-18": { title: "Iluminación exterior de jardín", description: "Luces de bajo voltaje que iluminan los robles y luces a lo largo del camino de entrada." },
    "builtin-19": { title: "Carga para un pequeño negocio", description: "Dos cargadores en red para el estacionamiento de una oficina, con un alimentador nuevo de 208V." },
    "builtin-20": { title: "Ventilador y dimmer en la cocina", description: "Ventilador empotrado para el techo bajo de una cocina, con un control combinado de velocidad y luz." },
});
