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
