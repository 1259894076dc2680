/**
 * The 8 city pages of docs/product.md §2.11, one shared layout fed by this data
 * (docs/product.md §3, "City page data"). Each page lives at /electrician-{slug}, and its Spanish twin at
 * /es/electrician-{slug}: the text is kept once per language in `cityText` (./city-text.ts); names (cities, neighbourhoods,
 * streets) and the customers' reviews are the same in both.
 */
import { jobDuration, typicalCost } from "./facts";

export interface CityService {
  /** Slug of the service page it links to (app/content/service-pages.ts). */
  slug: string;
  /** Why people in this city call us for it. */
  note: string;
}

export interface CityProject {
  service: string;
  /** The street the job was on. */
  location: string;
}

export interface CityFaq {
  question: string;
  answer: string;
}

export interface City {
  slug: string;
  path: string;
  cityName: string;
  /** "Manassas, VA" — used in structured data and the map. */
  placeName: string;
  heroTitle: string;
  heroSubtitle: string;
  /** The local introduction: paragraphs apart by an empty line, as the office edits it. */
  localIntro: string;
  services: CityService[];
  galleryItems: CityProject[];
  faqs: CityFaq[];
  /** The customer's own words, in the language they wrote them (never translated). */
  reviewText: string;
  reviewAuthor: string;
  mapEmbedUrl: string;
  /** Page title without the business name (the route appends it). */
  metaTitle: string;
  metaDescription: string;
}

/** What a city page says, in one language. */
interface CityText {
  heroTitle: string;
  heroSubtitle: string;
  localIntro: string;
  /** Why people in this city call us for each of its five services, by service slug, in the page's order. */
  services: Record<string, string>;
  /** Its three recent jobs, by the street they were on (a name, the same in both languages). */
  projects: Record<string, string>;
  faqs: CityFaq[];
  metaTitle: string;
  metaDescription: string;
}

/** What is the same in both languages, in the order the pages are listed. */
export const places = [
  {
    slug: "manassas",
    cityName: "Manassas",
    reviewText:
      "Our 1962 rambler still had the original panel and half the outlets were two-prong. They upgraded us to 200 amps in a day, grounded the bedrooms and left the basement cleaner than they found it.",
    reviewAuthor: "Karen M., Manassas",
  },
  {
    slug: "manassas-park",
    cityName: "Manassas Park",
    reviewText:
      "We bought a 1958 split-level and the inspector flagged the panel. They replaced it, added a kitchen circuit so the microwave stopped tripping, and explained everything in plain English.",
    reviewAuthor: "Luis R., Manassas Park",
  },
  {
    slug: "woodbridge",
    cityName: "Woodbridge",
    reviewText:
      "After the last big storm knocked our power out for two days, they installed an interlock and inlet for our portable generator. Next outage we had heat, the fridge and the sump pump running within ten minutes.",
    reviewAuthor: "Denise T., Woodbridge",
  },
  {
    slug: "centreville",
    cityName: "Centreville",
    reviewText:
      "They wired our whole basement finish in Little Rocky Run — lights, outlets, a bathroom fan — and passed the county inspection the first time. Great communication the whole way.",
    reviewAuthor: "Priya S., Centreville",
  },
  {
    slug: "gainesville",
    cityName: "Gainesville",
    reviewText:
      "We added a second electric car and a hot tub in the same year. They worked out the load, put both chargers on load sharing and wired the spa — no panel upgrade needed.",
    reviewAuthor: "Mark and Julie W., Gainesville",
  },
  {
    slug: "fairfax",
    cityName: "Fairfax",
    reviewText:
      "Before we closed on our Mantua split-level they did a full electrical inspection and found aluminum wiring the home inspector missed. They fixed it properly after we moved in. Honest and thorough.",
    reviewAuthor: "Daniel K., Fairfax",
  },
  {
    slug: "springfield",
    cityName: "Springfield",
    reviewText:
      "Our Kings Park house had aluminum wiring and warm outlets. They pigtailed every device with the proper connectors, replaced the old panel and walked us through the whole job. The house finally feels safe.",
    reviewAuthor: "Tom and Ellen B., Springfield",
  },
  {
    slug: "alexandria",
    cityName: "Alexandria",
    reviewText:
      "Our 1924 Del Ray bungalow still had live knob-and-tube. They rewired it room by room, saved our original plaster and trim, and the insurance company finally renewed us.",
    reviewAuthor: "Sarah L., Alexandria",
  },
];

