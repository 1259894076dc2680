import { catalogue } from "./catalogue";

/** Contact page content (docs/product.md §2.9). */
const en = {
  intro: {
    title: "Let's get started today",
    subtitle: "Choose how you'd like to connect with us",
  },
  whyChoose: [
    "Veteran-owned and family-operated",
    "Licensed, bonded and insured in Virginia",
    "Upfront, written pricing before any work",
    "Lifetime workmanship guarantee",
    `{arrival.minutes}-minute emergency arrival in our core area`,
    "Clean-home promise on every visit",
  ],
  discoveryCall: {
    title: "Schedule a discovery call",
    text: "Prefer to talk first? Schedule a convenient time for a discovery call to discuss your electrical needs.",
  },
  emergencyCard: {
    title: "Electrical emergency?",
    text: `Don't wait on a form. Call now and a licensed electrician is dispatched 24/7 — within {arrival.minutes} minutes in our core area.`,
  },
  page: {
    otherWays: "Other ways to reach us",
    contactInformation: "Contact information",
    phone: "Phone",
    textOffice: "Text the office",
    email: "Email",
    hours: "Hours",
    serviceArea: "Service area",
    whyChooseTitle: (business: string) => `Why choose ${business}?`,
    callNow: (phone: string) => `Call ${phone} now`,
    meetOffice: "Meet our office",
    videoCaption: "A quick hello from our office",
  },
  scheduling: {
    loading: "Loading calendar…",
    show: "Show the Scheduling Calendar",
    failed: "The calendar could not be loaded here. Use the link below instead.",
    open: "Open the scheduling page",
    newTab: " (opens in a new tab)",
  },
};

export const contactText = /* @__PURE__ */ catalogue(en, {
  intro: {
    title: "Empecemos hoy mismo",
    subtitle: "Elija cómo prefiere comunicarse con nosotros",
  },
  whyChoose: [
    "Propiedad de un veterano y operada en familia",
    "Con licencia, afianzados y asegurados en Virginia",
    "Precios claros y por escrito antes de cualquier trabajo",
    "Garantía de por vida en la mano de obra",
    `Llegada de emergencia en {arrival.minutes} minutos en nuestra zona principal`,
    "Promesa de dejar su casa limpia en cada visita",
  ],
  discoveryCall: {
    title: "Programe una llamada inicial",
    text: "¿Prefiere hablar primero? Elija la hora que le convenga para una llamada y conversemos sobre lo que necesita.",
  },
  emergencyCard: {
    title: "¿Una emergencia eléctrica?",
    text: `No espere a llenar un formulario. Llame ahora y enviamos a un electricista con licencia las 24 horas, los 7 días — en {arrival.minutes} minutos en nuestra zona principal.`,
  },
  page: {
    otherWays: "Otras formas de comunicarse con nosotros",
    contactInformation: "Información de contacto",
    phone: "Teléfono",
    textOffice: "Enviar texto",
    email: "Correo electrónico",
    hours: "Horario",
    serviceArea: "Zona de servicio",
    whyChooseTitle: (business: string) => `¿Por qué elegir a ${business}?`,
    callNow: (phone: string) => `Llame ahora al ${phone}`,
    meetOffice: "Conozca nuestra oficina",
    videoCaption: "Un saludo rápido de nuestra oficina",
  },
  scheduling: {
    loading: "Cargando el calendario…",
    show: "Mostrar el calendario de citas",
    failed: "No pudimos cargar el calendario aquí. Use el enlace de abajo.",
    open: "Abrir la página de citas",
    newTab: " (se abre en una pestaña nueva)",
  },
});

/** The contact page's words in its language, as the route's loader sends them (decision 0210). */
export type ContactText = (typeof contactText)["en"];
