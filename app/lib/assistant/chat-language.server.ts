import type { ChatTurn } from "~/lib/assistant/chat-protocol";
import type { Lang } from "~/content/languages";

/**
 * Which language the assistant answers in (decision 0040): Spanish on the Spanish site, and on the English site
 * when the visitor writes Spanish. A short message that says nothing either way ("Jane Doe, 703-555-0100")
 * keeps the language of the visitor's last message that did.
 */

/** Words common in Spanish and rare in English (and the reverse): a handful decide a short chat message. */
const SPANISH_WORDS = new Set(
  ("el la los las del que y en un una por para con mi mis su sus es está están estoy hay tengo tiene tienen necesito " +
    "quiero quisiera cuánto cuanto cuesta cuestan precio precios hablan habla hablas español sí puede pueden podría hola " +
    "buenos buenas días tardes noches gracias dónde donde cuándo cuando qué cómo casa luz humo fuego huelo olor quemado " +
    "chispas enchufe tomacorriente cargador cableado tablero se fue sale salen mucho muy pero también llámenme llamen " +
    "nombre llamo soy dirección teléfono favor ustedes usted zona sirven trabajan vienen hacen hace cobran horario abren " +
    "cita presupuesto estimado eléctrico eléctrica electricista").split(" "),
);
const ENGLISH_WORDS = new Set(
  ("the is are my you your do does what how much can could would it in of to and have has need want please hello hi " +
    "there this that with for from on at be will i i'm it's don't we our they smoke fire smell burning outlet panel " +
    "price cost book call name address phone serve come out when where why who which").split(" "),
);

/** Spanish, English, or null when the text does not say (names, numbers, a lone "ok"). */
export function writtenLanguage(text: string): Lang | null {
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  let es = /[¿¡]/.test(text) ? 2 : 0;
  let en = 0;
  for (const word of words) {
    if (SPANISH_WORDS.has(word)) es++;
    else if (ENGLISH_WORDS.has(word)) en++;
  }
  // "ñ" and accented vowels lean Spanish, once: a name like "José" alone does not turn English into Spanish.
  if (/[ñáéíóú]/i.test(text)) es++;
  if (es === en) return null;
  return es > en ? "es" : "en";
}

/** The language of the answer: the page's when Spanish, else the visitor's as their words show it. */
export function replyLanguage(pageLang: Lang, message: string, history: ChatTurn[]): Lang {
  if (pageLang === "es") return "es";
  const said = [message, ...history.filter((t) => t.role === "user").map((t) => t.content).reverse()];
  for (const text of said) {
    const lang = writtenLanguage(text);
    if (lang) return lang;
  }
  return pageLang;
}
