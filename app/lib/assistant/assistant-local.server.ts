import type { CallbackData, ChatTurn } from "~/lib/assistant/chat-protocol";
import { CALLBACK_DONE_MARKERS, CALLBACK_OFFER_MARKERS, callbackText } from "~/lib/assistant/emergency-callback.messages";
import { businessHours, type Business } from "~/content/business";
import type { ServiceOffer } from "~/content/services";
import { localePath, type Lang } from "~/content/languages";
import { assistantText } from "./assistant-local.messages";
import { formatBookingBlock } from "./assistant-booking.server";
import { type Knowledge, type ServiceFact, findFaqs, findPlaces, findService, knowledge } from "./assistant-knowledge.server";

/**
 * The built-in assistant (no OPENAI_API_KEY): answers prices, durations, areas, hours and emergencies
 * from app/content, and collects name, phone and service for a booking, then ends its reply with the
 * booking block. An emergency gets the safety advice, then the offer of a call-back from the on-call
 * electrician, whose name, phone and address it collects (localAnswer). Rules first (safety before anything),
 * then the FAQ index. The rules know English and Spanish words; the answer is in the conversation's language
 * (assistant-local.messages.ts), and so are the content it quotes: the knowledge of that language (decision 0181).
 */
/** Spanish words end in accented letters, where \b does not see a word's end: these rules end words with W. */
const W = "(?![\\p{L}])";
const FIRE = new RegExp(`\\b(fire|flames?|smoke|smoking|fuego|llamas|humo|humea|incendio)${W}`, "iu");
const EMERGENCY = new RegExp(
  `\\b(emergency|urgent|spark(s|ed|ing)?|shock(ed|ing)?|burning|scorch(ed)?|melt(ed|ing)?|buzz(ing|es)?|power (is )?(out|off)|no power|lost power|outage|hot (outlet|panel|switch)|emergencia|urgente|chispas?|chispea\\p{L}*|descarga|quemad[oa]s?|se quema|huele a quemado|derriti\\p{L}*|zumba\\p{L}*|sin luz|se fue la luz|apagón|calientes?)${W}|smells? (hot|like burning)`,
  "iu",
);
/** The triage of the built-in assistant, shared with incoming texts: does this read like an electrical emergency? */
export const readsLikeEmergency = (text: string) => FIRE.test(text) || EMERGENCY.test(text);
const BOOK = new RegExp(
  `\\b(book|booking|schedule|appointment|consult(ation)?|estimate|quote for|send (someone|an electrician)|set up a (call|visit)|hire you|cita|reservar|agendar|programar|consulta|presupuesto|estimado|contratar)${W}`,
  "iu",
);
/** "How much time" and "¿cuánto tarda?" ask how long, not the price. */
const PRICE = new RegExp(
  `\\b(price|prices|pricing|cost|costs|how much(?! time)|charge|charges|fee|fees|expensive|cheap|rate|rates|precios?|cuesta|cuestan|cu[áa]nto (?:es|sale|vale|cobran)|costos?|cobran|tarifas?|caro|barato)${W}`,
  "iu",
);
const DURATION = new RegExp(
  `\\b(how long|how much time|how many (hours|days)|duration|same day|one day|cuánto tiempo|cuanto tiempo|cuántas horas|cuántos días|tarda|tardan|demora|demoran|en un día)${W}`,
  "iu",
);
/** What a price or duration FAQ asks, and the range of hours or days a duration answer states, in each language. */
const FAQ_ASKS: Record<Lang, { price: RegExp; priceWords: string; duration: RegExp; durationWords: string; range: RegExp }> = {
  en: { price: /cost|price|how much|charge/i, priceWords: "cost price how much", duration: /how long|take/i, durationWords: "how long take", range: /\d+-\d+ (hours|days)/ },
  es: { price: /cuesta|cuánto cobran|precio|costo/i, priceWords: "cuesta precio", duration: /cuánto tiempo|tarda|toma|dura/i, durationWords: "tiempo toma tarda", range: /\d+-\d+ (horas|días)|de \d+ a \d+ (horas|días)/ },
};
const HOURS = new RegExp(
  `\\b(open|hours|24\\/7|weekends?|saturdays?|sundays?|holidays?|christmas|thanksgiving|tonight|at night|late|closed|horarios?|abiertos?|abren|fines? de semana|sábados?|domingos?|feriados?|navidad|de noche|esta noche|cerrado)${W}`,
  "iu",
);
const AREA = new RegExp(
  `\\b(serve|serving|service area|areas?|cover|covers|come to|come out|travel|near me|located|location|where are you|zonas?|área|sirven|trabajan en|vienen a|van a|cubren|dónde están|ubicados)${W}`,
  "iu",
);
const GUARANTEE = new RegExp(`\\b(guarantee|guaranteed|warranty|warranties|garantía|garantizan)${W}`, "iu");
const FINANCING = new RegExp(`\\b(financ\\w*|payment plans?|monthly payments?|pay over time|financiamiento|financiación|pagos mensuales|plazos)${W}`, "iu");
const LICENCE = new RegExp(`\\b(licen[cs]ed?|insured|insurance|bonded|licencia|asegurados?|seguro)${W}`, "iu");
const VETERAN = new RegExp(`\\b(veteran|military|air force|family[- ]owned|family[- ]operated|veterano|militar|fuerza aérea|familiar)${W}`, "iu");
const CONTACT = new RegExp(
  `\\b(phone number|your number|call you|email|e-mail|contact|reach you|text you|address|teléfono|número|correo|contactar|contacto|dirección)${W}`,
  "iu",
);
const GREETING = /^[\s¡]*(hi|hello|hey|good (morning|afternoon|evening)|howdy|hola|buenos días|buenas tardes|buenas noches|buenas)(?![\p{L}])[\s!.,¡]*$/iu;
/** "¿Hablan español?", "Do you speak Spanish?", "en español por favor". */
const SPANISH = /\b(habl\p{L}*|en)\s+español|\bspeak spanish\b|\bspanish\b/iu;

