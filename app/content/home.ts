import { catalogue } from "./catalogue";
import type { galleryText } from "./gallery-text";
import type { homeStructuredText } from "./home-structured";
import type { ServicesText } from "./services";

/** The hero picture, preloaded by the home page's links. */
export const heroImageSrc = "/illustrations/hero.svg";

/** Home page content (docs/product.md §2.3), in page order. */
const en = {
  meta: {
    title: "Veteran-owned 24/7 electricians in Northern Virginia, MD & DC",
    description:
      "Veteran-owned, licensed electricians serving Northern Virginia, Maryland and DC. 24/7 emergency help, upfront pricing and a lifetime workmanship guarantee.",
  },
  hero: {
    eyebrow: "Veteran-owned · Licensed, bonded & insured",
    headline: "24/7 emergency electricians in VA, DC & MD, veteran-owned",
    subheadline: "Upfront prices, code-perfect work and a real person on the phone, day or night.",
    image: {
      src: heroImageSrc,
      width: 640,
      height: 480,
      alt: "Illustration of an electrician's van outside a lit-up family home",
    },
    call: (phone: string) => `Call ${phone}`,
    text: "Text the office",
  },
  trustLabel: "Credentials",
  trustStrip: [
    { title: "BuildZoom Score 125", detail: "99th percentile in VA" },
    { title: "Angi Certified", detail: "Verified license & reviews" },
    { title: "HomeAdvisor Elite", detail: "Elite Service award" },
    { title: "Licensed & Insured", detail: "Bonded, Virginia license" },
    { title: "Veteran-Owned", detail: "U.S. Air Force veteran founder" },
  ],
  process: {
    title: "How we work",
    intro: "Three steps, the same on every job, big or small.",
  },
  processSteps: [
    {
      title: "Diagnose",
      description:
        "A licensed electrician finds the real cause — not just the symptom — with proper testing tools.",
    },
    {
      title: "Transparent quote",
      description:
        "You get a written, flat price before any work starts. No surprises, no pressure.",
    },
    {
      title: "Code-perfect repair",
      description:
        "We fix it to the National Electrical Code, pull permits when needed and clean up after ourselves.",
    },
  ],
  promisesTitle: "Our promise to you",
  promises: [
    {
      title: "Lifetime workmanship guarantee",
      description: "If our work ever fails, we come back and make it right.",
    },
    {
      title: "Upfront pricing",
      description: "The price we quote is the price you pay.",
    },
    {
      title: "Clean-home promise",
      description: "Shoe covers, drop cloths and a tidy site when we leave.",
    },
    {
      title: "24/7 emergency availability",
      description: "Nights, weekends and holidays, with no holiday surcharge.",
    },
    {
      title: "Financing on bigger projects",
      description: "Monthly payments for panel upgrades, rewiring and more.",
    },
    {
      title: "Veteran-owned & family-operated",
      description: "Military discipline, family-business care.",
    },
  ],
  serviceGrid: {
    title: "Our electrical services",
    intro:
      "Residential and commercial electrical work across Northern Virginia, Maryland and DC.",
  },
  homeServices: {
    title: "Popular services & starting prices",
    all: "View all services",
  },
  emergencyBanner: {
    title: "Electrical emergency?",
    text: `Sparks, burning smells or no power? A licensed electrician can be at your door within {arrival.minutes} minutes in our core area — 24/7, holidays included.`,
    call: (phone: string) => `Call ${phone}`,
    help: "Emergency help",
  },
  testimonials: {
    title: "What our customers say",
    label: "Customer testimonials",
    summary: "Rated {reviews.rating} out of 5 from {reviews.count} reviews",
  },
  gallery: {
    title: "Recent projects",
    intro: "A few of the jobs we have finished around Northern Virginia.",
    filter: "Filter projects",
    all: "See all pictures of our work",
  },
  about: {
    title: "Founded by an Air Force veteran and master electrician",
    text: "Our founder kept flight-line power running in the U.S. Air Force before earning his Virginia master electrician license. Today our family-operated team brings the same discipline to every home and business we serve, from a single outlet to a full service upgrade.",
    team: "Meet the team",
    stats: [
      { fact: "projects" as const, label: "Projects completed" },
      { value: "24/7", label: "Emergency service" },
      { fact: "years" as const, label: "Years of experience" },
      { fact: "reviewRating" as const, label: "Star rating" },
    ],
  },
  areas: {
    title: "Serving Northern Virginia, Maryland & DC",
    city: (city: string) => `Electrician in ${city}`,
    all: "All service areas",
  },
};

