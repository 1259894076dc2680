import { catalogue } from "./catalogue";

/** Emergency page content (docs/product.md §2.10). */
const en = {
  meta: {
    title: `24/7 emergency electrician | {arrival.minutes}-minute response`,
    description: `Power out, sparks or a burning smell? Licensed emergency electricians 24/7/365 across Northern Virginia, MD and DC, with a {arrival.minutes}-minute response in our core area.`,
  },
  alert: "Electrical emergency? We answer 24/7, 365 days a year",
  title: "24/7 emergency electrician",
  intro: "Licensed electricians on call every night, weekend and holiday.",
  bookLabel: "Book emergency service",
  symptomsTitle: "Signs you need an emergency electrician",
  safetyTitle: "Stay safe until we arrive",
  citiesTitle: "Emergency service areas",
  faqTitle: "Emergency FAQs",
  responsePromise: `{arrival.minutes}-minute response promise in core area`,
  symptoms: [
    { title: "Burning smell or smoke", description: "A hot plastic or fishy smell from an outlet, switch or panel means wiring is overheating." },
    { title: "Sparking outlets or switches", description: "Sparks, scorch marks or crackling when you plug something in or flip a switch." },
    { title: "Power out in part of the house", description: "Rooms dark while the neighbors have power often point to a failed breaker, neutral or service connection." },
    { title: "Breaker that keeps tripping", description: "A breaker that trips again right after reset is protecting you from a short or overload." },
    { title: "Flickering or dimming lights", description: "Lights that dim when appliances start, or flicker across rooms, can signal a loose connection." },
    { title: "Hot or buzzing panel", description: "A warm panel cover, buzzing breakers or a humming meter need an electrician tonight." },
  ],
  safetyTips: [
    "If there is fire or smoke, get everyone out and call 911 first — then call us.",
    "Do not touch a sparking outlet, a wet panel or any downed line; stay 30 feet from fallen wires and call the utility.",
    "If it is safe to reach the panel with dry hands, switch off the affected breaker or the main.",
    "Unplug sensitive electronics and appliances so they are not hit when power returns.",
    "Keep the freezer and fridge closed and use flashlights, not candles.",
  ],
  faqs: [
    {
      question: "How fast can you get here?",
      answer: `In our core area around Manassas, Woodbridge, Centreville, Gainesville and Fairfax we arrive within {arrival.minutes} minutes, day or night. Further out we give you an honest arrival time on the phone.`,
    },
    {
      question: "Do you charge extra at night, on weekends or on holidays?",
      answer: `No holiday surcharge. Emergency repairs start at {price.emergency}, and you get the price for the fix before we begin. If the repair is bigger, we explain the options first.`,
    },
    {
      question: "Should I call the power company or an electrician?",
      answer:
        "If your whole street is dark or a line is down, call the utility. If only your home or part of it is out, or anything is sparking, smelling or buzzing, call us — the problem is on your side of the meter.",
    },
    {
      question: "Is a breaker that keeps tripping an emergency?",
      answer:
        "Yes, if it trips again right after you reset it, or you smell burning. Leave it off, unplug what is on that circuit and call us. Do not tape or hold a breaker on.",
    },
  ],
};

export const emergencyText = /* @__PURE__ */ catalogue(en, {
  meta: {
    title: `Electricista de emergencia 24/7 | Respuesta en {arrival.minutes} minutos`,
    description: `¿Se fue la luz, hay chispas u olor a quemado? Electricistas de emergencia con licencia 24/7, los 365 días, en el norte de Virginia, MD y DC, con respuesta en {arrival.minutes} minutos en nuestra zona principal.`,
  },
  alert: "¿Una emergencia eléctrica? Respondemos 24/7, los 365 días del año",
  title: "Electricista de emergencia 24/7",
  intro: "Electricistas con licencia de guardia todas las noches, fines de semana y días festivos.",
  bookLabel: "Reserve un servicio de emergencia",
  symptomsTitle: "Señales de que necesita un electricista de emergencia",
  safetyTitle: "Manténgase seguro hasta que lleguemos",
  citiesTitle: "Zonas de servicio de emergencia",
  faqTitle: "Preguntas frecuentes sobre emergencias",
  responsePromise: `Promesa de respuesta en {arrival.minutes} minutos en nuestra zona principal`,
  symptoms: [
    { title: "Olor a quemado o humo", description: "Un olor a plástico caliente o a pescado que sale de un tomacorriente, un interruptor o el panel eléctrico indica que el cableado se está recalentando." },
    { title: "Tomacorrientes o interruptores que echan chispas", description: "Chispas, marcas de quemado o chasquidos al enchufar algo o al mover un interruptor." },
    { title: "Sin luz en parte de la casa", description: "Si hay cuartos sin luz mientras los vecinos sí tienen, suele ser un breaker (interruptor automático), el neutro o la acometida que falló." },
    { title: "Un breaker que se dispara una y otra vez", description: "Un breaker que se vuelve a disparar justo después de reiniciarlo le está protegiendo de un cortocircuito o una sobrecarga." },
    { title: "Luces que parpadean o bajan de intensidad", description: "Luces que bajan cuando arrancan los electrodomésticos, o que parpadean en varios cuartos, pueden indicar una conexión floja." },
    { title: "Panel caliente o que zumba", description: "Una tapa del panel caliente, breakers que zumban o un medidor que vibra necesitan un electricista esta misma noche." },
  ],
  safetyTips: [
    "Si hay fuego o humo, saque a todos de la casa y llame primero al 911; después llámenos.",
    "No toque un tomacorriente que echa chispas, un panel mojado ni ningún cable caído; manténgase a 30 pies de los cables en el suelo y llame a la compañía eléctrica.",
    "Si puede llegar al panel sin peligro y con las manos secas, apague el breaker afectado o el principal.",
    "Desenchufe los aparatos electrónicos delicados y los electrodomésticos para que no se dañen cuando vuelva la luz.",
    "Mantenga cerrados el congelador y el refrigerador, y use linternas, no velas.",
  ],
  faqs: [
    {
      question: "¿Qué tan rápido pueden llegar?",
      answer: `En nuestra zona principal, alrededor de Manassas, Woodbridge, Centreville, Gainesville y Fairfax, llegamos en {arrival.minutes} minutos, de día o de noche. Más lejos, le damos por teléfono una hora de llegada honesta.`,
    },
    {
      question: "¿Cobran más de noche, los fines de semana o los días festivos?",
      answer: `No cobramos recargo por días festivos. Las reparaciones de emergencia empiezan en {price.emergency}, y le damos el precio de la reparación antes de empezar. Si la reparación es mayor, primero le explicamos las opciones.`,
    },
    {
      question: "¿Debo llamar a la compañía eléctrica o a un electricista?",
      answer:
        "Si toda su calle está sin luz o hay un cable caído, llame a la compañía eléctrica. Si solo su casa o parte de ella está sin luz, o algo echa chispas, huele a quemado o zumba, llámenos: el problema está de su lado del medidor.",
    },
    {
      question: "¿Un breaker que se dispara una y otra vez es una emergencia?",
      answer:
        "Sí, si se vuelve a disparar justo después de reiniciarlo, o si huele a quemado. Déjelo apagado, desenchufe lo que esté en ese circuito y llámenos. No sujete ni pegue con cinta un breaker para mantenerlo encendido.",
    },
  ],
});

/** The English text, as the assistant and the English pages have always read it. */
export const { symptoms: emergencySymptoms, safetyTips, faqs: emergencyFaqs } = emergencyText.en;
