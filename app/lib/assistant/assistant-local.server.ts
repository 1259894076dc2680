import type { CallbackData, ChatTurn } from "~/lib/assistant/chat-protocol";
import { CALLBACK_DONE_MARKER, CALLBACK_OFFER_MARKER, callbackMessages } from "~/lib/assistant/emergency-callback.messages";
import { responsePromise, safetyTips } from "~/content/emergency";
import type { Business } from "~/content/business";
import { serviceOffers } from "~/content/services";
import { formatBookingBlock } from "./assistant-booking.server";
import { type Knowledge, type ServiceFact, findFaqs, findPlaces, findService, knowledge } from "./assistant-knowledge.server";

/**
 * The built-in assistant (no OPENAI_API_KEY): answers prices, durations, areas, hours and emergencies
 * from app/content, and collects name, phone and service for a booking, then ends its reply with the
 * booking block. An emergency gets the safety advice, then the offer of a call-back from the on-call
 * electrician, whose name, phone and address it collects (localAnswer). Rules first (safety before anything),
 * then the FAQ index.
 */
const FIRE = /\b(fire|flames?|smoke|smoking)\b/i;
const EMERGENCY = /\b(emergency|urgent|spark(s|ed|ing)?|shock(ed|ing)?|burning|scorch(ed)?|melt(ed|ing)?|buzz(ing|es)?|power (is )?(out|off)|no power|lost power|outage|hot (outlet|panel|switch))\b|smells? (hot|like burning)/i;
/** The triage of the built-in assistant, shared with incoming texts: does this read like an electrical emergency? */
export const readsLikeEmergency = (text: string) => FIRE.test(text) || EMERGENCY.test(text);
const BOOK = /\b(book|booking|schedule|appointment|consult(ation)?|estimate|quote for|send (someone|an electrician)|set up a (call|visit)|hire you)\b/i;
const PRICE = /\b(price|prices|pricing|cost|costs|how much|charge|charges|fee|fees|expensive|cheap|rate|rates)\b/i;
const DURATION = /\b(how long|how much time|how many (hours|days)|duration|same day|one day)\b/i;
const HOURS = /\b(open|hours|24\/7|weekends?|saturdays?|sundays?|holidays?|christmas|thanksgiving|tonight|at night|late|closed)\b/i;
const AREA = /\b(serve|serving|service area|areas?|cover|covers|come to|come out|travel|near me|located|location|where are you)\b/i;
const GUARANTEE = /\b(guarantee|guaranteed|warranty|warranties)\b/i;
const FINANCING = /\b(financ\w*|payment plans?|monthly payments?|pay over time)\b/i;
const LICENCE = /\b(licen[cs]ed?|insured|insurance|bonded)\b/i;
const VETERAN = /\b(veteran|military|air force|family[- ]owned|family[- ]operated)\b/i;
const CONTACT = /\b(phone number|your number|call you|email|e-mail|contact|reach you|text you|address)\b/i;
const GREETING = /^\s*(hi|hello|hey|good (morning|afternoon|evening)|howdy)\b[\s!.,]*$/i;

