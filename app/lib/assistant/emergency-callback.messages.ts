/**
 * What the assistant says while it takes an emergency call-back. The built-in assistant finds its place in
 * the conversation by the two markers, so they must stay inside the sentences that carry them.
 */
export const CALLBACK_OFFER_MARKER = "on-call electrician call you back now";
export const CALLBACK_DONE_MARKER = "passed your call-back to our on-call electrician";

export const callbackMessages = {
  offer: `Would you like to have our ${CALLBACK_OFFER_MARKER}? Send me your name, your phone number and the address where the problem is.`,
  askMissing: (missing: string) => `To have our ${CALLBACK_OFFER_MARKER}, I still need ${missing}.`,
  missing: { name: "your name", phone: "the best phone number to reach you", address: "the address where the problem is" },
  invalid: `I couldn't use those details. To have our ${CALLBACK_OFFER_MARKER}, please send your name, a valid phone number and the address.`,
  done: (firstName: string, phone: string, statusUrl: string, businessPhone: string) =>
    `Thank you, ${firstName}. I've ${CALLBACK_DONE_MARKER}: they will call you at ${phone} within minutes. Follow your request, and see who is coming, here: ${statusUrl} — and if anything gets worse, call ${businessPhone} now.`,
  failed: (businessPhone: string) => `I couldn't pass your call-back on just now. Please call our 24/7 emergency line at ${businessPhone} right away.`,
  rateLimited: (businessPhone: string) =>
    `You've sent several requests in a short time, so I can't take another call-back here. Please call our 24/7 emergency line at ${businessPhone}.`,
  /** The service the office sees on the lead. */
  service: "Emergency call-back (assistant)",
} as const;
