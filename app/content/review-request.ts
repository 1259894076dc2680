import { catalogue, plural } from "./catalogue";

/**
 * The words of a finished job's review request (docs/reviews.md): the text and the mail the customer gets, in
 * their language, and the review page /r/<token>. Spanish in the usted form.
 */

/** The longest comment the review page takes (characters). */
export const REVIEW_COMMENT_MAX = 2_000;

export const reviewRequestText = /* @__PURE__ */ catalogue(
  {
    text: (firstName: string, business: string, link: string) =>
      `Hi ${firstName}, thank you for choosing ${business}. How did we do? One minute: ${link} — ${business}. Reply STOP to opt out.`,
    reminderText: (firstName: string, business: string, link: string) =>
      `Hi ${firstName}, a last reminder from ${business}: we would value your opinion of our work. ${link} — Reply STOP to opt out.`,
    mailSubject: (business: string) => `How did ${business} do?`,
    reminderSubject: (business: string) => `A last reminder: how did ${business} do?`,
    mail: (firstName: string, business: string, link: string, phone: string, unsubscribe: string) =>
      `Hi ${firstName},\n\nThank you for choosing ${business}. Would you tell us how we did? It takes a minute:\n\n${link}\n\nIf anything is not right, call us at ${phone} and we will put it right.\n\n${business}\n\nNo more of these mails: ${unsubscribe}\n`,
    reminderMail: (firstName: string, business: string, link: string, phone: string, unsubscribe: string) =>
      `Hi ${firstName},\n\nA last reminder: we would value your opinion of our work. It takes a minute:\n\n${link}\n\nWe will not ask again. If anything is not right, call us at ${phone}.\n\n${business}\n\nNo more of these mails: ${unsubscribe}\n`,
    /** When the lead has no name. */
    there: "there",
  },
  {
    text: (firstName: string, business: string, link: string) =>
      `Hola${firstName ? ` ${firstName}` : ""}, gracias por elegir a ${business}. ¿Qué tal hicimos el trabajo? Le toma un minuto: ${link} — ${business}. Responda STOP para no recibir más mensajes.`,
    reminderText: (firstName: string, business: string, link: string) =>
      `Hola${firstName ? ` ${firstName}` : ""}, un último recordatorio de ${business}: su opinión sobre nuestro trabajo nos importa. ${link} — Responda STOP para no recibir más mensajes.`,
    mailSubject: (business: string) => `¿Qué tal lo hizo ${business}?`,
    reminderSubject: (business: string) => `Un último recordatorio: ¿qué tal lo hizo ${business}?`,
    mail: (firstName: string, business: string, link: string, phone: string, unsubscribe: string) =>
      `Hola${firstName ? ` ${firstName}` : ""}:\n\nGracias por elegir a ${business}. ¿Nos cuenta qué tal hicimos el trabajo? Le toma un minuto:\n\n${link}\n\nSi algo no quedó bien, llámenos al ${phone} y lo solucionamos.\n\n${business}\n\nPara no recibir más correos como este: ${unsubscribe}\n`,
    reminderMail: (firstName: string, business: string, link: string, phone: string, unsubscribe: string) =>
      `Hola${firstName ? ` ${firstName}` : ""}:\n\nUn último recordatorio: su opinión sobre nuestro trabajo nos importa. Le toma un minuto:\n\n${link}\n\nNo volveremos a preguntarle. Si algo no quedó bien, llámenos al ${phone}.\n\n${business}\n\nPara no recibir más correos como este: ${unsubscribe}\n`,
    /** Spanish greets without a name: "Hola:". */
    there: "",
  },
);

export const reviewPageText = /* @__PURE__ */ catalogue(
  {
    title: "How did we do?",
    greeting: (firstName: string) => `Hi ${firstName}, thank you for choosing us.`,
    intro: "Tell us how the job went. Your answer goes straight to the office.",
    rating: "Your rating",
    stars: plural("en-US", { one: "# star", other: "# stars" }),
    comment: "Anything you would like to tell us? (optional)",
    commentHint: (max: number) => `Up to ${max.toLocaleString("en-US")} characters.`,
    consent: "You may show my comment on your website under my first name and town.",
    send: "Send",
    thanksTitle: "Thank you!",
    thanks: "We have your answer. It means a lot to a small business like ours.",
    google: "Would you also share your experience on Google? It helps your neighbors find a good electrician.",
    googleLink: "Review us on Google",
    expiredTitle: "This link has expired",
    expired: "Review links last 30 days. Thank you for thinking of us all the same.",
    call: "Anything on your mind? Call us at",
    ratingRequired: "Choose from 1 to 5 stars.",
    commentTooLong: (max: number) => `Please keep your comment under ${max.toLocaleString("en-US")} characters.`,
    commentControl: "Your comment holds a hidden character we cannot save (a null byte). Please type it again.",
    unsubscribeTitle: "No more review requests",
    unsubscribe: (email: string) => `Stop review requests to ${email}?`,
    unsubscribeButton: "Stop them",
    unsubscribed: "Done: we will not ask you for a review again.",
  },
  {
    title: "¿Qué tal hicimos el trabajo?",
    greeting: (firstName: string) => `Hola ${firstName}, gracias por elegirnos.`,
    intro: "Cuéntenos cómo fue el trabajo. Su respuesta llega directamente a la oficina.",
    rating: "Su calificación",
    stars: plural("es-US", { one: "# estrella", other: "# estrellas" }),
    comment: "¿Quiere contarnos algo más? (opcional)",
    commentHint: (max: number) => `Hasta ${max.toLocaleString("es-US")} caracteres.`,
    consent: "Autorizo a publicar mi comentario en su sitio web con mi nombre de pila y mi ciudad.",
    send: "Enviar",
    thanksTitle: "¡Muchas gracias!",
    thanks: "Hemos recibido su respuesta. Significa mucho para una empresa pequeña como la nuestra.",
    google: "¿Compartiría también su experiencia en Google? Así sus vecinos encuentran un buen electricista.",
    googleLink: "Escribir una reseña en Google",
    expiredTitle: "Este enlace ha caducado",
    expired: "Los enlaces para opinar duran 30 días. Gracias de todos modos por tenernos en cuenta.",
    call: "¿Desea decirnos algo? Llámenos al",
    ratingRequired: "Elija de 1 a 5 estrellas.",
    commentTooLong: (max: number) => `Por favor, escriba menos de ${max.toLocaleString("es-US")} caracteres.`,
    commentControl: "Su comentario tiene un carácter oculto que no podemos guardar (un byte nulo). Por favor, escríbalo de nuevo.",
    unsubscribeTitle: "No más solicitudes de opinión",
    unsubscribe: (email: string) => `¿Dejar de enviar solicitudes de opinión a ${email}?`,
    unsubscribeButton: "Dejar de enviarlas",
    unsubscribed: "Listo: no volveremos a pedirle su opinión.",
  },
);

type ReviewPageText = (typeof reviewPageText)["en"];

/**
 * What the review and unsubscribe pages read (useWords), sent by their loaders (decision 0210): the hint with
 * its limit put in (a formatted number has no template), without the schema's messages, which the server applies.
 */
export interface ReviewPageWords {
  reviewPage: Omit<ReviewPageText, "commentHint" | "ratingRequired" | "commentTooLong" | "commentControl"> & { commentHint: string };
}
