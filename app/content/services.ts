import type { BookingServiceValue } from "./booking";
import { catalogue } from "./catalogue";
import { jobDuration } from "./facts";

/** A home-page service card: links to its service page (docs/product.md §2.1). */
interface ServiceLinkCard {
  title: string;
  description: string;
  path: string;
}

/** The 12 service cards of the home page, each linking to a service page. */
const homeServiceCardsEn: ServiceLinkCard[] = [
  {
    title: "Panel upgrades",
    description: `100A to 200A upgrades, breaker box replacements and load calculations, usually done in ${jobDuration.panelUpgrade}.`,
    path: "/services/panel-upgrades",
  },
  {
    title: "Residential wiring",
    description: "Whole-home and partial rewiring, aluminum and knob-and-tube replacement, new runs for additions.",
    path: "/services/residential-wiring",
  },
  {
    title: "EV charger installation",
    description: `Level 2 chargers for Tesla, Ford, Rivian and every J1772 car, on a dedicated circuit in ${jobDuration.evCharger}.`,
    path: "/services/ev-charger-installation",
  },
  {
    title: "Surge protection",
    description: `A whole-home surge protector at the panel that guards every appliance, installed in ${jobDuration.surgeProtection}.`,
    path: "/services/surge-protection",
  },
  {
    title: "Lighting installation",
    description: "Recessed, under-cabinet, landscape and fixture installs, dimmers and ceiling fans.",
    path: "/services/lighting",
  },
  {
    title: "Outlets & GFCI",
    description: "New outlets, GFCI and AFCI protection, USB and 240V receptacles, dead outlet repair.",
    path: "/services/outlets",
  },
  {
    title: "Generator hookups",
    description: "Standby generator wiring, transfer switches and portable generator inlets for outages.",
    path: "/services/generators",
  },
  {
    title: "Hot tub & spa wiring",
    description: "Dedicated 50A or 60A circuits with GFCI disconnects for hot tubs, spas and pool equipment.",
    path: "/services/spa-wiring",
  },
  {
    title: "Remodel electrical",
    description: "Kitchen, bath and basement remodel wiring to code, coordinated with your contractor.",
    path: "/services/remodel",
  },
  {
    title: "Electrical inspections",
    description: "Home-sale, insurance and safety inspections with a written report, in about 2-3 hours.",
    path: "/services/inspections",
  },
  {
    title: "Commercial services",
    description: "Tenant fit-outs, office and retail lighting, service upgrades and maintenance contracts.",
    path: "/services/commercial",
  },
  {
    title: "Dedicated circuits",
    description: "New 20A and 240V circuits for appliances, workshops and home offices that trip breakers.",
    path: "/services/circuits",
  },
];

/** A Services-page card (docs/product.md §3: title, description, features, price text, serviceValue). */
export interface ServiceOffer {
  title: string;
  description: string;
  features: [string, string, string];
  price: string;
  /** Booking form service value the Learn More button presets. */
  serviceValue: BookingServiceValue;
  /** Service page with the details, when there is one. */
  path?: string;
}

/** The six cards of the Services page (and of the home services section). Prices: docs/product.md §9. */
const serviceOffersEn: ServiceOffer[] = [
  {
    title: "Panel upgrades",
    description:
      "Replace an overloaded, recalled or 100A panel with a modern 200A service that carries your EV charger, heat pump and kitchen at once.",
    features: ["100A to 200A service upgrades", "Permit, utility coordination and inspection", `Done in ${jobDuration.panelUpgrade}, most in one day`],
    price: `Starting at {price.panelUpgrade}`,
    serviceValue: "panel-upgrade",
    path: "/services/panel-upgrades",
  },
  {
    title: "Residential wiring",
    description:
      "From a single new circuit to a full rewire of an older home, we run clean, code-perfect wiring and patch what we open.",
    features: ["Knob-and-tube and aluminum replacement", "Dedicated 20A circuits for appliances", "Whole-home rewiring in 3-7 days"],
    price: `Starting at {price.wiring}`,
    serviceValue: "residential-wiring",
    path: "/services/residential-wiring",
  },
  {
    title: "EV charger installation",
    description:
      "A Level 2 charger in your garage or driveway adds 25-35 miles of range per hour of charging, on a circuit sized for it.",
    features: ["Tesla, ChargePoint, Emporia and J1772 units", "Load check and dedicated 240V circuit", `Installed in ${jobDuration.evCharger}`],
    price: `Starting at {price.evCharger}`,
    serviceValue: "ev-charger",
    path: "/services/ev-charger-installation",
  },
  {
    title: "Surge protection",
    description:
      "A whole-home surge protector at the panel stops the spikes that kill HVAC boards, appliances and electronics.",
    features: ["Type 1/Type 2 device at the main panel", "Blocks up to 99% of surge energy (manufacturer claim)", `Installed in ${jobDuration.surgeProtection}`],
    price: `Starting at {price.surgeProtection}`,
    serviceValue: "surge-protection",
    path: "/services/surge-protection",
  },
  {
    title: "Emergency repairs",
    description:
      "Power out, burning smell or sparking outlet? A licensed electrician is on the way day or night, holidays included.",
    features: ["24/7/365, no holiday surcharge", `{arrival.minutes}-minute arrival in our core area`, "Fully stocked trucks fix most faults on the first visit"],
    price: `Starting at {price.emergency}`,
    serviceValue: "emergency",
  },
  {
    title: "Commercial services",
    description:
      "Offices, retail, restaurants and warehouses: fit-outs, lighting retrofits, three-phase service and scheduled maintenance.",
    features: ["Tenant fit-outs and build-outs", "LED retrofits that cut lighting bills", "After-hours work to keep you open"],
    price: "Custom quote",
    serviceValue: "commercial",
    path: "/services/commercial",
  },
];

