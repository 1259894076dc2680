import type { BookingServiceValue } from "./booking";
import { arrivalMinutes, jobDuration, startingPrice, typicalCost } from "./facts";

/**
 * The 12 service pages of docs/product.md §2.12, one shared layout fed by this data
 * (docs/product.md §3, "Service page data"). Prices and durations are the constants of docs/product.md §9
 * and are written here only.
 */

/** Icons a benefit card can show (drawn by app/components/service/BenefitIcon.tsx). */
export type BenefitIcon = "bolt" | "shield" | "clock" | "dollar" | "home" | "check" | "plug" | "car" | "bulb" | "wrench" | "building" | "search";

export interface ServiceBenefit {
  icon: BenefitIcon;
  title: string;
  description: string;
}

export interface ServiceGalleryImage {
  src: string;
  alt: string;
  caption: string;
  width: number;
  height: number;
}

export interface ServiceFaq {
  question: string;
  answer: string;
}

export interface ServicePage {
  slug: string;
  serviceName: string;
  heroTitle: string;
  introText: string;
  /** Optional city the page is written for (docs/product.md §3); none of ours is city-specific. */
  city?: string;
  /** `From ${startingPrice.panelUpgrade}`, "Custom quote" … shown in the hero. */
  priceText: string;
  /** Page title without the business name (the route appends it). */
  metaTitle: string;
  metaDescription: string;
  /** Illustration (public/illustrations/services/), with its intrinsic size. */
  illustration: { src: string; width: number; height: number };
  benefits: ServiceBenefit[];
  /** Project photos; an empty list shows placeholder cards. */
  galleryImages: ServiceGalleryImage[];
  /** What the placeholder cards list when there are no photos yet: typical jobs of this kind. */
  typicalJobs: string[];
  faqs: ServiceFaq[];
  /** Value of the booking form's service select (app/content/booking.ts). */
  serviceType: BookingServiceValue;
}

