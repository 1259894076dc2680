import { catalogue } from "~/content/catalogue";
import type { Lang } from "~/content/languages";
import { sentenceCase } from "~/content/sentence-case";
import { DEFAULT_SERVICE } from "./confirmation";
import { bookingServices, contactServiceTypes, estimateServices, optionsIn } from "./options";

/** The options' labels, and the service a request names when none was picked (the customer's mail shows it too). */
const englishLabels = [...[...contactServiceTypes, ...estimateServices, ...bookingServices].map((o) => o.label), ...Object.values(DEFAULT_SERVICE)];

/**
 * Every option's label by its English label: the office keeps the English (stored with a request), the visitor reads
 * their language, English in sentence case as the site writes it.
 * Read on the server only (mails, and the words a form or the footer is sent): the browser gets one language's
 * labels with its words.
 */
export const optionLabels = /* @__PURE__ */ catalogue<Record<string, string>>(Object.fromEntries(englishLabels.map((l) => [l, sentenceCase(l)])), {
  "Panel Upgrade": "Cambio de panel eléctrico",
  "EV Charger Install": "Instalación de cargador para vehículos eléctricos",
  "Lighting/Ceiling Fans": "Iluminación y ventiladores de techo",
  "Outlets/GFCI": "Tomacorrientes y GFCI",
  "Surge Protection": "Protección contra sobretensiones",
  "Remodel Electrical": "Electricidad para remodelaciones",
  Other: "Otro",
  "Residential Wiring": "Cableado residencial",
  "EV Charger Installation": "Instalación de cargador para vehículos eléctricos",
  "Commercial Services": "Servicios comerciales",
  "Emergency Repair": "Reparación de emergencia",
  "Lighting Installation": "Instalación de iluminación",
  "Outlet & Circuit Work": "Tomacorrientes y circuitos",
  "Free Estimate Request": "Solicitud de presupuesto gratis",
  "General Inquiry": "Solicitud de información",
  "General Consultation": "Consulta general",
});

/** The booking services the footer links to, named in a language (it sends them with its words). */
export const footerServices = (lang: Lang) => optionsIn(optionLabels[lang], bookingServices).filter((service) => service.value !== "other");