/** A street address: a house number, up to five words, a street type, then optionally the unit, town, state and ZIP. */
const ADDRESS =
  /\b\d{1,6}[A-Za-z]?\s+(?:[A-Za-z0-9.'-]+\s+){0,5}(?:st|street|rd|road|ave|avenue|dr|drive|ln|lane|ct|court|way|blvd|boulevard|pl|place|cir|circle|ter|terrace|pkwy|parkway|hwy|highway|trl|trail|loop|run|sq|square)\b\.?(?:\s*,?\s*(?:apt|unit|suite|#)\s*[\w-]+)?(?:\s*,\s*[A-Z][A-Za-z.'-]*(?:\s[A-Z][A-Za-z.'-]*){0,2})?(?:\s*,?\s*(?:VA|MD|DC)\b)?(?:\s*\d{5})?/i;
const ASSENT = /^\s*(yes|yeah|yep|please|ok|okay|sure|call me)\b/i;
/** Leading words of an answer that are not a name ("Yes please. Jane Doe", "It's 12 Oak Street"). */
const NOT_A_NAME = /^\s*(?:(?:yes|yeah|yep|please|ok|okay|sure|thanks|thank you|call me( back)?)\b[\s,.!]*)+/i;
const FILLER = /^(it['’]?s|its|here|this|that|there|the|my|our|we|we['’]re|at|in|on|address|is|are|and|how|what|when|where|why|who|can|do|does|will|would|could|should)$/i;
/** The visitor's name in an answer to the call-back offer, once assent, the address and email are taken out (extractName drops the phone). */
const nameIn = (text: string) => {
  const name = extractName([text.replace(NOT_A_NAME, "").replace(ADDRESS, " ").replace(EMAIL, " ")], true);
  return name && !FILLER.test(name.split(" ")[0]!) ? name : undefined;
};
const PHONE = /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/;
const EMAIL = /[^\s@,;<>]+@[^\s@,;<>]+\.[a-z]{2,}/i;
/** Asked by this assistant when it collects booking details; recognised in the history. */
const ASKING_MARKER = "free consultation call. Could you tell me";
/** Said when the booking block is complete. */
const DONE_MARKER = "I have what I need";

const promise = (re: RegExp, k: Knowledge) => k.promises.find((p) => re.test(p.title));
const fireTip = () => safetyTips.find((t) => /911/.test(t)) ?? safetyTips[0];

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
  const pattern = /\b(?:[Mm]y name(?: is|['’]s)|[Nn]ame is|[Tt]his is|[Ii] am|[Ii]['’]?m|[Nn]ame:)\s+([A-Z][a-zA-Z'-]+(?:\s+[A-Z][a-zA-Z'-]+){0,2})/;
  for (const text of [...texts].reverse()) {
    const match = pattern.exec(text);
    if (match) return match[1];
  }
  if (!askedForName) return undefined;
  // "Jane Doe, 703-555-0100": the words before the phone number or email.
  const last = texts[texts.length - 1] ?? "";
  const candidate = last.replace(PHONE, " ").replace(EMAIL, " ").split(/[,\n;]| and /)[0].trim();
  if (/^[A-Za-z][A-Za-z'-]*(\s+[A-Za-z][A-Za-z'-]*){0,2}$/.test(candidate) && !/\b(yes|no|ok|okay|sure|thanks)\b/i.test(candidate)) {
    return candidate.replace(/\b\w/g, (c) => c.toUpperCase());
  }
  return undefined;
}

/**
 * The booking conversation: "continue" answers a message that follows this assistant's request for
 * details and carries some (a name, phone, email or service); "start" answers a booking request.
 */
function bookingReply(message: string, history: ChatTurn[], business: Business, k: Knowledge, mode: "continue" | "start"): string | undefined {
  // In a booking while a request for details is more recent (in the last 5 messages) than a completed one.
  const assistant = history.filter((t) => t.role === "assistant").map((t) => t.content);
  const lastWith = (marker: string) => assistant.map((t) => t.includes(marker)).lastIndexOf(true);
  const asked = lastWith(ASKING_MARKER);
  const inFlow = asked !== -1 && asked > lastWith(DONE_MARKER);
  const lastAssistant = inFlow ? assistant[asked] : "";
  if (mode === "start" && !BOOK.test(message)) return undefined;
  if (mode === "continue") {
    if (!inFlow) return undefined;
    const carriesDetails =
      PHONE.test(message) || EMAIL.test(message) || !!extractName([message], /name/i.test(lastAssistant)) || !!findService(message, k);
    if (!carriesDetails && !BOOK.test(message)) return undefined;
  }
  const users = [...history.filter((t) => t.role === "user").map((t) => t.content), message];
  const phone = [...users].reverse().map((t) => PHONE.exec(t)?.[0]).find(Boolean);
  const email = [...users].reverse().map((t) => EMAIL.exec(t)?.[0]).find(Boolean);
  const name = extractName(users, inFlow && /name/i.test(lastAssistant));
  const service = serviceFrom(message, history, k);

  const missing: string[] = [];
  if (!name) missing.push("your name");
  if (!phone) missing.push("the best phone number to reach you");
  if (!service) missing.push(`the service you need (for example ${serviceOffers.map((o) => o.title).slice(0, 4).join(", ")})`);
  if (missing.length > 0) {
    const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(", ")} and ${missing[missing.length - 1]}`;
    return `I'd be glad to set up your ${ASKING_MARKER} ${list}? An email address is optional, for the confirmation.`;
  }
  const details = users
    .filter((t) => !PHONE.test(t) && !/^\s*(yes|no|ok|okay|sure)\b/i.test(t))
    .join(" ")
    .slice(0, 500);
  return [
    `Thank you, ${name!.split(" ")[0]}! ${DONE_MARKER} for your ${service!.title} consultation. Use the button below to choose a time that suits you — or call ${business.phone} any time.`,
    formatBookingBlock({ service: service!.title, name: name!, phone: phone!, email: email ?? "", details }),
  ].join("\n\n");
}

