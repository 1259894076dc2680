import MiniSearch from "minisearch";
import { emergencyCities, furtherAreas, serviceRadius } from "~/content/areas";
import { cities } from "~/content/cities";
import { emergencyFaqs } from "~/content/emergency";
import { homeFaqs, promises } from "~/content/home";
import { servicePages, servicePath, type ServicePage } from "~/content/service-pages";
import { homeServiceCards, serviceOffers, type ServiceOffer } from "~/content/services";
import { singleton } from "../platform/singleton.server";

/**
 * What the assistants know, read from app/content only (one source of truth): the services with their
 * prices and FAQs, the areas, the emergency guidance. Two small search indexes find the service a
 * question is about and the FAQ that answers it.
 */
export interface ServiceFact {
  id: string;
  title: string;
  /** The price as the site states it ("Starting at $3,000", "From $800", "Custom quote"). */
  price: string;
  path?: string;
  page?: ServicePage;
  offer?: ServiceOffer;
  /** Booking form service value. */
  bookingValue: string;
}

interface FaqFact {
  id: string;
  question: string;
  answer: string;
  /** Service the FAQ belongs to, when it belongs to one. */
  serviceId?: string;
  source: "service" | "emergency" | "home" | "city";
}

/** Words people use that the content spells differently. */
const SYNONYMS: Record<string, string> = {
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
  // Spanish words for the same things: the content the indexes hold is English.
  tablero: "panel",
  "panel eléctrico": "panel upgrade",
  cargador: "ev charger",
  carro: "ev charger",
  "vehículo eléctrico": "ev charger electric vehicle",
  generador: "generator",
  tomacorriente: "outlet",
  enchufe: "outlet",
  cableado: "wiring",
  recableado: "rewiring wiring",
  luces: "lighting",
  "iluminación": "lighting",
  ventilador: "ceiling fan lighting",
  "inspección": "inspection",
  sobretensiones: "surge protection",
  "supresor de picos": "surge protection",
  circuito: "circuits",
  comercial: "commercial",
};

/** Words that say nothing about which service or FAQ is meant. */
const STOPWORDS = new Set(
  ("a an and are as at be but by can could do does did for from get got have has how i i'd i'm if in into is it its me my " +
    "of on or our please so that the their them then there these this to up us was we what when where which who why will " +
    "with would you your yours much many cost costs price prices pricing charge need needs want like install installed " +
    "installation new some any about just also one all get here there home house electrical electrician work job help fix " +
    "stuff thing things know tell").split(" "),
);

/** Lower case, stopwords dropped, and a light stem so "sparking", "sparked" and "sparks" meet. */
const processTerm = (term: string) => {
  const t = term.toLowerCase();
  if (STOPWORDS.has(t) || t.length < 2) return null;
  const stem = t.replace(/(ing|ed|s)$/, "");
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

function expandQuery(text: string): string {
  const lower = text.toLowerCase();
  const extra = Object.entries(SYNONYMS)
    .filter(([word]) => new RegExp(`\\b${word}s?\\b`).test(lower))
    .map(([, expansion]) => expansion);
  return [text, ...extra].join(" ");
}

function buildKnowledge() {
  const services: ServiceFact[] = servicePages.map((page) => {
    const path = servicePath(page.slug);
    const offer = serviceOffers.find((o) => o.path === path);
    return { id: page.slug, title: page.serviceName, price: offer?.price ?? page.priceText, path, page, offer, bookingValue: page.serviceType };
  });
  // Services-page offers without a page of their own (emergency repairs).
  for (const offer of serviceOffers) {
    if (!offer.path) services.push({ id: offer.serviceValue, title: offer.title, price: offer.price, offer, bookingValue: offer.serviceValue });
  }

  const serviceIndex = new MiniSearch<{ id: string; title: string; keywords: string; text: string }>({
    fields: ["title", "keywords", "text"],
    processTerm,
    searchOptions: { boost: { title: 4, keywords: 2 }, ...SEARCH_OPTIONS },
  });
  serviceIndex.addAll(
    services.map((s) => {
      const card = homeServiceCards.find((c) => c.path === s.path);
      return {
        id: s.id,
        title: [s.title, card?.title, s.offer?.title].filter(Boolean).join(" "),
        keywords: [s.id.replace(/-/g, " "), ...(s.page?.typicalJobs ?? []), ...(s.page?.benefits.map((b) => b.title) ?? []), card?.description ?? ""].join(" "),
        text: [s.page?.introText ?? "", s.offer?.description ?? "", ...(s.offer?.features ?? [])].join(" "),
      };
    }),
  );

  const faqs: FaqFact[] = [
    ...servicePages.flatMap((page) =>
      page.faqs.map((f, i) => ({ id: `${page.slug}:${i}`, ...f, serviceId: page.slug, source: "service" as const })),
    ),
    ...emergencyFaqs.map((f, i) => ({ id: `emergency:${i}`, ...f, serviceId: "emergency", source: "emergency" as const })),
    ...homeFaqs.map((f, i) => ({ id: `home:${i}`, ...f, source: "home" as const })),
    ...cities.flatMap((c) => c.faqs.map((f, i) => ({ id: `${c.slug}:${i}`, ...f, source: "city" as const }))),
  ];
  const faqIndex = new MiniSearch<FaqFact>({
    fields: ["question", "answer"],
    processTerm,
    storeFields: ["id"],
    searchOptions: { boost: { question: 3 }, ...SEARCH_OPTIONS },
  });
  faqIndex.addAll(faqs);

  /** Every place named on the site, with the city page when there is one. */
  const places = new Map<string, { name: string; path?: string }>();
  for (const c of cities) places.set(c.cityName.toLowerCase(), { name: c.cityName, path: c.path });
  for (const name of [...emergencyCities, ...furtherAreas]) {
    if (!places.has(name.toLowerCase())) places.set(name.toLowerCase(), { name });
  }

  return { services, serviceIndex, faqs, faqIndex, places, serviceRadius, promises };
}

export type Knowledge = ReturnType<typeof buildKnowledge>;

export const knowledge = (): Knowledge => singleton("assistant-knowledge", buildKnowledge);

/** Search scores below these are noise (a shared common word), not a match. */
const MIN_SERVICE_SCORE = 5;
const MIN_FAQ_SCORE = 5;

/** The service a text is about, if the match is clear. */
export function findService(text: string, k: Knowledge = knowledge()): ServiceFact | undefined {
  const [best] = k.serviceIndex.search(expandQuery(stripContacts(text)));
  if (!best || best.score < MIN_SERVICE_SCORE) return undefined;
  return k.services.find((s) => s.id === best.id);
}

/** FAQs that answer a question, best first; restricted to one service when given. */
export function findFaqs(text: string, serviceId?: string, k: Knowledge = knowledge(), minScore = MIN_FAQ_SCORE): FaqFact[] {
  const hits = k.faqIndex.search(
    expandQuery(stripContacts(text)),
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
