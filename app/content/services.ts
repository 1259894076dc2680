import type { BookingServiceValue } from "./booking";
import { arrivalMinute, jobDuration, startingPrice } from "./facts";

/** A home-page service card: links to its service page (docs/product.md §2.1). */
interface ServiceLinkCard {
  title: string;
  description: string;
  path: string;
}

/** The 12 service cards of the home page, each linking to a service page. */
export const homeServiceCards: ServiceLinkCard[] = [
  {
    title: "Panel Upgrades",
    description: `100A to 200A upgrades, breaker box replacements and load calculations, usually done in ${jobDuration.panelUpgrade}.`,
    path: "/services/panel-upgrades",
  },
  {
    title: "Residential Wiring",
    description: "Whole-home and partial rewiring, aluminum and knob-and-tube replacement, new runs for additions.",
    path: "/services/residential-wiring",
  },
  {
    title: "EV Charger Installation",
    description: `Level 2 chargers for Tesla, Ford, Rivian and every J1772 car, on a dedicated circuit in ${jobDuration.evCharger}.`,
    path: "/services/ev-charger-installation",
  },
  {
    title: "Surge Protection",
    description: `A whole-home surge protector at the panel that guards every appliance, installed in ${jobDuration.surgeProtection}.`,
    path: "/services/surge-protection",
  },
  {
    title: "Lighting Installation",
    description: "Recessed, under-cabinet, landscape and fixture installs, dimmers and ceiling fans.",
    path: "/services/lighting",
  },
  {
    title: "Outlets & GFCI",
    description: "New outlets, GFCI and AFCI protection, USB and 240V receptacles, dead outlet repair.",
    path: "/services/outlets",
  },
  {
    title: "Generator Hookups",
    description: "Standby generator wiring, transfer switches and portable generator inlets for outages.",
    path: "/services/generators",
  },
  {
    title: "Hot Tub & Spa Wiring",
    description: "Dedicated 50A or 60A circuits with GFCI disconnects for hot tubs, spas and pool equipment.",
    path: "/services/spa-wiring",
  },
  {
    title: "Remodel Electrical",
    description: "Kitchen, bath and basement remodel wiring to code, coordinated with your contractor.",
    path: "/services/remodel",
  },
  {
    title: "Electrical Inspections",
    description: "Home-sale, insurance and safety inspections with a written report, in about 2-3 hours.",
    path: "/services/inspections",
  },
  {
    title: "Commercial Services",
    description: "Tenant fit-outs, office and retail lighting, service upgrades and maintenance contracts.",
    path: "/services/commercial",
  },
  {
    title: "Dedicated Circuits",
    description: "New 20A and 240V circuits for appliances, workshops and home offices that trip breakers.",
    path: "/services/circuits",
  },
];

/** A Services-page card (docs/product.md §3: title, description, features, price text, serviceValue). */
export interface ServiceOffer {
  title: string;
  description: string;
  features: [string, string, string];
  price: string;
  /** Booking form service value the Learn More button presets. */
  serviceValue: BookingServiceValue;
  /** Service page with the details, when there is one. */
  path?: string;
}

/** The six cards of the Services page (and of the home services section). Prices: docs/product.md §9. */
export const serviceOffers: ServiceOffer[] = [
  {
    title: "Panel Upgrades",
    description:
      "Replace an overloaded, recalled or 100A panel with a modern 200A service that carries your EV charger, heat pump and kitchen at once.",
    features: ["100A to 200A service upgrades", "Permit, utility coordination and inspection", `Done in ${jobDuration.panelUpgrade}, most in one day`],
    price: `Starting at ${startingPrice.panelUpgrade}`,
    serviceValue: "panel-upgrade",
    path: "/services/panel-upgrades",
  },
  {
    title: "Residential Wiring",
    description:
      "From a single new circuit to a full rewire of an older home, we run clean, code-perfect wiring and patch what we open.",
    features: ["Knob-and-tube and aluminum replacement", "Dedicated 20A circuits for appliances", "Whole-home rewiring in 3-7 days"],
    price: `Starting at ${startingPrice.wiring}`,
    serviceValue: "residential-wiring",
    path: "/services/residential-wiring",
  },
  {
    title: "EV Charger Installation",
    description:
      "A Level 2 charger in your garage or driveway adds 25-35 miles of range per hour of charging, on a circuit sized for it.",
    features: ["Tesla, ChargePoint, Emporia and J1772 units", "Load check and dedicated 240V circuit", `Installed in ${jobDuration.evCharger}`],
    price: `Starting at ${startingPrice.evCharger}`,
    serviceValue: "ev-charger",
    path: "/services/ev-charger-installation",
  },
  {
    title: "Surge Protection",
    description:
      "A whole-home surge protector at the panel stops the spikes that kill HVAC boards, appliances and electronics.",
    features: ["Type 1/Type 2 device at the main panel", "Blocks up to 99% of surge energy (manufacturer claim)", `Installed in ${jobDuration.surgeProtection}`],
    price: `Starting at ${startingPrice.surgeProtection}`,
    serviceValue: "surge-protection",
    path: "/services/surge-protection",
  },
  {
    title: "Emergency Repairs",
    description:
      "Power out, burning smell or sparking outlet? A licensed electrician is on the way day or night, holidays included.",
    features: ["24/7/365, no holiday surcharge", `${arrivalMinute} arrival in our core area`, "Fully stocked trucks fix most faults on the first visit"],
    price: `Starting at ${startingPrice.emergency}`,
    serviceValue: "emergency",
  },
  {
    title: "Commercial Services",
    description:
      "Offices, retail, restaurants and warehouses: fit-outs, lighting retrofits, three-phase service and scheduled maintenance.",
    features: ["Tenant fit-outs and build-outs", "LED retrofits that cut lighting bills", "After-hours work to keep you open"],
    price: "Custom quote",
    serviceValue: "commercial",
    path: "/services/commercial",
  },
];
