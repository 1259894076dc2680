import { catalogue } from "~/content/catalogue";

/**
 * What the assistant says while it takes an emergency call-back, in each language. The built-in assistant finds
 * its place in the conversation by the markers (of either language, since a visitor may switch), so they must
 * stay inside the sentences that carry them.
 */
const OFFER_EN = "on-call electrician call you back now";
const DONE_EN = "passed your call-back to our on-call electrician";
const OFFER_ES = "electricista de guardia le llame ahora mismo";
const DONE_ES = "pasado su solicitud de llamada a nuestro electricista de guardia";

const en = {
  offerMarker: OFFER_EN,
  doneMarker: DONE_EN,
  offer: `Would you like to have our ${OFFER_EN}? Send me your name, your phone number and the address where the problem is.`,
  askMissing: (missing: string) => `To have our ${OFFER_EN}, I still need ${missing}.`,
  missing: { name: "your name", phone: "the best phone number to reach you", address: "the address where the problem is" },
  invalid: `I couldn't use those details. To have our ${OFFER_EN}, please send your name, a valid phone number and the address.`,
  done: (firstName: string, phone: string, statusUrl: string, businessPhone: string) =>
    `Thank you, ${firstName}. I've ${DONE_EN}: they will call you at ${phone} within minutes. Follow your request, and see who is coming, here: ${statusUrl} — and if anything gets worse, call ${businessPhone} now.`,
  failed: (businessPhone: string) => `I couldn't pass your call-back on just now. Please call our 24/7 emergency line at ${businessPhone} right away.`,
  rateLimited: (businessPhone: string) =>
    `You've sent several requests in a short time, so I can't take another call-back here. Please call our 24/7 emergency line at ${businessPhone}.`,
};

export const callbackText = /* @__PURE__ */ catalogue(en, {
  offerMarker: OFFER_ES,
  doneMarker: DONE_ES,
  offer: `¿Quiere que nuestro ${OFFER_ES}? Envíeme su nombre, su número de teléfono y la dirección donde está el problema.`,
  askMissing: (missing: string) => `Para que nuestro ${OFFER_ES}, todavía necesito ${missing}.`,
  missing: { name: "su nombre", phone: "el mejor número de teléfono para llamarle", address: "la dirección donde está el problema" },
  invalid: `No pude usar esos datos. Para que nuestro ${OFFER_ES}, envíeme su nombre, un número de teléfono válido y la dirección.`,
  done: (firstName: string, phone: string, statusUrl: string, businessPhone: string) =>
    `Gracias, ${firstName}. He ${DONE_ES}: le llamará al ${phone} en pocos minutos. Siga su solicitud, y vea quién va en camino, aquí: ${statusUrl} — y si algo empeora, llame ya al ${businessPhone}.`,
  failed: (businessPhone: string) =>
    `No pude pasar su solicitud de llamada en este momento. Llame de inmediato a nuestra línea de emergencias 24/7 al ${businessPhone}.`,
  rateLimited: (businessPhone: string) =>
    `Ha enviado varias solicitudes en poco tiempo, así que no puedo tomar otra solicitud de llamada aquí. Llame a nuestra línea de emergencias 24/7 al ${businessPhone}.`,
});

export const CALLBACK_OFFER_MARKERS = [OFFER_EN, OFFER_ES];
export const CALLBACK_DONE_MARKERS = [DONE_EN, DONE_ES];

/** The service the office sees on the lead (the office reads English). */
export const CALLBACK_SERVICE = "Emergency call-back (assistant)";
