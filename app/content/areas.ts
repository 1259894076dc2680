import { catalogue } from "./catalogue";

/** Areas served beyond the eight city pages (Service areas page). */
export const furtherAreas = [
  "Arlington",
  "Reston",
  "Herndon",
  "Ashburn",
  "Sterling",
  "Leesburg",
  "Washington DC",
  "Bethesda",
  "Silver Spring",
  "Rockville",
];

/** The 20 cities on the Emergency page: the eight city pages' towns, the further areas, and two more. */
export const emergencyCities = [
  "Manassas",
  "Manassas Park",
  "Woodbridge",
  "Centreville",
  "Gainesville",
  "Fairfax",
  "Springfield",
  "Alexandria",
  ...furtherAreas,
  "Annandale",
  "Burke",
];

const radiusEn = "Serving 100+ mile radius from Manassas, VA";
const radiusEs = "Atendemos en un radio de más de 100 millas desde Manassas, VA";

/** The Service areas page's text; area and city names are the same in both languages. */
const en = {
  serviceRadius: radiusEn,
  metaTitle: "Service Areas | Electricians in Manassas, Fairfax, Alexandria & More",
  metaDescription:
    "Licensed electricians in Manassas, Manassas Park, Woodbridge, Centreville, Gainesville, Fairfax, Springfield, Alexandria and across Northern Virginia, MD and DC.",
  title: "Areas We Serve",
  subtitle: `${radiusEn}. Northern Virginia, Maryland and Washington DC, 24/7.`,
  cityLink: "View City Page",
  furtherTitle: "We Also Serve",
  helpTitle: "Need Help Now?",
  helpIntro: "A licensed electrician answers 24/7, holidays included.",
  call: (phone: string) => `Call ${phone}`,
  text: (phone: string) => `Text ${phone}`,
  estimate: "Get Estimate",
  book: "Book Discovery Call",
};

export const serviceAreasText = /* @__PURE__ */ catalogue(en, {
  serviceRadius: radiusEs,
  metaTitle: "Zonas de servicio | Electricistas en Manassas, Fairfax, Alexandria y más",
  metaDescription:
    "Electricistas con licencia en Manassas, Manassas Park, Woodbridge, Centreville, Gainesville, Fairfax, Springfield, Alexandria y en todo el Norte de Virginia, Maryland y DC.",
  title: "Zonas donde trabajamos",
  subtitle: `${radiusEs}. Norte de Virginia, Maryland y Washington DC, las 24 horas.`,
  cityLink: "Ver la página de la ciudad",
  furtherTitle: "También trabajamos en",
  helpTitle: "¿Necesita ayuda ahora?",
  helpIntro: "Un electricista con licencia le contesta las 24 horas, también en días festivos.",
  call: (phone) => `Llamar al ${phone}`,
  text: (phone) => `Enviar un texto al ${phone}`,
  estimate: "Pedir un presupuesto",
  book: "Reservar una llamada",
});

/** The radius in English, for the English pages and the assistant's English knowledge. */
export const serviceRadius = radiusEn;
