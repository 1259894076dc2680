import { catalogue } from "./catalogue";

/**
 * The words a customer gets when the office books a visit (docs/visits.md): the confirmation by text or mail, the
 * reminder the evening before, the calendar file's event, the "on my way" text or mail, and the office's
 * cancellation, in the lead's language; and the events of an electrician's calendar feed (read in English: the office's).
 * `day` and `window` come already written in that language ("Sunday, March 14" / "domingo, 14 de marzo",
 * "8:00 AM – 10:00 AM"). Spanish in the usted form.
 */
export const visitText = /* @__PURE__ */ catalogue(
  {
    text: (business: string, day: string, window: string, who: string, link: string) =>
      `${business}: your visit is booked for ${day}, arriving between ${window}. ${who} is coming. Add it to your calendar: ${link} — Reply STOP to opt out.`,
    mailSubject: (business: string, day: string) => `Your visit from ${business} on ${day}`,
    mail: (firstName: string, business: string, day: string, window: string, who: string, link: string, phone: string) =>
      `Hi ${firstName},\n\nYour visit is booked.\n\nDay: ${day}\nArriving between: ${window}\nWho is coming: ${who}\n\nAdd it to your calendar: ${link}\n\nTo change it, call us at ${phone}.\n\n${business}\n`,
    reminderText: (business: string, day: string, window: string, who: string, link: string) =>
      `${business}: a reminder of your visit tomorrow, ${day}, arriving between ${window}. ${who} is coming. Details: ${link} — Reply STOP to opt out.`,
    reminderSubject: (business: string, day: string) => `Tomorrow: your visit from ${business} on ${day}`,
    reminderMail: (firstName: string, business: string, day: string, window: string, who: string, link: string, phone: string, unsubscribe: string) =>
      `Hi ${firstName},\n\nA reminder of your visit tomorrow.\n\nDay: ${day}\nArriving between: ${window}\nWho is coming: ${who}\n\nDetails: ${link}\n\nTo change it, call us at ${phone}.\n\n${business}\n\nNo more reminder mails: ${unsubscribe}\n`,
    /** When the lead has no name. */
    there: "there",
    summary: (business: string) => `Visit from ${business}`,
    description: (who: string, window: string, phone: string) =>
      `${who} arrives between ${window}. To change the visit, call ${phone}.`,
    /** An electrician's calendar feed (docs/visits.md, "Calendar feeds"): its name and each visit's event. */
    feedName: (business: string, who: string) => `${business}: ${who}'s visits`,
    feedSummary: (customer: string, job: string) => `${customer}: ${job}`,
    feedDescription: (window: string, phone: string, job: string, lead: string) => `Arrives between ${window}.\nPhone: ${phone}\nJob: ${job}\nLead: ${lead}`,
    /** The feed's words for a customer without a name, a job without a service, a lead without a phone. */
    feedNoName: "Customer",
    feedVisit: "Visit",
    feedNoPhone: "none given",
    cancelText: (business: string, day: string, window: string, link: string) =>
      `${business}: your visit on ${day}, arriving between ${window}, is cancelled. Your request: ${link} — Reply STOP to opt out.`,
    cancelSubject: (business: string, day: string) => `Your visit from ${business} on ${day} is cancelled`,
    cancelMail: (firstName: string, business: string, day: string, window: string, link: string, phone: string) =>
      `Hi ${firstName},\n\nYour visit on ${day}, arriving between ${window}, is cancelled.\n\nYour request: ${link}\n\nTo book another time, call us at ${phone}.\n\n${business}\n`,
    onMyWayText: (business: string, who: string, minutes: string, link: string) =>
      `${business}: ${who} is on the way, arriving in about ${minutes} minutes. Your request: ${link} — Reply STOP to opt out.`,
    onMyWaySubject: (business: string, who: string) => `${who} from ${business} is on the way`,
    onMyWayMail: (firstName: string, business: string, who: string, minutes: string, link: string, phone: string) =>
      `Hi ${firstName},\n\n${who} is on the way, arriving in about ${minutes} minutes.\n\nYour request: ${link}\n\nQuestions? Call us at ${phone}.\n\n${business}\n`,
  },
  {
    text: (business: string, day: string, window: string, who: string, link: string) =>
      `${business}: su visita quedó reservada para el ${day}, con llegada entre ${window}, y irá ${who}. Agréguela a su calendario: ${link} — Responda STOP para no recibir más mensajes.`,
    mailSubject: (business: string, day: string) => `Su visita de ${business} el ${day}`,
    mail: (firstName: string, business: string, day: string, window: string, who: string, link: string, phone: string) =>
      `Hola${firstName ? ` ${firstName}` : ""}:\n\nSu visita quedó reservada.\n\nDía: ${day}\nLlegada entre: ${window}\nQuién irá: ${who}\n\nAgréguela a su calendario: ${link}\n\nPara cambiarla, llámenos al ${phone}.\n\n${business}\n`,
    reminderText: (business: string, day: string, window: string, who: string, link: string) =>
      `${business}: le recordamos su visita de mañana, ${day}, con llegada entre ${window}, y irá ${who}. Detalles: ${link} — Responda STOP para no recibir más mensajes.`,
    reminderSubject: (business: string, day: string) => `Mañana: su visita de ${business} el ${day}`,
    reminderMail: (firstName: string, business: string, day: string, window: string, who: string, link: string, phone: string, unsubscribe: string) =>
      `Hola${firstName ? ` ${firstName}` : ""}:\n\nLe recordamos su visita de mañana.\n\nDía: ${day}\nLlegada entre: ${window}\nQuién irá: ${who}\n\nDetalles: ${link}\n\nPara cambiarla, llámenos al ${phone}.\n\n${business}\n\nPara no recibir más recordatorios por correo: ${unsubscribe}\n`,
    /** Spanish greets without a name: "Hola:". */
    there: "",
    summary: (business: string) => `Visita de ${business}`,
    description: (who: string, window: string, phone: string) =>
      `Llegada entre ${window}, con ${who}. Para cambiar la visita, llame al ${phone}.`,
    feedName: (business: string, who: string) => `${business}: visitas de ${who}`,
    feedSummary: (customer: string, job: string) => `${customer}: ${job}`,
    feedDescription: (window: string, phone: string, job: string, lead: string) => `Llegada entre ${window}.\nTeléfono: ${phone}\nTrabajo: ${job}\nSolicitud: ${lead}`,
    feedNoName: "Cliente",
    feedVisit: "Visita",
    feedNoPhone: "no lo dio",
    cancelText: (business: string, day: string, window: string, link: string) =>
      `${business}: su visita del ${day}, con llegada entre ${window}, quedó cancelada. Su solicitud: ${link} — Responda STOP para no recibir más mensajes.`,
    cancelSubject: (business: string, day: string) => `Su visita de ${business} el ${day} quedó cancelada`,
    cancelMail: (firstName: string, business: string, day: string, window: string, link: string, phone: string) =>
      `Hola${firstName ? ` ${firstName}` : ""}:\n\nSu visita del ${day}, con llegada entre ${window}, quedó cancelada.\n\nSu solicitud: ${link}\n\nPara reservar otro horario, llámenos al ${phone}.\n\n${business}\n`,
    onMyWayText: (business: string, who: string, minutes: string, link: string) =>
      `${business}: ${who} va en camino y llegará en unos ${minutes} minutos. Su solicitud: ${link} — Responda STOP para no recibir más mensajes.`,
    onMyWaySubject: (business: string, who: string) => `${who} de ${business} va en camino`,
    onMyWayMail: (firstName: string, business: string, who: string, minutes: string, link: string, phone: string) =>
      `Hola${firstName ? ` ${firstName}` : ""}:\n\n${who} va en camino y llegará en unos ${minutes} minutos.\n\nSu solicitud: ${link}\n\n¿Preguntas? Llámenos al ${phone}.\n\n${business}\n`,
  },
);