export const servicePages: ServicePage[] = [
  {
    slug: "panel-upgrades",
    serviceName: "Electrical Panel Upgrades",
    heroTitle: "Electrical Panel Upgrades in Northern Virginia",
    introText:
      "If your breakers trip when the dryer and the microwave run together, your panel is warm to the touch, or you are adding an EV charger, heat pump or addition, a 200-amp panel upgrade gives your home the capacity it needs. We handle the load calculation, the permit, the utility disconnect and the county inspection, and most upgrades are finished in a single day.",
    priceText: `From ${startingPrice.panelUpgrade}`,
    metaTitle: `Panel Upgrades from ${startingPrice.panelUpgrade} | 100A to 200A Service`,
    metaDescription:
      `Electrical panel upgrades in Northern Virginia from ${startingPrice.panelUpgrade}: 100A to 200A service, Federal Pacific and Zinsco replacements, permit and inspection included, done in ${jobDuration.panelUpgrade}.`,
    illustration: { src: "/illustrations/services/panel-upgrades.svg", width: 320, height: 240 },
    benefits: [
      { icon: "bolt", title: "Room for what's next", description: "A 200-amp panel carries an EV charger, heat pump, hot tub or finished basement without nuisance trips." },
      { icon: "shield", title: "Replace risky panels", description: "Federal Pacific Stab-Lok, Zinsco and Challenger panels are known for breakers that fail to trip. We replace them outright." },
      { icon: "clock", title: "Done in one day", description: `Most upgrades take ${jobDuration.panelUpgrade}; we coordinate the power shut-off with the utility so you are not left in the dark overnight.` },
      { icon: "check", title: "Permit and inspection handled", description: "We pull the permit, meet the county inspector and back the work with our lifetime workmanship warranty." },
    ],
    galleryImages: [
      { src: "/illustrations/gallery-panel.svg", alt: "Illustration of a new 200-amp breaker panel", caption: "200A panel replacing a recalled Federal Pacific panel — Manassas", width: 600, height: 400 },
      { src: "/illustrations/gallery-before-after.svg", alt: "Illustration of a panel before and after clean-up", caption: "Before and after: double-tapped breakers re-landed and labelled — Woodbridge", width: 600, height: 400 },
    ],
    typicalJobs: ["100A to 200A service upgrade", "Federal Pacific panel replacement", "Subpanel for a finished basement"],
    faqs: [
      {
        question: "How much does a panel upgrade cost?",
        answer:
          `Panel upgrades start at ${startingPrice.panelUpgrade}. The final price depends on the amperage (most homes go to 200A), whether the meter base or service entrance cable must be replaced, and how many circuits are moved. You get a fixed, upfront quote before any work starts.`,
      },
      {
        question: "How long does a panel upgrade take?",
        answer:
          `Most panel upgrades take ${jobDuration.panelUpgrade}. Power is off for part of that time; we schedule the utility disconnect and reconnect so your home is back on the same day.`,
      },
      {
        question: "How do I know my panel needs replacing?",
        answer:
          "Common signs are breakers that trip often, flickering lights when large appliances start, a panel that is warm or buzzing, rust or scorch marks, no free spaces for new circuits, or a Federal Pacific, Zinsco or fuse-box panel. A 100-amp panel in a home with central air and electric appliances is usually at its limit.",
      },
      {
        question: "Do you handle the permit and inspection?",
        answer:
          "Yes. We pull the electrical permit, coordinate with the utility for the disconnect, and meet the county or city inspector. The work carries our lifetime workmanship warranty.",
      },
    ],
    serviceType: "panel-upgrade",
  },
  {
    slug: "residential-wiring",
    serviceName: "Residential Wiring & Rewiring",
    heroTitle: "Residential Wiring and Whole-Home Rewiring",
    introText:
      "Older Northern Virginia homes were wired for a fraction of today's load. Whether you need a single run for a new appliance, ungrounded two-prong circuits brought up to code, aluminum branch wiring made safe, or knob-and-tube wiring replaced throughout, we plan the work room by room, patch neatly and keep your home livable while we work.",
    priceText: `From ${startingPrice.wiring}`,
    metaTitle: `Residential Wiring & Rewiring from ${startingPrice.wiring}`,
    metaDescription:
      `Residential wiring from ${startingPrice.wiring} and whole-home rewiring in 3-7 days: knob-and-tube and aluminum wiring replaced, grounded circuits, licensed Northern Virginia electricians.`,
    illustration: { src: "/illustrations/services/residential-wiring.svg", width: 320, height: 240 },
    benefits: [
      { icon: "shield", title: "Safer old homes", description: "Knob-and-tube, cloth-insulated and 1960s-70s aluminum branch wiring replaced or properly remediated." },
      { icon: "home", title: "Minimal wall damage", description: "We fish wire through attics, basements and existing chases and make small, tidy access holes." },
      { icon: "plug", title: "Grounded, modern circuits", description: "Three-prong grounded outlets, AFCI and GFCI protection where today's code calls for it." },
      { icon: "dollar", title: "Upfront pricing", description: `Wiring work starts at ${startingPrice.wiring}; whole-home rewiring is quoted room by room before we begin.` },
    ],
    galleryImages: [],
    typicalJobs: ["Knob-and-tube replacement", "Dedicated appliance circuit", "Two-prong outlets grounded"],
    faqs: [
      {
        question: "How long does it take to rewire a house?",
        answer:
          "A typical whole-home rewire takes 3-7 days depending on the size of the house, access from the attic and basement, and how many rooms are finished. We restore power to occupied rooms at the end of each day.",
      },
      {
        question: "What does residential wiring work cost?",
        answer:
          `Wiring jobs start at ${startingPrice.wiring} for a single run such as a new appliance circuit. Whole-home rewiring is quoted after a walk-through, with a fixed price per room so you know the total before we start.`,
      },
      {
        question: "Is knob-and-tube or aluminum wiring dangerous?",
        answer:
          "Knob-and-tube has no ground and its insulation becomes brittle with age; many insurers will not cover it. Aluminum branch wiring, common in homes built around 1965-1973, can overheat at connections. We replace knob-and-tube and can pigtail aluminum circuits with approved connectors.",
      },
      {
        question: "Do I have to move out during a rewire?",
        answer:
          "Usually not. We work in sections, keep the kitchen and one bathroom powered whenever possible, and clean up daily under our clean-home promise.",
      },
    ],
    serviceType: "residential-wiring",
  },
  {
    slug: "ev-charger-installation",
    serviceName: "EV Charger Installation",
    heroTitle: "Level 2 EV Charger Installation at Home",
    introText:
      "Charge overnight instead of at the station. We install Level 2 chargers — Tesla Wall Connector, ChargePoint, Emporia, JuiceBox and others — on a dedicated 240-volt circuit in your garage or driveway, check that your panel can carry the load, and set up load management when it is close to its limit.",
    priceText: `From ${startingPrice.evCharger}`,
    metaTitle: `EV Charger Installation from ${startingPrice.evCharger} | Level 2 Home Chargers`,
    metaDescription:
      `Level 2 EV charger installation in Northern Virginia from ${startingPrice.evCharger}, usually done in ${jobDuration.evCharger}. Tesla, ChargePoint and other chargers, load calculation and permit included.`,
    illustration: { src: "/illustrations/services/ev-charger-installation.svg", width: 320, height: 240 },
    benefits: [
      { icon: "car", title: "Full charge overnight", description: "A Level 2 charger adds about 25-30 miles of range per hour, many times faster than a wall outlet." },
      { icon: "bolt", title: "Load checked first", description: "We calculate your panel's load before installing, and add load management instead of an upgrade when that is enough." },
      { icon: "clock", title: `Installed in ${jobDuration.evCharger}`, description: "Most garage installs are finished the same morning, including testing with your vehicle." },
      { icon: "check", title: "Any brand, to code", description: "Hardwired or NEMA 14-50 outlet, indoor or outdoor rated, permitted and inspected." },
    ],
    galleryImages: [
      { src: "/illustrations/gallery-ev-charger.svg", alt: "Illustration of a wall-mounted Level 2 charger in a garage", caption: "Tesla Wall Connector on a dedicated 60A circuit — Gainesville", width: 600, height: 400 },
    ],
    typicalJobs: ["Tesla Wall Connector in a garage", "NEMA 14-50 outlet for a mobile charger", "Outdoor charger on a driveway pedestal"],
    faqs: [
      {
        question: "How much does an EV charger installation cost?",
        answer:
          `Installation starts at ${startingPrice.evCharger} for a charger close to the panel. Longer runs, a detached garage or a panel that needs more capacity add to that; we quote the exact price after seeing your panel and parking spot.`,
      },
      {
        question: "How long does the installation take?",
        answer: `Most EV charger installations take ${jobDuration.evCharger}. If a permit inspection is required, we schedule it and meet the inspector.`,
      },
      {
        question: "Will I need a panel upgrade for an EV charger?",
        answer:
          `Not always. Many 200A panels can take a 40A or 48A charger. If yours is near capacity, a load-management device or a lower charging current often avoids the upgrade; if not, panel upgrades start at ${startingPrice.panelUpgrade}.`,
      },
      {
        question: "Should I choose a hardwired charger or a 14-50 outlet?",
        answer:
          "Hardwired chargers can deliver more current, are better for outdoor locations, and avoid outlet wear. A NEMA 14-50 outlet suits a portable charger you may take with you. We install both, with the GFCI protection the code requires.",
      },
    ],
    serviceType: "ev-charger",
  },
  {
    slug: "surge-protection",
    serviceName: "Whole-Home Surge Protection",
    heroTitle: "Whole-Home Surge Protection",
    introText:
      "Summer thunderstorms and utility switching send surges through Northern Virginia homes every year, and today's HVAC boards, refrigerators and TVs are full of sensitive electronics. A surge protective device at your panel stops most of that energy before it reaches a single outlet.",
    priceText: `From ${startingPrice.surgeProtection}`,
    metaTitle: `Whole-Home Surge Protection from ${startingPrice.surgeProtection}`,
    metaDescription:
      `Whole-home surge protector installed at your panel from ${startingPrice.surgeProtection} in ${jobDuration.surgeProtection}. Blocks up to 99% of incoming surges to protect HVAC, appliances and electronics.`,
    illustration: { src: "/illustrations/services/surge-protection.svg", width: 320, height: 240 },
    benefits: [
      { icon: "shield", title: "Blocks 99% of surges", description: "A panel-mounted protector diverts up to 99% of an incoming surge to ground, protecting every circuit in the house." },
      { icon: "home", title: "Protects what plug strips can't", description: "HVAC systems, water heaters, ranges and garage door openers are hardwired; only a whole-home device covers them." },
      { icon: "clock", title: `Installed in ${jobDuration.surgeProtection}`, description: "Mounted beside your panel on a dedicated breaker, with a status light you can check at a glance." },
      { icon: "dollar", title: `From ${startingPrice.surgeProtection}`, description: "A fraction of the cost of one HVAC control board or refrigerator; often required by code on new services." },
    ],
    galleryImages: [],
    typicalJobs: ["Type 2 surge protector at the main panel", "Surge protection on a new 200A service", "Point-of-use protection for a home office"],
    faqs: [
      {
        question: "How well does a whole-home surge protector work?",
        answer:
          "A quality panel-mounted surge protective device blocks about 99% of an incoming surge. We still recommend point-of-use strips for computers and TVs, because some surges start inside the home.",
      },
      {
        question: "How much does surge protection cost and how long does it take?",
        answer: `Whole-home surge protection starts at ${startingPrice.surgeProtection} installed, and the installation takes ${jobDuration.surgeProtection} with a short power shut-off.`,
      },
      {
        question: "Is surge protection required by code?",
        answer:
          "The 2020 National Electrical Code requires a surge protective device when a dwelling's service is installed or replaced, so every panel upgrade we do includes one. Adding one to an existing panel is optional but worthwhile.",
      },
      {
        question: "Does it protect against a direct lightning strike?",
        answer:
          "No device can stop a direct strike. Surge protection is aimed at the far more common surges from nearby strikes and utility switching, which cause most damaged electronics.",
      },
    ],
    serviceType: "surge-protection",
  },
  {
    slug: "lighting",
    serviceName: "Lighting & Ceiling Fans",
    heroTitle: "Lighting, Recessed Lights and Ceiling Fans",
    introText:
      "Good lighting changes how a room feels. We lay out and install recessed LED lighting, under-cabinet and pendant lights in kitchens, ceiling fans on fan-rated boxes, dimmers and smart switches, and landscape and security lighting outside — with clean ceiling cuts and no mess left behind.",
    priceText: "Upfront quote per fixture",
    metaTitle: "Recessed Lighting & Ceiling Fan Installation",
    metaDescription:
      "Recessed LED lighting, ceiling fans, pendants, dimmers and outdoor lighting installed by licensed Northern Virginia electricians. Layout help and upfront pricing.",
    illustration: { src: "/illustrations/services/lighting.svg", width: 320, height: 240 },
    benefits: [
      { icon: "bulb", title: "A planned layout", description: "We space recessed lights for even light — about one light per 25 sq ft — and avoid joists and ductwork." },
      { icon: "wrench", title: "Fans that stay quiet", description: "Every ceiling fan goes on a fan-rated, braced box so it does not wobble or loosen over time." },
      { icon: "dollar", title: "Lower energy bills", description: "LED wafer lights use a fraction of the power of old cans and last for decades." },
      { icon: "home", title: "Inside and out", description: "Dimmers, smart switches, under-cabinet lights, motion-sensor floodlights and landscape lighting." },
    ],
    galleryImages: [
      { src: "/illustrations/gallery-lighting.svg", alt: "Illustration of a kitchen with recessed lighting", caption: "Kitchen recessed lighting on two dimmer zones — Centreville", width: 600, height: 400 },
      { src: "/illustrations/gallery-ceiling-fan.svg", alt: "Illustration of a ceiling fan in a vaulted room", caption: "60-inch fan on a braced box in a vaulted ceiling — Haymarket", width: 600, height: 400 },
    ],
    typicalJobs: ["Recessed LED lights in a living room", "Ceiling fan replacing a light fixture", "Under-cabinet kitchen lighting"],
    faqs: [
      {
        question: "How many recessed lights do I need?",
        answer:
          "A good rule of thumb is one recessed light per 25 sq ft of ceiling for general lighting, so a 12 by 14 ft room takes about six or seven. Task areas such as kitchen counters get extra, and we put everything on a dimmer.",
      },
      {
        question: "Can you replace a light fixture with a ceiling fan?",
        answer:
          "Yes. We swap the box for a fan-rated, braced one (light-fixture boxes are not made to carry a fan's weight and motion), and can add a separate switch or remote for the fan and light.",
      },
      {
        question: "Can recessed lights go in a ceiling with no attic above?",
        answer:
          "Usually. Slim LED wafer lights need very little depth, so we can install them between floors by fishing wire through the joist bays, with small access holes that we patch.",
      },
      {
        question: "Do you install outdoor and landscape lighting?",
        answer:
          "We install motion-sensor floodlights, porch and garage lights, and low-voltage landscape lighting on weatherproof GFCI-protected circuits with timers or photocells.",
      },
    ],
    serviceType: "other",
  },
  {
    slug: "outlets",
    serviceName: "Outlets, Switches & GFCI",
    heroTitle: "Outlet, Switch and GFCI Installation and Repair",
    introText:
      "Loose, warm or dead outlets are more than an annoyance — they are one of the most common causes of electrical fires. We repair and replace outlets and switches, add new ones where you need them, install GFCI protection in kitchens, baths, garages and outdoors, and add USB-C and smart outlets.",
    priceText: `New outlets about ${typicalCost.newOutlet}`,
    metaTitle: `Outlet & GFCI Installation and Repair | About ${typicalCost.newOutlet} per Outlet`,
    metaDescription:
      `New outlets from about ${typicalCost.newOutlet}, GFCI and AFCI protection, dead or sparking outlet repair, USB-C and outdoor outlets. Licensed Northern Virginia electricians.`,
    illustration: { src: "/illustrations/services/outlets.svg", width: 320, height: 240 },
    benefits: [
      { icon: "plug", title: "Outlets where you need them", description: `A new outlet costs about ${typicalCost.newOutlet} — no more extension cords across the room.` },
      { icon: "shield", title: "GFCI where water is", description: "Kitchen, bathroom, laundry, garage and outdoor outlets protected against shock as code requires." },
      { icon: "search", title: "Dead outlets traced", description: "We find the tripped GFCI, loose backstab or failed splice instead of just swapping the device." },
      { icon: "check", title: "Modern devices", description: "Tamper-resistant, USB-C, smart and weather-resistant outlets, matched to your existing plates." },
    ],
    galleryImages: [],
    typicalJobs: ["Dead outlet traced and repaired", "GFCI outlets in a bathroom", "Weatherproof outlet on a deck"],
    faqs: [
      {
        question: "How much does it cost to add an outlet?",
        answer:
          `Adding a new outlet typically costs about ${typicalCost.newOutlet} when there is a nearby circuit with capacity. If the outlet needs its own dedicated 20A circuit, that runs about ${typicalCost.dedicatedCircuit}.`,
      },
      {
        question: "Why did half my outlets stop working?",
        answer:
          "Most often a GFCI outlet upstream has tripped — check kitchens, bathrooms, the garage and outside. If resetting it does not help, there may be a loose connection, which can overheat; call us rather than keep using the circuit.",
      },
      {
        question: "My outlet sparked or smells hot. What should I do?",
        answer:
          "Stop using it, switch off its breaker and call us. A spark with a burning smell or a discolored cover means a loose or failing connection. If you see smoke or flames, leave the house and call 911 first.",
      },
      {
        question: "Can you replace two-prong outlets with three-prong ones?",
        answer:
          "Yes, done properly: we run a ground where practical, or install GFCI protection labeled 'No Equipment Ground', which the code allows. Simply swapping the device without a ground is unsafe.",
      },
    ],
    serviceType: "other",
  },
  {
    slug: "generators",
    serviceName: "Generator Installation",
    heroTitle: "Standby and Portable Generator Hookups",
    introText:
      "Ice storms and summer derechos knock out power across Prince William and Fairfax counties, sometimes for days. We install whole-home standby generators that start on their own, and transfer switches or interlock kits that let a portable generator run your furnace, well pump, fridge and lights safely — never back-feeding the utility lines.",
    priceText: "Upfront quote after a load review",
    metaTitle: "Generator Installation, Transfer Switches & Interlocks",
    metaDescription:
      "Whole-home standby generators, transfer switches and generator interlock kits installed and permitted in Northern Virginia. Stay powered through storms, safely.",
    illustration: { src: "/illustrations/services/generators.svg", width: 320, height: 240 },
    benefits: [
      { icon: "bolt", title: "Power in seconds", description: "A standby generator with an automatic transfer switch starts and takes over within seconds of an outage." },
      { icon: "shield", title: "No back-feeding", description: "A listed transfer switch or interlock keeps generator power out of the utility lines, protecting line crews and your equipment." },
      { icon: "home", title: "Sized to your home", description: "We size the generator from your actual loads — well pump, sump pump, HVAC, medical equipment — not a guess." },
      { icon: "check", title: "Permit to start-up", description: "Gas and electrical coordination, permit, inspection and a first test run with you." },
    ],
    galleryImages: [],
    typicalJobs: ["Interlock kit and inlet for a portable generator", "22 kW standby generator with transfer switch", "Critical-loads subpanel"],
    faqs: [
      {
        question: "Standby generator or portable generator with an interlock?",
        answer:
          "A standby generator runs on natural gas or propane, starts automatically and can carry the whole house. A portable generator with an interlock kit and inlet costs far less and powers the circuits you choose, but you start it and connect it yourself.",
      },
      {
        question: "Can I plug my generator into a dryer outlet?",
        answer:
          "No. A 'suicide cord' back-feeds the utility lines and can electrocute line workers or start a fire. An interlock kit or transfer switch is the safe, legal way to connect a generator.",
      },
      {
        question: "What size generator do I need?",
        answer:
          "It depends on what must run during an outage. We add up the starting and running loads of your essentials — heat or AC, well and sump pumps, refrigerator, lights — and recommend a size with headroom, with a fixed quote before any work.",
      },
      {
        question: "Do generators need a permit?",
        answer:
          "Yes. Standby generators and transfer equipment need an electrical permit, and gas connections a mechanical permit. We pull the permits and meet the inspector.",
      },
    ],
    serviceType: "other",
  },
  {
    slug: "spa-wiring",
    serviceName: "Hot Tub & Spa Wiring",
    heroTitle: "Hot Tub and Spa Electrical Hookups",
    introText:
      "A hot tub needs a dedicated 240-volt circuit, a GFCI-protected disconnect within sight of the tub and the clearances the code requires around water. We run the circuit from your panel, install the disconnect and bond the tub, so your spa passes inspection and is ready to fill.",
    priceText: "Upfront quote after a site visit",
    metaTitle: "Hot Tub & Spa Wiring | 50A and 60A GFCI Circuits",
    metaDescription:
      "Hot tub and swim spa wiring in Northern Virginia: dedicated 50A or 60A GFCI circuit, disconnect, bonding, permit and inspection. Ready before your spa is delivered.",
    illustration: { src: "/illustrations/services/spa-wiring.svg", width: 320, height: 240 },
    benefits: [
      { icon: "plug", title: "The right circuit", description: "A dedicated 50A or 60A 240V circuit sized to your tub's nameplate, not a guess." },
      { icon: "shield", title: "GFCI disconnect", description: "A spa panel with GFCI protection, placed at least 5 ft from the water and within sight of the tub." },
      { icon: "wrench", title: "Bonded and buried right", description: "Equipotential bonding and conduit buried to code depth, away from the patio and lines." },
      { icon: "clock", title: "Ready for delivery day", description: "We wire ahead of delivery so your tub can be filled and heated the day it arrives." },
    ],
    galleryImages: [],
    typicalJobs: ["60A circuit and spa disconnect on a patio", "Swim spa hookup with buried conduit", "Plug-and-play tub upgraded to 240V"],
    faqs: [
      {
        question: "What size circuit does a hot tub need?",
        answer:
          "Most 240-volt hot tubs need a dedicated 50A or 60A GFCI-protected circuit; the manufacturer's nameplate and manual tell us which. Small 120V plug-and-play tubs use a dedicated 20A GFCI circuit.",
      },
      {
        question: "Does my panel have room for a hot tub?",
        answer:
          `A 50A or 60A circuit is a big load. We run a load calculation; many 200A panels handle it, while older 100A services may need a panel upgrade, which starts at ${startingPrice.panelUpgrade}.`,
      },
      {
        question: "Where does the disconnect go?",
        answer:
          "The code requires a disconnect within sight of the tub and at least 5 ft from the inside wall of the spa. We mount it where it is reachable but out of the splash zone.",
      },
      {
        question: "Do I need a permit to wire a hot tub?",
        answer: "Yes, spa circuits need an electrical permit and inspection in Virginia. We handle both and back the work with our lifetime workmanship warranty.",
      },
    ],
    serviceType: "other",
  },
  {
    slug: "remodel",
    serviceName: "Remodel & Addition Electrical",
    heroTitle: "Electrical for Kitchen, Bath and Basement Remodels",
    introText:
      "A remodel is the best time to fix an old home's wiring. We work with you or your contractor from the rough-in to the final trim-out: kitchen appliance and countertop circuits, bathroom GFCI and exhaust fans, basement finishing, additions and the panel capacity to carry it all, with inspections scheduled so your project stays on track.",
    priceText: "Upfront quote per project",
    metaTitle: "Remodel Electrical: Kitchens, Baths & Basements",
    metaDescription:
      "Electrical rough-in and trim-out for kitchen, bathroom and basement remodels and additions in Northern Virginia. Permits, inspections and upfront project pricing.",
    illustration: { src: "/illustrations/services/remodel.svg", width: 320, height: 240 },
    benefits: [
      { icon: "home", title: "Kitchens done to code", description: "Two 20A countertop circuits, dedicated appliance circuits, island outlets and layered lighting." },
      { icon: "wrench", title: "Contractor friendly", description: "We meet your builder's schedule for rough-in and trim-out and pass inspections the first time." },
      { icon: "bolt", title: "Capacity planned", description: "Load calculation up front, so a new kitchen or basement does not overload an old panel." },
      { icon: "dollar", title: "One fixed price", description: "A written, itemized quote for the whole project, with financing available on bigger jobs." },
    ],
    galleryImages: [],
    typicalJobs: ["Kitchen remodel rough-in", "Basement finish with recessed lighting", "Bathroom fan and heated floor circuit"],
    faqs: [
      {
        question: "What electrical work does a kitchen remodel need?",
        answer:
          "Current code calls for at least two 20A small-appliance circuits for the countertops, GFCI and AFCI protection, dedicated circuits for the dishwasher, disposal, microwave and range, and outlets within 2 ft of every counter edge. We plan it with your layout.",
      },
      {
        question: "Can you work with my general contractor?",
        answer: "Yes. Much of our remodel work is alongside general contractors and kitchen designers; we schedule rough-in and final inspections around their timeline.",
      },
      {
        question: "Will my remodel need a panel upgrade?",
        answer:
          `Not always. We do a load calculation before rough-in. If the panel is short on capacity or spaces, upgrades start at ${startingPrice.panelUpgrade} and take ${jobDuration.panelUpgrade}, and are easiest to do while walls are open.`,
      },
      {
        question: "Do you pull the electrical permit?",
        answer: "Yes, we pull the electrical permit for the work we do and attend the rough-in and final inspections.",
      },
    ],
    serviceType: "other",
  },
  {
    slug: "inspections",
    serviceName: "Electrical Safety Inspections",
    heroTitle: "Home Electrical Safety Inspections",
    introText:
      "Buying a home, selling one, insuring an older house or just worried about a burning smell? A licensed master electrician inspects your panel, wiring, grounding, outlets and smoke alarms and gives you a plain-language written report with photos and prioritized, upfront-priced recommendations.",
    priceText: "Upfront flat fee",
    metaTitle: "Home Electrical Safety Inspections (2-3 hours)",
    metaDescription:
      "Whole-home electrical safety inspections in Northern Virginia: panel, wiring, grounding, GFCI/AFCI and smoke alarms checked in 2-3 hours, with a written photo report.",
    illustration: { src: "/illustrations/services/inspections.svg", width: 320, height: 240 },
    benefits: [
      { icon: "search", title: "Thorough, not a glance", description: "Panel opened and checked with thermal imaging, outlets tested, grounding and bonding verified." },
      { icon: "clock", title: "Done in 2-3 hours", description: "A typical home inspection takes 2-3 hours, and you get the report the same week." },
      { icon: "shield", title: "Know your risks", description: "Recalled panels, aluminum wiring, double-tapped breakers and missing GFCIs flagged by priority." },
      { icon: "check", title: "Useful for buyers and insurers", description: "A written report you can share with your insurer, your agent or the other side of a sale." },
    ],
    galleryImages: [],
    typicalJobs: ["Pre-purchase inspection of a 1970s colonial", "Insurance inspection for an older home", "Thermal scan of a warm panel"],
    faqs: [
      {
        question: "How long does an electrical inspection take?",
        answer: "A typical whole-home inspection takes 2-3 hours, depending on the size of the home and how many panels it has.",
      },
      {
        question: "What is checked during the inspection?",
        answer:
          "The service and panel (breaker sizing, double taps, signs of heat), grounding and bonding, a sample of outlets and switches, GFCI and AFCI protection, smoke and CO alarms, visible wiring in the attic and basement, and any known problem panels or aluminum wiring.",
      },
      {
        question: "How is this different from a home inspector's report?",
        answer:
          "A general home inspector looks at the whole house and often recommends 'evaluation by a licensed electrician'. We are that electrician: we open the panel, test circuits and price each fix.",
      },
      {
        question: "Do I have to hire you for the repairs?",
        answer: "No. The report is yours to use with anyone. If you choose us, every repair comes with upfront pricing and our lifetime workmanship warranty.",
      },
    ],
    serviceType: "other",
  },
  {
    slug: "commercial",
    serviceName: "Commercial Electrical Services",
    heroTitle: "Commercial Electrical Services for Northern Virginia Businesses",
    introText:
      "From a single office suite to a restaurant build-out, we handle tenant fit-outs, LED lighting retrofits, dedicated equipment circuits, exterior and parking lot lighting, EV charging for customers and staff, and after-hours service calls that keep your doors open. Every commercial job gets a custom quote.",
    priceText: "Custom quote",
    metaTitle: "Commercial Electricians for Offices, Retail & Restaurants",
    metaDescription:
      "Commercial electrical work in Northern Virginia: tenant build-outs, LED retrofits, equipment circuits, parking lot lighting and 24/7 service. Custom quote for every job.",
    illustration: { src: "/illustrations/services/commercial.svg", width: 320, height: 240 },
    benefits: [
      { icon: "building", title: "Build-outs and fit-outs", description: "Offices, retail, restaurants and medical suites wired to plan, with permits and inspections." },
      { icon: "clock", title: "Work around your hours", description: "Nights and weekends so customers and staff are not disrupted; 24/7 emergency response." },
      { icon: "bulb", title: "LED retrofits that pay back", description: "Troffers, high-bays and exterior lights converted to LED to cut energy and maintenance costs." },
      { icon: "dollar", title: "Custom quote", description: "A written scope and fixed price for each project, with clear change-order rules." },
    ],
    galleryImages: [
      { src: "/illustrations/gallery-commercial.svg", alt: "Illustration of a retail store with LED ceiling panels", caption: "Retail LED troffer retrofit, done overnight — Fairfax", width: 600, height: 400 },
    ],
    typicalJobs: ["Restaurant kitchen equipment circuits", "Office LED troffer retrofit", "Parking lot pole lights"],
    faqs: [
      {
        question: "How is commercial work priced?",
        answer:
          "Every commercial project gets a custom quote after a walk-through or plan review: a written scope, a fixed price and a schedule. Service calls are billed at posted rates agreed before work begins.",
      },
      {
        question: "Can you work after business hours?",
        answer: "Yes. We schedule disruptive work such as shut-offs and panel changes at night or on weekends, and we answer emergency calls 24/7.",
      },
      {
        question: "Do you work from architect or engineer drawings?",
        answer: "Yes. We build from stamped plans for tenant fit-outs and coordinate with your general contractor, landlord and inspectors.",
      },
      {
        question: "Do you install EV chargers for businesses?",
        answer:
          "Yes: workplace and customer charging, from a pair of Level 2 chargers to networked stations with load management, including the panel and trenching work they need.",
      },
    ],
    serviceType: "commercial",
  },
  {
    slug: "circuits",
    serviceName: "Dedicated Circuits & Breaker Repair",
    heroTitle: "Dedicated Circuits and Breaker Repair",
    introText:
      "A breaker that keeps tripping is telling you something. We find out why — an overloaded circuit, a failing appliance, a loose connection or a worn-out breaker — and fix it, often with a dedicated circuit for the space heater, freezer, microwave, home office or workshop tool that keeps tripping the line.",
    priceText: `Dedicated 20A circuits about ${typicalCost.dedicatedCircuit}`,
    metaTitle: `Dedicated Circuits & Breaker Repair | 20A Circuits about ${typicalCost.dedicatedCircuit}`,
    metaDescription:
      `Breaker keeps tripping? Licensed electricians trace the cause and add dedicated 20A circuits for about ${typicalCost.dedicatedCircuit}. Breaker replacement and 24/7 emergency repairs.`,
    illustration: { src: "/illustrations/services/circuits.svg", width: 320, height: 240 },
    benefits: [
      { icon: "search", title: "Cause found, not guessed", description: "We test the circuit and the connected loads to find why it trips before we change anything." },
      { icon: "plug", title: "Dedicated 20A circuits", description: `A dedicated 20A circuit costs about ${typicalCost.dedicatedCircuit} and ends the tripping for good.` },
      { icon: "bolt", title: "240V for big equipment", description: "Circuits for dryers, ranges, mini-splits, welders and kilns, sized to the nameplate." },
      { icon: "clock", title: "24/7 when it can't wait", description: `Emergency repairs, day or night, start from ${startingPrice.emergency} — with arrival within ${arrivalMinutes} in our core area.` },
    ],
    galleryImages: [],
    typicalJobs: ["Dedicated circuit for a home office", "240V circuit for a mini-split", "Worn breaker replaced"],
    faqs: [
      {
        question: "Why does my breaker keep tripping?",
        answer:
          "Usually the circuit is overloaded (a space heater and a hair dryer on the same line), an appliance has a fault, or a connection is loose. A breaker that trips immediately after reset points to a short circuit — leave it off and call us.",
      },
      {
        question: "How much does a dedicated circuit cost?",
        answer:
          `A dedicated 20A circuit typically costs about ${typicalCost.dedicatedCircuit}, depending on the distance from the panel and how the wire is routed. 240V circuits for larger equipment are quoted upfront.`,
      },
      {
        question: "Which appliances need a dedicated circuit?",
        answer:
          "Refrigerators and freezers, microwaves, dishwashers, disposals, washers and dryers, space heaters, window or mini-split AC units, and workshop tools all benefit from — and often require — their own circuit.",
      },
      {
        question: "Can you come out at night for a tripped breaker?",
        answer:
          `Yes, we are open 24/7 including holidays. Emergency repairs start from ${startingPrice.emergency}. If you smell burning or see smoke, leave the house and call 911 first.`,
      },
    ],
    serviceType: "other",
  },
];

/** Old or alternative paths that serve a service page; the canonical link names the target (docs/product.md, decision 11). */
export const serviceAliases: Record<string, string> = {
  "ev-chargers": "ev-charger-installation",
};

export const servicePath = (slug: string) => `/services/${slug}`;

/** The page a slug (canonical or alias) shows, and its canonical slug; undefined when there is none. */
export function findServicePage(slug: string): ServicePage | undefined {
  const canonical = Object.hasOwn(serviceAliases, slug) ? serviceAliases[slug] : slug;
  return servicePages.find((page) => page.slug === canonical);
}