/** Paragraphs as the page shows them and the office writes them: apart by an empty line. */
export const paragraphs = (...list: string[]) => list.join("\n\n");

/** The city pages' English text; the Spanish beside it is in ./city-text.ts (the catalogue `cityText`). */
export const cityTextEn: Record<string, CityText> = {
  manassas: {
    heroTitle: "Electrician in Manassas, VA",
    heroSubtitle: "Our home base: licensed, veteran-owned electricians minutes away, 24/7 — including holidays.",
    localIntro: paragraphs(
      `Manassas is where we started and where our trucks are parked, so homes here get our fastest response — usually well inside our {arrival.minutes}-minute emergency window. We know the city's mix well: the 1950s ramblers and Cape Cods around Old Town and Grant Avenue, the split-levels and colonials of Point of Woods and Westgate from the 1970s, and the townhome communities along Sudley Road and Wellington Road.`,
      "Many of those homes still run on their original 100-amp service, often with Federal Pacific or Zinsco panels and two-prong ungrounded outlets. Homeowners call us when they add central air, finish a basement or buy an electric car and the old panel can no longer keep up. We pull permits with the City of Manassas or Prince William County, whichever applies to your address.",
    ),
    services: {
      "panel-upgrades": "100A to 200A upgrades for Old Town ramblers and 1970s colonials",
      "residential-wiring": "Grounding two-prong circuits in 1950s and 60s homes",
      "ev-charger-installation": "Garage and driveway chargers for Manassas commuters",
      "surge-protection": "Whole-home protection for storm season",
      circuits: "Tripping breakers traced and dedicated circuits added",
    },
    projects: {
      "Grant Avenue": "200A panel upgrade replacing a Federal Pacific panel",
      "Wellington Road": "Level 2 EV charger in a two-car garage",
      "Sudley Road": "Recessed LED lighting in a finished basement",
    },
    faqs: [
      {
        question: "How fast can you get to my home in Manassas?",
        answer: `Manassas is our home base, so for urgent problems we aim to be at your door within {arrival.minutes} minutes, day or night, every day of the year.`,
      },
      {
        question: "Who issues electrical permits in Manassas?",
        answer:
          "Homes inside the City of Manassas are permitted by the city; addresses with a Manassas mailing address outside the city limits fall under Prince William County. We check your address and pull the right permit.",
      },
      {
        question: "My older Manassas home has a Federal Pacific panel. Is that a problem?",
        answer: `Federal Pacific Stab-Lok breakers have a long record of failing to trip under overload. We recommend replacing the panel; upgrades start at {price.panelUpgrade} and take ${jobDuration.panelUpgrade}.`,
      },
    ],
    metaTitle: "Electrician in Manassas, VA | 24/7 licensed & veteran-owned",
    metaDescription: `Licensed, veteran-owned electricians based in Manassas, VA: panel upgrades, rewiring, EV chargers and 24/7 emergency repairs with {arrival.minutes}-minute arrival in our core area.`,
  },
  "manassas-park": {
    heroTitle: "Electrician in Manassas Park, VA",
    heroSubtitle: "Right next door to our Manassas shop — quick help for Manassas Park homes and townhomes, 24/7.",
    localIntro: paragraphs(
      "Manassas Park is a small, tight-knit city, and most of its homes fall into two groups: the 1950s and 60s brick ramblers and split-levels off Manassas Drive and Euclid Avenue, and the newer townhomes and single-family homes of Blooms Crossing and Park Center built since the late 1990s.",
      "In the older streets we replace worn 60- and 100-amp panels, add grounded outlets and dedicated kitchen circuits, and fix the tired aluminum and cloth-insulated runs that decades of DIY additions left behind. In the newer neighborhoods the calls are about EV chargers in tight garages, recessed lighting in basements and townhome panels that have run out of spaces. Manassas Park issues its own permits, and we file them for you.",
    ),
    services: {
      "panel-upgrades": "Replacing 60A and 100A panels in original ramblers",
      outlets: "Grounded and GFCI outlets for kitchens and baths",
      "ev-charger-installation": "Chargers for townhome garages in Blooms Crossing",
      lighting: "Recessed lights and fans in finished basements",
      inspections: "Pre-purchase inspections for older homes",
    },
    projects: {
      "Euclid Avenue": "100A to 200A service upgrade",
      "Blooms Quarry Lane": "EV charger in a townhome garage",
      "Manassas Drive": "Kitchen GFCI and dedicated appliance circuits",
    },
    faqs: [
      {
        question: "Do you serve all of Manassas Park?",
        answer: `Yes, every street in the city. Our shop is a few minutes away in Manassas, so Manassas Park is inside our {arrival.minutes}-minute emergency area.`,
      },
      {
        question: "Can a townhome garage fit a Level 2 EV charger?",
        answer: `Almost always. We mount the charger where the cable reaches your charge port, run the circuit along the garage wall and check the panel's load first. Installation starts at {price.evCharger} and takes ${jobDuration.evCharger}.`,
      },
      {
        question: "How much does it cost to add an outlet in an older Manassas Park home?",
        answer: `A new outlet on an existing circuit costs about ${typicalCost.newOutlet}; if it needs its own dedicated 20A circuit, about ${typicalCost.dedicatedCircuit}.`,
      },
    ],
    metaTitle: "Electrician in Manassas Park, VA | Panels, EV chargers & 24/7 repairs",
    metaDescription:
      "Manassas Park electricians minutes from your door: panel upgrades for 1950s homes, EV chargers in townhome garages, outlets, lighting and 24/7 emergency repairs.",
  },
  woodbridge: {
    heroTitle: "Electrician in Woodbridge, VA",
    heroSubtitle: "From Marumsco to Lake Ridge and Belmont Bay — licensed electricians for eastern Prince William County.",
    localIntro: paragraphs(
      "Woodbridge stretches from the Route 1 corridor to the lakefront streets of Lake Ridge, and its homes span seven decades. The 1960s split-levels of Marumsco Hills and Featherstone often still have their original service; Lake Ridge's 1970s-80s colonials and townhomes are reaching the age when panels, breakers and outdoor outlets wear out; and the condos and newer homes near Belmont Bay and Rippon Landing need EV charging and smart lighting.",
      "Being close to the Potomac and Occoquan, Woodbridge also sees strong summer storms, so we install a lot of whole-home surge protection and generator interlocks here. Permits go through Prince William County, and we schedule inspections so your project is not held up.",
    ),
    services: {
      "surge-protection": "Storm-season protection for HVAC and appliances",
      generators: "Interlock kits and standby generators for outages",
      "panel-upgrades": "Upgrades for 1960s and 70s homes in Marumsco and Lake Ridge",
      "ev-charger-installation": "Chargers for I-95 and VRE commuters",
      outlets: "Weatherproof GFCI outlets for decks and docks",
    },
    projects: {
      "Old Bridge Road": "Generator interlock kit and power inlet",
      "Smoketown Road": "Whole-home surge protector and panel tune-up",
      "Rippon Boulevard": "Level 2 EV charger on a driveway pedestal",
    },
    faqs: [
      {
        question: "Do you cover all of Woodbridge, including Lake Ridge and Dale City?",
        answer: "Yes. We serve Woodbridge, Lake Ridge, Dale City, Occoquan, Belmont Bay and the rest of eastern Prince William County, 24/7.",
      },
      {
        question: "What is the safest way to run a generator during a Woodbridge power outage?",
        answer:
          "Through a transfer switch or a panel interlock kit with an outdoor inlet — never a cord into a dryer outlet. We install both, with the permit, so you can power your essentials safely.",
      },
      {
        question: "Is surge protection worth it here?",
        answer: `With the thunderstorms that roll up the Potomac each summer, yes. A whole-home surge protector starts at {price.surgeProtection}, installs in ${jobDuration.surgeProtection} and blocks about 99% of an incoming surge.`,
      },
    ],
    metaTitle: "Electrician in Woodbridge, VA | Generators, surge protection & 24/7 help",
    metaDescription:
      "Woodbridge and Lake Ridge electricians: generator interlocks, whole-home surge protection, panel upgrades, EV chargers and 24/7 emergency repairs in Prince William County.",
  },
  centreville: {
    heroTitle: "Electrician in Centreville, VA",
    heroSubtitle: "Sully Station, Little Rocky Run, Centre Ridge and beyond — 24/7 electrical service in western Fairfax County.",
    localIntro: paragraphs(
      "Most of Centreville was built in a burst between the mid-1980s and the late 1990s: the townhomes and colonials of Sully Station, Little Rocky Run, Centre Ridge and Country Creek. Those homes are now 25 to 40 years old, and their builder-grade panels, breakers and outdoor outlets are reaching the end of their lives just as families add finished basements, home offices and electric cars.",
      "A typical Centreville call is a panel that has run out of spaces, a basement being finished that needs lighting and circuits, or a garage that needs a 240-volt charger. Around historic Old Centreville near Braddock Road there are also older houses with wiring that deserves a careful look. Permits are through Fairfax County, and we handle them.",
    ),
    services: {
      remodel: "Basement finishing and kitchen updates in 1990s homes",
      "panel-upgrades": "Panels out of spaces or with worn-out breakers",
      "ev-charger-installation": "Chargers for townhome and single-family garages",
      lighting: "Recessed lighting and ceiling fans in family rooms",
      circuits: "Dedicated circuits for home offices and gyms",
    },
    projects: {
      "Union Mill Road": "Basement finish: recessed lighting and new circuits",
      "Braddock Road": "Tesla Wall Connector in a townhome garage",
      "Old Centreville Road": "Panel replacement with surge protection",
    },
    faqs: [
      {
        question: "My Centreville townhome panel is full. Do I need a new panel?",
        answer: `Not necessarily. Sometimes tandem breakers or a small subpanel add the spaces you need; if the service itself is undersized, a panel upgrade starts at {price.panelUpgrade} and takes ${jobDuration.panelUpgrade}.`,
      },
      {
        question: "What electrical work does finishing a basement need?",
        answer:
          "Usually new lighting and outlet circuits with AFCI protection, smoke alarms tied into the house system, and sometimes a dedicated circuit for a bathroom or bar. We plan it with your layout and pull the Fairfax County permit.",
      },
      {
        question: "How many recessed lights should my basement have?",
        answer: "Plan on about one recessed light per 25 sq ft of ceiling for even light, on dimmers, with extra over work or play areas.",
      },
    ],
    metaTitle: "Electrician in Centreville, VA | Basements, panels & EV chargers",
    metaDescription:
      "Centreville electricians for 1980s-90s homes: basement finishing, panel upgrades, EV chargers, recessed lighting and dedicated circuits. Licensed, veteran-owned, 24/7.",
  },
  gainesville: {
    heroTitle: "Electrician in Gainesville, VA",
    heroSubtitle: "Electrical service for Gainesville, Haymarket and Heritage Hunt — newer homes, bigger loads.",
    localIntro: paragraphs(
      "Gainesville has grown fast: most homes in Heritage Hunt, Piedmont, Virginia Oaks and the streets off Linton Hall Road were built since the late 1990s, and many are less than 15 years old. The wiring is modern, but families keep asking more of it — two electric cars, a hot tub on the patio, a finished basement, a standby generator for the next ice storm.",
      "So our Gainesville work is mostly about capacity and additions: load calculations before an EV charger goes in, 50- and 60-amp circuits for spas, generators and transfer switches, and lighting upgrades for builder-grade fixtures. In Heritage Hunt's 55+ community we also do a lot of safety work — lighted switches, brighter stairways and surge protection for medical equipment.",
    ),
    services: {
      "ev-charger-installation": "Single and dual chargers with load management",
      generators: "Standby generators with automatic transfer switches",
      "spa-wiring": "50A and 60A hot tub circuits for patios and decks",
      lighting: "Replacing builder-grade fixtures with LED lighting",
      "surge-protection": "Protection for smart homes and medical equipment",
    },
    projects: {
      "Linton Hall Road": "Two Level 2 EV chargers with load sharing",
      "Heathcote Boulevard": "60A hot tub circuit with spa disconnect",
      "University Boulevard": "22 kW standby generator and transfer switch",
    },
    faqs: [
      {
        question: "Can my newer Gainesville home handle two EV chargers?",
        answer: `Often yes. Most homes here have 200A service; we run a load calculation and, if needed, install chargers that share one circuit. Installation starts at {price.evCharger} per charger and takes ${jobDuration.evCharger}.`,
      },
      {
        question: "What does it take to wire a hot tub?",
        answer:
          "A dedicated 50A or 60A GFCI-protected 240V circuit, a disconnect within sight of the tub at least 5 ft from the water, bonding and a permit. We wire it before delivery day.",
      },
      {
        question: "Do you work in HOA communities like Heritage Hunt?",
        answer:
          "Yes. We work within your HOA's rules for exterior equipment such as generators and chargers, and can provide the details your architectural review needs.",
      },
    ],
    metaTitle: "Electrician in Gainesville, VA | EV chargers, generators & hot tubs",
    metaDescription:
      "Gainesville and Haymarket electricians: EV chargers with load management, standby generators, 50A/60A hot tub circuits, lighting and surge protection. 24/7 service.",
  },
  fairfax: {
    heroTitle: "Electrician in Fairfax, VA",
    heroSubtitle: "Trusted electricians for the City of Fairfax, Mantua, Fair Oaks and Fairfax Station — day or night.",
    localIntro: paragraphs(
      "Fairfax's neighborhoods were largely built after World War II: the brick ramblers and split-levels of Fairfax Acres, Mantua and Fairfax Villa date from the 1950s and 60s, while Fair Oaks and Fairfax Station filled in with larger colonials in the 1980s and 90s. Near Old Town Fairfax and George Mason University, many older houses are now rentals or being renovated for resale.",
      "That age shows in the wiring: two-prong outlets, ungrounded bedroom circuits, overloaded 100-amp panels and the occasional run of 1960s aluminum branch wiring. We do a lot of pre-sale and pre-purchase electrical inspections here, grounding and rewiring projects, and kitchen remodels that need modern circuits. Permits go through the City of Fairfax or Fairfax County depending on the address.",
    ),
    services: {
      inspections: "Pre-purchase and pre-sale inspections for older homes",
      "residential-wiring": "Grounding and rewiring 1950s-60s ramblers",
      remodel: "Kitchen and bath remodel electrical",
      "panel-upgrades": "Replacing overloaded 100A panels",
      outlets: "Two-prong outlets replaced with grounded or GFCI outlets",
    },
    projects: {
      "Pickett Road": "Whole-home rewire of a 1955 rambler",
      "Blake Lane": "Kitchen remodel rough-in and under-cabinet lighting",
      "Chain Bridge Road": "Pre-purchase electrical inspection",
    },
    faqs: [
      {
        question: "How long does it take to rewire an older Fairfax home?",
        answer: `A typical whole-home rewire takes 3-7 days. Ramblers with an open basement and attic are at the quicker end; finished split-levels take longer. Wiring work starts at {price.wiring}.`,
      },
      {
        question: "I'm buying a 1960s house in Fairfax. Should I get an electrical inspection?",
        answer:
          "Yes — it is the best money you can spend before closing. An inspection takes 2-3 hours and tells you about the panel, grounding, any aluminum wiring and what fixes will cost.",
      },
      {
        question: "Do you pull permits with the City of Fairfax?",
        answer: "Yes. We pull permits with the City of Fairfax for addresses inside the city and with Fairfax County for the rest, and meet the inspector.",
      },
    ],
    metaTitle: "Electrician in Fairfax, VA | Inspections, rewiring & remodels",
    metaDescription:
      "Fairfax electricians for older homes: electrical inspections in 2-3 hours, rewiring in 3-7 days, grounded outlets, panel upgrades and remodel electrical. 24/7 service.",
  },
  springfield: {
    heroTitle: "Electrician in Springfield, VA",
    heroSubtitle: "West Springfield, Kings Park, Cardinal Forest and Rolling Valley — 24/7 licensed electricians.",
    localIntro: paragraphs(
      "Springfield boomed in the 1960s and 70s, and neighborhoods such as Kings Park, West Springfield, Rolling Valley, Cardinal Forest and Saratoga are full of split-levels and colonials from that time. Homes built between about 1965 and 1973 are the ones most likely to have single-strand aluminum branch wiring, which can overheat at outlets and switches if it is not properly connected.",
      "Many of these houses still have the original 100- or 150-amp panel as well, and some the Federal Pacific panels that were popular then. We help Springfield homeowners make that wiring safe — aluminum remediation with approved connectors, panel replacements, grounding — and bring kitchens and basements up to date. Permits are with Fairfax County.",
    ),
    services: {
      "residential-wiring": "Aluminum wiring remediation in 1965-1973 homes",
      "panel-upgrades": "Replacing original and Federal Pacific panels",
      inspections: "Safety inspections for split-levels and colonials",
      "surge-protection": "Whole-home surge protection at the new panel",
      lighting: "Recessed lighting in updated kitchens and basements",
    },
    projects: {
      "Old Keene Mill Road": "Aluminum wiring remediation with approved connectors",
      "Rolling Road": "Federal Pacific panel replaced with 200A service",
      "Hooes Road": "Kitchen recessed lighting and dimmers",
    },
    faqs: [
      {
        question: "Does my Springfield home have aluminum wiring?",
        answer:
          "If it was built between about 1965 and 1973, it may. Look at the cable jacket in the basement or attic for 'AL' or 'ALUMINUM', or book an inspection (2-3 hours) and we will check every circuit.",
      },
      {
        question: "Do I have to rewire the whole house if it has aluminum wiring?",
        answer:
          "Not always. Connecting copper pigtails at every outlet, switch and fixture with approved connectors is a recognized, lasting repair. Full rewiring takes 3-7 days and is the other option; we price both.",
      },
      {
        question: "Is the original panel in my 1970s Springfield home safe?",
        answer: `It depends on the brand and condition. Federal Pacific Stab-Lok and Zinsco panels should be replaced; others may just need worn breakers changed. Panel upgrades start at {price.panelUpgrade}.`,
      },
    ],
    metaTitle: "Electrician in Springfield, VA | Aluminum wiring, panels & 24/7 repairs",
    metaDescription:
      "Springfield electricians for 1960s-70s homes: aluminum wiring remediation, Federal Pacific panel replacement, inspections, surge protection and lighting. 24/7 help.",
  },
  alexandria: {
    heroTitle: "Electrician in Alexandria, VA",
    heroSubtitle: "Careful electrical work for Old Town rowhouses, Del Ray bungalows and everything in between.",
    localIntro: paragraphs(
      "Alexandria has some of the oldest homes we work in. Old Town's 18th- and 19th-century rowhouses, the 1910s-30s bungalows and four-squares of Del Ray and Rosemont, and the 1940s garden apartments of Parkfairfax were all wired long before modern appliances — and some still have knob-and-tube wiring behind the plaster.",
      "Working in these homes takes patience: fishing new wire through plaster and lath with as few openings as possible, keeping original trim intact, and, in the Old and Historic Alexandria District, planning meter and exterior changes with the Board of Architectural Review in mind. Closer to Seminary Hill and the West End, the 1950s-60s homes need the same panel and grounding updates as the rest of Northern Virginia. Permits are with the City of Alexandria.",
    ),
    services: {
      "residential-wiring": "Knob-and-tube replacement in plaster-walled homes",
      "panel-upgrades": "Service upgrades for rowhouses and bungalows",
      inspections: "Inspections for historic homes and insurers",
      lighting: "Period-appropriate fixtures and discreet recessed lights",
      commercial: "Shops and restaurants along King Street and Mount Vernon Avenue",
    },
    projects: {
      "Mount Vernon Avenue": "Knob-and-tube replacement in a 1920s bungalow",
      "Duke Street": "Panel and meter upgrade for a historic rowhouse",
      "King Street": "Restaurant lighting retrofit",
    },
    faqs: [
      {
        question: "Can you replace knob-and-tube wiring without tearing out my plaster?",
        answer:
          "Mostly, yes. We fish new cable through attics, basements and existing cavities and make small, planned openings that are easy to patch. A whole-home rewire typically takes 3-7 days.",
      },
      {
        question: "Does work on my Old Town home need historic approval?",
        answer:
          "Interior wiring needs only an electrical permit. Exterior changes visible from the street, such as moving a meter or adding exterior lights, may need Board of Architectural Review approval in the historic district; we plan for that up front.",
      },
      {
        question: "Will my insurer cover a house with knob-and-tube wiring?",
        answer:
          "Many insurers will not write or renew a policy on a home with active knob-and-tube. An electrical inspection (2-3 hours) documents what you have, and replacing it usually resolves the issue.",
      },
    ],
    metaTitle: "Electrician in Alexandria, VA | Historic homes, rewiring & 24/7 service",
    metaDescription:
      "Alexandria electricians for Old Town rowhouses and Del Ray bungalows: knob-and-tube replacement, panel upgrades, inspections, lighting and commercial work. 24/7.",
  },
};

