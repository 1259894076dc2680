import { catalogue } from "./catalogue";

interface Contact {
  email: string;
  phone: string;
}

/** The privacy policy, one paragraph per heading; the last names how to reach the office. */
const en = {
  meta: {
    title: "Privacy policy",
    description: (name: string) => `What we collect when you contact ${name}, why we keep it, and how to have it deleted.`,
  },
  title: "Privacy policy",
  updated: "Last updated November 2026",
  sections: [
    {
      heading: "What we collect",
      text: "When you request an estimate, book a call, send a contact request, subscribe to our newsletter or chat with our virtual office manager, we keep what you type: your name, phone number, email address, service address and the details of your electrical problem, with the page you sent it from and the time.",
    },
    {
      heading: "Why we keep it",
      text: "Only to answer your request: to call or text you back, schedule the visit, send your confirmation email and keep a record of the work we quoted. Newsletter subscribers receive our seasonal tips and offers.",
    },
    {
      heading: "Who sees it",
      text: "Our office staff. We do not sell or rent your information. Scheduling is handled by Calendly, and voice or text chat may be processed by our AI provider to produce an answer; neither may use it for anything else.",
    },
    {
      heading: "Cookies",
      text: "We set a cookie to show you the result of a form you sent and, for staff, to keep them signed in. When you arrive from another website or a link of one of our campaigns, one cookie of our own (named visit) remembers for 30 days the page you arrived on, the website that sent you (its address only) and the campaign tags in the link; if you send us a request, it is kept with your request so we know which of our pages and campaigns bring work. It holds nothing about who you are. We use no advertising or third-party tracking cookies and no third-party scripts.",
    },
  ],
  choices: {
    heading: "Your choices",
    before: "To see, correct or delete what we hold about you, or to unsubscribe, email",
    after: ({ phone }: Contact) => `or call ${phone}. We answer within 30 days.`,
  },
};

export type PrivacyText = typeof en;

export const privacyText = /* @__PURE__ */ catalogue(en, {
  meta: {
    title: "Política de privacidad",
    description: (name: string) =>
      `Qué datos guardamos cuando se comunica con ${name}, por qué los guardamos y cómo pedir que los borremos.`,
  },
  title: "Política de privacidad",
  updated: "Última actualización: noviembre de 2026",
  sections: [
    {
      heading: "Qué datos recopilamos",
      text: "Cuando pide un presupuesto, reserva una llamada, nos envía una solicitud de contacto, se suscribe a nuestro boletín o habla con nuestra gerente de oficina virtual, guardamos lo que usted escribe: su nombre, número de teléfono, correo electrónico, la dirección del servicio y los detalles de su problema eléctrico, junto con la página desde donde lo envió y la hora.",
    },
    {
      heading: "Por qué los guardamos",
      text: "Solo para atender su solicitud: para llamarle o enviarle un mensaje de texto, agendar la visita, enviarle el correo de confirmación y guardar un registro del trabajo que le cotizamos. Los suscriptores del boletín reciben nuestros consejos y ofertas de temporada.",
    },
    {
      heading: "Quién los ve",
      text: "El personal de nuestra oficina. No vendemos ni alquilamos su información. Las citas se agendan con Calendly, y las conversaciones por voz o por chat pueden ser procesadas por nuestro proveedor de inteligencia artificial para dar una respuesta; ninguno de los dos puede usarlas para nada más.",
    },
    {
      heading: "Cookies",
      text: "Usamos una cookie para mostrarle el resultado de un formulario que envió y, para nuestro personal, para mantener su sesión abierta. Cuando llega desde otro sitio web o desde un enlace de una de nuestras campañas, una cookie propia (llamada visit) recuerda durante 30 días la página a la que llegó, el sitio que lo envió (solo su dirección) y las etiquetas de campaña del enlace; si nos envía una solicitud, se guarda con ella para que sepamos qué páginas y campañas nos traen trabajo. No guarda nada sobre quién es usted. No usamos cookies de publicidad ni de rastreo de terceros, ni scripts de terceros.",
    },
  ],
  choices: {
    heading: "Sus opciones",
    before: "Para ver, corregir o borrar los datos que tenemos sobre usted, o para darse de baja, escriba a",
    after: ({ phone }: Contact) => `o llame al ${phone}. Respondemos en un plazo de 30 días.`,
  },
});
