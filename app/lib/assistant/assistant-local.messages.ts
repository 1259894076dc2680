import { catalogue } from "~/content/catalogue";
import { safetyTips } from "~/content/emergency";
import { homeText } from "~/content/home";

/**
 * What the built-in assistant says, in each language (decision 0040; docs/languages.md, "The assistant"). The English half quotes app/content; the
 * Spanish half says the same facts in Spanish (prices, phone numbers and places are the same in both). What it
 * quotes beside these (services, prices, FAQs) comes from the knowledge of the answer's language (decision 0040).
 */
// The English answers quote the home page's promises.
const promise = (re: RegExp) => homeText.en.promises.find((p) => re.test(p.title));
const said = (re: RegExp) => {
  const p = promise(re);
  return p ? `${p.title}: ${p.description}` : "";
};
const list = (items: string[], and: string) => (items.length === 1 ? items[0]! : `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`);

/** Said when the assistant asks for booking details, and when the booking is complete; recognised in the history. */
const ASKING_EN = "free consultation call. Could you tell me";
const DONE_EN = "I have what I need";
const ASKING_ES = "llamada de consulta gratis. ¿Me podría dar";
const DONE_ES = "Ya tengo lo que necesito";

const en = {
  askingMarker: ASKING_EN,
  doneMarker: DONE_EN,
  fireTip: safetyTips.find((t) => /911/.test(t)) ?? safetyTips[0]!,
  touchTip: safetyTips.find((t) => /touch|downed/i.test(t)) ?? "",
  fireCall: (phone: string) => `Once everyone is safe, call our 24/7 emergency line at ${phone}.`,
  urgent: (advice: string, phone: string, minutes: number) =>
    `That needs attention right away. ${advice}Call our 24/7 emergency line at ${phone} — ${minutes}-minute response promise in core area.`,
  orCallNow: (phone: string) => `Or call ${phone} now.`,
  list: (items: string[]) => list(items, "and"),
  missingName: "your name",
  missingPhone: "the best phone number to reach you",
  missingService: (examples: string) => `the service you need (for example ${examples})`,
  bookingAsk: (missing: string) => `I'd be glad to set up your ${ASKING_EN} ${missing}? An email address is optional, for the confirmation.`,
  bookingDone: (firstName: string, service: string, phone: string) =>
    `Thank you, ${firstName}! ${DONE_EN} for your ${service} consultation. Use the button below to choose a time that suits you — or call ${phone} any time.`,
  priceList: (prices: string) => {
    const upfront = promise(/upfront/i);
    return `Here are our starting prices:\n${prices}\n${upfront ? `${upfront.title}: ${upfront.description} ` : ""}Tell me about your project and I can be more specific, or book a free consultation.`;
  },
  upfront: said(/upfront/i),
  offerConsultation: "Would you like me to set up a free consultation call?",
  price: "Price",
  bookConsultation: "Want me to book a free consultation so we can give you an exact plan?",
  areaYes: (names: string, radius: string, hours: string, pages: string) =>
    `Yes — we serve ${names}. ${radius}, and we're open ${hours.toLowerCase()}.${pages ? ` More about our work there: ${pages}.` : ""} Would you like to book a free consultation?`,
  areaList: (unknown: string, base: string, radius: string, towns: string, phone: string) =>
    `${unknown ? `${unknown} isn't on our list of regular towns, but ` : ""}we're based in ${base}. ${radius}. Towns we serve every week: ${towns}.${unknown ? ` Call ${phone} and we'll confirm for your address.` : ""}`,
  hours: (hours: string, holidays: string, phone: string, minutes: number) =>
    `We're open ${hours} — ${holidays}. A real person answers ${phone} day and night, with a ${minutes}-minute response promise in core area.`,
  guarantee: `${said(/guarantee/i)} You also get upfront pricing before any work starts.`,
  financing: (() => {
    const p = promise(/financ/i);
    return p ? `Yes — ${p.title.toLowerCase()}: ${p.description} Ask about it at your free consultation.` : "";
  })(),
  licence: (name: string, licence: string) => `Yes — ${name} is licensed, bonded and insured. Our license number is ${licence}.`,
  veteran: said(/veteran/i),
  contact: (phone: string, textPhone: string, email: string, address: string, hours: string) =>
    `Call us any time at ${phone}, text the office at ${textPhone}, or email ${email}. We're at ${address}, and open ${hours}.`,
  greeting: (assistant: string, name: string) =>
    `Hi! I'm ${assistant}, the virtual office manager at ${name}. Ask me about prices, service areas, hours or an electrical problem, or I can set up a free consultation call.`,
  spanish: "Yes — we speak Spanish. Write to me in Spanish, or use our site in Spanish at /es.",
  unknown: (phone: string) =>
    `I'm not sure I can answer that one here. I can help with prices, service areas, hours and electrical emergencies, or set up a free consultation call — or call us any time at ${phone}.`,
};