export const cityPath = (slug: string) => `/electrician-${slug}`;
const mapEmbed = (place: string) => `https://www.google.com/maps?q=${encodeURIComponent(place)}&output=embed`;

/** A city page from what is the same in both languages and its text in one. */
export const cityPage = (place: (typeof places)[number], text: CityText): City => {
  const placeName = `${place.cityName}, VA`;
  return {
    ...place,
    path: cityPath(place.slug),
    placeName,
    mapEmbedUrl: mapEmbed(placeName),
    heroTitle: text.heroTitle,
    heroSubtitle: text.heroSubtitle,
    localIntro: text.localIntro,
    services: Object.entries(text.services).map(([slug, note]) => ({ slug, note })),
    galleryItems: Object.entries(text.projects).map(([location, service]) => ({ service, location })),
    faqs: text.faqs,
    metaTitle: text.metaTitle,
    metaDescription: text.metaDescription,
  };
};

/**
 * The city pages in English, for the English site and the modules that describe the areas in English. The
 * Spanish is in another module (./city-text.ts), so a page that only needs these (the home page's structured
 * data) does not ship it.
 */
export const cities: City[] = /* @__PURE__ */ places.map((place) => cityPage(place, cityTextEn[place.slug]!));

export function findCity(slug: string): City | undefined {
  return cities.find((c) => c.slug === slug);
}
