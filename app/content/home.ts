import { arrivalMinute, arrivalMinutes, jobDuration, startingPrice } from "./facts";

/** Home page content (docs/product.md §2.3), in page order. */
export const hero = {
  eyebrow: "Veteran-Owned · Licensed, Bonded & Insured",
  headline: "Veteran-Owned Electricians Serving VA, DC & MD — 24/7 Emergency Service",
  subheadline:
    "Panel upgrades, EV chargers, wiring and emergency repairs across Northern Virginia, Maryland and Washington DC. Upfront prices, code-perfect work and a real person on the phone, day or night.",
  image: { src: "/illustrations/hero.svg", width: 640, height: 480, alt: "Illustration of an electrician's van outside a lit-up family home" },
};

export const trustStrip = [
  { title: "BuildZoom Score 125", detail: "99th percentile in VA" },
  { title: "Angi Certified", detail: "Verified licence & reviews" },
  { title: "HomeAdvisor Elite", detail: "Elite Service award" },
  { title: "Licensed & Insured", detail: "Bonded, Virginia licence" },
  { title: "Veteran-Owned", detail: "U.S. Air Force veteran founder" },
];

export const processSteps = [
  {
    title: "Diagnose",
    description: "A licensed electrician finds the real cause — not just the symptom — with proper testing tools.",
  },
  {
    title: "Transparent Quote",
    description: "You get a written, flat price before any work starts. No surprises, no pressure.",
  },
  {
    title: "Code-Perfect Repair",
    description: "We fix it to the National Electrical Code, pull permits when needed and clean up after ourselves.",
  },
];

export const promises = [
  { title: "Lifetime Workmanship Guarantee", description: "If our work ever fails, we come back and make it right." },
  { title: "Upfront Pricing", description: "The price we quote is the price you pay." },
  { title: "Clean-Home Promise", description: "Shoe covers, drop cloths and a tidy site when we leave." },
  { title: "24/7 Emergency Availability", description: "Nights, weekends and holidays, with no holiday surcharge." },
  { title: "Financing on Bigger Projects", description: "Monthly payments for panel upgrades, rewiring and more." },
  { title: "Veteran-Owned & Family-Operated", description: "Military discipline, family-business care." },
];

export const emergencyBanner = {
  title: "Electrical Emergency?",
  text: `Sparks, burning smells or no power? A licensed electrician can be at your door within ${arrivalMinutes} in our core area — 24/7, holidays included.`,
};

export const about = {
  title: "Founded by an Air Force Veteran and Master Electrician",
  text: "Our founder kept flight-line power running in the U.S. Air Force before earning his Virginia master electrician licence. Today our family-operated team brings the same discipline to every home and business we serve, from a single outlet to a full service upgrade.",
  stats: [
    { value: "1000+", label: "Projects completed" },
    { value: "24/7", label: "Emergency service" },
    { value: "20+", label: "Years of experience" },
    { value: "5.0", label: "Star rating" },
  ],
};

/** FAQs of the home page's FAQPage structured data. */
export const homeFaqs = [
  {
    question: "How much does a panel upgrade cost?",
    answer: `Panel upgrades start at ${startingPrice.panelUpgrade} and most are finished in ${jobDuration.panelUpgrade}, including the permit and inspection.`,
  },
  {
    question: "How much does an EV charger installation cost?",
    answer: `Level 2 EV charger installations start at ${startingPrice.evCharger} and take ${jobDuration.evCharger} on a dedicated circuit.`,
  },
  {
    question: "Are you open 24/7?",
    answer: `Yes. We answer and dispatch 24 hours a day, 7 days a week, all holidays included, with a ${arrivalMinute} arrival in our core area.`,
  },
  {
    question: "Do you guarantee your work?",
    answer: "Every job carries a lifetime workmanship guarantee, and you get an upfront written price before work starts.",
  },
];

/** Price range for structured data (emergency repairs from $500 to panel upgrades from $3,000). */
export const priceRange = "$$";
