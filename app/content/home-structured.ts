import { catalogue } from "./catalogue";
import { jobDuration } from "./facts";
import { factText } from "./fact-text";

const es = factText.es;

/**
 * The home page's structured-data text (FAQPage and Service), apart from the page's text: only the server
 * renders it (the home page keeps its JSON-LD out of the browser's code), so neither language ships to it.
 * The built-in assistant quotes its FAQs too, in the conversation's language.
 */
const faqs = [
  {
    question: "How much does a panel upgrade cost?",
    answer: `Panel upgrades start at {price.panelUpgrade} and most are finished in ${jobDuration.panelUpgrade}, including the permit and inspection.`,
  },
  {
    question: "How much does an EV charger installation cost?",
    answer: `Level 2 EV charger installations start at {price.evCharger} and take ${jobDuration.evCharger} on a dedicated circuit.`,
  },
  {
    question: "Are you open 24/7?",
    answer: `Yes. We answer and dispatch 24 hours a day, 7 days a week, all holidays included, with a {arrival.minutes}-minute arrival in our core area.`,
  },
  {
    question: "Do you guarantee your work?",
    answer:
      "Every job carries a lifetime workmanship guarantee, and you get an upfront written price before work starts.",
  },
];

const en = {
  faqs,
  /** The home page's Service in structured data. */
  serviceLd: {
    name: "Residential & Commercial Electrical Services",
    serviceType: "Electrician",
    description:
      "Panel upgrades, wiring, EV charger installation, surge protection, lighting, generators and 24/7 emergency electrical repair.",
    catalogue: "Electrical services",
  },
};

export const homeStructuredText = /* @__PURE__ */ catalogue(en, {
  faqs: [
    {
      question: "¿Cuánto cuesta cambiar el panel eléctrico?",
      answer: `El cambio de panel eléctrico empieza en {price.panelUpgrade} y la mayoría se termina en ${es.jobDuration.panelUpgrade}, con el permiso y la inspección incluidos.`,
    },
    {
      question:
        "¿Cuánto cuesta instalar un cargador para vehículos eléctricos?",
      answer: `La instalación de un cargador de nivel 2 empieza en {price.evCharger} y toma ${es.jobDuration.evCharger} en un circuito dedicado.`,
    },
    {
      question: "¿Atienden 24/7?",
      answer: `Sí. Contestamos y enviamos electricistas las 24 horas, los 7 días de la semana, días festivos incluidos, y llegamos en {arrival.minutes} minutos en nuestra zona principal.`,
    },
    {
      question: "¿Garantizan su trabajo?",
      answer:
        "Cada trabajo tiene garantía de por vida en la mano de obra, y usted recibe un precio por escrito antes de empezar.",
    },
  ],
  serviceLd: {
    name: "Servicios eléctricos residenciales y comerciales",
    serviceType: "Electricista",
    description:
      "Cambios de panel eléctrico, cableado, instalación de cargadores para vehículos eléctricos, protección contra sobretensiones, iluminación, generadores y reparaciones eléctricas de emergencia 24/7.",
    catalogue: "Servicios eléctricos",
  },
});
