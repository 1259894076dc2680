import MiniSearch from "minisearch";
import { emergencyCities, furtherAreas } from "~/content/areas";
import { cities } from "~/content/cities";
import { citiesIn } from "~/content/city-text";
import { emergencyText } from "~/content/emergency";
import { homeText } from "~/content/home";
import { homeStructuredText } from "~/content/home-structured";
import { findServicePage, servicePagesText, servicePath, type ServicePage } from "~/content/service-pages";
import { serviceOffers, servicesText, type ServiceOffer } from "~/content/services";
import type { Lang } from "~/content/languages";
import type { ServiceBlock } from "~/forms/site-content";
import { pricedPages } from "~/content/facts";
import { defaultFacts, type Facts, fillFacts } from "../site/fact-placeholders.server";
import { withWords } from "../site/service-page";
import { singleton } from "../platform/singleton.server";

/**
 * What the assistants know, read from app/content only (one source of truth), in each language (decision 0040):
 * the services with their prices and FAQs, the areas, the emergency guidance. Two small search indexes per
 * language find the service a question is about and the FAQ that answers it; each is built the first time a
 * conversation in its language needs it.
 */
export interface ServiceFact {
  id: string;
  /** The service's name in the knowledge's language. */
  title: string;
  /** The price as the site states it in that language ("Starting at $3,000", "Desde $3,000", "Custom quote"). */
  price: string;
  path?: string;
  page?: ServicePage;
  offer?: ServiceOffer;
  /** Booking form service value. */
  bookingValue: string;
  /** The English name the booking block carries (the office and the booking form read it). */
  bookingName: string;
}

interface FaqFact {
  id: string;
  question: string;
  answer: string;
  /** Service the FAQ belongs to, when it belongs to one. */
  serviceId?: string;
  source: "service" | "emergency" | "home" | "city";
}

/** How a language's words are searched: the words that say nothing, the words people use that the content spells differently, a light stem. */
interface Words {
  stopwords: Set<string>;
  synonyms: Record<string, string>;
  stem: (term: string) => string;
}

/** Lower case without accents: "Vehículo" and "vehiculo" are one word, as visitors type them. */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

const english: Words = {
  stopwords: new Set(
    ("a an and are as at be but by can could do does did for from get got have has how i i'd i'm if in into is it its me my " +
      "of on or our please so that the their them then there these this to up us was we what when where which who why will " +
      "with would you your yours much many cost costs price prices pricing charge need needs want like install installed " +
      "installation new some any about just also one all get here there home house electrical electrician work job help fix " +
      "stuff thing things know tell").split(" "),
  ),
  synonyms: {
    ev: "ev charger electric vehicle",
    tesla: "ev charger tesla",
    car: "ev charger",
    "hot tub": "hot tub spa",
    jacuzzi: "hot tub spa",
    pool: "spa pool",
    breaker: "breaker circuits",
    tripping: "breaker tripping circuits",
    fuse: "panel fuse box",
    rewire: "rewiring wiring",
    "knob and tube": "knob-and-tube wiring",
    recessed: "recessed lighting",
    "can lights": "recessed lighting",
    fan: "ceiling fan lighting",
    gfci: "gfci outlets",
    plug: "outlet",
    receptacle: "outlet",
    generac: "generator",
    kitchen: "kitchen remodel",
    basement: "basement remodel",
    office: "commercial office",
    store: "commercial retail",
  },
  /** "sparking", "sparked" and "sparks" meet. */
  stem: (t) => t.replace(/(ing|ed|s)$/, ""),
};

const spanish: Words = {
  // Folded (no accents), as the terms are compared.
  stopwords: new Set(
    ("a al algo algun alguna algunos como con cual cuales cuando de del desde donde el ella ellos en entre es esa ese eso " +
      "esta estan estas este esto estoy fue ha han hay la las le les lo los me mi mis mucho mucha muchos muy nada ni no nos " +
      "nuestra nuestro o para pero poco por porque que quien se ser si sin sobre solo su sus tambien te tengo tiene tienen " +
      "todo tu un una uno unos usted ustedes y ya yo cuanto cuanta cuesta cuestan costo costos precio precios cobran cobra " +
      "necesito necesita quiero quisiera instalar instalan instalacion nuevo nueva casa hogar electrico electrica electricos " +
      "electricas electricista electricistas trabajo ayuda arreglar saber decir puede pueden podria hacer hace hacen " +
      "favor hola gracias cosa cosas").split(" "),
  ),
  // Folded keys; the expansions are words of the Spanish content, and the English trade words visitors use.
  synonyms: {
    ev: "cargador vehiculo",
    carro: "cargador vehiculo",
    auto: "cargador vehiculo",
    coche: "cargador vehiculo",
    "vehiculo electrico": "cargador vehiculo",
    tesla: "cargador tesla",
    charger: "cargador vehiculo",
    tablero: "panel",
    "caja de breakers": "panel",
    fusibles: "panel fusibles",
    upgrade: "cambio panel",
    breaker: "breakers circuitos",
    "se dispara": "breakers circuitos",
    recablear: "recableado cableado",
    rewire: "recableado cableado",
    wiring: "cableado",
    "perilla y tubo": "knob-and-tube cableado",
    enchufe: "tomacorriente",
    contacto: "tomacorriente",
    outlet: "tomacorriente",
    plug: "tomacorriente",
    planta: "generador",
    generac: "generador",
    generator: "generador",
    focos: "iluminacion luces",
    lamparas: "iluminacion luces",
    luces: "iluminacion",
    lighting: "iluminacion",
    "luces empotradas": "iluminacion empotradas",
    ventilador: "ventilador techo iluminacion",
    "hot tub": "jacuzzi spa",
    piscina: "spa piscina",
    cocina: "cocina remodelacion",
    sotano: "sotano remodelacion",
    oficina: "comercial oficina",
    tienda: "comercial local",
    negocio: "comercial",
    picos: "sobretensiones",
    supresor: "sobretensiones",
    rayos: "sobretensiones",
    surge: "sobretensiones",
    inspection: "inspeccion",
  },
  /** "cables" and "cable", "eléctricos" and "eléctrica" meet: the plural, then the final vowel. */
  stem: (t) => t.replace(/(es|s)$/, "").replace(/[aeo]$/, ""),
};

