import type { Lang } from "~/content/languages";
import { catalogue } from "./catalogue";

/**
 * Appointment types offered when no Calendly token is configured (docs/product.md, decision 4): each one is a
 * public scheduling page of the business, 30 minutes (docs/product.md §9), named in the visitor's language; the
 * office reads the English name (decision 0172).
 */
export function appointmentTypes(schedulingUrl: string, lang: Lang = "en") {
  const base = schedulingUrl.replace(/\/+$/, "");
  const names = formCopy[lang].booking.builtInTypes;
  return [
    { uri: base, name: names.consultation, duration: 30 },
    { uri: base.replace(/\/[^/]*$/, "/discovery-call"), name: names.discovery, duration: 30 },
  ];
}

/** What the public forms say around their fields: labels, hints, buttons, titles (the messages are in app/forms/messages.ts). */
const en = {
  fields: {
    name: "Name",
    fullName: "Full Name",
    phone: "Phone",
    email: "Email",
    address: "Address",
    serviceAddress: "Service Address",
    serviceNeeded: "Service Needed",
    service: "Service",
    selectService: "Select a service",
    preferredTime: "Preferred Time",
    preferredTimeExample: "e.g. Weekday mornings",
    projectDetails: "Project Details",
    projectDescription: "Project Description",
    whatsHappening: "What's happening?",
    additionalDetails: "Additional Details",
    submitting: "Submitting...",
    honeypot: "Leave this field empty",
  },
  contact: {
    requestType: "Request type",
    emergencyToggle: "Emergency help",
    emergencyTitle: "Emergency assistance",
    estimateTitle: "Request free estimate",
    emergencySubmit: "Request emergency help",
  },
  estimate: {
    title: "Request free estimate",
    intro: "Tell us about your project. We'll contact you within 24 hours to schedule your free estimate.",
    close: "Close",
  },
  booking: {
    dialogTitle: "Book a free consultation",
    appointmentType: "Appointment type",
    loadingTypes: "Loading appointment types…",
    duration: (minutes: number) => `${minutes} min`,
    submit: "Get booking link",
    readyTitle: "Your booking link is ready!",
    readyText: "Open the booking page to pick a time that suits you. We've sent the link to your email too.",
    open: "Open booking",
    close: "Close",
    tryAgain: "Try again",
    /** The built-in appointment types' names (the visitor reads them in the page's language, the office in English). */
    builtInTypes: { consultation: "Free 30-Minute Consultation", discovery: "Discovery Call" },
  },
  photos: {
    chosen: "Chosen photos",
    preview: (name: string) => `Preview of ${name}`,
    remove: "Remove",
  },
  newsletter: {
    signup: "Newsletter signup",
    emailAddress: "Email address",
    subscribe: "Subscribe",
    subscribing: "Subscribing...",
  },
  loading: "Loading…",
};

export const formCopy = /* @__PURE__ */ catalogue(en, {
  fields: {
    name: "Nombre",
    fullName: "Nombre completo",
    phone: "Teléfono",
    email: "Correo electrónico",
    address: "Dirección",
    serviceAddress: "Dirección del servicio",
    serviceNeeded: "Servicio que necesita",
    service: "Servicio",
    selectService: "Elija un servicio",
    preferredTime: "Horario preferido",
    preferredTimeExample: "p. ej., mañanas",
    projectDetails: "Detalles del proyecto",
    projectDescription: "Descripción del proyecto",
    whatsHappening: "¿Qué está pasando?",
    additionalDetails: "Detalles adicionales",
    submitting: "Enviando...",
    honeypot: "Deje este campo vacío",
  },
  contact: {
    requestType: "Tipo de solicitud",
    emergencyToggle: "Ayuda de emergencia",
    emergencyTitle: "Asistencia de emergencia",
    estimateTitle: "Solicite un presupuesto gratis",
    emergencySubmit: "Pedir ayuda de emergencia",
  },
  estimate: {
    title: "Solicite un presupuesto gratis",
    intro: "Cuéntenos sobre su proyecto. Le llamaremos en menos de 24 horas para programar su presupuesto gratis.",
    close: "Cerrar",
  },
  booking: {
    dialogTitle: "Reserve una consulta gratis",
    appointmentType: "Tipo de cita",
    loadingTypes: "Cargando los tipos de cita…",
    duration: (minutes: number) => `${minutes} min`,
    submit: "Obtener enlace de cita",
    readyTitle: "¡Su enlace de cita está listo!",
    readyText: "Abra la página de citas para elegir la hora que le convenga. También le enviamos el enlace por correo electrónico.",
    open: "Abrir página de citas",
    close: "Cerrar",
    tryAgain: "Intentar de nuevo",
    builtInTypes: { consultation: "Consulta gratis de 30 minutos", discovery: "Llamada inicial" },
  },
  photos: {
    chosen: "Fotos elegidas",
    preview: (name: string) => `Vista previa de ${name}`,
    remove: "Quitar",
  },
  newsletter: {
    signup: "Suscripción al boletín",
    emailAddress: "Correo electrónico",
    subscribe: "Suscribirme",
    subscribing: "Suscribiendo...",
  },
  loading: "Cargando…",
});

/** The form pages' titles and descriptions for search engines, and the headings of /book and /newsletter. */
const pagesEn = {
  contact: {
    title: "Contact us | 24/7 emergency help & free estimates",
    description:
      "Call, text or send a request: emergency electrical help around the clock, or a free estimate from a veteran-owned, licensed electrician in Northern Virginia.",
  },
  estimate: {
    title: "Request a free estimate",
    description:
      "Tell us about your electrical project and get a free estimate from a veteran-owned, licensed electrician. We'll contact you within 24 hours.",
  },
  book: {
    title: "Book a free consultation",
    description: "Book a free 30-minute consultation or discovery call with a veteran-owned, licensed electrician.",
    heading: "Book a free consultation",
    intro: "Tell us who you are and choose an appointment type; we'll give you a booking link to pick a time.",
  },
  newsletter: {
    title: "Newsletter",
    heading: "Get $25 off your first job",
    intro: "Seasonal safety tips and member offers. No spam.",
  },
};

export const formPages = /* @__PURE__ */ catalogue(pagesEn, {
  contact: {
    title: "Contáctenos | Ayuda de emergencia 24/7 y presupuestos gratis",
    description:
      "Llame, envíe un mensaje de texto o una solicitud: ayuda eléctrica de emergencia a toda hora, o un presupuesto gratis de un electricista con licencia, propiedad de un veterano, en el norte de Virginia.",
  },
  estimate: {
    title: "Pida un presupuesto gratis",
    description:
      "Cuéntenos sobre su proyecto eléctrico y reciba un presupuesto gratis de un electricista con licencia, propiedad de un veterano. Le llamaremos en menos de 24 horas.",
  },
  book: {
    title: "Reserve una consulta gratis",
    description: "Reserve una consulta gratis de 30 minutos o una llamada inicial con un electricista con licencia, propiedad de un veterano.",
    heading: "Reserve una consulta gratis",
    intro: "Díganos quién es y elija un tipo de cita; le daremos un enlace para escoger la hora.",
  },
  newsletter: {
    title: "Boletín",
    heading: "Reciba $25 de descuento en su primer trabajo",
    intro: "Consejos de seguridad de cada temporada y ofertas para suscriptores. Sin correo basura.",
  },
});
