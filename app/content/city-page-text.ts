import { catalogue } from "./catalogue";

/** The city pages' shared headings and calls to action (app/components/city/CityPage.tsx); each city's own text is in ./cities.ts. */
const en = {
  introTitle: (city: string) => `Your local electricians in ${city}`,
  rating: "Rated 5 out of 5",
  /** Shown under a customer's review where it is not in the page's language (reviews are never translated). */
  reviewNote: "",
  servicesTitle: (city: string) => `Popular services in ${city}`,
  projectsTitle: (city: string) => `Recent projects in ${city}`,
  faqTitle: (city: string) => `${city} electrical questions`,
  mapHeading: "Where we work",
  mapTitle: (place: string) => `Map of ${place}`,
  ctaTitle: (city: string) => `Need an electrician in ${city}?`,
  ctaText: "Call or text any time — we answer 24/7, every day including holidays — or ask for a free estimate.",
};

export const cityPageText = /* @__PURE__ */ catalogue(en, {
  introTitle: (city) => `Sus electricistas locales en ${city}`,
  rating: "Calificación: 5 de 5",
  reviewNote: "Reseña original del cliente, en inglés.",
  servicesTitle: (city) => `Servicios más pedidos en ${city}`,
  projectsTitle: (city) => `Trabajos recientes en ${city}`,
  faqTitle: (city) => `Preguntas sobre electricidad en ${city}`,
  mapHeading: "Dónde trabajamos",
  mapTitle: (place) => `Mapa de ${place}`,
  ctaTitle: (city) => `¿Necesita un electricista en ${city}?`,
  ctaText:
    "Llámenos o envíenos un mensaje de texto a cualquier hora (contestamos las 24 horas, todos los días, también en días festivos) o pida un presupuesto gratis.",
});

/** The city pages' shared words in one language, as the city route's loader sends them. */
export type CityPageText = typeof en;
