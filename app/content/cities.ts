/**
 * The 8 city pages of docs/product.md §2.11, one shared layout fed by this data
 * (docs/product.md §3, "City page data"). Each page lives at /electrician-{slug}, and its Spanish twin at
 * /es/electrician-{slug}: the text is kept once per language in `cityText`; names (cities, neighbourhoods,
 * streets) and the customers' reviews are the same in both.
 */
import type { Lang } from "~/lib/site/language";
import { catalogue } from "./catalogue";
import { EMERGENCY_ARRIVAL_MINUTES, arrivalMinute, arrivalMinutes, jobDuration, startingPrice, typicalCost } from "./facts";

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
  /** Paragraphs of the local introduction. */
  localIntro: string[];
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
  localIntro: string[];
  /** Why people in this city call us for each of its five services, by service slug, in the page's order. */
  services: Record<string, string>;
  /** Its three recent jobs, by the street they were on (a name, the same in both languages). */
  projects: Record<string, string>;
  faqs: CityFaq[];
  metaTitle: string;
  metaDescription: string;
}

/** What is the same in both languages, in the order the pages are listed. */
const places = [
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

const en: Record<string, CityText> = {
  manassas: {
    heroTitle: "Electrician in Manassas, VA",
    heroSubtitle: "Our home base: licensed, veteran-owned electricians minutes away, 24/7 — including holidays.",
    localIntro: [
      `Manassas is where we started and where our trucks are parked, so homes here get our fastest response — usually well inside our ${arrivalMinute} emergency window. We know the city's mix well: the 1950s ramblers and Cape Cods around Old Town and Grant Avenue, the split-levels and colonials of Point of Woods and Westgate from the 1970s, and the townhome communities along Sudley Road and Wellington Road.`,
      "Many of those homes still run on their original 100-amp service, often with Federal Pacific or Zinsco panels and two-prong ungrounded outlets. Homeowners call us when they add central air, finish a basement or buy an electric car and the old panel can no longer keep up. We pull permits with the City of Manassas or Prince William County, whichever applies to your address.",
    ],
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
        answer: `Manassas is our home base, so for urgent problems we aim to be at your door within ${arrivalMinutes}, day or night, every day of the year.`,
      },
      {
        question: "Who issues electrical permits in Manassas?",
        answer:
          "Homes inside the City of Manassas are permitted by the city; addresses with a Manassas mailing address outside the city limits fall under Prince William County. We check your address and pull the right permit.",
      },
      {
        question: "My older Manassas home has a Federal Pacific panel. Is that a problem?",
        answer: `Federal Pacific Stab-Lok breakers have a long record of failing to trip under overload. We recommend replacing the panel; upgrades start at ${startingPrice.panelUpgrade} and take ${jobDuration.panelUpgrade}.`,
      },
    ],
    metaTitle: "Electrician in Manassas, VA | 24/7 Licensed & Veteran-Owned",
    metaDescription: `Licensed, veteran-owned electricians based in Manassas, VA: panel upgrades, rewiring, EV chargers and 24/7 emergency repairs with ${arrivalMinute} arrival in our core area.`,
  },
  "manassas-park": {
    heroTitle: "Electrician in Manassas Park, VA",
    heroSubtitle: "Right next door to our Manassas shop — quick help for Manassas Park homes and townhomes, 24/7.",
    localIntro: [
      "Manassas Park is a small, tight-knit city, and most of its homes fall into two groups: the 1950s and 60s brick ramblers and split-levels off Manassas Drive and Euclid Avenue, and the newer townhomes and single-family homes of Blooms Crossing and Park Center built since the late 1990s.",
      "In the older streets we replace worn 60- and 100-amp panels, add grounded outlets and dedicated kitchen circuits, and fix the tired aluminum and cloth-insulated runs that decades of DIY additions left behind. In the newer neighborhoods the calls are about EV chargers in tight garages, recessed lighting in basements and townhome panels that have run out of spaces. Manassas Park issues its own permits, and we file them for you.",
    ],
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
        answer: `Yes, every street in the city. Our shop is a few minutes away in Manassas, so Manassas Park is inside our ${arrivalMinute} emergency area.`,
      },
      {
        question: "Can a townhome garage fit a Level 2 EV charger?",
        answer: `Almost always. We mount the charger where the cable reaches your charge port, run the circuit along the garage wall and check the panel's load first. Installation starts at ${startingPrice.evCharger} and takes ${jobDuration.evCharger}.`,
      },
      {
        question: "How much does it cost to add an outlet in an older Manassas Park home?",
        answer: `A new outlet on an existing circuit costs about ${typicalCost.newOutlet}; if it needs its own dedicated 20A circuit, about ${typicalCost.dedicatedCircuit}.`,
      },
    ],
    metaTitle: "Electrician in Manassas Park, VA | Panels, EV Chargers & 24/7 Repairs",
    metaDescription:
      "Manassas Park electricians minutes from your door: panel upgrades for 1950s homes, EV chargers in townhome garages, outlets, lighting and 24/7 emergency repairs.",
  },
  woodbridge: {
    heroTitle: "Electrician in Woodbridge, VA",
    heroSubtitle: "From Marumsco to Lake Ridge and Belmont Bay — licensed electricians for eastern Prince William County.",
    localIntro: [
      "Woodbridge stretches from the Route 1 corridor to the lakefront streets of Lake Ridge, and its homes span seven decades. The 1960s split-levels of Marumsco Hills and Featherstone often still have their original service; Lake Ridge's 1970s-80s colonials and townhomes are reaching the age when panels, breakers and outdoor outlets wear out; and the condos and newer homes near Belmont Bay and Rippon Landing need EV charging and smart lighting.",
      "Being close to the Potomac and Occoquan, Woodbridge also sees strong summer storms, so we install a lot of whole-home surge protection and generator interlocks here. Permits go through Prince William County, and we schedule inspections so your project is not held up.",
    ],
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
        answer: `With the thunderstorms that roll up the Potomac each summer, yes. A whole-home surge protector starts at ${startingPrice.surgeProtection}, installs in ${jobDuration.surgeProtection} and blocks about 99% of an incoming surge.`,
      },
    ],
    metaTitle: "Electrician in Woodbridge, VA | Generators, Surge Protection & 24/7 Help",
    metaDescription:
      "Woodbridge and Lake Ridge electricians: generator interlocks, whole-home surge protection, panel upgrades, EV chargers and 24/7 emergency repairs in Prince William County.",
  },
  centreville: {
    heroTitle: "Electrician in Centreville, VA",
    heroSubtitle: "Sully Station, Little Rocky Run, Centre Ridge and beyond — 24/7 electrical service in western Fairfax County.",
    localIntro: [
      "Most of Centreville was built in a burst between the mid-1980s and the late 1990s: the townhomes and colonials of Sully Station, Little Rocky Run, Centre Ridge and Country Creek. Those homes are now 25 to 40 years old, and their builder-grade panels, breakers and outdoor outlets are reaching the end of their lives just as families add finished basements, home offices and electric cars.",
      "A typical Centreville call is a panel that has run out of spaces, a basement being finished that needs lighting and circuits, or a garage that needs a 240-volt charger. Around historic Old Centreville near Braddock Road there are also older houses with wiring that deserves a careful look. Permits are through Fairfax County, and we handle them.",
    ],
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
        answer: `Not necessarily. Sometimes tandem breakers or a small subpanel add the spaces you need; if the service itself is undersized, a panel upgrade starts at ${startingPrice.panelUpgrade} and takes ${jobDuration.panelUpgrade}.`,
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
    metaTitle: "Electrician in Centreville, VA | Basements, Panels & EV Chargers",
    metaDescription:
      "Centreville electricians for 1980s-90s homes: basement finishing, panel upgrades, EV chargers, recessed lighting and dedicated circuits. Licensed, veteran-owned, 24/7.",
  },
  gainesville: {
    heroTitle: "Electrician in Gainesville, VA",
    heroSubtitle: "Electrical service for Gainesville, Haymarket and Heritage Hunt — newer homes, bigger loads.",
    localIntro: [
      "Gainesville has grown fast: most homes in Heritage Hunt, Piedmont, Virginia Oaks and the streets off Linton Hall Road were built since the late 1990s, and many are less than 15 years old. The wiring is modern, but families keep asking more of it — two electric cars, a hot tub on the patio, a finished basement, a standby generator for the next ice storm.",
      "So our Gainesville work is mostly about capacity and additions: load calculations before an EV charger goes in, 50- and 60-amp circuits for spas, generators and transfer switches, and lighting upgrades for builder-grade fixtures. In Heritage Hunt's 55+ community we also do a lot of safety work — lighted switches, brighter stairways and surge protection for medical equipment.",
    ],
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
        answer: `Often yes. Most homes here have 200A service; we run a load calculation and, if needed, install chargers that share one circuit. Installation starts at ${startingPrice.evCharger} per charger and takes ${jobDuration.evCharger}.`,
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
    metaTitle: "Electrician in Gainesville, VA | EV Chargers, Generators & Hot Tubs",
    metaDescription:
      "Gainesville and Haymarket electricians: EV chargers with load management, standby generators, 50A/60A hot tub circuits, lighting and surge protection. 24/7 service.",
  },
  fairfax: {
    heroTitle: "Electrician in Fairfax, VA",
    heroSubtitle: "Trusted electricians for the City of Fairfax, Mantua, Fair Oaks and Fairfax Station — day or night.",
    localIntro: [
      "Fairfax's neighborhoods were largely built after World War II: the brick ramblers and split-levels of Fairfax Acres, Mantua and Fairfax Villa date from the 1950s and 60s, while Fair Oaks and Fairfax Station filled in with larger colonials in the 1980s and 90s. Near Old Town Fairfax and George Mason University, many older houses are now rentals or being renovated for resale.",
      "That age shows in the wiring: two-prong outlets, ungrounded bedroom circuits, overloaded 100-amp panels and the occasional run of 1960s aluminum branch wiring. We do a lot of pre-sale and pre-purchase electrical inspections here, grounding and rewiring projects, and kitchen remodels that need modern circuits. Permits go through the City of Fairfax or Fairfax County depending on the address.",
    ],
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
        answer: `A typical whole-home rewire takes 3-7 days. Ramblers with an open basement and attic are at the quicker end; finished split-levels take longer. Wiring work starts at ${startingPrice.wiring}.`,
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
    metaTitle: "Electrician in Fairfax, VA | Inspections, Rewiring & Remodels",
    metaDescription:
      "Fairfax electricians for older homes: electrical inspections in 2-3 hours, rewiring in 3-7 days, grounded outlets, panel upgrades and remodel electrical. 24/7 service.",
  },
  springfield: {
    heroTitle: "Electrician in Springfield, VA",
    heroSubtitle: "West Springfield, Kings Park, Cardinal Forest and Rolling Valley — 24/7 licensed electricians.",
    localIntro: [
      "Springfield boomed in the 1960s and 70s, and neighborhoods such as Kings Park, West Springfield, Rolling Valley, Cardinal Forest and Saratoga are full of split-levels and colonials from that time. Homes built between about 1965 and 1973 are the ones most likely to have single-strand aluminum branch wiring, which can overheat at outlets and switches if it is not properly connected.",
      "Many of these houses still have the original 100- or 150-amp panel as well, and some the Federal Pacific panels that were popular then. We help Springfield homeowners make that wiring safe — aluminum remediation with approved connectors, panel replacements, grounding — and bring kitchens and basements up to date. Permits are with Fairfax County.",
    ],
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
        answer: `It depends on the brand and condition. Federal Pacific Stab-Lok and Zinsco panels should be replaced; others may just need worn breakers changed. Panel upgrades start at ${startingPrice.panelUpgrade}.`,
      },
    ],
    metaTitle: "Electrician in Springfield, VA | Aluminum Wiring, Panels & 24/7 Repairs",
    metaDescription:
      "Springfield electricians for 1960s-70s homes: aluminum wiring remediation, Federal Pacific panel replacement, inspections, surge protection and lighting. 24/7 help.",
  },
  alexandria: {
    heroTitle: "Electrician in Alexandria, VA",
    heroSubtitle: "Careful electrical work for Old Town rowhouses, Del Ray bungalows and everything in between.",
    localIntro: [
      "Alexandria has some of the oldest homes we work in. Old Town's 18th- and 19th-century rowhouses, the 1910s-30s bungalows and four-squares of Del Ray and Rosemont, and the 1940s garden apartments of Parkfairfax were all wired long before modern appliances — and some still have knob-and-tube wiring behind the plaster.",
      "Working in these homes takes patience: fishing new wire through plaster and lath with as few openings as possible, keeping original trim intact, and, in the Old and Historic Alexandria District, planning meter and exterior changes with the Board of Architectural Review in mind. Closer to Seminary Hill and the West End, the 1950s-60s homes need the same panel and grounding updates as the rest of Northern Virginia. Permits are with the City of Alexandria.",
    ],
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
    metaTitle: "Electrician in Alexandria, VA | Historic Homes, Rewiring & 24/7 Service",
    metaDescription:
      "Alexandria electricians for Old Town rowhouses and Del Ray bungalows: knob-and-tube replacement, panel upgrades, inspections, lighting and commercial work. 24/7.",
  },
};

