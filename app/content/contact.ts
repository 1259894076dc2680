import { arrivalMinute, arrivalMinutes } from "./facts";

/** Contact page content (docs/product.md §2.9). */
export const contactIntro = {
  title: "Let's Get Started Today",
  subtitle: "Choose how you'd like to connect with us",
};

export const whyChoose = [
  "Veteran-owned and family-operated",
  "Licensed, bonded and insured in Virginia",
  "Upfront, written pricing before any work",
  "Lifetime workmanship guarantee",
  `${arrivalMinute} emergency arrival in our core area`,
  "Clean-home promise on every visit",
];

export const discoveryCall = {
  title: "Schedule a Discovery Call",
  text: "Prefer to talk first? Schedule a convenient time for a discovery call to discuss your electrical needs.",
  /** docs/product.md §9: 800 px frame on the contact page (700 px in a contact section). */
  frameHeight: 800,
  durationMinutes: 30,
};

export const emergencyCard = {
  title: "Electrical Emergency?",
  text: `Don't wait on a form. Call now and a licensed electrician is dispatched 24/7 — within ${arrivalMinutes} in our core area.`,
};