export const assistantText = /* @__PURE__ */ catalogue(en, {
  askingMarker: ASKING_ES,
  doneMarker: DONE_ES,
  fireTip: "Si hay fuego o humo, saque a todos de la casa y llame primero al 911 — después llámenos.",
  touchTip: "No toque un tomacorriente que echa chispas, un panel mojado ni un cable caído; manténgase a 30 pies de los cables caídos y llame a la compañía eléctrica.",
  fireCall: (phone: string) => `Cuando todos estén a salvo, llame a nuestra línea de emergencias 24/7 al ${phone}.`,
  urgent: (advice: string, phone: string, minutes: number) =>
    `Eso necesita atención de inmediato. ${advice}Llame a nuestra línea de emergencias 24/7 al ${phone} — llegamos en ${minutes} minutos en nuestra zona principal.`,
  orCallNow: (phone: string) => `O llame ya al ${phone}.`,
  list: (items: string[]) => list(items, "y"),
  missingName: "su nombre",
  missingPhone: "el mejor número de teléfono para llamarle",
  missingService: (examples: string) => `el servicio que necesita (por ejemplo ${examples})`,
  bookingAsk: (missing: string) => `Con gusto le preparo su ${ASKING_ES} ${missing}? El correo electrónico es opcional, para la confirmación.`,
  bookingDone: (firstName: string, service: string, phone: string) =>
    `¡Gracias, ${firstName}! ${DONE_ES} para su consulta de ${service}. Use el botón de abajo para elegir la hora que le convenga — o llame al ${phone} a cualquier hora.`,
  priceList: (prices: string) =>
    `Estos son nuestros precios iniciales:\n${prices}\nPrecio por adelantado: el precio que le damos es el que paga. Cuénteme sobre su proyecto y le doy más detalles, o reserve una consulta gratis.`,
  upfront: "Precio por adelantado: el precio que le damos es el que paga.",
  offerConsultation: "¿Quiere que le programe una llamada de consulta gratis?",
  price: "Precio",
  bookConsultation: "¿Quiere que le reserve una consulta gratis para darle un plan exacto?",
  areaYes: (names: string, radius: string, hours: string, pages: string) =>
    `Sí — trabajamos en ${names}. ${radius}, y estamos abiertos ${hours}.${pages ? ` Más sobre nuestro trabajo allí: ${pages}.` : ""} ¿Quiere reservar una consulta gratis?`,
  areaList: (unknown: string, base: string, radius: string, towns: string, phone: string) =>
    `${unknown ? `${unknown} no está en nuestra lista de ciudades habituales, pero estamos` : "Estamos"} en ${base}. ${radius}. Ciudades donde trabajamos cada semana: ${towns}.${unknown ? ` Llame al ${phone} y le confirmamos para su dirección.` : ""}`,
  hours: (hours: string, _holidays: string, phone: string, minutes: number) =>
    `Estamos abiertos ${hours} — también los días festivos. Una persona real contesta el ${phone} de día y de noche, y en una emergencia llegamos en ${minutes} minutos en nuestra zona principal.`,
  guarantee: "Garantía de por vida en la mano de obra: si nuestro trabajo falla, volvemos y lo arreglamos. Además, le damos el precio antes de empezar cualquier trabajo.",
  financing: "Sí — ofrecemos financiamiento en proyectos grandes: pagos mensuales para cambios de panel eléctrico, recableado y más. Pregunte por ello en su consulta gratis.",
  licence: (name: string, licence: string) => `Sí — ${name} es una empresa con licencia, afianzada y asegurada. Nuestro número de licencia es ${licence}.`,
  veteran: "Propiedad de un veterano y operada en familia: disciplina militar y el cuidado de un negocio familiar.",
  contact: (phone: string, textPhone: string, email: string, address: string, _hours: string) =>
    `Llámenos a cualquier hora al ${phone}, escríbanos por texto al ${textPhone}, o escriba a ${email}. Estamos en ${address}, y abiertos 24/7, todos los días.`,
  greeting: (assistant: string, name: string) =>
    `¡Hola! Soy ${assistant}, la asistente virtual de oficina de ${name}. Pregúnteme por precios, zonas de servicio, horarios o un problema eléctrico, o le programo una llamada de consulta gratis.`,
  spanish: "¡Sí, hablamos español! Puede escribirme en español y le respondo en español. Todo nuestro sitio también está en español.",
  unknown: (phone: string) =>
    `No estoy segura de poder contestar eso aquí. Le puedo ayudar con precios, zonas de servicio, horarios y emergencias eléctricas, o programarle una llamada de consulta gratis — o llámenos a cualquier hora al ${phone}.`,
});
