import type { Lang } from "~/content/languages";
import type { BookingServiceValue } from "./booking";
import { catalogue } from "./catalogue";
import { jobDuration, typicalCost } from "./facts";

/**
 * The 12 service pages of docs/product.md §2.12, one shared layout fed by this data
 * (docs/product.md §3, "Service page data"). Prices and durations are the constants of docs/product.md §9
 * and are written here only.
 */

/** Icons a benefit card can show (app/tailwind.css, "Icons"). */
type BenefitIcon = "bolt" | "shield" | "clock" | "dollar" | "home" | "check" | "plug" | "car" | "bulb" | "wrench" | "building" | "search";

export interface ServiceBenefit {
  icon: BenefitIcon;
  title: string;
  description: string;
}

export interface ServiceGalleryImage {
  /** The built-in gallery item (app/content/gallery.ts) this picture is of: its photo, once given, shows here too. */
  item: string;
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
  /** `From {price.panelUpgrade}`, "Custom quote" … shown in the hero. */
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

const en: ServicePage[] = [
  {
    slug: "panel-upgrades",
    serviceName: "Electrical panel upgrades",
    heroTitle: "Electrical panel upgrades in Northern Virginia",
    introText:
      "If your breakers trip when the dryer and the microwave run together, your panel is warm to the touch, or you are adding an EV charger, heat pump or addition, a 200-amp panel upgrade gives your home the capacity it needs. We handle the load calculation, the permit, the utility disconnect and the county inspection, and most upgrades are finished in a single day.",
    priceText: `From {price.panelUpgrade}`,
    metaTitle: `Panel upgrades from {price.panelUpgrade} | 100A to 200A service`,
    metaDescription:
      `Electrical panel upgrades in Northern Virginia from {price.panelUpgrade}: 100A to 200A service, Federal Pacific and Zinsco replacements, permit and inspection included, done in ${jobDuration.panelUpgrade}.`,
    illustration: { src: "/illustrations/services/panel-upgrades.svg", width: 320, height: 240 },
    benefits: [
      { icon: "bolt", title: "Room for what's next", description: "A 200-amp panel carries an EV charger, heat pump, hot tub or finished basement without nuisance trips." },
      { icon: "shield", title: "Replace risky panels", description: "Federal Pacific Stab-Lok, Zinsco and Challenger panels are known for breakers that fail to trip. We replace them outright." },
      { icon: "clock", title: "Done in one day", description: `Most upgrades take ${jobDuration.panelUpgrade}; we coordinate the power shut-off with the utility so you are not left in the dark overnight.` },
      { icon: "check", title: "Permit and inspection handled", description: "We pull the permit, meet the county inspector and back the work with our lifetime workmanship warranty." },
    ],
    galleryImages: [
      { item: "home-1", src: "/illustrations/gallery-panel.svg", alt: "Illustration of a new 200-amp breaker panel", caption: "200A panel replacing a recalled Federal Pacific panel — Manassas", width: 600, height: 400 },
      { item: "home-2", src: "/illustrations/gallery-before-after.svg", alt: "Illustration of a panel before and after clean-up", caption: "Before and after: double-tapped breakers re-landed and labeled — Woodbridge", width: 600, height: 400 },
    ],
    typicalJobs: ["100A to 200A service upgrade", "Federal Pacific panel replacement", "Subpanel for a finished basement"],
    faqs: [
      {
        question: "How much does a panel upgrade cost?",
        answer:
          `Panel upgrades start at {price.panelUpgrade}. The final price depends on the amperage (most homes go to 200A), whether the meter base or service entrance cable must be replaced, and how many circuits are moved. You get a fixed, upfront quote before any work starts.`,
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
    serviceName: "Residential wiring & rewiring",
    heroTitle: "Residential wiring and whole-home rewiring",
    introText:
      "Older Northern Virginia homes were wired for a fraction of today's load. Whether you need a single run for a new appliance, ungrounded two-prong circuits brought up to code, aluminum branch wiring made safe, or knob-and-tube wiring replaced throughout, we plan the work room by room, patch neatly and keep your home livable while we work.",
    priceText: `From {price.wiring}`,
    metaTitle: `Residential wiring & rewiring from {price.wiring}`,
    metaDescription:
      `Residential wiring from {price.wiring} and whole-home rewiring in 3-7 days: knob-and-tube and aluminum wiring replaced, grounded circuits, licensed Northern Virginia electricians.`,
    illustration: { src: "/illustrations/services/residential-wiring.svg", width: 320, height: 240 },
    benefits: [
      { icon: "shield", title: "Safer old homes", description: "Knob-and-tube, cloth-insulated and 1960s-70s aluminum branch wiring replaced or properly remediated." },
      { icon: "home", title: "Minimal wall damage", description: "We fish wire through attics, basements and existing chases and make small, tidy access holes." },
      { icon: "plug", title: "Grounded, modern circuits", description: "Three-prong grounded outlets, AFCI and GFCI protection where today's code calls for it." },
      { icon: "dollar", title: "Upfront pricing", description: `Wiring work starts at {price.wiring}; whole-home rewiring is quoted room by room before we begin.` },
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
          `Wiring jobs start at {price.wiring} for a single run such as a new appliance circuit. Whole-home rewiring is quoted after a walk-through, with a fixed price per room so you know the total before we start.`,
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
    serviceName: "EV charger installation",
    heroTitle: "Level 2 EV charger installation at home",
    introText:
      "Charge overnight instead of at the station. We install Level 2 chargers — Tesla Wall Connector, ChargePoint, Emporia, JuiceBox and others — on a dedicated 240-volt circuit in your garage or driveway, check that your panel can carry the load, and set up load management when it is close to its limit.",
    priceText: `From {price.evCharger}`,
    metaTitle: `EV charger installation from {price.evCharger} | Level 2 home chargers`,
    metaDescription:
      `Level 2 EV charger installation in Northern Virginia from {price.evCharger}, usually done in ${jobDuration.evCharger}. Tesla, ChargePoint and other chargers, load calculation and permit included.`,
    illustration: { src: "/illustrations/services/ev-charger-installation.svg", width: 320, height: 240 },
    benefits: [
      { icon: "car", title: "Full charge overnight", description: "A Level 2 charger adds about 25-30 miles of range per hour, many times faster than a wall outlet." },
      { icon: "bolt", title: "Load checked first", description: "We calculate your panel's load before installing, and add load management instead of an upgrade when that is enough." },
      { icon: "clock", title: `Installed in ${jobDuration.evCharger}`, description: "Most garage installs are finished the same morning, including testing with your vehicle." },
      { icon: "check", title: "Any brand, to code", description: "Hardwired or NEMA 14-50 outlet, indoor or outdoor rated, permitted and inspected." },
    ],
    galleryImages: [
      { item: "home-4", src: "/illustrations/gallery-ev-charger.svg", alt: "Illustration of a wall-mounted Level 2 charger in a garage", caption: "Tesla Wall Connector on a dedicated 60A circuit — Gainesville", width: 600, height: 400 },
    ],
    typicalJobs: ["Tesla Wall Connector in a garage", "NEMA 14-50 outlet for a mobile charger", "Outdoor charger on a driveway pedestal"],
    faqs: [
      {
        question: "How much does an EV charger installation cost?",
        answer:
          `Installation starts at {price.evCharger} for a charger close to the panel. Longer runs, a detached garage or a panel that needs more capacity add to that; we quote the exact price after seeing your panel and parking spot.`,
      },
      {
        question: "How long does the installation take?",
        answer: `Most EV charger installations take ${jobDuration.evCharger}. If a permit inspection is required, we schedule it and meet the inspector.`,
      },
      {
        question: "Will I need a panel upgrade for an EV charger?",
        answer:
          `Not always. Many 200A panels can take a 40A or 48A charger. If yours is near capacity, a load-management device or a lower charging current often avoids the upgrade; if not, panel upgrades start at {price.panelUpgrade}.`,
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
    serviceName: "Whole-home surge protection",
    heroTitle: "Whole-home surge protection",
    introText:
      "Summer thunderstorms and utility switching send surges through Northern Virginia homes every year, and today's HVAC boards, refrigerators and TVs are full of sensitive electronics. A surge protective device at your panel stops most of that energy before it reaches a single outlet.",
    priceText: `From {price.surgeProtection}`,
    metaTitle: `Whole-home surge protection from {price.surgeProtection}`,
    metaDescription:
      `Whole-home surge protector installed at your panel from {price.surgeProtection} in ${jobDuration.surgeProtection}. Blocks up to 99% of incoming surges to protect HVAC, appliances and electronics.`,
    illustration: { src: "/illustrations/services/surge-protection.svg", width: 320, height: 240 },
    benefits: [
      { icon: "shield", title: "Blocks 99% of surges", description: "A panel-mounted protector diverts up to 99% of an incoming surge to ground, protecting every circuit in the house." },
      { icon: "home", title: "Protects what plug strips can't", description: "HVAC systems, water heaters, ranges and garage door openers are hardwired; only a whole-home device covers them." },
      { icon: "clock", title: `Installed in ${jobDuration.surgeProtection}`, description: "Mounted beside your panel on a dedicated breaker, with a status light you can check at a glance." },
      { icon: "dollar", title: `From {price.surgeProtection}`, description: "A fraction of the cost of one HVAC control board or refrigerator; often required by code on new services." },
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
        answer: `Whole-home surge protection starts at {price.surgeProtection} installed, and the installation takes ${jobDuration.surgeProtection} with a short power shut-off.`,
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
    serviceName: "Lighting & ceiling fans",
    heroTitle: "Lighting, recessed lights and ceiling fans",
    introText:
      "Good lighting changes how a room feels. We lay out and install recessed LED lighting, under-cabinet and pendant lights in kitchens, ceiling fans on fan-rated boxes, dimmers and smart switches, and landscape and security lighting outside — with clean ceiling cuts and no mess left behind.",
    priceText: "Upfront quote per fixture",
    metaTitle: "Recessed lighting & ceiling fan installation",
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
      { item: "home-3", src: "/illustrations/gallery-lighting.svg", alt: "Illustration of a kitchen with recessed lighting", caption: "Kitchen recessed lighting on two dimmer zones — Centreville", width: 600, height: 400 },
      { item: "builtin-4", src: "/illustrations/gallery-ceiling-fan.svg", alt: "Illustration of a ceiling fan in a vaulted room", caption: "60-inch fan on a braced box in a vaulted ceiling — Haymarket", width: 600, height: 400 },
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
    serviceName: "Outlets, switches & GFCI",
    heroTitle: "Outlet, switch and GFCI installation and repair",
    introText:
      "Loose, warm or dead outlets are more than an annoyance — they are one of the most common causes of electrical fires. We repair and replace outlets and switches, add new ones where you need them, install GFCI protection in kitchens, baths, garages and outdoors, and add USB-C and smart outlets.",
    priceText: `New outlets about ${typicalCost.newOutlet}`,
    metaTitle: `Outlet & GFCI installation and repair | About ${typicalCost.newOutlet} per outlet`,
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
    serviceName: "Generator installation",
    heroTitle: "Standby and portable generator hookups",
    introText:
      "Ice storms and summer derechos knock out power across Prince William and Fairfax counties, sometimes for days. We install whole-home standby generators that start on their own, and transfer switches or interlock kits that let a portable generator run your furnace, well pump, fridge and lights safely — never back-feeding the utility lines.",
    priceText: "Upfront quote after a load review",
    metaTitle: "Generator installation, transfer switches & interlocks",
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
    serviceName: "Hot tub & spa wiring",
    heroTitle: "Hot tub and spa electrical hookups",
    introText:
      "A hot tub needs a dedicated 240-volt circuit, a GFCI-protected disconnect within sight of the tub and the clearances the code requires around water. We run the circuit from your panel, install the disconnect and bond the tub, so your spa passes inspection and is ready to fill.",
    priceText: "Upfront quote after a site visit",
    metaTitle: "Hot tub & spa wiring | 50A and 60A GFCI circuits",
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
          `A 50A or 60A circuit is a big load. We run a load calculation; many 200A panels handle it, while older 100A services may need a panel upgrade, which starts at {price.panelUpgrade}.`,
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
    serviceName: "Remodel & addition electrical",
    heroTitle: "Electrical for kitchen, bath and basement remodels",
    introText:
      "A remodel is the best time to fix an old home's wiring. We work with you or your contractor from the rough-in to the final trim-out: kitchen appliance and countertop circuits, bathroom GFCI and exhaust fans, basement finishing, additions and the panel capacity to carry it all, with inspections scheduled so your project stays on track.",
    priceText: "Upfront quote per project",
    metaTitle: "Remodel electrical: Kitchens, baths & basements",
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
          `Not always. We do a load calculation before rough-in. If the panel is short on capacity or spaces, upgrades start at {price.panelUpgrade} and take ${jobDuration.panelUpgrade}, and are easiest to do while walls are open.`,
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
    serviceName: "Electrical safety inspections",
    heroTitle: "Home electrical safety inspections",
    introText:
      "Buying a home, selling one, insuring an older house or just worried about a burning smell? A licensed master electrician inspects your panel, wiring, grounding, outlets and smoke alarms and gives you a plain-language written report with photos and prioritized, upfront-priced recommendations.",
    priceText: "Upfront flat fee",
    metaTitle: "Home electrical safety inspections (2-3 hours)",
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
    serviceName: "Commercial electrical services",
    heroTitle: "Commercial electrical services for Northern Virginia businesses",
    introText:
      "From a single office suite to a restaurant build-out, we handle tenant fit-outs, LED lighting retrofits, dedicated equipment circuits, exterior and parking lot lighting, EV charging for customers and staff, and after-hours service calls that keep your doors open. Every commercial job gets a custom quote.",
    priceText: "Custom quote",
    metaTitle: "Commercial electricians for offices, retail & restaurants",
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
      { item: "home-5", src: "/illustrations/gallery-commercial.svg", alt: "Illustration of a retail store with LED ceiling panels", caption: "Retail LED troffer retrofit, done overnight — Fairfax", width: 600, height: 400 },
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
    serviceName: "Dedicated circuits & breaker repair",
    heroTitle: "Dedicated circuits and breaker repair",
    introText:
      "A breaker that keeps tripping is telling you something. We find out why — an overloaded circuit, a failing appliance, a loose connection or a worn-out breaker — and fix it, often with a dedicated circuit for the space heater, freezer, microwave, home office or workshop tool that keeps tripping the line.",
    priceText: `Dedicated 20A circuits about ${typicalCost.dedicatedCircuit}`,
    metaTitle: `Dedicated circuits & breaker repair | 20A circuits about ${typicalCost.dedicatedCircuit}`,
    metaDescription:
      `Breaker keeps tripping? Licensed electricians trace the cause and add dedicated 20A circuits for about ${typicalCost.dedicatedCircuit}. Breaker replacement and 24/7 emergency repairs.`,
    illustration: { src: "/illustrations/services/circuits.svg", width: 320, height: 240 },
    benefits: [
      { icon: "search", title: "Cause found, not guessed", description: "We test the circuit and the connected loads to find why it trips before we change anything." },
      { icon: "plug", title: "Dedicated 20A circuits", description: `A dedicated 20A circuit costs about ${typicalCost.dedicatedCircuit} and ends the tripping for good.` },
      { icon: "bolt", title: "240V for big equipment", description: "Circuits for dryers, ranges, mini-splits, welders and kilns, sized to the nameplate." },
      { icon: "clock", title: "24/7 when it can't wait", description: `Emergency repairs, day or night, start from {price.emergency} — with arrival within {arrival.minutes} minutes in our core area.` },
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
          `Yes, we are open 24/7 including holidays. Emergency repairs start from {price.emergency}. If you smell burning or see smoke, leave the house and call 911 first.`,
      },
    ],
    serviceType: "other",
  },
];

/** A duration of app/content/facts.ts in Spanish: "4-8 hours" → "4-8 horas". */
const horas = (duration: string) => duration.replace("hours", "horas");

/** The words of a page; its facts (slug, icons, pictures, booking value) are the English page's. */
interface ServicePageWords {
  serviceName: string;
  heroTitle: string;
  introText: string;
  priceText: string;
  metaTitle: string;
  metaDescription: string;
  /** In the English page's order: each takes that benefit's icon. */
  benefits: { title: string; description: string }[];
  /** In the English page's order: each describes that picture. */
  galleryImages: { alt: string; caption: string }[];
  typicalJobs: string[];
  faqs: ServiceFaq[];
}

const es: Record<string, ServicePageWords> = {
  "panel-upgrades": {
    serviceName: "Cambio de panel eléctrico",
    heroTitle: "Cambio de panel eléctrico en el norte de Virginia",
    introText:
      "Si los breakers se disparan cuando la secadora y el microondas funcionan a la vez, si el panel está tibio al tacto o si va a agregar un cargador para vehículo eléctrico, una bomba de calor o una ampliación, un panel de 200 amperios le da a su casa la capacidad que necesita. Nos encargamos del cálculo de carga, el permiso, la desconexión con la compañía eléctrica y la inspección del condado, y la mayoría de los cambios se terminan en un solo día.",
    priceText: `Desde {price.panelUpgrade}`,
    metaTitle: `Cambio de panel eléctrico desde {price.panelUpgrade} | Servicio de 100A a 200A`,
    metaDescription: `Cambio de panel eléctrico en el norte de Virginia desde {price.panelUpgrade}: servicio de 100A a 200A, reemplazo de paneles Federal Pacific y Zinsco, permiso e inspección incluidos, en ${horas(jobDuration.panelUpgrade)}.`,
    benefits: [
      { title: "Capacidad para lo que viene", description: "Un panel de 200 amperios soporta un cargador para vehículo eléctrico, una bomba de calor, un jacuzzi o un sótano terminado sin que los breakers se disparen sin motivo." },
      { title: "Adiós a los paneles peligrosos", description: "Los paneles Federal Pacific Stab-Lok, Zinsco y Challenger son conocidos por breakers que no se disparan cuando deben. Los reemplazamos por completo." },
      { title: "Listo en un día", description: `La mayoría de los cambios toman ${horas(jobDuration.panelUpgrade)}; coordinamos el corte de luz con la compañía eléctrica para que no pase la noche a oscuras.` },
      { title: "Permiso e inspección incluidos", description: "Sacamos el permiso, atendemos al inspector del condado y respaldamos el trabajo con nuestra garantía de por vida en la mano de obra." },
    ],
    galleryImages: [
      { alt: "Ilustración de un panel nuevo de 200 amperios", caption: "Panel de 200A en lugar de un Federal Pacific retirado del mercado — Manassas" },
      { alt: "Ilustración de un panel antes y después del arreglo", caption: "Antes y después: breakers con doble conexión corregidos y rotulados — Woodbridge" },
    ],
    typicalJobs: ["Cambio de servicio de 100A a 200A", "Reemplazo de un panel Federal Pacific", "Subpanel para un sótano terminado"],
    faqs: [
      {
        question: "¿Cuánto cuesta cambiar el panel eléctrico?",
        answer: `El cambio de panel eléctrico empieza en {price.panelUpgrade}. El precio final depende del amperaje (la mayoría de las casas pasan a 200A), de si hay que reemplazar la base del medidor o el cable de acometida y de cuántos circuitos se mueven. Usted recibe un presupuesto fijo por adelantado, antes de empezar cualquier trabajo.`,
      },
      {
        question: "¿Cuánto tiempo toma cambiar el panel?",
        answer: `La mayoría de los cambios de panel toman ${horas(jobDuration.panelUpgrade)}. Durante parte de ese tiempo no hay luz; programamos la desconexión y la reconexión con la compañía eléctrica para que su casa tenga luz el mismo día.`,
      },
      {
        question: "¿Cómo sé si hay que reemplazar mi panel?",
        answer:
          "Las señales comunes son breakers que se disparan a menudo, luces que parpadean al arrancar los electrodomésticos grandes, un panel tibio o que zumba, óxido o marcas de quemadura, falta de espacio para circuitos nuevos, o un panel Federal Pacific, Zinsco o de fusibles. Un panel de 100 amperios en una casa con aire central y electrodomésticos eléctricos suele estar al límite.",
      },
      {
        question: "¿Ustedes se encargan del permiso y la inspección?",
        answer:
          "Sí. Sacamos el permiso eléctrico, coordinamos la desconexión con la compañía eléctrica y atendemos al inspector del condado o de la ciudad. El trabajo tiene nuestra garantía de por vida en la mano de obra.",
      },
    ],
  },
  "residential-wiring": {
    serviceName: "Cableado residencial y recableado",
    heroTitle: "Cableado residencial y recableado de toda la casa",
    introText:
      "Las casas antiguas del norte de Virginia se cablearon para una fracción del consumo de hoy. Ya sea que necesite una línea para un electrodoméstico nuevo, poner al día circuitos de dos clavijas sin tierra, hacer seguro un cableado de aluminio o reemplazar todo el cableado de perilla y tubo (knob-and-tube), planificamos el trabajo cuarto por cuarto, reparamos las paredes con cuidado y mantenemos su casa habitable mientras trabajamos.",
    priceText: `Desde {price.wiring}`,
    metaTitle: `Cableado residencial y recableado desde {price.wiring}`,
    metaDescription: `Cableado residencial desde {price.wiring} y recableado de toda la casa en 3-7 días: reemplazo de cableado knob-and-tube y de aluminio, circuitos con tierra, electricistas con licencia en el norte de Virginia.`,
    benefits: [
      { title: "Casas antiguas más seguras", description: "Reemplazamos o corregimos como se debe el cableado knob-and-tube, el de aislamiento de tela y el de aluminio de los años 60 y 70." },
      { title: "Mínimo daño a las paredes", description: "Pasamos los cables por el ático, el sótano y los conductos existentes, con aberturas pequeñas y limpias." },
      { title: "Circuitos modernos con tierra", description: "Tomacorrientes de tres clavijas con tierra y protección AFCI y GFCI donde el código actual lo exige." },
      { title: "Precios por adelantado", description: `Los trabajos de cableado empiezan en {price.wiring}; el recableado de toda la casa se cotiza cuarto por cuarto antes de empezar.` },
    ],
    galleryImages: [],
    typicalJobs: ["Reemplazo de cableado knob-and-tube", "Circuito dedicado para un electrodoméstico", "Tomacorrientes de dos clavijas con tierra"],
    faqs: [
      {
        question: "¿Cuánto tiempo toma recablear una casa?",
        answer:
          "Un recableado completo suele tomar 3-7 días, según el tamaño de la casa, el acceso desde el ático y el sótano y cuántos cuartos están terminados. Al final de cada día devolvemos la luz a los cuartos que se usan.",
      },
      {
        question: "¿Cuánto cuesta un trabajo de cableado residencial?",
        answer: `Los trabajos de cableado empiezan en {price.wiring} por una sola línea, como un circuito nuevo para un electrodoméstico. El recableado de toda la casa se cotiza después de una visita, con un precio fijo por cuarto para que sepa el total antes de empezar.`,
      },
      {
        question: "¿Es peligroso el cableado knob-and-tube o de aluminio?",
        answer:
          "El knob-and-tube no tiene tierra y su aislamiento se vuelve quebradizo con los años; muchas aseguradoras no lo cubren. El cableado de aluminio, común en casas construidas entre 1965 y 1973, puede sobrecalentarse en las conexiones. Reemplazamos el knob-and-tube y podemos empalmar los circuitos de aluminio con conectores aprobados.",
      },
      {
        question: "¿Tengo que mudarme durante el recableado?",
        answer:
          "Por lo general, no. Trabajamos por secciones, mantenemos con luz la cocina y un baño siempre que se pueda y limpiamos cada día, como promete nuestro compromiso de casa limpia.",
      },
    ],
  },
  "ev-charger-installation": {
    serviceName: "Instalación de cargadores para vehículos eléctricos",
    heroTitle: "Instalación en casa de cargadores de nivel 2 para vehículos eléctricos",
    introText:
      "Cargue su carro de noche en casa en vez de ir a la estación. Instalamos cargadores de nivel 2 — Tesla Wall Connector, ChargePoint, Emporia, JuiceBox y otros — en un circuito dedicado de 240 voltios en su garaje o entrada, revisamos que su panel pueda con la carga y configuramos la gestión de carga cuando está cerca de su límite.",
    priceText: `Desde {price.evCharger}`,
    metaTitle: `Instalación de cargadores para vehículos eléctricos desde {price.evCharger} | Nivel 2 en casa`,
    metaDescription: `Instalación de cargadores de nivel 2 para vehículos eléctricos en el norte de Virginia desde {price.evCharger}, normalmente en ${horas(jobDuration.evCharger)}. Tesla, ChargePoint y otras marcas, con cálculo de carga y permiso incluidos.`,
    benefits: [
      { title: "Carga completa de noche", description: "Un cargador de nivel 2 agrega unas 25-30 millas de autonomía por hora, muchas veces más rápido que un tomacorriente de pared." },
      { title: "Primero revisamos la carga", description: "Calculamos la carga de su panel antes de instalar y, cuando basta, agregamos gestión de carga en lugar de cambiar el panel." },
      { title: `Instalado en ${horas(jobDuration.evCharger)}`, description: "La mayoría de las instalaciones en garaje se terminan la misma mañana, con prueba incluida en su vehículo." },
      { title: "Cualquier marca, según el código", description: "Conectado directo o con tomacorriente NEMA 14-50, para interior o exterior, con permiso e inspección." },
    ],
    galleryImages: [
      { alt: "Ilustración de un cargador de nivel 2 montado en la pared de un garaje", caption: "Tesla Wall Connector en un circuito dedicado de 60A — Gainesville" },
    ],
    typicalJobs: ["Tesla Wall Connector en un garaje", "Tomacorriente NEMA 14-50 para un cargador portátil", "Cargador exterior en un poste de la entrada"],
    faqs: [
      {
        question: "¿Cuánto cuesta instalar un cargador para vehículo eléctrico?",
        answer: `La instalación empieza en {price.evCharger} para un cargador cerca del panel. Una línea más larga, un garaje separado de la casa o un panel que necesita más capacidad suben el precio; le damos el precio exacto después de ver su panel y dónde estaciona.`,
      },
      {
        question: "¿Cuánto tiempo toma la instalación?",
        answer: `La mayoría de las instalaciones de cargadores toman ${horas(jobDuration.evCharger)}. Si se requiere inspección del permiso, la programamos y atendemos al inspector.`,
      },
      {
        question: "¿Necesito cambiar el panel para instalar un cargador?",
        answer: `No siempre. Muchos paneles de 200A soportan un cargador de 40A o 48A. Si el suyo está cerca de su capacidad, un equipo de gestión de carga o una corriente de carga menor a menudo evita cambiar el panel; si no, el cambio de panel empieza en {price.panelUpgrade}.`,
      },
      {
        question: "¿Me conviene un cargador conectado directo o un tomacorriente 14-50?",
        answer:
          "Los cargadores conectados directo entregan más corriente, son mejores para exteriores y evitan el desgaste del tomacorriente. Un tomacorriente NEMA 14-50 sirve para un cargador portátil que quizá se lleve consigo. Instalamos los dos, con la protección GFCI que exige el código.",
      },
    ],
  },
  "surge-protection": {
    serviceName: "Protección contra sobretensiones para toda la casa",
    heroTitle: "Protección contra sobretensiones para toda la casa",
    introText:
      "Las tormentas de verano y las maniobras de la compañía eléctrica mandan sobretensiones a las casas del norte de Virginia cada año, y las tarjetas del aire acondicionado, los refrigeradores y los televisores de hoy están llenos de electrónica sensible. Un protector contra sobretensiones en su panel detiene la mayor parte de esa energía antes de que llegue a cualquier tomacorriente.",
    priceText: `Desde {price.surgeProtection}`,
    metaTitle: `Protección contra sobretensiones para toda la casa desde {price.surgeProtection}`,
    metaDescription: `Protector contra sobretensiones para toda la casa instalado en su panel desde {price.surgeProtection}, en ${horas(jobDuration.surgeProtection)}. Bloquea hasta el 99% de las sobretensiones que entran y protege el aire acondicionado, los electrodomésticos y la electrónica.`,
    benefits: [
      { title: "Bloquea el 99% de las sobretensiones", description: "Un protector montado en el panel desvía a tierra hasta el 99% de una sobretensión que entra y protege todos los circuitos de la casa." },
      { title: "Protege lo que una regleta no puede", description: "El aire acondicionado, el calentador de agua, la estufa y el abridor del garaje van conectados directo; solo un protector para toda la casa los cubre." },
      { title: `Instalado en ${horas(jobDuration.surgeProtection)}`, description: "Se monta junto a su panel en un breaker dedicado, con una luz indicadora que usted revisa de un vistazo." },
      { title: `Desde {price.surgeProtection}`, description: "Una fracción de lo que cuesta una tarjeta del aire acondicionado o un refrigerador; a menudo el código lo exige en servicios nuevos." },
    ],
    galleryImages: [],
    typicalJobs: ["Protector tipo 2 en el panel principal", "Protección contra sobretensiones en un servicio nuevo de 200A", "Protección en el punto de uso para una oficina en casa"],
    faqs: [
      {
        question: "¿Qué tan bien funciona un protector para toda la casa?",
        answer:
          "Un buen protector contra sobretensiones montado en el panel bloquea cerca del 99% de una sobretensión que entra. Aun así recomendamos regletas con protección para computadoras y televisores, porque algunas sobretensiones se originan dentro de la casa.",
      },
      {
        question: "¿Cuánto cuesta la protección contra sobretensiones y cuánto tarda?",
        answer: `La protección para toda la casa empieza en {price.surgeProtection} instalada, y la instalación toma ${horas(jobDuration.surgeProtection)} con un corte de luz breve.`,
      },
      {
        question: "¿El código exige la protección contra sobretensiones?",
        answer:
          "El Código Eléctrico Nacional (NEC) de 2020 exige un protector contra sobretensiones cuando se instala o reemplaza el servicio de una vivienda, así que todo cambio de panel que hacemos lo incluye. Agregarlo a un panel existente es opcional, pero vale la pena.",
      },
      {
        question: "¿Protege contra la caída directa de un rayo?",
        answer:
          "Ningún equipo puede detener la caída directa de un rayo. La protección contra sobretensiones está pensada para las sobretensiones mucho más comunes de rayos cercanos y maniobras de la compañía eléctrica, que causan la mayoría de los daños a la electrónica.",
      },
    ],
  },
  lighting: {
    serviceName: "Iluminación y ventiladores de techo",
    heroTitle: "Iluminación, luces empotradas y ventiladores de techo",
    introText:
      "Una buena iluminación cambia cómo se siente un cuarto. Diseñamos e instalamos luces LED empotradas, luces bajo los gabinetes y colgantes en la cocina, ventiladores de techo en cajas aptas para ventilador, reguladores de intensidad e interruptores inteligentes, y luces de jardín y de seguridad afuera — con cortes limpios en el techo y sin dejar desorden.",
    priceText: "Presupuesto por adelantado por lámpara",
    metaTitle: "Instalación de luces empotradas y ventiladores de techo",
    metaDescription:
      "Luces LED empotradas, ventiladores de techo, lámparas colgantes, reguladores de intensidad e iluminación exterior instalados por electricistas con licencia en el norte de Virginia. Ayuda con la distribución y precios por adelantado.",
    benefits: [
      { title: "Una distribución pensada", description: "Espaciamos las luces empotradas para una luz pareja — más o menos una luz cada 25 pies cuadrados — y evitamos vigas y ductos." },
      { title: "Ventiladores que no hacen ruido", description: "Cada ventilador de techo va en una caja reforzada y apta para ventilador, para que no se tambalee ni se afloje con el tiempo." },
      { title: "Facturas de luz más bajas", description: "Las luces LED planas consumen una fracción de lo que gastan las lámparas empotradas antiguas y duran décadas." },
      { title: "Adentro y afuera", description: "Reguladores de intensidad, interruptores inteligentes, luces bajo gabinetes, reflectores con sensor de movimiento e iluminación de jardín." },
    ],
    galleryImages: [
      { alt: "Ilustración de una cocina con luces empotradas", caption: "Luces empotradas en la cocina con dos zonas de regulador — Centreville" },
      { alt: "Ilustración de un ventilador de techo en un cuarto de techo alto", caption: "Ventilador de 60 pulgadas en una caja reforzada en un techo abovedado — Haymarket" },
    ],
    typicalJobs: ["Luces LED empotradas en una sala", "Ventilador de techo en lugar de una lámpara", "Luces bajo los gabinetes de la cocina"],
    faqs: [
      {
        question: "¿Cuántas luces empotradas necesito?",
        answer:
          "Una buena regla es una luz empotrada por cada 25 pies cuadrados de techo para la iluminación general; un cuarto de 12 por 14 pies lleva unas seis o siete. Las zonas de trabajo, como los mostradores de la cocina, llevan más, y todo lo ponemos con regulador de intensidad.",
      },
      {
        question: "¿Pueden cambiar una lámpara por un ventilador de techo?",
        answer:
          "Sí. Cambiamos la caja por una reforzada y apta para ventilador (las cajas de lámpara no están hechas para el peso y el movimiento de un ventilador) y podemos agregar un interruptor aparte o un control remoto para el ventilador y la luz.",
      },
      {
        question: "¿Se pueden poner luces empotradas en un techo sin ático encima?",
        answer:
          "Por lo general, sí. Las luces LED planas necesitan muy poca profundidad, así que podemos instalarlas entre pisos pasando el cable por el espacio entre las vigas, con aberturas pequeñas que luego reparamos.",
      },
      {
        question: "¿Instalan iluminación exterior y de jardín?",
        answer:
          "Instalamos reflectores con sensor de movimiento, luces de porche y de garaje, e iluminación de jardín de bajo voltaje en circuitos a prueba de intemperie con protección GFCI, temporizadores o fotoceldas.",
      },
    ],
  },
  outlets: {
    serviceName: "Tomacorrientes, interruptores y GFCI",
    heroTitle: "Instalación y reparación de tomacorrientes, interruptores y GFCI",
    introText:
      "Los tomacorrientes flojos, calientes o que no funcionan son más que una molestia: son una de las causas más comunes de incendios eléctricos. Reparamos y reemplazamos tomacorrientes e interruptores, agregamos nuevos donde los necesite, instalamos protección GFCI en cocinas, baños, garajes y exteriores, y ponemos tomacorrientes con USB-C e inteligentes.",
    priceText: `Tomacorrientes nuevos, aprox. ${typicalCost.newOutlet}`,
    metaTitle: `Instalación y reparación de tomacorrientes y GFCI | Aprox. ${typicalCost.newOutlet} por tomacorriente`,
    metaDescription: `Tomacorrientes nuevos desde aprox. ${typicalCost.newOutlet}, protección GFCI y AFCI, reparación de tomacorrientes que no funcionan o sacan chispas, con USB-C y para exteriores. Electricistas con licencia en el norte de Virginia.`,
    benefits: [
      { title: "Tomacorrientes donde los necesita", description: `Un tomacorriente nuevo cuesta aprox. ${typicalCost.newOutlet} — se acabaron las extensiones cruzando el cuarto.` },
      { title: "GFCI donde hay agua", description: "Tomacorrientes de cocina, baño, lavandería, garaje y exterior protegidos contra descargas, como exige el código." },
      { title: "Encontramos la falla", description: "Buscamos el GFCI disparado, la conexión trasera floja o el empalme dañado en lugar de solo cambiar el tomacorriente." },
      { title: "Equipos modernos", description: "Tomacorrientes a prueba de niños, con USB-C, inteligentes y resistentes a la intemperie, que combinan con sus tapas actuales." },
    ],
    galleryImages: [],
    typicalJobs: ["Tomacorriente sin corriente localizado y reparado", "Tomacorrientes GFCI en un baño", "Tomacorriente a prueba de intemperie en una terraza"],
    faqs: [
      {
        question: "¿Cuánto cuesta agregar un tomacorriente?",
        answer: `Agregar un tomacorriente nuevo suele costar aprox. ${typicalCost.newOutlet} cuando hay un circuito cercano con capacidad. Si el tomacorriente necesita su propio circuito dedicado de 20A, cuesta aprox. ${typicalCost.dedicatedCircuit}.`,
      },
      {
        question: "¿Por qué dejó de funcionar la mitad de mis tomacorrientes?",
        answer:
          "Lo más común es que se haya disparado un tomacorriente GFCI antes en la línea: revise la cocina, los baños, el garaje y afuera. Si al restablecerlo no se arregla, puede haber una conexión floja, que se puede sobrecalentar; llámenos en vez de seguir usando el circuito.",
      },
      {
        question: "Mi tomacorriente sacó chispas o huele a caliente. ¿Qué hago?",
        answer:
          "Deje de usarlo, apague su breaker y llámenos. Una chispa con olor a quemado o una tapa descolorida indican una conexión floja o dañada. Si ve humo o llamas, salga de la casa y llame primero al 911.",
      },
      {
        question: "¿Pueden cambiar tomacorrientes de dos clavijas por unos de tres?",
        answer:
          "Sí, haciéndolo bien: pasamos un cable de tierra donde es posible, o instalamos protección GFCI rotulada 'No Equipment Ground' (sin tierra del equipo), como permite el código. Cambiar solo el tomacorriente sin tierra no es seguro.",
      },
    ],
  },
  generators: {
    serviceName: "Instalación de generadores",
    heroTitle: "Conexión de generadores de respaldo y portátiles",
    introText:
      "Las tormentas de hielo y los fuertes vendavales del verano dejan sin luz a los condados de Prince William y Fairfax, a veces por días. Instalamos generadores de respaldo para toda la casa que arrancan solos, e interruptores de transferencia o kits de enclavamiento (interlock) para que un generador portátil haga funcionar con seguridad la calefacción, la bomba del pozo, el refrigerador y las luces — sin devolver corriente a las líneas de la compañía eléctrica.",
    priceText: "Presupuesto por adelantado tras revisar la carga",
    metaTitle: "Instalación de generadores, interruptores de transferencia e interlocks",
    metaDescription:
      "Generadores de respaldo para toda la casa, interruptores de transferencia y kits de enclavamiento para generador, instalados y con permiso en el norte de Virginia. Mantenga la luz durante las tormentas, con seguridad.",
    benefits: [
      { title: "Luz en segundos", description: "Un generador de respaldo con interruptor de transferencia automático arranca y toma la carga a los pocos segundos de un apagón." },
      { title: "Sin retroalimentación a la red", description: "Un interruptor de transferencia o un interlock certificado mantiene la corriente del generador fuera de las líneas de la compañía eléctrica, y protege a los linieros y a sus equipos." },
      { title: "Del tamaño de su casa", description: "Calculamos el generador según sus cargas reales — bomba del pozo, bomba de sumidero, aire acondicionado, equipo médico — no a ojo." },
      { title: "Del permiso al arranque", description: "Coordinación de gas y electricidad, permiso, inspección y una primera prueba con usted." },
    ],
    galleryImages: [],
    typicalJobs: ["Kit de enclavamiento y toma de entrada para un generador portátil", "Generador de respaldo de 22 kW con interruptor de transferencia", "Subpanel de cargas esenciales"],
    faqs: [
      {
        question: "¿Generador de respaldo o generador portátil con interlock?",
        answer:
          "Un generador de respaldo funciona con gas natural o propano, arranca solo y puede con toda la casa. Un generador portátil con kit de enclavamiento y toma de entrada cuesta mucho menos y alimenta los circuitos que usted elija, pero usted mismo lo arranca y lo conecta.",
      },
      {
        question: "¿Puedo conectar mi generador al tomacorriente de la secadora?",
        answer:
          "No. Un cable de doble macho (el llamado 'cable suicida') devuelve corriente a las líneas de la compañía eléctrica y puede electrocutar a los linieros o causar un incendio. Un kit de enclavamiento o un interruptor de transferencia es la forma segura y legal de conectar un generador.",
      },
      {
        question: "¿De qué tamaño necesito el generador?",
        answer:
          "Depende de lo que deba funcionar durante un apagón. Sumamos las cargas de arranque y de funcionamiento de lo esencial — calefacción o aire acondicionado, bombas del pozo y de sumidero, refrigerador, luces — y le recomendamos un tamaño con margen, con un presupuesto fijo antes de empezar.",
      },
      {
        question: "¿Los generadores necesitan permiso?",
        answer:
          "Sí. Los generadores de respaldo y los equipos de transferencia necesitan permiso eléctrico, y las conexiones de gas un permiso mecánico. Sacamos los permisos y atendemos al inspector.",
      },
    ],
  },
  "spa-wiring": {
    serviceName: "Cableado para jacuzzis y spas",
    heroTitle: "Conexión eléctrica para jacuzzis y spas",
    introText:
      "Un jacuzzi necesita un circuito dedicado de 240 voltios, un desconectador con protección GFCI a la vista del jacuzzi y las distancias al agua que exige el código. Llevamos el circuito desde su panel, instalamos el desconectador y hacemos la conexión equipotencial del jacuzzi, para que pase la inspección y quede listo para llenar.",
    priceText: "Presupuesto por adelantado tras una visita",
    metaTitle: "Cableado para jacuzzis y spas | Circuitos GFCI de 50A y 60A",
    metaDescription:
      "Cableado para jacuzzis y spas de nado en el norte de Virginia: circuito GFCI dedicado de 50A o 60A, desconectador, conexión equipotencial, permiso e inspección. Listo antes de que le entreguen el spa.",
    benefits: [
      { title: "El circuito correcto", description: "Un circuito dedicado de 240V de 50A o 60A según la placa de datos de su jacuzzi, no a ojo." },
      { title: "Desconectador con GFCI", description: "Un panel de spa con protección GFCI, a por lo menos 5 pies del agua y a la vista del jacuzzi." },
      { title: "Conexión y zanja como se debe", description: "Conexión equipotencial y tubería enterrada a la profundidad del código, lejos del patio y de otras líneas." },
      { title: "Listo para el día de entrega", description: "Cableamos antes de la entrega para que pueda llenar y calentar su jacuzzi el mismo día que llega." },
    ],
    galleryImages: [],
    typicalJobs: ["Circuito de 60A y desconectador de spa en un patio", "Conexión de un spa de nado con tubería enterrada", "Jacuzzi enchufable pasado a 240V"],
    faqs: [
      {
        question: "¿Qué circuito necesita un jacuzzi?",
        answer:
          "La mayoría de los jacuzzis de 240 voltios necesitan un circuito dedicado de 50A o 60A con protección GFCI; la placa de datos y el manual del fabricante nos dicen cuál. Los jacuzzis pequeños enchufables de 120V usan un circuito dedicado de 20A con GFCI.",
      },
      {
        question: "¿Mi panel tiene capacidad para un jacuzzi?",
        answer: `Un circuito de 50A o 60A es una carga grande. Hacemos un cálculo de carga; muchos paneles de 200A lo soportan, mientras que los servicios antiguos de 100A pueden necesitar un cambio de panel, que empieza en {price.panelUpgrade}.`,
      },
      {
        question: "¿Dónde va el desconectador?",
        answer:
          "El código exige un desconectador a la vista del jacuzzi y a por lo menos 5 pies de la pared interior del spa. Lo montamos donde se pueda alcanzar, pero fuera del alcance de las salpicaduras.",
      },
      {
        question: "¿Necesito permiso para el cableado de un jacuzzi?",
        answer: "Sí, en Virginia los circuitos de spa necesitan permiso eléctrico e inspección. Nos encargamos de los dos y respaldamos el trabajo con nuestra garantía de por vida en la mano de obra.",
      },
    ],
  },
  remodel: {
    serviceName: "Electricidad para remodelaciones y ampliaciones",
    heroTitle: "Electricidad para remodelar cocinas, baños y sótanos",
    introText:
      "Una remodelación es el mejor momento para arreglar el cableado de una casa antigua. Trabajamos con usted o con su contratista desde la instalación en obra negra hasta el acabado final: circuitos de electrodomésticos y de mostrador en la cocina, GFCI y extractores en el baño, sótanos terminados, ampliaciones y la capacidad de panel para soportarlo todo, con las inspecciones programadas para que su proyecto siga a tiempo.",
    priceText: "Presupuesto por adelantado por proyecto",
    metaTitle: "Electricidad para remodelaciones: cocinas, baños y sótanos",
    metaDescription:
      "Instalación eléctrica en obra negra y acabado final para remodelaciones de cocinas, baños y sótanos y para ampliaciones en el norte de Virginia. Permisos, inspecciones y precio del proyecto por adelantado.",
    benefits: [
      { title: "Cocinas según el código", description: "Dos circuitos de 20A para el mostrador, circuitos dedicados para electrodomésticos, tomacorrientes en la isla e iluminación por capas." },
      { title: "Trabajamos con su contratista", description: "Nos ajustamos al calendario de su constructor para la obra negra y el acabado, y pasamos las inspecciones a la primera." },
      { title: "Capacidad planificada", description: "Cálculo de carga desde el principio, para que una cocina o un sótano nuevos no sobrecarguen un panel viejo." },
      { title: "Un solo precio fijo", description: "Un presupuesto por escrito y detallado para todo el proyecto, con financiamiento disponible en los trabajos grandes." },
    ],
    galleryImages: [],
    typicalJobs: ["Obra negra eléctrica de una cocina", "Sótano terminado con luces empotradas", "Circuito para extractor y piso radiante en un baño"],
    faqs: [
      {
        question: "¿Qué trabajo eléctrico necesita una remodelación de cocina?",
        answer:
          "El código actual pide por lo menos dos circuitos de 20A para electrodomésticos pequeños en el mostrador, protección GFCI y AFCI, circuitos dedicados para el lavaplatos, el triturador, el microondas y la estufa, y tomacorrientes a no más de 2 pies de cada borde del mostrador. Lo planificamos con su diseño.",
      },
      {
        question: "¿Pueden trabajar con mi contratista general?",
        answer: "Sí. Gran parte de nuestras remodelaciones las hacemos junto a contratistas generales y diseñadores de cocinas; programamos la obra negra y las inspecciones finales según su calendario.",
      },
      {
        question: "¿Mi remodelación necesitará un cambio de panel eléctrico?",
        answer: `No siempre. Hacemos un cálculo de carga antes de la obra negra. Si al panel le falta capacidad o espacio, el cambio empieza en {price.panelUpgrade}, toma ${horas(jobDuration.panelUpgrade)} y es más fácil hacerlo mientras las paredes están abiertas.`,
      },
      {
        question: "¿Ustedes sacan el permiso eléctrico?",
        answer: "Sí, sacamos el permiso eléctrico del trabajo que hacemos y atendemos las inspecciones de obra negra y final.",
      },
    ],
  },
  inspections: {
    serviceName: "Inspecciones de seguridad eléctrica",
    heroTitle: "Inspecciones de seguridad eléctrica en el hogar",
    introText:
      "¿Va a comprar o vender una casa, asegurar una casa antigua o le preocupa un olor a quemado? Un maestro electricista con licencia inspecciona su panel, el cableado, la conexión a tierra, los tomacorrientes y los detectores de humo, y le entrega un informe por escrito en palabras sencillas, con fotos y recomendaciones ordenadas por prioridad y con precio por adelantado.",
    priceText: "Tarifa fija por adelantado",
    metaTitle: "Inspecciones de seguridad eléctrica en el hogar (2-3 horas)",
    metaDescription:
      "Inspecciones de seguridad eléctrica de toda la casa en el norte de Virginia: panel, cableado, conexión a tierra, GFCI/AFCI y detectores de humo revisados en 2-3 horas, con un informe escrito con fotos.",
    benefits: [
      { title: "A fondo, no un vistazo", description: "Abrimos el panel y lo revisamos con cámara térmica, probamos los tomacorrientes y verificamos la conexión a tierra y equipotencial." },
      { title: "Listo en 2-3 horas", description: "Una inspección típica de una casa toma 2-3 horas, y usted recibe el informe la misma semana." },
      { title: "Conozca sus riesgos", description: "Paneles retirados del mercado, cableado de aluminio, breakers con doble conexión y GFCI que faltan, señalados por prioridad." },
      { title: "Útil para compradores y aseguradoras", description: "Un informe escrito que puede compartir con su aseguradora, su agente o la otra parte de una venta." },
    ],
    galleryImages: [],
    typicalJobs: ["Inspección antes de comprar una casa colonial de los años 70", "Inspección para el seguro de una casa antigua", "Revisión térmica de un panel tibio"],
    faqs: [
      {
        question: "¿Cuánto tiempo toma una inspección eléctrica?",
        answer: "Una inspección típica de toda la casa toma 2-3 horas, según el tamaño de la casa y cuántos paneles tiene.",
      },
      {
        question: "¿Qué se revisa durante la inspección?",
        answer:
          "El servicio y el panel (tamaño de los breakers, dobles conexiones, señales de calor), la conexión a tierra y equipotencial, una muestra de tomacorrientes e interruptores, la protección GFCI y AFCI, los detectores de humo y de monóxido de carbono, el cableado visible en el ático y el sótano, y cualquier panel problemático conocido o cableado de aluminio.",
      },
      {
        question: "¿En qué se diferencia del informe de un inspector de viviendas?",
        answer:
          "Un inspector de viviendas revisa toda la casa y a menudo recomienda una 'evaluación por un electricista con licencia'. Nosotros somos ese electricista: abrimos el panel, probamos los circuitos y le damos el precio de cada arreglo.",
      },
      {
        question: "¿Tengo que contratarlos para las reparaciones?",
        answer: "No. El informe es suyo y lo puede usar con quien quiera. Si nos elige, cada reparación viene con precio por adelantado y nuestra garantía de por vida en la mano de obra.",
      },
    ],
  },
  commercial: {
    serviceName: "Servicios eléctricos comerciales",
    heroTitle: "Servicios eléctricos comerciales para negocios del norte de Virginia",
    introText:
      "Desde una sola oficina hasta la adecuación de un restaurante, nos encargamos de adecuaciones de locales, cambios a iluminación LED, circuitos dedicados para equipos, iluminación exterior y de estacionamientos, carga de vehículos eléctricos para clientes y empleados, y llamadas de servicio fuera de horario que mantienen su negocio abierto. Cada trabajo comercial recibe un presupuesto a la medida.",
    priceText: "Presupuesto a la medida",
    metaTitle: "Electricistas comerciales para oficinas, tiendas y restaurantes",
    metaDescription:
      "Trabajo eléctrico comercial en el norte de Virginia: adecuación de locales, cambios a LED, circuitos para equipos, iluminación de estacionamientos y servicio 24/7. Presupuesto a la medida para cada trabajo.",
    benefits: [
      { title: "Adecuación de locales", description: "Oficinas, tiendas, restaurantes y consultorios médicos cableados según los planos, con permisos e inspecciones." },
      { title: "Trabajamos según su horario", description: "De noche y los fines de semana para no molestar a clientes ni empleados; respuesta de emergencia 24/7." },
      { title: "Cambios a LED que se pagan solos", description: "Paneles de techo, lámparas de nave alta y luces exteriores pasadas a LED para bajar los costos de energía y mantenimiento." },
      { title: "Presupuesto a la medida", description: "Un alcance por escrito y un precio fijo para cada proyecto, con reglas claras para los cambios." },
    ],
    galleryImages: [
      { alt: "Ilustración de una tienda con paneles LED en el techo", caption: "Cambio a paneles LED en una tienda, hecho de noche — Fairfax" },
    ],
    typicalJobs: ["Circuitos para equipos de cocina de un restaurante", "Cambio a paneles LED en una oficina", "Postes de luz en un estacionamiento"],
    faqs: [
      {
        question: "¿Cómo se cotiza el trabajo comercial?",
        answer:
          "Cada proyecto comercial recibe un presupuesto a la medida después de una visita o de revisar los planos: un alcance por escrito, un precio fijo y un calendario. Las llamadas de servicio se cobran según tarifas publicadas y acordadas antes de empezar.",
      },
      {
        question: "¿Pueden trabajar fuera del horario de atención?",
        answer: "Sí. Programamos de noche o en fin de semana los trabajos que interrumpen, como cortes de luz y cambios de panel, y atendemos emergencias 24/7.",
      },
      {
        question: "¿Trabajan con planos de arquitectos o ingenieros?",
        answer: "Sí. Construimos según planos sellados para la adecuación de locales y coordinamos con su contratista general, el propietario del local y los inspectores.",
      },
      {
        question: "¿Instalan cargadores de vehículos eléctricos para negocios?",
        answer:
          "Sí: carga para el lugar de trabajo y para clientes, desde un par de cargadores de nivel 2 hasta estaciones en red con gestión de carga, incluido el trabajo de panel y de zanjas que necesiten.",
      },
    ],
  },
  circuits: {
    serviceName: "Circuitos dedicados y reparación de breakers",
    heroTitle: "Circuitos dedicados y reparación de breakers",
    introText:
      "Un breaker que se dispara una y otra vez le está avisando algo. Averiguamos por qué — un circuito sobrecargado, un electrodoméstico que falla, una conexión floja o un breaker desgastado — y lo arreglamos, muchas veces con un circuito dedicado para el calentador portátil, el congelador, el microondas, la oficina en casa o la herramienta del taller que sigue disparando la línea.",
    priceText: `Circuitos dedicados de 20A, aprox. ${typicalCost.dedicatedCircuit}`,
    metaTitle: `Circuitos dedicados y reparación de breakers | Circuitos de 20A aprox. ${typicalCost.dedicatedCircuit}`,
    metaDescription: `¿Se le dispara el breaker? Electricistas con licencia encuentran la causa y agregan circuitos dedicados de 20A por aprox. ${typicalCost.dedicatedCircuit}. Cambio de breakers y reparaciones de emergencia 24/7.`,
    benefits: [
      { title: "La causa encontrada, no adivinada", description: "Probamos el circuito y lo que está conectado para saber por qué se dispara antes de cambiar nada." },
      { title: "Circuitos dedicados de 20A", description: `Un circuito dedicado de 20A cuesta aprox. ${typicalCost.dedicatedCircuit} y acaba con los disparos para siempre.` },
      { title: "240V para equipos grandes", description: "Circuitos para secadoras, estufas, minisplits, soldadoras y hornos de cerámica, según la placa de datos." },
      { title: "24/7 cuando no puede esperar", description: `Reparaciones de emergencia, de día o de noche, desde {price.emergency} — con llegada en menos de {arrival.minutes} minutos en nuestra zona principal.` },
    ],
    galleryImages: [],
    typicalJobs: ["Circuito dedicado para una oficina en casa", "Circuito de 240V para un minisplit", "Cambio de un breaker desgastado"],
    faqs: [
      {
        question: "¿Por qué se me dispara el breaker?",
        answer:
          "Por lo general, el circuito está sobrecargado (un calentador portátil y una secadora de pelo en la misma línea), un electrodoméstico tiene una falla o hay una conexión floja. Si el breaker se dispara en cuanto lo restablece, hay un cortocircuito: déjelo apagado y llámenos.",
      },
      {
        question: "¿Cuánto cuesta un circuito dedicado?",
        answer: `Un circuito dedicado de 20A suele costar aprox. ${typicalCost.dedicatedCircuit}, según la distancia al panel y por dónde pase el cable. Los circuitos de 240V para equipos más grandes se cotizan por adelantado.`,
      },
      {
        question: "¿Qué electrodomésticos necesitan un circuito dedicado?",
        answer:
          "Refrigeradores y congeladores, microondas, lavaplatos, trituradores, lavadoras y secadoras, calentadores portátiles, aires acondicionados de ventana o minisplit y las herramientas del taller se benefician de su propio circuito, y muchas veces lo exigen.",
      },
      {
        question: "¿Pueden venir de noche por un breaker disparado?",
        answer: `Sí, atendemos 24/7, también los días festivos. Las reparaciones de emergencia empiezan en {price.emergency}. Si huele a quemado o ve humo, salga de la casa y llame primero al 911.`,
      },
    ],
  },
};

function inSpanish(page: ServicePage): ServicePage {
  const words = es[page.slug];
  return {
    ...page,
    ...words,
    benefits: page.benefits.map((benefit, index) => ({ ...benefit, ...words.benefits[index] })),
    galleryImages: page.galleryImages.map((image, index) => ({ ...image, ...words.galleryImages[index] })),
  };
}

/** The 12 pages in each language (the Spanish at /es/services/<slug>, same slugs). */
export const servicePagesText = /* @__PURE__ */ catalogue(en, en.map(inSpanish));

/** The English pages, for the sitemap. */
export const servicePages = servicePagesText.en;

/** Old or alternative paths that serve a service page; the canonical link names the target (docs/product.md, decision 11). */
export const serviceAliases: Record<string, string> = {
  "ev-chargers": "ev-charger-installation",
};

export const servicePath = (slug: string) => `/services/${slug}`;

/** A service's starting price as its page shows it: "From $3,000". */
export const startingAtText = /* @__PURE__ */ catalogue((price: string) => `From ${price}`, (price: string) => `Desde ${price}`);

/** The page a slug (canonical or alias) shows, and its canonical slug; undefined when there is none. */
export function findServicePage(slug: string, lang: Lang = "en"): ServicePage | undefined {
  const canonical = Object.hasOwn(serviceAliases, slug) ? serviceAliases[slug] : slug;
  return servicePagesText[lang].find((page) => page.slug === canonical);
}
