import { catalogue } from "./catalogue";
import { directoryBadges } from "./review-sites";

/**
 * The reviews shown by default (the office edits them in its reviews block) and the Reviews page's words. The
 * browser never imports this module: the home's carousel reads ./home-testimonials.ts, the pages ./review-sites.ts.
 */

/** A customer review (docs/product.md §3). Text is customer-written content, shown as given. */
export interface Review {
  text: string;
  /** The office's Spanish translation, shown on Spanish pages with the English one tap away (decision 0198). */
  spanish: string;
  author: string;
  location: string;
  /** Directory the review was left on. */
  source: string;
  /** The day it was written there (an example until the office copies its real reviews in), shown "March 2026". */
  date: string;
  rating: number;
  service: string;
}


/** The ten testimonials of the Reviews page. */
export const reviewsPageTestimonials: Review[] = [
  {
    text: "Six recessed lights in the living room, perfectly spaced and on a dimmer. They explained the one-light-per-25-square-feet rule and it looks great.",
    spanish: "Seis luces empotradas en la sala, perfectamente espaciadas y con dimmer. Nos explicaron la regla de una luz por cada 25 pies cuadrados y se ve muy bien.",
    author: "Jennifer L.",
    location: "Springfield, VA",
    source: "Google",
    date: "2026-10-18",
    rating: 5,
    service: "Lighting installation",
  },
  {
    text: "Power went out during a storm on Thanksgiving. They answered on the second ring and had us back on before dinner. No holiday surcharge either.",
    spanish: "Se nos fue la luz durante una tormenta el Día de Acción de Gracias. Contestaron al segundo timbre y teníamos luz otra vez antes de la cena. Y sin recargo por ser día festivo.",
    author: "Robert K.",
    location: "Manassas Park, VA",
    source: "Angi",
    date: "2025-11-29",
    rating: 5,
    service: "Emergency repair",
  },
  {
    text: "Upgraded our 100A panel to 200A so we could add a heat pump and an EV charger. The crew finished in about six hours and the inspection passed.",
    spanish: "Nos hicieron el cambio de panel eléctrico de 100A a 200A para poder agregar una bomba de calor y un cargador para vehículo eléctrico. El equipo terminó en unas seis horas y pasó la inspección.",
    author: "Angela W.",
    location: "Alexandria, VA",
    source: "Google",
    date: "2026-09-03",
    rating: 5,
    service: "Panel upgrade",
  },
  {
    text: "The home inspector flagged double-tapped breakers and missing GFCIs before our sale. They fixed all of it in one visit and sent the paperwork to our agent.",
    spanish: "Antes de vender la casa, el inspector encontró breakers con doble conexión y que faltaban tomacorrientes GFCI. Lo arreglaron todo en una sola visita y le mandaron los papeles a nuestro agente.",
    author: "Chris P.",
    location: "Fairfax, VA",
    source: "HomeAdvisor",
    date: "2026-08-21",
    rating: 5,
    service: "Electrical Inspection",
  },
  {
    text: "Our hot tub needed a 50A circuit and a GFCI disconnect. Quote was upfront, work was neat, and they showed us how to test the disconnect.",
    spanish: "Nuestro jacuzzi necesitaba un circuito de 50A y un interruptor de desconexión con GFCI. Nos dieron el precio por adelantado, el trabajo quedó muy limpio y nos enseñaron a probar el interruptor.",
    author: "Samantha T.",
    location: "Woodbridge, VA",
    source: "Google",
    date: "2026-07-09",
    rating: 5,
    service: "Hot Tub Wiring",
  },
  {
    text: "Installed a whole-home surge protector after lightning fried our router and garage door opener. Took about an hour and a half.",
    spanish: "Instalaron un protector contra sobretensiones para toda la casa después de que un rayo nos quemó el router y el abridor de la puerta del garaje. Tardaron como una hora y media.",
    author: "Mike D.",
    location: "Centreville, VA",
    source: "Angi",
    date: "2026-06-14",
    rating: 5,
    service: "Surge protection",
  },
  {
    text: "We rewired a 1950s rambler with the old cloth wiring. They patched every hole and the job took five days as promised.",
    spanish: "Cambiamos todo el cableado de una casa de un piso de los años 50 que todavía tenía cables forrados de tela. Taparon todos los agujeros y el trabajo tomó cinco días, como prometieron.",
    author: "Eleanor G.",
    location: "Arlington, VA",
    source: "Google",
    date: "2026-05-02",
    rating: 5,
    service: "Residential wiring",
  },
  {
    text: "Transfer switch and generator inlet installed before winter. When the power went out in January we were running in ten minutes.",
    spanish: "Nos instalaron el interruptor de transferencia y la toma para el generador antes del invierno. Cuando se fue la luz en enero, en diez minutos ya teníamos corriente.",
    author: "James B.",
    location: "Gainesville, VA",
    source: "Google",
    date: "2026-03-27",
    rating: 5,
    service: "Generator Hookup",
  },
  {
    text: "Added outlets in the garage and a 20A circuit for my workshop. Fair price, about what their website said, and they were on time.",
    spanish: "Pusieron tomacorrientes en el garaje y un circuito de 20A para mi taller. Buen precio, más o menos lo que decía su sitio web, y llegaron a tiempo.",
    author: "Luis F.",
    location: "Manassas, VA",
    source: "HomeAdvisor",
    date: "2026-02-11",
    rating: 5,
    service: "Outlets & Circuits",
  },
  {
    text: "They fitted out our new dental office: lighting, dedicated equipment circuits and exit signs, all done to the contractor's schedule.",
    spanish: "Hicieron toda la instalación eléctrica de nuestro nuevo consultorio dental: iluminación, circuitos dedicados para los equipos y letreros de salida, todo según el calendario del contratista.",
    author: "Dr. Nadia A.",
    location: "Reston, VA",
    source: "Google",
    date: "2025-12-06",
    rating: 5,
    service: "Commercial services",
  },
];