function priceReply(message: string, history: ChatTurn[], business: Business, k: Knowledge): string {
  const service = serviceFrom(message, history, k);
  const upfront = promise(/upfront/i, k);
  if (!service) {
    const list = serviceOffers.map((o) => `• ${o.title}: ${o.price}`).join("\n");
    return `Here are our starting prices:\n${list}\n${upfront ? `${upfront.title}: ${upfront.description} ` : ""}Tell me about your project and I can be more specific, or book a free consultation.`;
  }
  const faq = findFaqs(`${message} cost price how much`, service.id, k).find((f) => /cost|price|how much|charge/i.test(f.question));
  return `${service.title}: ${service.price}. ${faq ? faq.answer : ""}${upfront ? ` ${upfront.title}: ${upfront.description}` : ""} Would you like me to set up a free consultation call?`.replace(/\s+/g, " ").trim();
}

function durationReply(message: string, history: ChatTurn[], business: Business, k: Knowledge): string | undefined {
  const service = serviceFrom(message, history, k);
  if (!service) return undefined;
  const faq = findFaqs(`${message} how long take`, service.id, k).find((f) => /how long|take/i.test(f.question) || /\d+-\d+ (hours|days)/.test(f.answer));
  const clock = service.page?.benefits.find((b) => b.icon === "clock");
  const feature = service.offer?.features.find((f) => /\d+-\d+ (hours|days)/.test(f));
  const answer = faq?.answer ?? clock?.description ?? feature;
  if (!answer) return undefined;
  return `${service.title}: ${answer} Want me to book a free consultation so we can give you an exact plan?`;
}

function areaReply(message: string, business: Business, k: Knowledge): string | undefined {
  const places = findPlaces(message, k);
  if (places.length > 0) {
    const names = places.map((p) => p.name).join(" and ");
    const pages = places.filter((p) => p.path).map((p) => `${p.name}: ${p.path}`);
    return `Yes — we serve ${names}. ${k.serviceRadius}, and we're open ${business.hours.toLowerCase()}.${pages.length ? ` More about our work there: ${pages.join(", ")}.` : ""} Would you like to book a free consultation?`;
  }
  if (!AREA.test(message)) return undefined;
  const unknown = /\b(?:serve|service|cover|come to|work in|travel to)\s+([A-Z][a-zA-Z]+(?:\s[A-Z][a-zA-Z]+)?)/.exec(message)?.[1];
  const cityList = [...k.places.values()].map((p) => p.name).join(", ");
  return `${unknown ? `${unknown} isn't on our list of regular towns, but ` : ""}we're based in ${business.address.city}, ${business.address.region} — ${k.serviceRadius.replace(/^Serving/, "serving a")}. Towns we serve every week: ${cityList}.${unknown ? ` Call ${business.phone} and we'll confirm for your address.` : ""}`;
}

/**
 * The call-back conversation, once the assistant offered it (the offer is more recent than a completed one):
 * a message that accepts it or carries details gets the details still missing, or, complete, the call-back to
 * save. Anything else (a question, a "no") is answered as usual.
 */
function callbackTurn(message: string, history: ChatTurn[], business: Business): { text: string; callback?: CallbackData } | undefined {
  const said = history.map((t) => (t.role === "assistant" ? t.content : ""));
  const offeredAt = said.map((t) => t.includes(CALLBACK_OFFER_MARKER)).lastIndexOf(true);
  const doneAt = said.map((t) => t.includes(CALLBACK_DONE_MARKER)).lastIndexOf(true);
  if (offeredAt === -1 || offeredAt < doneAt) return undefined;
  const carriesDetails = PHONE.test(message) || ADDRESS.test(message) || !!nameIn(message);
  if (!carriesDetails && !ASSENT.test(message)) return undefined;

  // Details come from every answer since the first offer of this call-back, newest first; the problem from the
  // whole conversation.
  const firstOffer = said.findIndex((t, i) => i > doneAt && t.includes(CALLBACK_OFFER_MARKER));
  const answers = [...history.slice(firstOffer + 1).filter((t) => t.role === "user").map((t) => t.content), message].reverse();
  const phone = answers.map((t) => PHONE.exec(t)?.[0]).find(Boolean);
  const address = answers.map((t) => ADDRESS.exec(t)?.[0]?.trim()).find(Boolean);
  const name = answers.map(nameIn).find(Boolean);
  const missing: string[] = [];
  if (!name) missing.push(callbackMessages.missing.name);
  if (!phone) missing.push(callbackMessages.missing.phone);
  if (!address) missing.push(callbackMessages.missing.address);
  const safety = FIRE.test(message) ? `${fireTip()} ` : "";
  if (missing.length > 0) {
    const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(", ")} and ${missing[missing.length - 1]}`;
    return { text: `${safety}${callbackMessages.askMissing(list)} Or call ${business.phone} now.` };
  }
  const problem = [...history.filter((t) => t.role === "user").map((t) => t.content), message]
    .filter(readsLikeEmergency)
    .join(" ")
    .slice(0, 1000);
  return { text: safety.trim(), callback: { name: name!, phone: phone!, address: address!, problem } };
}