/** A duration of app/content/facts.ts in Spanish: "4-8 hours" → "4-8 horas". */
const horas = (duration: string) => duration.replace("hours", "horas");

/** The Spanish words of each home card, by its path. */
const homeServiceCardsEs: Record<string, Omit<ServiceLinkCard, "path">> = {
  "/services/panel-upgrades": {
    title: "Cambio de panel eléctrico",
    description: `Cambios de 100A a 200A, reemplazo de cajas de breakers y cálculos de carga, normalmente en ${horas(jobDuration.panelUpgrade)}.`,
  },
  "/services/residential-wiring": {
    title: "Cableado residencial",
    description: "Recableado total o parcial de la casa, reemplazo de cableado de aluminio y knob-and-tube, líneas nuevas para ampliaciones.",
  },
  "/services/ev-charger-installation": {
    title: "Instalación de cargadores para vehículos eléctricos",
    description: `Cargadores de nivel 2 para Tesla, Ford, Rivian y todo carro J1772, en un circuito dedicado en ${horas(jobDuration.evCharger)}.`,
  },
  "/services/surge-protection": {
    title: "Protección contra sobretensiones",
    description: `Un protector para toda la casa en el panel que cuida cada electrodoméstico, instalado en ${horas(jobDuration.surgeProtection)}.`,
  },
  "/services/lighting": {
    title: "Instalación de iluminación",
    description: "Luces empotradas, bajo gabinetes, de jardín y lámparas, reguladores de intensidad y ventiladores de techo.",
  },
  "/services/outlets": {
    title: "Tomacorrientes y GFCI",
    description: "Tomacorrientes nuevos, protección GFCI y AFCI, tomacorrientes con USB y de 240V, reparación de tomacorrientes sin corriente.",
  },
  "/services/generators": {
    title: "Conexión de generadores",
    description: "Cableado de generadores de respaldo, interruptores de transferencia y tomas de entrada para generadores portátiles en los apagones.",
  },
  "/services/spa-wiring": {
    title: "Cableado para jacuzzis y spas",
    description: "Circuitos dedicados de 50A o 60A con desconectador GFCI para jacuzzis, spas y equipos de piscina.",
  },
  "/services/remodel": {
    title: "Electricidad para remodelaciones",
    description: "Cableado según el código para remodelar cocinas, baños y sótanos, coordinado con su contratista.",
  },
  "/services/inspections": {
    title: "Inspecciones eléctricas",
    description: "Inspecciones para la venta de la casa, para el seguro y de seguridad, con un informe por escrito, en unas 2-3 horas.",
  },
  "/services/commercial": {
    title: "Servicios comerciales",
    description: "Adecuación de locales, iluminación de oficinas y tiendas, cambios de servicio y contratos de mantenimiento.",
  },
  "/services/circuits": {
    title: "Circuitos dedicados",
    description: "Circuitos nuevos de 20A y 240V para electrodomésticos, talleres y oficinas en casa donde se disparan los breakers.",
  },
};