export const homeText = /* @__PURE__ */ catalogue(en, {
  meta: {
    title:
      "Electricistas 24/7 propiedad de un veterano en el norte de Virginia, MD y DC",
    description:
      "Electricistas con licencia, propiedad de un veterano, en el norte de Virginia, Maryland y DC. Emergencias 24/7, precios por adelantado y garantía de por vida en la mano de obra.",
  },
  hero: {
    eyebrow: "Propiedad de un veterano · Con licencia, afianzados y asegurados",
    headline: "Electricistas propiedad de un veterano en VA, DC y MD — emergencias 24/7",
    subheadline: "Precios claros, trabajo según el código y una persona al teléfono día y noche.",
    image: {
      ...en.hero.image,
      alt: "Ilustración de la camioneta de un electricista frente a una casa familiar iluminada",
    },
    call: (phone: string) => `Llame al ${phone}`,
    text: "Enviar texto",
  },
  trustLabel: "Credenciales",
  trustStrip: [
    { title: "Puntuación de 125 en BuildZoom", detail: "Percentil 99 en VA" },
    {
      title: "Certificados por Angi",
      detail: "Licencia y reseñas verificadas",
    },
    { title: "Elite Service de HomeAdvisor", detail: "Reconocidos por la calidad de su servicio" },
    {
      title: "Con licencia y asegurados",
      detail: "Afianzados, con licencia de Virginia",
    },
    {
      title: "Propiedad de un veterano",
      detail: "Fundador veterano de la Fuerza Aérea de EE.\u00a0UU.",
    },
  ],
  process: {
    title: "Cómo trabajamos",
    intro: "Tres pasos, los mismos en cada trabajo, grande o pequeño.",
  },
  processSteps: [
    {
      title: "Diagnóstico",
      description:
        "Un electricista con licencia encuentra la causa real — no solo el síntoma — con los equipos de prueba adecuados.",
    },
    {
      title: "Presupuesto transparente",
      description:
        "Reciba un precio fijo por escrito antes de empezar. Sin sorpresas, sin presiones.",
    },
    {
      title: "Reparación según el código",
      description:
        "Lo reparamos según el Código Eléctrico Nacional, sacamos los permisos cuando hacen falta y dejamos todo limpio.",
    },
  ],
  promisesTitle: "Nuestra promesa para usted",
  promises: [
    {
      title: "Garantía de por vida en la mano de obra",
      description:
        "Si nuestro trabajo falla algún día, volvemos y lo arreglamos.",
    },
    {
      title: "Precios por adelantado",
      description: "El precio que le damos es el precio que paga.",
    },
    {
      title: "Promesa de casa limpia",
      description:
        "Cubrezapatos, lonas protectoras y todo ordenado cuando nos vamos.",
    },
    {
      title: "Emergencias 24/7",
      description:
        "Noches, fines de semana y días festivos, sin recargo.",
    },
    {
      title: "Financiamiento para proyectos grandes",
      description:
        "Pagos mensuales para cambios de panel, recableado y más.",
    },
    {
      title: "Propiedad de un veterano, empresa familiar",
      description: "Disciplina militar y el trato de un negocio familiar.",
    },
  ],
  serviceGrid: {
    title: "Nuestros servicios eléctricos",
    intro:
      "Trabajos eléctricos residenciales y comerciales en el norte de Virginia, Maryland y DC.",
  },
  homeServices: {
    title: "Servicios populares y precios iniciales",
    all: "Ver todos los servicios",
  },
  emergencyBanner: {
    title: "¿Emergencia eléctrica?",
    text: `¿Chispas, olor a quemado o sin luz? Un electricista con licencia puede llegar a su puerta en {arrival.minutes} minutos o menos en nuestra zona principal — 24/7, días festivos incluidos.`,
    call: (phone: string) => `Llame al ${phone}`,
    help: "Ayuda de emergencia",
  },
  testimonials: {
    title: "Lo que dicen nuestros clientes",
    label: "Testimonios de clientes",
    summary: "Calificación de {reviews.rating} sobre 5 en {reviews.count} reseñas",
  },
  gallery: {
    title: "Proyectos recientes",
    intro:
      "Algunos de los trabajos que hemos terminado en el norte de Virginia.",
    filter: "Filtrar proyectos",
    all: "Ver todas las fotos de nuestro trabajo",
  },
  about: {
    title: "Fundada por un veterano de la Fuerza Aérea y maestro electricista",
    text: "Nuestro fundador mantuvo en marcha la electricidad de las pistas y los hangares de la Fuerza Aérea de EE.\u00a0UU. antes de obtener su licencia de maestro electricista en Virginia. Hoy, nuestro equipo familiar trae la misma disciplina a cada hogar y negocio que atendemos, desde un solo tomacorriente hasta un cambio completo del servicio eléctrico.",
    team: "Conozca al equipo",
    stats: [
      { fact: "projects", label: "Proyectos terminados" },
      { value: "24/7", label: "Servicio de emergencia" },
      { fact: "years", label: "Años de experiencia" },
      { fact: "reviewRating" as const, label: "Calificación en estrellas" },
    ],
  },
  areas: {
    title: "Servimos al norte de Virginia, Maryland y DC",
    city: (city: string) => `Electricista en ${city}`,
    all: "Todas las zonas de servicio",
  },
});

export type HomeText = typeof en;

/** The words of the home page's carousel and gallery in its language, as its loader sends them (app/lib/site/page-text.server.ts). */
export interface HomePageText {
  home: Pick<HomeText, "testimonials" | "gallery">;
  galleryCategories: (typeof galleryText)["en"]["categories"];
}

/**
 * The words of the home page's sections (their code loads on first use, so they come from /words/home, not with
 * the page's data, which would carry them twice) and of its structured data.
 */
export interface HomeSectionWords {
  homeSections: Omit<HomeText, "meta" | "testimonials" | "gallery">;
  homeServices: Pick<ServicesText, "homeServiceCards" | "serviceOffers" | "learnMore" | "learnMoreAbout">;
  homeStructured: (typeof homeStructuredText)["en"];
}
