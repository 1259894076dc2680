import { catalogue } from "~/content/catalogue";

/**
 * The missed-call text-back, in the language of the caller's lead: a caller who sent a Spanish request reads
 * Spanish; a new caller reads English (their language is not known yet).
 */
export const textBackText = catalogue(
  {
    textBack: (business: string, contactUrl: string) =>
      `${business}: sorry we missed your call. Reply here with what is going on and we will get right back to you, or use ${contactUrl}. Reply STOP to opt out.`,
  },
  {
    textBack: (business: string, contactUrl: string) =>
      `${business}: disculpe que no pudimos contestar su llamada. Respóndanos aquí contándonos qué pasa y le contestamos enseguida, o use ${contactUrl}. Responda STOP para no recibir más mensajes.`,
  },
);

/** What callers and texters hear and read from the site's Twilio numbers (docs/phone.md). */
export const PHONE_MESSAGES = {
  greeting: (business: string) => `Thank you for calling ${business}. Connecting you now.`,
  missed: "Sorry, nobody could take your call. We will text you right away.",
  help: (business: string, phone: string) => `${business}: texts about your call or request. Call ${phone} any time. Reply STOP to opt out.`,
  badRequest: "Bad request: a Twilio webhook field is missing or not one Twilio sends.",
  notConfigured: "Not found: the phone numbers are not set up on this site.",
} as const;
