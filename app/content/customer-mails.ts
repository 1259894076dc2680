import { catalogue } from "~/content/catalogue";

/** What the customer's mails say, in the customer's language (the office's mail stays English). */
const en = {
  fields: {
    name: "Name",
    email: "Email",
    notGiven: "Not given",
    phone: "Phone",
    service: "Service",
    bookingLink: "Booking link",
  },
  pickATime: "Pick a time that suits you on your booking page:",
  alerting: "We're alerting our on-call electrician now. Follow your request, and see who is coming, here:",
  inTouch: "We'll be in touch shortly. If it's urgent, call us any time, day or night.",
  followRequest: "See where your request stands, write to us or cancel it, here:",
  bookingSubject: (business: string) => `Your consultation with ${business}`,
  requestSubject: (business: string) => `We received your request — ${business}`,
  greeting: (name: string) => `Hi ${name},`,
  thanks: (business: string) => `Thank you for contacting ${business}.`,
  yourRequest: "Your request:",
  welcomeSubject: (business: string) => `Welcome to the ${business} newsletter — $25 off your first job`,
  welcomeThanks: "Thanks for subscribing!",
  welcomeOffer: "Mention this email when you book and we'll take $25 off your first job.",
};

export const customerMailText = /* @__PURE__ */ catalogue(en, {
  fields: {
    name: "Nombre",
    email: "Correo electrónico",
    notGiven: "No indicado",
    phone: "Teléfono",
    service: "Servicio",
    bookingLink: "Enlace para su cita",
  },
  pickATime: "Elija la hora que le convenga en su página de citas:",
  alerting: "Estamos avisando ahora a nuestro electricista de guardia. Siga su solicitud, y vea quién va en camino, aquí:",
  inTouch: "Nos comunicaremos con usted muy pronto. Si es urgente, llámenos a cualquier hora, de día o de noche.",
  followRequest: "Vea cómo va su solicitud, escríbanos o cancélela, aquí:",
  bookingSubject: (business: string) => `Su consulta con ${business}`,
  requestSubject: (business: string) => `Recibimos su solicitud — ${business}`,
  greeting: (name: string) => `Hola, ${name}:`,
  thanks: (business: string) => `Gracias por comunicarse con ${business}.`,
  yourRequest: "Su solicitud:",
  welcomeSubject: (business: string) => `Bienvenido al boletín de ${business}: $25 de descuento en su primer trabajo`,
  welcomeThanks: "¡Gracias por suscribirse!",
  welcomeOffer: "Mencione este correo cuando haga su cita y le descontaremos $25 de su primer trabajo.",
});