/** The Spanish words of each Services-page card, by its booking service value. */
const serviceOffersEs: Record<string, Pick<ServiceOffer, "title" | "description" | "features" | "price">> = {
  "panel-upgrade": {
    title: "Cambio de panel eléctrico",
    description:
      "Reemplace un panel sobrecargado, retirado del mercado o de 100A por un servicio moderno de 200A que soporte a la vez su cargador para vehículo eléctrico, su bomba de calor y su cocina.",
    features: ["Cambios de servicio de 100A a 200A", "Permiso, coordinación con la compañía eléctrica e inspección", `Listo en ${horas(jobDuration.panelUpgrade)}, casi siempre en un día`],
    price: `Desde {price.panelUpgrade}`,
  },
  "residential-wiring": {
    title: "Cableado residencial",
    description:
      "Desde un solo circuito nuevo hasta recablear por completo una casa antigua, instalamos un cableado limpio y según el código, y reparamos lo que abrimos.",
    features: ["Reemplazo de cableado knob-and-tube y de aluminio", "Circuitos dedicados de 20A para electrodomésticos", "Recableado de toda la casa en 3-7 días"],
    price: `Desde {price.wiring}`,
  },
  "ev-charger": {
    title: "Instalación de cargadores para vehículos eléctricos",
    description:
      "Un cargador de nivel 2 en su garaje o entrada agrega 25-35 millas de autonomía por cada hora de carga, en un circuito calculado para él.",
    features: ["Equipos Tesla, ChargePoint, Emporia y J1772", "Revisión de carga y circuito dedicado de 240V", `Instalado en ${horas(jobDuration.evCharger)}`],
    price: `Desde {price.evCharger}`,
  },
  "surge-protection": {
    title: "Protección contra sobretensiones",
    description:
      "Un protector para toda la casa en el panel detiene los picos que dañan las tarjetas del aire acondicionado, los electrodomésticos y la electrónica.",
    features: ["Equipo tipo 1/tipo 2 en el panel principal", "Bloquea hasta el 99% de la energía de una sobretensión (según el fabricante)", `Instalado en ${horas(jobDuration.surgeProtection)}`],
    price: `Desde {price.surgeProtection}`,
  },
  emergency: {
    title: "Reparaciones de emergencia",
    description:
      "¿Se fue la luz, huele a quemado o un tomacorriente saca chispas? Un electricista con licencia va en camino de día o de noche, también en días festivos.",
    features: ["24/7/365, sin recargo en días festivos", `Llegada en {arrival.minutes} minutos en nuestra zona principal`, "Camiones bien surtidos que arreglan la mayoría de las fallas en la primera visita"],
    price: `Desde {price.emergency}`,
  },
  commercial: {
    title: "Servicios comerciales",
    description:
      "Oficinas, tiendas, restaurantes y bodegas: adecuaciones, cambios de iluminación, servicio trifásico y mantenimiento programado.",
    features: ["Adecuación y acondicionamiento de locales", "Cambios a LED que bajan la factura de luz", "Trabajo fuera de horario para que siga abierto"],
    price: "Presupuesto a la medida",
  },
};

const en = {
  homeServiceCards: homeServiceCardsEn,
  serviceOffers: serviceOffersEn,
  /** The Services page (/services). */
  index: {
    metaTitle: "Electrical services & starting prices",
    metaDescription: `Panel upgrades from {price.panelUpgrade}, wiring from {price.wiring}, EV chargers from {price.evCharger}, surge protection from {price.surgeProtection}, 24/7 emergency repairs and commercial work in Northern Virginia.`,
    title: "Our electrical services",
    subtitle: "Upfront starting prices, licensed electricians and a lifetime workmanship guarantee on every job.",
    allServicesTitle: "Every service we offer",
    ctaTitle: "Not sure what you need?",
    ctaIntro: "Call or text and a licensed electrician will tell you honestly.",
  },
  /** A service card's button; the hidden part names the card for screen readers. */
  learnMore: "Learn more",
  learnMoreAbout: (title: string) => ` about ${title}`,
};

/** The home and Services page cards and the Services page's own text, in each language. */
export const servicesText = /* @__PURE__ */ catalogue(en, {
  homeServiceCards: homeServiceCardsEn.map((card) => ({ ...card, ...homeServiceCardsEs[card.path] })),
  serviceOffers: serviceOffersEn.map((offer) => ({ ...offer, ...serviceOffersEs[offer.serviceValue] })),
  index: {
    metaTitle: "Servicios eléctricos y precios iniciales",
    metaDescription: `Cambio de panel eléctrico desde {price.panelUpgrade}, cableado desde {price.wiring}, cargadores para vehículos eléctricos desde {price.evCharger}, protección contra sobretensiones desde {price.surgeProtection}, reparaciones de emergencia 24/7 y trabajo comercial en el norte de Virginia.`,
    title: "Nuestros servicios eléctricos",
    subtitle: "Precios iniciales claros, electricistas con licencia y garantía de por vida en la mano de obra en cada trabajo.",
    allServicesTitle: "Todos nuestros servicios",
    ctaTitle: "¿No sabe bien qué necesita?",
    ctaIntro: "Llame o envíe un mensaje de texto y un electricista con licencia le dirá con honestidad qué conviene.",
  },
  learnMore: "Más información",
  learnMoreAbout: (title: string) => ` sobre ${title}`,
});

export type ServicesText = typeof en;

/** The English cards, for the home page, its structured data and the assistant. */
export const homeServiceCards = servicesText.en.homeServiceCards;
export const serviceOffers = servicesText.en.serviceOffers;
