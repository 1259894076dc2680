import { catalogue } from "./catalogue";

/** What the customer reads about an emergency's progress: the status page, and the links to it. */
const en = {
  title: "Your emergency request",
  followLink: "Follow your emergency request",
  linkHint: "See who is coming, and when, on your request's page.",
  greeting: (name: string) => `Hi ${name},`,
  progress: "Progress",
  received: "Received",
  receivedDetail: "We have your request and are alerting our on-call electrician now.",
  acknowledged: "Acknowledged",
  acknowledgedDetail: (by: string) => `${by} has your request and will call you shortly.`,
  acknowledgedDetailNoName: "Our on-call electrician has your request and will call you shortly.",
  onTheWay: "On the way",
  onTheWayDetail: "Your electrician is on the way.",
  pending: "Not yet",
  meanwhile: "While you wait",
  call: "Need us now? Call",
  refresh: "Check for news",
  autoRefresh: "This page updates by itself.",
  notFoundTitle: "Request not found",
  expiredTitle: "This link has expired",
  expiredDetail: "Request links work for a week, and close once the job is done. For anything about your request, call",
};

export const statusText = /* @__PURE__ */ catalogue(en, {
  title: "Su solicitud de emergencia",
  followLink: "Siga su solicitud de emergencia",
  linkHint: "Vea quién va en camino, y cuándo, en la página de su solicitud.",
  greeting: (name: string) => `Hola, ${name}:`,
  progress: "Avance",
  received: "Recibida",
  receivedDetail: "Tenemos su solicitud y estamos avisando ahora a nuestro electricista de guardia.",
  acknowledged: "Confirmada",
  acknowledgedDetail: (by: string) => `${by} tiene su solicitud y le llamará en breve.`,
  acknowledgedDetailNoName: "Nuestro electricista de guardia tiene su solicitud y le llamará en breve.",
  onTheWay: "En camino",
  onTheWayDetail: "Su electricista va en camino.",
  pending: "Todavía no",
  meanwhile: "Mientras espera",
  call: "¿Nos necesita ahora? Llame al",
  refresh: "Ver si hay novedades",
  autoRefresh: "Esta página se actualiza sola.",
  notFoundTitle: "Solicitud no encontrada",
  expiredTitle: "Este enlace ya venció",
  expiredDetail: "Los enlaces de solicitud funcionan por una semana, y se cierran cuando el trabajo termina. Para cualquier consulta sobre su solicitud, llame al",
});

export type StatusText = typeof en;

/** The English half (the office's tools and the English site's callers). */
export const statusMessages = statusText.en;