/** A street address: a house number, up to five words, a street type, then optionally the unit, town, state and ZIP. */
const ADDRESS =
  /\b\d{1,6}[A-Za-z]?\s+(?:[A-Za-z0-9.'-]+\s+){0,5}(?:st|street|rd|road|ave|avenue|dr|drive|ln|lane|ct|court|way|blvd|boulevard|pl|place|cir|circle|ter|terrace|pkwy|parkway|hwy|highway|trl|trail|loop|run|sq|square)\b\.?(?:\s*,?\s*(?:apt|unit|suite|#)\s*[\w-]+)?(?:\s*,\s*[A-Z][A-Za-z.'-]*(?:\s[A-Z][A-Za-z.'-]*){0,2})?(?:\s*,?\s*(?:VA|MD|DC)\b)?(?:\s*\d{5})?/i;
const ASSENT = /^\s*(yes|yeah|yep|please|ok|okay|sure|call me|sí|si|claro|por favor|llámenme|llameme|de acuerdo|bueno|vale)(?![\p{L}])/iu;
/** Leading words of an answer that are not a name ("Yes please. Jane Doe", "Sí, por favor. Ana Ruiz", "It's 12 Oak Street"). */
const NOT_A_NAME =
  /^\s*(?:(?:yes|yeah|yep|please|ok|okay|sure|thanks|thank you|call me( back)?|sí|si|claro|por favor|gracias|llámenme|llameme|de acuerdo|bueno|vale)(?![\p{L}])[\s,.!¡]*)+/iu;
const FILLER =
  /^(it['’]?s|its|here|this|that|there|the|my|our|we|we['’]re|at|in|on|address|is|are|and|how|what|when|where|why|who|can|do|does|will|would|could|should|es|está|mi|mis|la|el|en|y|aquí|mire|vivo|dirección|cómo|qué|cuándo|dónde|puede|pueden|no)$/iu;
/** The visitor's name in an answer to the call-back offer, once assent, the address and email are taken out (extractName drops the phone). */
const nameIn = (text: string) => {
  const name = extractName([text.replace(NOT_A_NAME, "").replace(ADDRESS, " ").replace(EMAIL, " ")], true);
  return name && !FILLER.test(name.split(" ")[0]!) ? name : undefined;
};
const PHONE = /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/;
const EMAIL = /[^\s@,;<>]+@[^\s@,;<>]+\.[a-z]{2,}/i;
/** Asked by this assistant when it collects booking details, and said when the booking block is complete. */
const ASKING_MARKERS = [assistantText.en.askingMarker, assistantText.es.askingMarker];
const DONE_MARKERS = [assistantText.en.doneMarker, assistantText.es.doneMarker];
const hasAny = (text: string, markers: string[]) => markers.some((m) => text.includes(m));

/** A price after a colon: "Starting at $3,000"; Spanish writes it in lower case ("desde $3,000"). */
const priceAfterColon = (lang: Lang, price: string) => (lang === "es" ? price.charAt(0).toLowerCase() + price.slice(1) : price);
const offerLine = (lang: Lang, o: ServiceOffer) => `• ${o.title}: ${priceAfterColon(lang, o.price)}`;

function serviceFrom(message: string, history: ChatTurn[], k: Knowledge): ServiceFact | undefined {
  const direct = findService(message, k);
  if (direct) return direct;
  const users = history.filter((t) => t.role === "user").reverse();
  for (const turn of users) {
    const found = findService(turn.content, k);
    if (found) return found;
  }
  return undefined;
}

function extractName(texts: string[], askedForName: boolean): string | undefined {
  // Any case for the lead-in, a capital for the name ("I'm looking for…" is not a name).
  const pattern =
    /(?:\b[Mm]y name(?: is|['’]s)|\b[Nn]ame is|\b[Tt]his is|\b[Ii] am|\b[Ii]['’]?m|\b[Nn]ame:|\b[Mm]e llamo|\b[Mm]i nombre es|\b[Ss]oy|\b[Hh]abla)\s+(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){0,2})/u;
  for (const text of [...texts].reverse()) {
    const match = pattern.exec(text);
    if (match) return match[1];
  }
  if (!askedForName) return undefined;
  // "Jane Doe, 703-555-0100": the words before the phone number or email.
  const last = texts[texts.length - 1] ?? "";
  const candidate = last.replace(PHONE, " ").replace(EMAIL, " ").split(/[,\n;]| and /)[0].trim();
  if (/^\p{L}[\p{L}'-]*(\s+\p{L}[\p{L}'-]*){0,2}$/u.test(candidate) && !/(?<![\p{L}])(yes|no|ok|okay|sure|thanks|sí|si|gracias)(?![\p{L}])/iu.test(candidate)) {
    return candidate.replace(/(?<!\p{L})\p{L}/gu, (c) => c.toUpperCase());
  }
  return undefined;
}

/**
 * The booking conversation: "continue" answers a message that follows this assistant's request for
 * details and carries some (a name, phone, email or service); "start" answers a booking request.
 */
function bookingReply(message: string, history: ChatTurn[], business: Business, k: Knowledge, mode: "continue" | "start", lang: Lang): string | undefined {
  const t = assistantText[lang];
  // In a booking while a request for details is more recent (in the last 5 messages) than a completed one.
  const assistant = history.filter((t) => t.role === "assistant").map((t) => t.content);
  const lastWith = (markers: string[]) => assistant.map((said) => hasAny(said, markers)).lastIndexOf(true);
  const asked = lastWith(ASKING_MARKERS);
  const inFlow = asked !== -1 && asked > lastWith(DONE_MARKERS);
  const lastAssistant = inFlow ? assistant[asked] : "";
  if (mode === "start" && !BOOK.test(message)) return undefined;
  if (mode === "continue") {
    if (!inFlow) return undefined;
    const carriesDetails =
      PHONE.test(message) || EMAIL.test(message) || !!extractName([message], /name|nombre/i.test(lastAssistant)) || !!findService(message, k);
    if (!carriesDetails && !BOOK.test(message)) return undefined;
  }
  const users = [...history.filter((t) => t.role === "user").map((t) => t.content), message];
  const phone = [...users].reverse().map((t) => PHONE.exec(t)?.[0]).find(Boolean);
  const email = [...users].reverse().map((t) => EMAIL.exec(t)?.[0]).find(Boolean);
  const name = extractName(users, inFlow && /name|nombre/i.test(lastAssistant));
  const service = serviceFrom(message, history, k);

  const missing: string[] = [];
  if (!name) missing.push(t.missingName);
  if (!phone) missing.push(t.missingPhone);
  if (!service) {
    const examples = k.offers.slice(0, 4).map((o) => o.title);
    missing.push(t.missingService(lang === "es" ? examples.join(", ").toLowerCase() : examples.join(", ")));
  }
  if (missing.length > 0) return t.bookingAsk(t.list(missing));
  const details = users
    .filter((u) => !PHONE.test(u) && !/^\s*(yes|no|ok|okay|sure|sí|si)(?![\p{L}])/iu.test(u))
    .join(" ")
    .slice(0, 500);
  return [
    t.bookingDone(name!.split(" ")[0]!, lang === "es" ? service!.title.toLowerCase() : service!.title, business.phone),
    formatBookingBlock({ service: service!.bookingName, name: name!, phone: phone!, email: email ?? "", details }),
  ].join("\n\n");
}

function priceReply(message: string, history: ChatTurn[], k: Knowledge, lang: Lang): string {
  const t = assistantText[lang];
  const service = serviceFrom(message, history, k);
  if (!service) return t.priceList(k.offers.map((o) => offerLine(lang, o)).join("\n"));
  const asks = FAQ_ASKS[lang];
  const faq = findFaqs(`${message} ${asks.priceWords}`, service.id, k).find((f) => asks.price.test(f.question));
  return `${service.title}: ${priceAfterColon(lang, service.price)}. ${faq ? faq.answer : ""}${t.upfront ? ` ${t.upfront}` : ""} ${t.offerConsultation}`.replace(/\s+/g, " ").trim();
}

function durationReply(message: string, history: ChatTurn[], k: Knowledge, lang: Lang): string | undefined {
  const service = serviceFrom(message, history, k);
  if (!service) return undefined;
  const asks = FAQ_ASKS[lang];
  const faq = findFaqs(`${message} ${asks.durationWords}`, service.id, k).find((f) => asks.duration.test(f.question) || asks.range.test(f.answer));
  const clock = service.page?.benefits.find((b) => b.icon === "clock");
  const feature = service.offer?.features.find((f) => asks.range.test(f));
  const answer = faq?.answer ?? clock?.description ?? feature;
  if (!answer) return undefined;
  return `${service.title}: ${answer} ${assistantText[lang].bookConsultation}`;
}

function areaReply(message: string, business: Business, k: Knowledge, lang: Lang): string | undefined {
  const t = assistantText[lang];
  const places = findPlaces(message, k);
  if (places.length > 0) {
    const names = places.map((p) => p.name).join(lang === "es" ? " y " : " and ");
    const pages = places.filter((p) => p.path).map((p) => `${p.name}: ${localePath(lang, p.path!)}`);
    return t.areaYes(names, k.serviceRadius, businessHours(business, lang).hours, pages.join(", "));
  }
  if (!AREA.test(message)) return undefined;
  const unknown = /\b(?:serve|service|cover|come to|work in|travel to|[Ss]irven (?:en|a)|[Tt]rabajan en|[Vv]ienen a|[Vv]an a|[Cc]ubren)\s+(\p{Lu}\p{L}+(?:\s\p{Lu}\p{L}+)?)/u.exec(message)?.[1];
  const cityList = [...k.places.values()].map((p) => p.name).join(", ");
  return t.areaList(unknown ?? "", `${business.address.city}, ${business.address.region}`, k.serviceRadius, cityList, business.phone);
}

/**
 * The call-back conversation, once the assistant offered it (the offer is more recent than a completed one):
 * a message that accepts it or carries details gets the details still missing, or, complete, the call-back to
 * save. Anything else (a question, a "no") is answered as usual.
 */
function callbackTurn(message: string, history: ChatTurn[], business: Business, lang: Lang): { text: string; callback?: CallbackData } | undefined {
  const t = assistantText[lang];
  const m = callbackText[lang];
  const said = history.map((turn) => (turn.role === "assistant" ? turn.content : ""));
  const offeredAt = said.map((text) => hasAny(text, CALLBACK_OFFER_MARKERS)).lastIndexOf(true);
  const doneAt = said.map((text) => hasAny(text, CALLBACK_DONE_MARKERS)).lastIndexOf(true);
  if (offeredAt === -1 || offeredAt < doneAt) return undefined;
  const carriesDetails = PHONE.test(message) || ADDRESS.test(message) || !!nameIn(message);
  if (!carriesDetails && !ASSENT.test(message)) return undefined;

  // Details come from every answer since the first offer of this call-back, newest first; the problem from the
  // whole conversation.
  const firstOffer = said.findIndex((text, i) => i > doneAt && hasAny(text, CALLBACK_OFFER_MARKERS));
  const answers = [...history.slice(firstOffer + 1).filter((turn) => turn.role === "user").map((turn) => turn.content), message].reverse();
  const phone = answers.map((text) => PHONE.exec(text)?.[0]).find(Boolean);
  const address = answers.map((text) => ADDRESS.exec(text)?.[0]?.trim()).find(Boolean);
  const name = answers.map(nameIn).find(Boolean);
  const missing: string[] = [];
  if (!name) missing.push(m.missing.name);
  if (!phone) missing.push(m.missing.phone);
  if (!address) missing.push(m.missing.address);
  const safety = FIRE.test(message) ? `${t.fireTip} ` : "";
  if (missing.length > 0) return { text: `${safety}${m.askMissing(t.list(missing))} ${t.orCallNow(business.phone)}` };
  const problem = [...history.filter((turn) => turn.role === "user").map((turn) => turn.content), message]
    .filter(readsLikeEmergency)
    .join(" ")
    .slice(0, 1000);
  return { text: safety.trim(), callback: { name: name!, phone: phone!, address: address!, problem } };
}

/** The built-in assistant's answer: the call-back it collected, if any, and the text to show. */
export function localAnswer(
  message: string,
  history: ChatTurn[],
  business: Business,
  lang: Lang = "en",
  k: Knowledge = knowledge(lang),
): { text: string; callback?: CallbackData } {
  return callbackTurn(message, history, business, lang) ?? { text: localReply(message, history, business, lang, k) };
}

function localReply(message: string, history: ChatTurn[], business: Business, lang: Lang, k: Knowledge): string {
  const phone = business.phone;
  const t = assistantText[lang];
  const offer = callbackText[lang].offer;
  if (FIRE.test(message)) return `${t.fireTip} ${t.fireCall(phone)} ${t.touchTip} ${offer}`;

  // Details the visitor gives after being asked come before anything else but fire.
  const continued = bookingReply(message, history, business, k, "continue", lang);
  if (continued) return continued;

  if (EMERGENCY.test(message)) {
    const service = findService(message, k);
    const faq =
      (service ? findFaqs(message, service.id, k)[0] : undefined) ??
      findFaqs(message, undefined, k).find((f) => f.source === "emergency" || f.source === "service");
    // Some answers already say to call 911 first: said twice in one message it reads as a template.
    const advice = faq ? `${faq.answer} ` : "";
    const tip = /\b911\b/.test(advice) ? "" : `${t.fireTip} `;
    return `${t.urgent(advice, phone)} ${tip}${offer}`;
  }

  if (SPANISH.test(message)) return t.spanish;

  const booking = bookingReply(message, history, business, k, "start", lang);
  if (booking) return booking;

  if (PRICE.test(message)) return priceReply(message, history, k, lang);

  if (DURATION.test(message)) {
    const duration = durationReply(message, history, k, lang);
    if (duration) return duration;
  }

  const area = areaReply(message, business, k, lang);
  if (area) return area;

  if (HOURS.test(message)) {
    const { hours, holidays } = businessHours(business, lang);
    return t.hours(hours, holidays, phone);
  }
  if (GUARANTEE.test(message) && t.guarantee) return t.guarantee;
  if (FINANCING.test(message) && t.financing) return t.financing;
  if (LICENCE.test(message)) return t.licence(business.name, business.licence);
  if (VETERAN.test(message) && t.veteran) return t.veteran;
  if (CONTACT.test(message)) {
    const { street, city, region, postalCode } = business.address;
    return t.contact(phone, business.textPhone, business.email, `${street}, ${city}, ${region} ${postalCode}`, businessHours(business, lang).hours);
  }
  if (GREETING.test(message)) return t.greeting(business.assistantName, business.name);

  // Without a rule, the FAQ that clearly answers it (a higher bar than inside a known service).
  const [faq] = findFaqs(message, undefined, k, 12);
  const service = findService(message, k);
  if (service && faq?.serviceId === service.id) return `${faq.answer} ${t.offerConsultation}`;
  if (service) {
    return `${service.title}: ${service.page?.introText ?? service.offer?.description ?? ""} ${t.price}: ${priceAfterColon(lang, service.price)}. ${t.offerConsultation}`;
  }
  if (faq) return faq.answer;
  return t.unknown(phone);
}
