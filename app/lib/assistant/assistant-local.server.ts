import type { CallbackData, ChatTurn } from "~/lib/assistant/chat-protocol";
import { callbackText } from "~/lib/assistant/emergency-callback.messages";
import { businessHours, type Business } from "~/content/business";
import { businessText } from "~/content/business-text";
import { businessRadius } from "~/content/service-areas";
import type { ServiceOffer } from "~/content/services";
import { localePath, type Lang } from "~/content/languages";
import { mentionsFire, readsLikeEmergency } from "../emergencies/emergency-triage.server";
import { assistantText } from "./assistant-local.messages";
import { type Knowledge, findFaqs, findPlaces, findService, knowledge } from "./assistant-knowledge.server";
import { bookingReply, serviceFrom } from "./booking-conversation.server";
import { callbackTurn } from "./callback-conversation.server";
import { AREA, CONTACT, DURATION, FAQ_ASKS, FINANCING, GREETING, GUARANTEE, HOURS, LICENCE, PRICE, SPANISH, VETERAN } from "./intent-patterns.server";

/**
 * The built-in assistant (no OPENAI_API_KEY): answers prices, durations, areas, hours and emergencies
 * from app/content, and collects name, phone and service for a booking, then ends its reply with the
 * booking block. An emergency gets the safety advice, then the offer of a call-back from the on-call
 * electrician, whose name, phone and address it collects (localAnswer). Rules first (safety before anything),
 * then the FAQ index. The rules know English and Spanish words; the answer is in the conversation's language
 * (assistant-local.messages.ts), and so are the content it quotes: the knowledge of that language (decision 0040).
 * Its parts: intent-patterns, visitor-details, booking-conversation, callback-conversation, and the triage
 * (emergencies/emergency-triage.server.ts).
 */

/** A price after a colon: "Starting at $3,000"; Spanish writes it in lower case ("desde $3,000"). */
const priceAfterColon = (lang: Lang, price: string) => (lang === "es" ? price.charAt(0).toLowerCase() + price.slice(1) : price);
const offerLine = (lang: Lang, o: ServiceOffer) => `• ${o.title}: ${priceAfterColon(lang, o.price)}`;

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
    return t.areaYes(names, businessRadius(business, lang), businessHours(business, businessText[lang]).hours, pages.join(", "));
  }
  if (!AREA.test(message)) return undefined;
  const unknown = /\b(?:serve|service|cover|come to|work in|travel to|[Ss]irven (?:en|a)|[Tt]rabajan en|[Vv]ienen a|[Vv]an a|[Cc]ubren)\s+(\p{Lu}\p{L}+(?:\s\p{Lu}\p{L}+)?)/u.exec(message)?.[1];
  const cityList = [...k.places.values()].map((p) => p.name).join(", ");
  return t.areaList(unknown ?? "", `${business.address.city}, ${business.address.region}`, businessRadius(business, lang), cityList, business.phone);
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
  if (mentionsFire(message)) return `${t.fireTip} ${t.fireCall(phone)} ${t.touchTip} ${offer}`;

  // Details the visitor gives after being asked come before anything else but fire.
  const continued = bookingReply(message, history, business, k, "continue", lang);
  if (continued) return continued;

  // Fire was answered above: what is left of the triage.
  if (readsLikeEmergency(message)) {
    const service = findService(message, k);
    const faq =
      (service ? findFaqs(message, service.id, k)[0] : undefined) ??
      findFaqs(message, undefined, k).find((f) => f.source === "emergency" || f.source === "service");
    // Some answers already say to call 911 first: said twice in one message it reads as a template.
    const advice = faq ? `${faq.answer} ` : "";
    const tip = /\b911\b/.test(advice) ? "" : `${t.fireTip} `;
    return `${t.urgent(advice, phone, business.arrivalMinutes)} ${tip}${offer}`;
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
    const { hours, holidays } = businessHours(business, businessText[lang]);
    return t.hours(hours, holidays, phone, business.arrivalMinutes);
  }
  if (GUARANTEE.test(message) && t.guarantee) return t.guarantee;
  if (FINANCING.test(message) && t.financing) return t.financing;
  if (LICENCE.test(message)) return t.licence(business.name, business.licence);
  if (VETERAN.test(message) && t.veteran) return t.veteran;
  if (CONTACT.test(message)) {
    const { street, city, region, postalCode } = business.address;
    return t.contact(phone, business.textPhone, business.email, `${street}, ${city}, ${region} ${postalCode}`, businessHours(business, businessText[lang]).hours);
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