/** The facts of app/content/facts.ts as a Spanish sentence writes them: "60 minutos", "de 4 a 8 horas". */
const minutos = `${EMERGENCY_ARRIVAL_MINUTES} minutos`;
const horas = (range: string) => range.replace(/^(\d+)-(\d+) hours$/, "de $1 a $2 horas");

export const cityText = /* @__PURE__ */ catalogue(en, {
  manassas: {
    heroTitle: "Electricista en Manassas, VA",
    heroSubtitle:
      "Aquí tenemos nuestra base: electricistas con licencia, de una empresa propiedad de un veterano, a pocos minutos de su casa. Las 24 horas, los 7 días, también en días festivos.",
    localIntro: [
      `Manassas es donde empezamos y donde guardamos nuestras camionetas, así que a las casas de aquí llegamos más rápido que a ningún otro lugar: casi siempre mucho antes de los ${minutos} que prometemos en una emergencia. Conocemos bien la ciudad: las casas de un piso (ramblers) y estilo Cape Cod de los años 50 alrededor de Old Town y Grant Avenue, las casas de dos niveles (split-level) y coloniales de los años 70 en Point of Woods y Westgate, y las comunidades de townhouses a lo largo de Sudley Road y Wellington Road.`,
      "Muchas de esas casas todavía funcionan con el servicio original de 100 amperios, a menudo con paneles Federal Pacific o Zinsco y tomacorrientes de dos orificios, sin conexión a tierra. Los dueños de casa nos llaman cuando ponen aire acondicionado central, terminan el sótano o compran un carro eléctrico y el panel viejo ya no da abasto. Sacamos el permiso con la Ciudad de Manassas o con el Condado de Prince William, según le corresponda a su dirección.",
    ],
    services: {
      "panel-upgrades": "Cambio de 100 a 200 amperios en las casas de un piso de Old Town y en los coloniales de los años 70",
      "residential-wiring": "Conexión a tierra de los circuitos de dos orificios en casas de los años 50 y 60",
      "ev-charger-installation": "Cargadores en el garaje o en la entrada para quienes manejan a diario desde Manassas",
      "surge-protection": "Protección para toda la casa antes de la temporada de tormentas",
      circuits: "Encontramos por qué se disparan los breakers y agregamos circuitos dedicados",
    },
    projects: {
      "Grant Avenue": "Panel nuevo de 200 amperios en lugar de un panel Federal Pacific",
      "Wellington Road": "Cargador de nivel 2 para vehículo eléctrico en un garaje para dos carros",
      "Sudley Road": "Luces LED empotradas en un sótano terminado",
    },
    faqs: [
      {
        question: "¿Qué tan rápido pueden llegar a mi casa en Manassas?",
        answer: `Manassas es nuestra base, así que cuando el problema es urgente tratamos de estar en su puerta en menos de ${minutos}, de día o de noche, todos los días del año.`,
      },
      {
        question: "¿Quién da los permisos eléctricos en Manassas?",
        answer:
          "Las casas dentro de la Ciudad de Manassas sacan el permiso con la ciudad; las que tienen dirección postal de Manassas pero quedan fuera de los límites de la ciudad dependen del Condado de Prince William. Revisamos su dirección y sacamos el permiso que corresponde.",
      },
      {
        question: "Mi casa en Manassas es antigua y tiene un panel Federal Pacific. ¿Es un problema?",
        answer: `Los breakers (interruptores automáticos) Stab-Lok de Federal Pacific tienen un largo historial de no dispararse cuando hay una sobrecarga. Le recomendamos cambiar el panel: la actualización cuesta desde ${startingPrice.panelUpgrade} y toma ${horas(jobDuration.panelUpgrade)}.`,
      },
    ],
    metaTitle: "Electricista en Manassas, VA | Con licencia, propiedad de un veterano, 24/7",
    metaDescription: `Electricistas con licencia en Manassas, VA, de una empresa propiedad de un veterano: actualización de paneles, recableado, cargadores para vehículos eléctricos y reparaciones de emergencia 24/7, con llegada en ${minutos} en nuestra zona principal.`,
  },
  "manassas-park": {
    heroTitle: "Electricista en Manassas Park, VA",
    heroSubtitle: "Justo al lado de nuestro taller en Manassas: ayuda rápida para casas y townhouses de Manassas Park, las 24 horas.",
    localIntro: [
      "Manassas Park es una ciudad pequeña donde todos se conocen, y la mayoría de sus casas caen en dos grupos: las casas de ladrillo de un piso y de dos niveles de los años 50 y 60, junto a Manassas Drive y Euclid Avenue, y los townhouses y casas unifamiliares más nuevos de Blooms Crossing y Park Center, construidos desde finales de los años 90.",
      "En las calles más antiguas cambiamos paneles gastados de 60 y 100 amperios, instalamos tomacorrientes con conexión a tierra y circuitos dedicados para la cocina, y arreglamos los tramos viejos de aluminio y de cable forrado en tela que dejaron décadas de arreglos caseros. En los vecindarios más nuevos nos llaman por cargadores para vehículos eléctricos en garajes estrechos, luces empotradas en el sótano y paneles de townhouse que ya no tienen espacio. Manassas Park da sus propios permisos, y nosotros los tramitamos por usted.",
    ],
    services: {
      "panel-upgrades": "Cambio de paneles de 60 y 100 amperios en las casas originales de un piso",
      outlets: "Tomacorrientes con tierra y GFCI para cocinas y baños",
      "ev-charger-installation": "Cargadores para garajes de townhouse en Blooms Crossing",
      lighting: "Luces empotradas y ventiladores en sótanos terminados",
      inspections: "Inspecciones antes de comprar una casa antigua",
    },
    projects: {
      "Euclid Avenue": "Cambio del servicio de 100 a 200 amperios",
      "Blooms Quarry Lane": "Cargador para vehículo eléctrico en el garaje de un townhouse",
      "Manassas Drive": "Tomacorrientes GFCI y circuitos dedicados para los electrodomésticos de la cocina",
    },
    faqs: [
      {
        question: "¿Trabajan en todo Manassas Park?",
        answer: `Sí, en todas las calles de la ciudad. Nuestro taller está a pocos minutos, en Manassas, así que Manassas Park está dentro de la zona donde llegamos en ${minutos} en una emergencia.`,
      },
      {
        question: "¿Cabe un cargador de nivel 2 en el garaje de un townhouse?",
        answer: `Casi siempre. Ponemos el cargador donde el cable alcance el puerto de carga de su vehículo, llevamos el circuito por la pared del garaje y antes revisamos cuánta carga aguanta el panel. La instalación cuesta desde ${startingPrice.evCharger} y toma ${horas(jobDuration.evCharger)}.`,
      },
      {
        question: "¿Cuánto cuesta agregar un tomacorriente en una casa antigua de Manassas Park?",
        answer: `Un tomacorriente nuevo en un circuito que ya existe cuesta alrededor de ${typicalCost.newOutlet}; si necesita su propio circuito dedicado de 20 amperios, alrededor de ${typicalCost.dedicatedCircuit}.`,
      },
    ],
    metaTitle: "Electricista en Manassas Park, VA | Paneles, cargadores y reparaciones 24/7",
    metaDescription:
      "Electricistas a pocos minutos de su casa en Manassas Park: cambio de paneles en casas de los años 50, cargadores para vehículos eléctricos en garajes de townhouse, tomacorrientes, iluminación y reparaciones de emergencia 24/7.",
  },
  woodbridge: {
    heroTitle: "Electricista en Woodbridge, VA",
    heroSubtitle: "De Marumsco a Lake Ridge y Belmont Bay: electricistas con licencia para el este del Condado de Prince William.",
    localIntro: [
      "Woodbridge va desde el corredor de la Ruta 1 hasta las calles junto al lago de Lake Ridge, y sus casas abarcan siete décadas. Las casas de dos niveles de los años 60 en Marumsco Hills y Featherstone muchas veces conservan su servicio original; los coloniales y townhouses de los años 70 y 80 de Lake Ridge están llegando a la edad en que se gastan los paneles, los breakers y los tomacorrientes exteriores; y los condominios y casas más nuevas cerca de Belmont Bay y Rippon Landing necesitan carga para vehículos eléctricos e iluminación inteligente.",
      "Como está cerca del Potomac y del Occoquan, en Woodbridge también pegan fuerte las tormentas de verano, así que aquí instalamos mucha protección contra sobretensiones para toda la casa y kits de interbloqueo (interlock) para generadores. Los permisos se tramitan con el Condado de Prince William, y programamos las inspecciones para que su proyecto no se atrase.",
    ],
    services: {
      "surge-protection": "Protección en temporada de tormentas para el aire acondicionado y los electrodomésticos",
      generators: "Kits de interbloqueo y generadores de respaldo para los apagones",
      "panel-upgrades": "Actualización de paneles en casas de los años 60 y 70 en Marumsco y Lake Ridge",
      "ev-charger-installation": "Cargadores para quienes viajan por la I-95 o en el VRE",
      outlets: "Tomacorrientes GFCI a prueba de intemperie para terrazas y muelles",
    },
    projects: {
      "Old Bridge Road": "Kit de interbloqueo para generador y toma de entrada exterior",
      "Smoketown Road": "Protector contra sobretensiones para toda la casa y revisión del panel",
      "Rippon Boulevard": "Cargador de nivel 2 para vehículo eléctrico en un poste junto a la entrada",
    },
    faqs: [
      {
        question: "¿Cubren todo Woodbridge, incluidos Lake Ridge y Dale City?",
        answer:
          "Sí. Trabajamos en Woodbridge, Lake Ridge, Dale City, Occoquan, Belmont Bay y el resto del este del Condado de Prince William, las 24 horas, los 7 días.",
      },
      {
        question: "¿Cuál es la forma más segura de usar un generador durante un apagón en Woodbridge?",
        answer:
          "Con un interruptor de transferencia o con un kit de interbloqueo en el panel y una toma de entrada exterior; nunca con un cable enchufado al tomacorriente de la secadora. Instalamos las dos opciones, con permiso, para que pueda mantener lo esencial funcionando sin peligro.",
      },
      {
        question: "¿Vale la pena la protección contra sobretensiones aquí?",
        answer: `Con las tormentas eléctricas que suben por el Potomac cada verano, sí. Un protector contra sobretensiones para toda la casa cuesta desde ${startingPrice.surgeProtection}, la instalación toma ${horas(jobDuration.surgeProtection)} y bloquea alrededor del 99% de una sobretensión que entra por la línea.`,
      },
    ],
    metaTitle: "Electricista en Woodbridge, VA | Generadores, protección contra sobretensiones y ayuda 24/7",
    metaDescription:
      "Electricistas en Woodbridge y Lake Ridge: interbloqueos para generadores, protección contra sobretensiones para toda la casa, actualización de paneles, cargadores para vehículos eléctricos y reparaciones de emergencia 24/7 en el Condado de Prince William.",
  },
  centreville: {
    heroTitle: "Electricista en Centreville, VA",
    heroSubtitle: "Sully Station, Little Rocky Run, Centre Ridge y más: servicio eléctrico las 24 horas en el oeste del Condado de Fairfax.",
    localIntro: [
      "Casi todo Centreville se construyó de un tirón entre mediados de los años 80 y finales de los 90: los townhouses y coloniales de Sully Station, Little Rocky Run, Centre Ridge y Country Creek. Esas casas tienen ahora entre 25 y 40 años, y los paneles, breakers y tomacorrientes exteriores básicos que puso el constructor están llegando al final de su vida útil, justo cuando las familias terminan el sótano, montan una oficina en casa o compran un carro eléctrico.",
      "Una llamada típica en Centreville es por un panel que ya no tiene espacio, un sótano en obra que necesita luces y circuitos, o un garaje que necesita un cargador de 240 voltios. Alrededor del histórico Old Centreville, cerca de Braddock Road, también hay casas más antiguas cuyo cableado merece una revisión cuidadosa. Los permisos se tramitan con el Condado de Fairfax, y nosotros nos encargamos.",
    ],
    services: {
      remodel: "Terminación de sótanos y renovación de cocinas en casas de los años 90",
      "panel-upgrades": "Paneles sin espacio libre o con breakers gastados",
      "ev-charger-installation": "Cargadores para garajes de townhouses y de casas unifamiliares",
      lighting: "Luces empotradas y ventiladores de techo en la sala familiar",
      circuits: "Circuitos dedicados para oficinas en casa y gimnasios",
    },
    projects: {
      "Union Mill Road": "Terminación de sótano: luces empotradas y circuitos nuevos",
      "Braddock Road": "Tesla Wall Connector en el garaje de un townhouse",
      "Old Centreville Road": "Cambio de panel con protección contra sobretensiones",
    },
    faqs: [
      {
        question: "El panel de mi townhouse en Centreville está lleno. ¿Necesito un panel nuevo?",
        answer: `No necesariamente. A veces unos breakers dobles (tándem) o un subpanel pequeño dan los espacios que hacen falta; si el servicio en sí se queda corto, la actualización del panel cuesta desde ${startingPrice.panelUpgrade} y toma ${horas(jobDuration.panelUpgrade)}.`,
      },
      {
        question: "¿Qué trabajo eléctrico hace falta para terminar un sótano?",
        answer:
          "Por lo general, circuitos nuevos de luces y tomacorrientes con protección AFCI, detectores de humo conectados al sistema de la casa y, a veces, un circuito dedicado para un baño o un bar. Lo planeamos según la distribución que usted quiera y sacamos el permiso del Condado de Fairfax.",
      },
      {
        question: "¿Cuántas luces empotradas debe tener mi sótano?",
        answer:
          "Calcule alrededor de una luz empotrada por cada 25 pies cuadrados de techo para que la luz quede pareja, con reguladores (dimmers), y unas cuantas más sobre las zonas de trabajo o de juego.",
      },
    ],
    metaTitle: "Electricista en Centreville, VA | Sótanos, paneles y cargadores para vehículos eléctricos",
    metaDescription:
      "Electricistas en Centreville para casas de los años 80 y 90: terminación de sótanos, actualización de paneles, cargadores para vehículos eléctricos, luces empotradas y circuitos dedicados. Con licencia, propiedad de un veterano, 24/7.",
  },
  gainesville: {
    heroTitle: "Electricista en Gainesville, VA",
    heroSubtitle: "Servicio eléctrico para Gainesville, Haymarket y Heritage Hunt: casas más nuevas, más carga eléctrica.",
    localIntro: [
      "Gainesville ha crecido rápido: la mayoría de las casas de Heritage Hunt, Piedmont, Virginia Oaks y las calles que salen de Linton Hall Road se construyeron desde finales de los años 90, y muchas tienen menos de 15 años. El cableado es moderno, pero las familias le piden cada vez más: dos carros eléctricos, un jacuzzi en el patio, un sótano terminado, un generador de respaldo para la próxima tormenta de hielo.",
      "Por eso, nuestro trabajo en Gainesville es sobre todo de capacidad y de ampliaciones: cálculos de carga antes de instalar un cargador para vehículos eléctricos, circuitos de 50 y 60 amperios para spas, generadores e interruptores de transferencia, y mejor iluminación en lugar de las lámparas básicas del constructor. En Heritage Hunt, la comunidad para mayores de 55 años, también hacemos mucho trabajo de seguridad: interruptores con luz, escaleras mejor iluminadas y protección contra sobretensiones para equipos médicos.",
    ],
    services: {
      "ev-charger-installation": "Uno o dos cargadores, con control de la carga del panel",
      generators: "Generadores de respaldo con interruptor de transferencia automática",
      "spa-wiring": "Circuitos de 50 y 60 amperios para jacuzzis en patios y terrazas",
      lighting: "Cambio de las lámparas básicas del constructor por iluminación LED",
      "surge-protection": "Protección para casas inteligentes y equipos médicos",
    },
    projects: {
      "Linton Hall Road": "Dos cargadores de nivel 2 para vehículos eléctricos que se reparten la carga",
      "Heathcote Boulevard": "Circuito de 60 amperios para jacuzzi, con su desconectador",
      "University Boulevard": "Generador de respaldo de 22 kW con interruptor de transferencia",
    },
    faqs: [
      {
        question: "Mi casa en Gainesville es bastante nueva. ¿Aguanta dos cargadores para vehículos eléctricos?",
        answer: `Muchas veces, sí. La mayoría de las casas de aquí tienen servicio de 200 amperios; hacemos un cálculo de carga y, si hace falta, instalamos cargadores que comparten un solo circuito. La instalación cuesta desde ${startingPrice.evCharger} por cargador y toma ${horas(jobDuration.evCharger)}.`,
      },
      {
        question: "¿Qué hace falta para conectar un jacuzzi?",
        answer:
          "Un circuito dedicado de 240 voltios y 50 o 60 amperios con protección GFCI, un desconectador a la vista del jacuzzi y a por lo menos 5 pies del agua, la unión equipotencial (bonding) y un permiso. Lo dejamos todo cableado antes del día de la entrega.",
      },
      {
        question: "¿Trabajan en comunidades con HOA, como Heritage Hunt?",
        answer:
          "Sí. Respetamos las reglas de su HOA para los equipos exteriores, como generadores y cargadores, y le damos los detalles que pida el comité de revisión arquitectónica.",
      },
    ],
    metaTitle: "Electricista en Gainesville, VA | Cargadores, generadores y jacuzzis",
    metaDescription:
      "Electricistas en Gainesville y Haymarket: cargadores para vehículos eléctricos con control de carga, generadores de respaldo, circuitos de 50 y 60 amperios para jacuzzis, iluminación y protección contra sobretensiones. Servicio 24/7.",
  },
  fairfax: {
    heroTitle: "Electricista en Fairfax, VA",
    heroSubtitle: "Electricistas de confianza para la Ciudad de Fairfax, Mantua, Fair Oaks y Fairfax Station, de día o de noche.",
    localIntro: [
      "Los vecindarios de Fairfax se construyeron casi todos después de la Segunda Guerra Mundial: las casas de ladrillo de un piso y de dos niveles de Fairfax Acres, Mantua y Fairfax Villa son de los años 50 y 60, mientras que Fair Oaks y Fairfax Station se llenaron de coloniales más grandes en los años 80 y 90. Cerca de Old Town Fairfax y de George Mason University, muchas casas antiguas ahora se alquilan o se están renovando para venderlas.",
      "Esa edad se nota en el cableado: tomacorrientes de dos orificios, circuitos de dormitorios sin tierra, paneles de 100 amperios sobrecargados y, de vez en cuando, tramos de cableado de aluminio de los años 60. Aquí hacemos muchas inspecciones eléctricas antes de vender o de comprar, trabajos de conexión a tierra y recableado, y remodelaciones de cocina que necesitan circuitos modernos. Los permisos se tramitan con la Ciudad de Fairfax o con el Condado de Fairfax, según la dirección.",
    ],
    services: {
      inspections: "Inspecciones antes de comprar o de vender una casa antigua",
      "residential-wiring": "Conexión a tierra y recableado de casas de un piso de los años 50 y 60",
      remodel: "La parte eléctrica de la remodelación de cocinas y baños",
      "panel-upgrades": "Cambio de paneles de 100 amperios sobrecargados",
      outlets: "Cambio de tomacorrientes de dos orificios por tomacorrientes con tierra o GFCI",
    },
    projects: {
      "Pickett Road": "Recableado completo de una casa de un piso de 1955",
      "Blake Lane": "Instalación eléctrica para remodelar la cocina y luces debajo de los gabinetes",
      "Chain Bridge Road": "Inspección eléctrica antes de la compra",
    },
    faqs: [
      {
        question: "¿Cuánto tiempo toma recablear una casa antigua en Fairfax?",
        answer: `Un recableado completo toma normalmente de 3 a 7 días. Las casas de un piso con el sótano y el ático sin terminar son las más rápidas; las de dos niveles ya terminadas tardan más. Los trabajos de cableado cuestan desde ${startingPrice.wiring}.`,
      },
      {
        question: "Voy a comprar una casa de los años 60 en Fairfax. ¿Debo pedir una inspección eléctrica?",
        answer:
          "Sí: es el dinero mejor gastado antes del cierre. Una inspección toma de 2 a 3 horas y le dice cómo están el panel y la conexión a tierra, si hay cableado de aluminio y cuánto costarán las reparaciones.",
      },
      {
        question: "¿Sacan permisos con la Ciudad de Fairfax?",
        answer:
          "Sí. Sacamos el permiso con la Ciudad de Fairfax para las direcciones dentro de la ciudad y con el Condado de Fairfax para las demás, y recibimos al inspector.",
      },
    ],
    metaTitle: "Electricista en Fairfax, VA | Inspecciones, recableado y remodelaciones",
    metaDescription:
      "Electricistas en Fairfax para casas antiguas: inspecciones eléctricas de 2 a 3 horas, recableado en 3 a 7 días, tomacorrientes con tierra, actualización de paneles y electricidad para remodelaciones. Servicio 24/7.",
  },
  springfield: {
    heroTitle: "Electricista en Springfield, VA",
    heroSubtitle: "West Springfield, Kings Park, Cardinal Forest y Rolling Valley: electricistas con licencia las 24 horas.",
    localIntro: [
      "Springfield creció muchísimo en los años 60 y 70, y vecindarios como Kings Park, West Springfield, Rolling Valley, Cardinal Forest y Saratoga están llenos de casas de dos niveles y coloniales de esa época. Las casas construidas más o menos entre 1965 y 1973 son las que con más probabilidad tienen cableado de aluminio de un solo hilo en los circuitos, que se puede recalentar en tomacorrientes e interruptores si no está bien conectado.",
      "Muchas de estas casas también conservan el panel original de 100 o 150 amperios, y algunas, los paneles Federal Pacific que eran populares en esa época. Ayudamos a los dueños de casa de Springfield a dejar ese cableado seguro (corrección del cableado de aluminio con conectores aprobados, cambio de panel, conexión a tierra) y a modernizar cocinas y sótanos. Los permisos se tramitan con el Condado de Fairfax.",
    ],
    services: {
      "residential-wiring": "Corrección del cableado de aluminio en casas de 1965 a 1973",
      "panel-upgrades": "Cambio de paneles originales y de paneles Federal Pacific",
      inspections: "Inspecciones de seguridad para casas de dos niveles y coloniales",
      "surge-protection": "Protección contra sobretensiones para toda la casa en el panel nuevo",
      lighting: "Luces empotradas en cocinas y sótanos renovados",
    },
    projects: {
      "Old Keene Mill Road": "Corrección del cableado de aluminio con conectores aprobados",
      "Rolling Road": "Panel Federal Pacific reemplazado por un servicio de 200 amperios",
      "Hooes Road": "Luces empotradas y reguladores (dimmers) en la cocina",
    },
    faqs: [
      {
        question: "¿Mi casa en Springfield tiene cableado de aluminio?",
        answer:
          "Si se construyó más o menos entre 1965 y 1973, puede ser. Mire el forro del cable en el sótano o el ático y busque 'AL' o 'ALUMINUM', o pida una inspección (de 2 a 3 horas) y revisamos cada circuito.",
      },
      {
        question: "¿Tengo que recablear toda la casa si tiene cableado de aluminio?",
        answer:
          "No siempre. Empalmar puentes cortos de cobre (pigtails) con conectores aprobados en cada tomacorriente, interruptor y lámpara es una reparación reconocida y duradera. La otra opción es recablear toda la casa, que toma de 3 a 7 días; le damos precio de las dos.",
      },
      {
        question: "¿Es seguro el panel original de mi casa de los años 70 en Springfield?",
        answer: `Depende de la marca y del estado en que esté. Los paneles Federal Pacific Stab-Lok y Zinsco se deben reemplazar; en otros basta con cambiar los breakers gastados. La actualización del panel cuesta desde ${startingPrice.panelUpgrade}.`,
      },
    ],
    metaTitle: "Electricista en Springfield, VA | Cableado de aluminio, paneles y reparaciones 24/7",
    metaDescription:
      "Electricistas en Springfield para casas de los años 60 y 70: corrección del cableado de aluminio, cambio de paneles Federal Pacific, inspecciones, protección contra sobretensiones e iluminación. Ayuda 24/7.",
  },
  alexandria: {
    heroTitle: "Electricista en Alexandria, VA",
    heroSubtitle: "Trabajo eléctrico cuidadoso para las casas adosadas de Old Town, los bungalows de Del Ray y todo lo demás.",
    localIntro: [
      "Alexandria tiene algunas de las casas más antiguas en las que trabajamos. Las casas adosadas de los siglos XVIII y XIX de Old Town, los bungalows y las casas cuadradas (four-squares) de 1910 a 1930 de Del Ray y Rosemont, y los apartamentos con jardín de los años 40 de Parkfairfax se cablearon mucho antes de los electrodomésticos modernos, y algunas todavía tienen cableado de perilla y tubo (knob-and-tube) detrás del yeso.",
      "Trabajar en estas casas requiere paciencia: pasar cable nuevo por dentro de las paredes de yeso con las menos aberturas posibles, conservar intactas las molduras originales y, en el distrito histórico (Old and Historic Alexandria District), planear los cambios del medidor y del exterior pensando en la Junta de Revisión Arquitectónica. Más cerca de Seminary Hill y del West End, las casas de los años 50 y 60 necesitan las mismas actualizaciones de panel y de conexión a tierra que el resto del Norte de Virginia. Los permisos se tramitan con la Ciudad de Alexandria.",
    ],
    services: {
      "residential-wiring": "Reemplazo del cableado de perilla y tubo en casas con paredes de yeso",
      "panel-upgrades": "Actualización del servicio en casas adosadas y bungalows",
      inspections: "Inspecciones para casas históricas y para la aseguradora",
      lighting: "Lámparas de época y luces empotradas discretas",
      commercial: "Tiendas y restaurantes de King Street y Mount Vernon Avenue",
    },
    projects: {
      "Mount Vernon Avenue": "Reemplazo del cableado de perilla y tubo en un bungalow de los años 20",
      "Duke Street": "Actualización del panel y del medidor en una casa adosada histórica",
      "King Street": "Modernización de la iluminación de un restaurante",
    },
    faqs: [
      {
        question: "¿Pueden reemplazar el cableado de perilla y tubo sin romper el yeso?",
        answer:
          "En su mayor parte, sí. Pasamos el cable nuevo por el ático, el sótano y los huecos que ya existen, y hacemos aberturas pequeñas y planeadas que son fáciles de resanar. Un recableado completo suele tomar de 3 a 7 días.",
      },
      {
        question: "¿El trabajo en mi casa de Old Town necesita aprobación histórica?",
        answer:
          "El cableado interior solo necesita un permiso eléctrico. Los cambios exteriores que se ven desde la calle, como mover un medidor o agregar luces exteriores, pueden necesitar la aprobación de la Junta de Revisión Arquitectónica en el distrito histórico; lo planeamos desde el principio.",
      },
      {
        question: "¿Mi aseguradora cubrirá una casa con cableado de perilla y tubo?",
        answer:
          "Muchas aseguradoras no emiten ni renuevan la póliza de una casa con cableado de perilla y tubo todavía en uso. Una inspección eléctrica (de 2 a 3 horas) documenta lo que usted tiene, y reemplazarlo normalmente resuelve el problema.",
      },
    ],
    metaTitle: "Electricista en Alexandria, VA | Casas históricas, recableado y servicio 24/7",
    metaDescription:
      "Electricistas en Alexandria para casas adosadas de Old Town y bungalows de Del Ray: reemplazo del cableado de perilla y tubo, actualización de paneles, inspecciones, iluminación y trabajos comerciales. 24/7.",
  },
});

export const cityPath = (slug: string) => `/electrician-${slug}`;
const mapEmbed = (place: string) => `https://www.google.com/maps?q=${encodeURIComponent(place)}&output=embed`;

const city = (place: (typeof places)[number], text: CityText): City => {
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

/** The eight city pages in a language. */
export const citiesIn = (lang: Lang): City[] => places.map((place) => city(place, cityText[lang][place.slug]));

/**
 * The city pages in English, for the English site and the modules that describe the areas in English. Built
 * from the English text itself, not the catalogue, so a page that only needs these (the home page's
 * structured data) does not ship the Spanish too.
 */
export const cities: City[] = /* @__PURE__ */ places.map((place) => city(place, en[place.slug]));

export function findCity(slug: string, lang: Lang = "en"): City | undefined {
  const place = places.find((p) => p.slug === slug);
  return place && city(place, cityText[lang][place.slug]);
}
