import { catalogue } from "./catalogue";

/**
 * The missed-call text-back and the answer to HELP, in the language of the caller's open lead: a caller who sent a
 * Spanish request reads Spanish; a new caller reads English (their language is not known yet). The text-back links
 * the lead's own status page (`textBackWithPage`); a lead from before every lead had one gets the contact page.
 */
export const textBackText = /* @__PURE__ */ catalogue(
  {
    textBack: (business: string, contactUrl: string) =>
      `${business}: sorry we missed your call. Reply here with what is going on and we will get right back to you, or use ${contactUrl}. Reply STOP to opt out.`,
    textBackWithPage: (business: string, pageUrl: string) =>
      `${business}: sorry we missed your call. Reply here with what is going on and we will get right back to you, or follow your request and write to us at ${pageUrl}. Reply STOP to opt out.`,
    help: (business: string, phone: string) => `${business}: texts about your call or request. Call ${phone} any time. Reply STOP to opt out.`,
  },
  {
    textBack: (business: string, contactUrl: string) =>
      `${business}: disculpe que no pudimos contestar su llamada. Respóndanos aquí contándonos qué pasa y le contestamos enseguida, o use ${contactUrl}. Responda STOP para no recibir más mensajes.`,
    textBackWithPage: (business: string, pageUrl: string) =>
      `${business}: disculpe que no pudimos contestar su llamada. Respóndanos aquí contándonos qué pasa y le contestamos enseguida, o siga su solicitud y escríbanos en ${pageUrl}. Responda STOP para no recibir más mensajes.`,
    help: (business: string, phone: string) =>
      `${business}: mensajes sobre su llamada o su solicitud. Llame al ${phone} a cualquier hora. Responda STOP para no recibir más mensajes.`,
  },
);