/** The words around the reviews; the reviews themselves keep the customers' words (decision 0198). */
const en = {
  meta: {
    title: "5-star customer reviews",
    description:
      "Read verified 5-star reviews from homeowners and businesses in Manassas, Fairfax, Woodbridge and across Northern Virginia.",
  },
  title: "5-star reviews from verified customers",
  subtitle: "What homeowners and businesses across Northern Virginia say about our work.",
  verifiedOn: "Verified on",
  verifiedOnName: (name: string) => `Verified on ${name}`,
  badges: Object.fromEntries(directoryBadges.map((b) => [b.name, { label: b.label, detail: b.detail }])) as Record<
    string,
    { label: string; detail: string }
  >,
  newTab: " (opens in a new tab)",
  testimonials: "Customer testimonials",
  /** The review sites' rating and count, business facts the office edits (docs/content.md). */
  summary: "Rated {reviews.rating} out of 5 from {reviews.count} reviews",
  /** Each review site's listing, a plain link. */
  listingOn: (name: string) => `Our reviews on ${name}`,
  leaveReview: "Read more or leave a review",
  readOn: (rating: string, site: string) => `${rating} on ${site}: read our reviews`,
  /** Each review's service, named on the review cards of this page. */
  services: Object.fromEntries(reviewsPageTestimonials.map((review) => [review.service, review.service])) as Record<string, string>,
};

export type ReviewText = typeof en;

export const reviewText = /* @__PURE__ */ catalogue(en, {
  meta: {
    title: "Reseñas de 5 estrellas de nuestros clientes",
    description:
      "Lea reseñas verificadas de 5 estrellas de dueños de casa y negocios en Manassas, Fairfax, Woodbridge y en todo el norte de Virginia.",
  },
  title: "Reseñas de 5 estrellas de clientes verificados",
  subtitle: "Lo que dicen de nuestro trabajo los dueños de casa y negocios del norte de Virginia.",
  verifiedOn: "Verificados en",
  verifiedOnName: (name: string) => `Verificados en ${name}`,
  badges: {
    BuildZoom: { label: "Puntuación de 125 en BuildZoom", detail: "Percentil 99 de los contratistas en VA" },
    HomeAdvisor: { label: "Elite Service de HomeAdvisor", detail: "Profesional evaluado y aprobado" },
    Angi: { label: "Certificados por Angi", detail: "Licencia y reseñas verificadas" },
  },
  newTab: " (se abre en una pestaña nueva)",
  testimonials: "Testimonios de clientes",
  summary: "Calificación de {reviews.rating} sobre 5 en {reviews.count} reseñas",
  listingOn: (name: string) => `Nuestras reseñas en ${name}`,
  leaveReview: "Lea más reseñas o deje la suya",
  readOn: (rating: string, site: string) => `${rating} en ${site}: lea nuestras reseñas`,
  services: {
    "Panel upgrade": "Cambio de panel eléctrico",
    "Emergency repair": "Reparación de emergencia",
    "Commercial services": "Servicios comerciales",
    "Lighting installation": "Instalación de iluminación",
    "Electrical Inspection": "Inspección eléctrica",
    "Hot Tub Wiring": "Cableado para jacuzzi",
    "Surge protection": "Protección contra sobretensiones",
    "Residential wiring": "Cableado residencial",
    "Generator Hookup": "Conexión de generador",
    "Outlets & Circuits": "Tomacorrientes y circuitos",
  },});

/** The note under a review shown on a page of another language, by the language it was written in (decision 0198). */
export const writtenInText = /* @__PURE__ */ catalogue(
  { en: "Original review in English", es: "Original review in Spanish" } as Record<string, string>,
  { en: "Reseña original en inglés", es: "Reseña original en español" } as Record<string, string>,
);