/** The built-in assistant's answer: the call-back it collected, if any, and the text to show. */
export function localAnswer(message: string, history: ChatTurn[], business: Business, k: Knowledge = knowledge()): { text: string; callback?: CallbackData } {
  return callbackTurn(message, history, business) ?? { text: localReply(message, history, business, k) };
}

function localReply(message: string, history: ChatTurn[], business: Business, k: Knowledge = knowledge()): string {
  const phone = business.phone;
  if (FIRE.test(message)) {
    return `${fireTip()} Once everyone is safe, call our 24/7 emergency line at ${phone}. ${safetyTips.find((t) => /touch|downed/i.test(t)) ?? ""} ${callbackMessages.offer}`;
  }

  // Details the visitor gives after being asked come before anything else but fire.
  const continued = bookingReply(message, history, business, k, "continue");
  if (continued) return continued;

  if (EMERGENCY.test(message)) {
    const service = findService(message, k);
    const faq =
      (service ? findFaqs(message, service.id, k)[0] : undefined) ??
      findFaqs(message, undefined, k).find((f) => f.source === "emergency" || f.source === "service");
    // Some answers already say to call 911 first: said twice in one message it reads as a template.
    const advice = faq ? `${faq.answer} ` : "";
    const tip = /\b911\b/.test(advice) ? "" : `${fireTip()} `;
    return `That needs attention right away. ${advice}Call our 24/7 emergency line at ${phone} — ${responsePromise}. ${tip}${callbackMessages.offer}`;
  }

  const booking = bookingReply(message, history, business, k, "start");
  if (booking) return booking;

  if (PRICE.test(message)) return priceReply(message, history, business, k);

  if (DURATION.test(message)) {
    const duration = durationReply(message, history, business, k);
    if (duration) return duration;
  }

  const area = areaReply(message, business, k);
  if (area) return area;

  if (HOURS.test(message)) {
    return `We're open ${business.hours} — ${business.holidays}. A real person answers ${phone} day and night, with a ${responsePromise}.`;
  }
  if (GUARANTEE.test(message)) {
    const p = promise(/guarantee/i, k);
    if (p) return `${p.title}: ${p.description} You also get upfront pricing before any work starts.`;
  }
  if (FINANCING.test(message)) {
    const p = promise(/financ/i, k);
    if (p) return `Yes — ${p.title.toLowerCase()}: ${p.description} Ask about it at your free consultation.`;
  }
  if (LICENCE.test(message)) {
    return `Yes — ${business.name} is licensed, bonded and insured. Our licence number is ${business.licence}.`;
  }
  if (VETERAN.test(message)) {
    const p = promise(/veteran/i, k);
    if (p) return `${p.title}: ${p.description}`;
  }
  if (CONTACT.test(message)) {
    return `Call us any time at ${phone}, text the office at ${business.textPhone}, or email ${business.email}. We're at ${business.address.street}, ${business.address.city}, ${business.address.region} ${business.address.postalCode}, and open ${business.hours}.`;
  }
  if (GREETING.test(message)) {
    return `Hi! I'm ${business.assistantName}, the virtual office manager at ${business.name}. Ask me about prices, service areas, hours or an electrical problem, or I can set up a free consultation call.`;
  }

  // Without a rule, the FAQ that clearly answers it (a higher bar than inside a known service).
  const [faq] = findFaqs(message, undefined, k, 12);
  const service = findService(message, k);
  if (service && faq?.serviceId === service.id) return `${faq.answer} Would you like me to set up a free consultation call?`;
  if (service) {
    return `${service.title}: ${service.page?.introText ?? service.offer?.description ?? ""} Price: ${service.price}. Would you like me to set up a free consultation call?`;
  }
  if (faq) return faq.answer;
  return `I'm not sure I can answer that one here. I can help with prices, service areas, hours and electrical emergencies, or set up a free consultation call — or call us any time at ${phone}.`;
}
