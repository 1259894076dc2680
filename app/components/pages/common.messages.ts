import { catalogue } from "~/content/catalogue";

/**
 * Every review's service, as the reviews in app/content/reviews.ts write it (tests/unit/pages-content.test.ts
 * checks the list), kept here so a review card does not pull every review into the page's code.
 */
export const reviewServices = [
  "Panel Upgrade",
  "Emergency Repair",
  "EV Charger Installation",
  "Remodel Electrical",
  "Commercial Services",
  "Lighting Installation",
  "Electrical Inspection",
  "Hot Tub Wiring",
  "Surge Protection",
  "Residential Wiring",
  "Generator Hookup",
  "Outlets & Circuits",
];

/** The words of the shared page parts (contact actions, review cards). */
const en = {
  call: (phone: string) => `Call ${phone}`,
  text: (phone: string) => `Text ${phone}`,
  book: "Book a Discovery Call",
  estimate: "Get Free Estimate",
  stars: (rating: number) => `${rating} out of 5 stars`,
  via: (source: string) => `via ${source}`,
  /** Shown under a customer's review on a Spanish page: the review keeps the customer's words (decision 0162). */
  originalLanguage: "",
  services: Object.fromEntries(reviewServices.map((name) => [name, name])) as Record<string, string>,
};

export const commonText = /* @__PURE__ */ catalogue(en, {
  call: (phone: string) => `Llame al ${phone}`,
  text: (phone: string) => `Mensaje al ${phone}`,
  book: "Reserve una llamada inicial",
  estimate: "Pida su presupuesto gratis",
  stars: (rating: number) => `${rating} de 5 estrellas`,
  via: (source: string) => `vía ${source}`,
  originalLanguage: "Reseña original en inglés",
  services: {
    "Panel Upgrade": "Actualización de panel",
    "Emergency Repair": "Reparación de emergencia",
    "EV Charger Installation": "Instalación de cargador para vehículo eléctrico",
    "Remodel Electrical": "Electricidad para remodelación",
    "Commercial Services": "Servicios comerciales",
    "Lighting Installation": "Instalación de iluminación",
    "Electrical Inspection": "Inspección eléctrica",
    "Hot Tub Wiring": "Cableado para jacuzzi",
    "Surge Protection": "Protección contra sobretensiones",
    "Residential Wiring": "Cableado residencial",
    "Generator Hookup": "Conexión de generador",
    "Outlets & Circuits": "Tomacorrientes y circuitos",
  },
});
