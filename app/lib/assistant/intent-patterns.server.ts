import type { Lang } from "~/content/languages";

/** What a visitor's message asks the built-in assistant (prices, hours, areas, a booking…), in English and Spanish words. */

/** Spanish words end in accented letters, where \b does not see a word's end: these rules end words with W. */
const W = "(?![\\p{L}])";
export const BOOK = new RegExp(
  `\\b(book|booking|schedule|appointment|consult(ation)?|estimate|quote for|send (someone|an electrician)|set up a (call|visit)|hire you|cita|reservar|agendar|programar|consulta|presupuesto|estimado|contratar)${W}`,
  "iu",
);
/** "How much time" and "¿cuánto tarda?" ask how long, not the price. */
export const PRICE = new RegExp(
  `\\b(price|prices|pricing|cost|costs|how much(?! time)|charge|charges|fee|fees|expensive|cheap|rate|rates|precios?|cuesta|cuestan|cu[áa]nto (?:es|sale|vale|cobran)|costos?|cobran|tarifas?|caro|barato)${W}`,
  "iu",
);
export const DURATION = new RegExp(
  `\\b(how long|how much time|how many (hours|days)|duration|same day|one day|cuánto tiempo|cuanto tiempo|cuántas horas|cuántos días|tarda|tardan|demora|demoran|en un día)${W}`,
  "iu",
);
/** What a price or duration FAQ asks, and the range of hours or days a duration answer states, in each language. */
export const FAQ_ASKS: Record<Lang, { price: RegExp; priceWords: string; duration: RegExp; durationWords: string; range: RegExp }> = {
  en: { price: /cost|price|how much|charge/i, priceWords: "cost price how much", duration: /how long|take/i, durationWords: "how long take", range: /\d+-\d+ (hours|days)/ },
  es: { price: /cuesta|cuánto cobran|precio|costo/i, priceWords: "cuesta precio", duration: /cuánto tiempo|tarda|toma|dura/i, durationWords: "tiempo toma tarda", range: /\d+-\d+ (horas|días)|de \d+ a \d+ (horas|días)/ },
};
export const HOURS = new RegExp(
  `\\b(open|hours|24\\/7|weekends?|saturdays?|sundays?|holidays?|christmas|thanksgiving|tonight|at night|late|closed|horarios?|abiertos?|abren|fines? de semana|sábados?|domingos?|feriados?|navidad|de noche|esta noche|cerrado)${W}`,
  "iu",
);
export const AREA = new RegExp(
  `\\b(serve|serving|service area|areas?|cover|covers|come to|come out|travel|near me|located|location|where are you|zonas?|área|sirven|trabajan en|vienen a|van a|cubren|dónde están|ubicados)${W}`,
  "iu",
);
export const GUARANTEE = new RegExp(`\\b(guarantee|guaranteed|warranty|warranties|garantía|garantizan)${W}`, "iu");
export const FINANCING = new RegExp(`\\b(financ\\w*|payment plans?|monthly payments?|pay over time|financiamiento|financiación|pagos mensuales|plazos)${W}`, "iu");
export const LICENCE = new RegExp(`\\b(licen[cs]ed?|insured|insurance|bonded|licencia|asegurados?|seguro)${W}`, "iu");
export const VETERAN = new RegExp(`\\b(veteran|military|air force|family[- ]owned|family[- ]operated|veterano|militar|fuerza aérea|familiar)${W}`, "iu");
export const CONTACT = new RegExp(
  `\\b(phone number|your number|call you|email|e-mail|contact|reach you|text you|address|teléfono|número|correo|contactar|contacto|dirección)${W}`,
  "iu",
);
export const GREETING = /^[\s¡]*(hi|hello|hey|good (morning|afternoon|evening)|howdy|hola|buenos días|buenas tardes|buenas noches|buenas)(?![\p{L}])[\s!.,¡]*$/iu;
/** "¿Hablan español?", "Do you speak Spanish?", "en español por favor". */
export const SPANISH = /\b(habl\p{L}*|en)\s+español|\bspeak spanish\b|\bspanish\b/iu;