const WORDS: Record<Lang, Words> = { en: english, es: spanish };

/** Folded, stopwords dropped, and stemmed when the stem keeps four letters. */
const termProcessor = (words: Words) => (term: string) => {
  const t = fold(term);
  if (words.stopwords.has(t) || t.length < 2) return null;
  const stem = words.stem(t);
  return stem.length >= 4 ? stem : t;
};

/** Short terms match only whole words: "ev" is not "every", "com" is not "commercial". */
const SEARCH_OPTIONS = {
  prefix: (term: string) => term.length > 3,
  fuzzy: (term: string) => (term.length > 5 ? 0.2 : false),
  combineWith: "OR",
} as const;

/** Phone numbers and email addresses say nothing about the service. */
const stripContacts = (text: string) => text.replace(/[^\s@]+@[^\s@]+/g, " ").replace(/[\d()+.-]{7,}/g, " ");

function expandQuery(text: string, words: Words): string {
  const folded = fold(text);
  const extra = Object.entries(words.synonyms)
    .filter(([word]) => new RegExp(`(?<![\\p{L}])${word}s?(?![\\p{L}])`, "u").test(folded))
    .map(([, expansion]) => expansion);
  return [text, ...extra].join(" ");
}

/** The published words of each service (app/lib/content's service blocks) by slug, and the object they come from, the same until the next publish. */
export interface ServiceWords {
  source: object;
  of: (slug: string) => ServiceBlock;
  /** The facts of the same words: the prices and promises sentences name by placeholder. */
  facts: Facts;
}

/**
 * A service's price as the site states it: its card's wording ("Starting at $3,000", the amount filled from the
 * facts); the page's own when the card cannot say it (no card, or the office took the page's price away).
 */
function priceOf(offer: ServiceOffer | undefined, page: ServicePage, block: ServiceBlock | undefined): string {
  return offer && !(pricedPages[page.slug] && block && block.startingAt === undefined) ? offer.price : page.priceText;
}

