import { catalogue } from "~/content/catalogue";

/**
 * The missed-call text-back and the answer to HELP, in the language of the caller's open lead: a caller who sent a
 * Spanish request reads Spanish; a new caller reads English (their language is not known yet).
 */
export const textBackText = catalogue(
  {
    textBack: (business: string, contactUrl: string) =>
      `${business}: sorry we missed your call. Reply here with what is going on and we will get right back to you, or use ${contactUrl}. Reply STOP to opt out.`,
    help: (business: string, phone: string) => `${business}: texts about your call or request. Call ${phone} any time. Reply STOP to opt out.`,
  },
  {
    textBack: (business: string, contactUrl: string) =>
      `${business}: disculpe que no pudimos contestar su llamada. Respóndanos aquí contándonos qué pasa y le contestamos enseguida, o use ${contactUrl}. Responda STOP para no recibir más mensajes.`,
    help: (business: string, phone: string) =>
      `${business}: mensajes sobre su llamada o su solicitud. Llame al ${phone} a cualquier hora. Responda STOP para no recibir más mensajes.`,
  },
);

/** What callers and texters hear and read from the site's Twilio numbers (docs/phone.md). */
export const PHONE_MESSAGES = {
  greeting: (business: string) => `Thank you for calling ${business}. Connecting you now.`,
  missed: "Sorry, nobody could take your call. We will text you right away.",
  /** The one alarm an hour that stands for the after-hours missed calls over the hourly limit. */
  alertSummary: (limit: number, latest: string) =>
    `Missed calls over the limit of ${limit} alerts an hour: the rest of this hour are grouped under this alert, each in the inbox. Latest: ${latest}`,
  /** The office's notice, once an hour at most, when the text-backs reach their hourly limit. */
  textBackLimitMail: (limit: number) => ({
    subject: `Missed-call text-backs paused: ${limit} sent in the last hour`,
    text: [
      `The site texted back ${limit} missed calls in the last hour, its limit (TEXT_BACK_HOURLY_LIMIT).`,
      "Calls missed from now on get no automatic text until the hour's count drops below it. Every call is still in the inbox (kind: call) to call back by hand.",
      "A burst of missed calls from unknown numbers is often SMS pumping: calls from spoofed numbers, placed to make the site send texts. Twilio's console shows the calls; its Messaging geographic permissions limit where texts can go.",
      "This notice is sent once an hour at most.",
    ].join("\n\n"),
  }),
  badRequest: "Bad request: a Twilio webhook field is missing or not one Twilio sends.",
  notConfigured: "Not found: the phone numbers are not set up on this site.",
} as const;
