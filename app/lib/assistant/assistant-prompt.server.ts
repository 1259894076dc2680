import { chatText } from "./chat.messages";
import { type Business, businessHours } from "~/content/business";
import { businessText } from "~/content/business-text";
import { businessRadius } from "~/content/service-areas";
import { BOOKING_END, BOOKING_START, formatBookingBlock } from "./assistant-booking.server";
import { CALLBACK_TOOL_NAME } from "./assistant-callback.server";
import { knowledge, type Knowledge } from "./assistant-knowledge.server";
import { recordText } from "~/content/fact-text";
import { localePath, type Lang } from "~/content/languages";

/**
 * The facts both the text and the voice assistant are told, all from app/content, in the conversation's language
 * (decision 0040): a Spanish conversation is given the Spanish site's services, FAQs, links and guidance, each
 * service with the English name its booking block carries.
 */
/** The record's claims in `lang` with the figures the office set: years, projects, customers, stars. */
export function recordClaims(business: Pick<Business, "years" | "projects" | "customers" | "reviewRating">, lang: Lang): string[] {
  const text = recordText[lang];
  return [text.years(business.years), text.projects(business.projects), text.customers(business.customers), text.rating(business.reviewRating.toFixed(1))];
}

function facts(business: Business, lang: Lang, k: Knowledge): string {
  const { responsePromise, safetyTips, faqs: emergencyFaqs } = k.emergency;
  const services = k.services
    .map((s) => {
      const faqs = (s.page?.faqs ?? []).map((f) => `  Q: ${f.question}\n  A: ${f.answer}`).join("\n");
      const booking = lang === "en" ? "" : ` [booking block Service: ${s.bookingName}]`;
      return `- ${s.title} (${s.price})${booking}${s.path ? ` — ${business.siteUrl}${localePath(lang, s.path)}` : ""}\n${faqs}`;
    })
    .join("\n");
  const places = [...k.places.values()].map((p) => p.name).join(", ");
  const { hours, holidays } = businessHours(business, businessText[lang]);
  return [
    `Business: ${business.name}, veteran-owned and family-operated electrical contractor based in ${business.address.city}, ${business.address.region}.`,
    `Record: ${recordClaims(business, lang).join("; ")}.`,
    `Phone: ${business.phone}. Text: ${business.textPhone}. Email: ${business.email}. Licence: ${business.licence} (licensed, bonded and insured).`,
    `Hours: ${hours}, ${holidays}. Emergencies: ${responsePromise}.`,
    `Service area: ${businessRadius(business, lang)}. Towns: ${places}.`,
    `Promises: ${k.promises.map((p) => `${p.title} — ${p.description}`).join("; ")}.`,
    `Starting prices: ${k.offers.map((o) => `${o.title}: ${o.price}`).join("; ")}.`,
    `Services and their FAQs:\n${services}`,
    `Emergency safety guidance:\n${safetyTips.map((t) => `- ${t}`).join("\n")}`,
    `Emergency FAQs:\n${emergencyFaqs.map((f) => `Q: ${f.question}\nA: ${f.answer}`).join("\n")}`,
  ].join("\n\n");
}

/** How each assistant's visitor uses a language, for the language rule. */
const CHANNELS = {
  chat: { uses: "writes in", they: "write", native: "writes for" },
  voice: { uses: "speaks", they: "speak", native: "speaks to" },
};

/**
 * The language rule (decisions 0042, 0040), in the same words for the text chat and the voice call: the model
 * answers in the visitor's language, Spanish on the Spanish site or when the visitor uses Spanish. `spanishOnly`
 * adds what one channel needs in Spanish (the text chat's booking block stays English: the server reads it).
 */
function languageRule(lang: Lang, channel: keyof typeof CHANNELS, spanishOnly = ""): string {
  const { uses, they, native } = CHANNELS[channel];
  if (lang === "es") {
    const rule = `Language: the visitor is on the Spanish site or ${uses} Spanish. Answer in Spanish, as a native speaker in Northern Virginia ${native} homeowners (use "usted"), including the safety advice (for fire or smoke: "llame primero al 911"). Keep names, prices, phone numbers, addresses and the licence number as they are.`;
    return spanishOnly ? `${rule} ${spanishOnly}` : rule;
  }
  return `Language: answer in the language the visitor ${uses}: English, or Spanish if they ${they} Spanish.`;
}

/** System prompt of the text chat (docs/product.md §7, call 5), in the answer's language. */
export function systemPrompt(business: Business, lang: Lang = "en", k: Knowledge = knowledge(lang)): string {
  const example = formatBookingBlock({
    service: "Panel Upgrade",
    name: "Jane Doe",
    phone: "(703) 555-0100",
    email: "jane@example.com",
    details: "Wants 200A service for a new EV charger",
  });
  return [
    `You are ${business.assistantName}, the friendly virtual office manager of ${business.name}. Answer homeowners' and businesses' questions briefly (2-4 sentences), warmly and only from the facts below. Never invent prices, times or places; if you do not know, offer a free consultation or the phone number.`,
    `Safety first: if the visitor mentions fire or smoke, tell them to get out and call 911 first, then call ${business.phone}. For sparking, burning smells, hot panels or outages, give the emergency line ${business.phone} and the ${business.arrivalMinutes}-minute promise.`,
    `Emergency call-back: after the safety advice for any electrical emergency, offer to have the on-call electrician call the visitor back now, and ask for their name, phone number and the address where the problem is. When the visitor wants the call-back and has given all three, call the ${CALLBACK_TOOL_NAME} tool (never invent a detail, never write a status link yourself: the site adds it).`,
    `Booking: when the visitor wants to book, schedule a consultation or get an estimate, ask for their name, phone number and the service (email optional). Once you have name, phone and service, end your reply with exactly this block (no markdown around it), one field per line:\n${example}\nUse the markers ${BOOKING_START} and ${BOOKING_END} exactly. Do not show the block before you have name, phone and service.`,
    languageRule(
      lang,
      "chat",
      `Ask the call-back questions in Spanish too. Keep the booking block's markers and field names in English, and write its Service line with the English booking name given beside each service. The Spanish booking page is ${business.siteUrl}${localePath("es", "/book")}.`,
    ),
    `Facts:\n${facts(business, lang, k)}`,
  ].join("\n\n");
}

/**
 * Instructions the voice relay sets on the realtime session itself (never taken from the browser), in the
 * language its ticket carries (decision 0042): the same facts and safety rule, told the language as the text chat is.
 */
export function voiceInstructions(business: Business, lang: Lang, k: Knowledge = knowledge(lang)): string {
  return [
    `You are ${business.assistantName}, the virtual office manager of ${business.name}, speaking on a voice call. Keep answers short and spoken-friendly, and only use the facts below.`,
    `Safety first: for fire or smoke, tell the caller to get out and call 911 first, then call ${business.phone}.`,
    `To book, ask for name, phone and the service, then tell them to press "${chatText[lang].bookCall}" in the chat or call ${business.phone}.`,
    languageRule(lang, "voice"),
    `Facts:\n${facts(business, lang, k)}`,
  ].join("\n\n");
}