function buildKnowledge(lang: Lang, serviceWords?: ServiceWords) {
  const words = WORDS[lang];
  const processTerm = termProcessor(words);
  // The site's words with the facts (prices, the arrival promise) in place of their placeholders.
  const text = fillFacts(
    {
      // The service pages as published: the office's prices, introductions and FAQs.
      pages: servicePagesText[lang].map((page) => (serviceWords ? withWords(page, serviceWords.of(page.slug), lang) : page)),
      services: servicesText[lang],
      emergency: emergencyText[lang],
      homeFaqs: homeStructuredText[lang].faqs,
      cities: citiesIn(lang),
      promises: homeText[lang].promises,
    },
    serviceWords?.facts ?? defaultFacts,
  );
  const { pages } = text;
  const cards = text.services.homeServiceCards;
  const services: ServiceFact[] = pages.map((page) => {
    const path = servicePath(page.slug);
    const offer = text.services.serviceOffers.find((o) => o.path === path);
    const bookingName = findServicePage(page.slug)!.serviceName;
    const price = priceOf(offer, page, serviceWords?.of(page.slug));
    return { id: page.slug, title: page.serviceName, price, path, page, offer, bookingValue: page.serviceType, bookingName };
  });
  const offers = text.services.serviceOffers.map((offer) => {
    const service = services.find((s) => s.offer === offer);
    return service ? { ...offer, price: service.price } : offer;
  });
  // Services-page offers without a page of their own (emergency repairs).
  for (const offer of offers) {
    if (offer.path) continue;
    const bookingName = serviceOffers.find((o) => o.serviceValue === offer.serviceValue)!.title;
    services.push({ id: offer.serviceValue, title: offer.title, price: offer.price, offer, bookingValue: offer.serviceValue, bookingName });
  }

  const serviceIndex = new MiniSearch<{ id: string; title: string; keywords: string; text: string }>({
    fields: ["title", "keywords", "text"],
    processTerm,
    searchOptions: { boost: { title: 4, keywords: 2 }, ...SEARCH_OPTIONS },
  });
  serviceIndex.addAll(
    services.map((s) => {
      const card = cards.find((c) => c.path === s.path);
      return {
        id: s.id,
        title: [s.title, card?.title, s.offer?.title].filter(Boolean).join(" "),
        keywords: [s.id.replace(/-/g, " "), ...(s.page?.typicalJobs ?? []), ...(s.page?.benefits.map((b) => b.title) ?? []), card?.description ?? ""].join(" "),
        text: [s.page?.introText ?? "", s.offer?.description ?? "", ...(s.offer?.features ?? [])].join(" "),
      };
    }),
  );

  const { emergency } = text;
  const faqs: FaqFact[] = [
    ...pages.flatMap((page) =>
      page.faqs.map((f, i) => ({ id: `${page.slug}:${i}`, ...f, serviceId: page.slug, source: "service" as const })),
    ),
    ...emergency.faqs.map((f, i) => ({ id: `emergency:${i}`, ...f, serviceId: "emergency", source: "emergency" as const })),
    ...text.homeFaqs.map((f, i) => ({ id: `home:${i}`, ...f, source: "home" as const })),
    ...text.cities.flatMap((c) => c.faqs.map((f, i) => ({ id: `${c.slug}:${i}`, ...f, source: "city" as const }))),
  ];
  const faqIndex = new MiniSearch<FaqFact>({
    fields: ["question", "answer"],
    processTerm,
    storeFields: ["id"],
    searchOptions: { boost: { question: 3 }, ...SEARCH_OPTIONS },
  });
  faqIndex.addAll(faqs);

  /** Every place named on the site, with the city page when there is one (names are the same in both languages). */
  const places = new Map<string, { name: string; path?: string }>();
  for (const c of cities) places.set(c.cityName.toLowerCase(), { name: c.cityName, path: c.path });
  for (const name of [...emergencyCities, ...furtherAreas]) {
    if (!places.has(name.toLowerCase())) places.set(name.toLowerCase(), { name });
  }

  return {
    lang,
    words,
    services,
    offers,
    serviceIndex,
    faqs,
    faqIndex,
    places,
    promises: text.promises,
    emergency,
  };
}

export type Knowledge = ReturnType<typeof buildKnowledge>;

const published = new WeakMap<object, Partial<Record<Lang, Knowledge>>>();

/**
 * What the assistants know in a language, built on first use: from the services' published words when given
 * (built again after each publish, as those words are read anew), else from app/content's.
 */
export function knowledge(lang: Lang = "en", serviceWords?: ServiceWords): Knowledge {
  if (!serviceWords) return singleton(`assistant-knowledge:${lang}`, () => buildKnowledge(lang));
  let built = published.get(serviceWords.source);
  if (!built) published.set(serviceWords.source, (built = {}));
  return (built[lang] ??= buildKnowledge(lang, serviceWords));
}

/** Search scores below these are noise (a shared common word), not a match. */
const MIN_SERVICE_SCORE = 5;
const MIN_FAQ_SCORE = 5;

/** The service a text is about, if the match is clear. */
export function findService(text: string, k: Knowledge = knowledge()): ServiceFact | undefined {
  const [best] = k.serviceIndex.search(expandQuery(stripContacts(text), k.words));
  if (!best || best.score < MIN_SERVICE_SCORE) return undefined;
  return k.services.find((s) => s.id === best.id);
}

/** FAQs that answer a question, best first; restricted to one service when given. */
export function findFaqs(text: string, serviceId?: string, k: Knowledge = knowledge(), minScore = MIN_FAQ_SCORE): FaqFact[] {
  const hits = k.faqIndex.search(
    expandQuery(stripContacts(text), k.words),
    serviceId ? { filter: (r) => String(r.id).startsWith(`${serviceId}:`) } : undefined,
  );
  return hits.filter((h) => h.score >= minScore).map((h) => k.faqs.find((f) => f.id === h.id)!);
}

/** Places named in a text (longest names first, so "Manassas Park" is not read as "Manassas"). */
export function findPlaces(text: string, k: Knowledge = knowledge()): { name: string; path?: string }[] {
  const lower = ` ${text.toLowerCase().replace(/[^a-z\s]/g, " ")} `;
  const found: { name: string; path?: string }[] = [];
  let rest = lower;
  for (const key of [...k.places.keys()].sort((a, b) => b.length - a.length)) {
    if (rest.includes(` ${key} `)) {
      found.push(k.places.get(key)!);
      rest = rest.replace(` ${key} `, " ");
    }
  }
  return found;
}
