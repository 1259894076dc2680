import { beforeAll, describe, expect, it } from "vitest";
import type { ChatTurn } from "~/lib/assistant/chat-protocol";
import { emergencyCities, furtherAreas } from "~/content/areas";
import { defaultBusiness } from "~/content/business";
import { businessText } from "~/content/business-text";
import { cities } from "~/content/cities";
import { safetyTips } from "~/content/emergency";
import { homeText } from "~/content/home";
import { findServicePage } from "~/content/service-pages";
import { serviceOffers } from "~/content/services";
import { answerChat } from "~/lib/assistant/assistant.server";
import { assistantText } from "~/lib/assistant/assistant-local.messages";
import { writtenLanguage } from "~/lib/assistant/chat-language.server";
import { callbackText } from "~/lib/assistant/emergency-callback.messages";
import type { Lang } from "~/content/languages";
import { parseConfig } from "~/lib/platform/config.server";
import { defaultFacts, fillFacts } from "~/lib/site/fact-placeholders.server";

// The built-in assistant: no OPENAI_API_KEY. Every expected value is read from app/content.
const config = parseConfig({ SESSION_SECRET: "s".repeat(40), LOG_LEVEL: "silent" });
// The facts as a fresh site has them (app/content), without a database of published edits.
const ask = (message: string, history: ChatTurn[] = [], lang?: Lang) => answerChat({ message, history, lang }, config, async () => defaultBusiness);
/** Sentences of the English half that must not appear in a Spanish answer. */
const ENGLISH = /\b(the|you|your|would|call our|we're|please)\b/i;

/** Words as they are sent: the facts their sentences name by placeholder, filled with today's. */
const sent = <T>(words: T) => fillFacts(words, defaultFacts);
const price = (serviceValue: string) => /\$[\d,]+/.exec(sent(serviceOffers.find((o) => o.serviceValue === serviceValue)!.price))![0];
const faqAnswer = (slug: string, question: RegExp, lang: Lang = "en") => sent(findServicePage(slug, lang)!.faqs.find((f) => question.test(f.question))!.answer);
/** The first "N-M hours/days" an FAQ answer states. */
const rangeIn = (text: string) => /\d+-\d+ (hours|days)/.exec(text)![0];
const business = defaultBusiness;

beforeAll(() => {
  process.env.SESSION_SECRET ??= "s".repeat(40);
});

describe("built-in assistant (no API key), grounded in app/content", () => {
  it("prices a panel upgrade", async () => {
    const { reply } = await ask("How much does a panel upgrade cost?");
    expect(reply).toContain(price("panel-upgrade"));
    expect(reply).toMatch(/panel/i);
  });

  it("prices an EV charger installation and says how long it takes", async () => {
    expect((await ask("What do you charge to install an EV charger?")).reply).toContain(price("ev-charger"));
    const { reply } = await ask("How long does an EV charger install take?");
    expect(reply).toContain(rangeIn(faqAnswer("ev-charger-installation", /how long/i)));
  });

  it("prices adding an outlet", async () => {
    const { reply } = await ask("What does it cost to add an outlet in my garage?");
    expect(reply).toContain(/\$\d+-\$\d+/.exec(faqAnswer("outlets", /cost to add an outlet/i))![0]);
  });

  it("prices whole-home surge protection", async () => {
    const { reply } = await ask("How much is a whole house surge protector?");
    expect(reply).toContain(price("surge-protection"));
  });

  it("says how long a rewire takes", async () => {
    const { reply } = await ask("How long does it take to rewire a house?");
    expect(reply).toContain(rangeIn(faqAnswer("residential-wiring", /how long/i)));
  });

  it("knows the hot tub circuit size", async () => {
    const { reply } = await ask("What size circuit does my new hot tub need?");
    expect(reply).toContain(faqAnswer("spa-wiring", /what size circuit/i));
  });

  it("answers how many recessed lights a room needs", async () => {
    const { reply } = await ask("How many recessed lights do I need in my living room?");
    expect(reply).toContain(/one recessed light per \d+ sq ft/.exec(faqAnswer("lighting", /recessed/i))![0]);
  });

  it("confirms Leesburg is served, and every listed town", async () => {
    const { reply } = await ask("Do you serve Leesburg?");
    expect(reply).toMatch(/^Yes/);
    expect(reply).toContain("Leesburg");
    for (const town of [...emergencyCities, ...furtherAreas]) {
      expect((await ask(`Do you come out to ${town}?`)).reply, town).toMatch(new RegExp(`^Yes — we serve ${town}\\b`));
    }
  });

  it("links a city that has its own page", async () => {
    const city = cities.find((c) => c.cityName === "Woodbridge")!;
    const { reply } = await ask("Are you able to service Woodbridge?");
    expect(reply).toContain(city.path);
  });

  it("answers an unlisted town with the service radius and the phone", async () => {
    const { reply } = await ask("Do you serve Richmond?");
    expect(reply).toContain("Richmond");
    expect(reply).toContain("100+");
    expect(reply).toContain(business.phone);
  });

  it("treats a sparking outlet as urgent: emergency line, response promise, outlet advice", async () => {
    const { reply } = await ask("Help, my outlet is sparking!");
    expect(reply).toContain(business.phone);
    expect(reply).toContain(faqAnswer("outlets", /sparked/i));
    expect(reply).toMatch(/60-minute/);
  });

  it("says to call 911 first when there is fire or smoke", async () => {
    const { reply } = await ask("There's smoke coming out of my breaker box");
    const tip = safetyTips.find((t) => /911/.test(t))!;
    expect(reply.startsWith(tip)).toBe(true);
    expect(reply.indexOf("911")).toBeLessThan(reply.indexOf(business.phone));
  });

  it("an emergency reply says to call 911 first once, whatever advice it quotes", async () => {
    for (const message of ["Help, my outlet is sparking!", "My outlet is sparking and smells like burning", "There's smoke coming out of my breaker box", "Emergency: power is out in half the house", "The panel is buzzing and hot"]) {
      const { reply } = await ask(message);
      expect(reply.match(/\b911\b/g), `${message}: ${reply}`).toHaveLength(1);
    }
  });

  it("gives the opening hours, holidays included", async () => {
    const { reply } = await ask("Are you open on Christmas day?");
    expect(reply).toContain(business.hours);
    expect(reply).toContain(business.holidays);
  });

  it("answers about the guarantee, financing and the licence", async () => {
    const guarantee = homeText.en.promises.find((p) => /guarantee/i.test(p.title))!;
    expect((await ask("Do you guarantee your work?")).reply).toContain(guarantee.description);
    const financing = homeText.en.promises.find((p) => /financ/i.test(p.title))!;
    expect((await ask("Do you offer financing?")).reply).toContain(financing.description);
    expect((await ask("Are you licensed and insured?")).reply).toContain(business.licence);
  });

  it("gives the phone, text number and email", async () => {
    const { reply } = await ask("What's your phone number or email?");
    expect(reply).toContain(business.phone);
    expect(reply).toContain(business.textPhone);
    expect(reply).toContain(business.email);
  });

  it("lists the starting prices when no service is named", async () => {
    const { reply } = await ask("What are your prices?");
    for (const offer of sent(serviceOffers)) expect(reply).toContain(`${offer.title}: ${offer.price}`);
  });

  it("answers an emergency FAQ: how fast can you get here", async () => {
    const { reply } = await ask("How fast can you get here?");
    expect(reply).toMatch(/60 minutes/);
  });

  it("does not make things up when it does not know", async () => {
    const { reply, bookingData } = await ask("What is the meaning of life?");
    expect(reply).toContain(business.phone);
    expect(reply).not.toMatch(/\$\d/);
    expect(bookingData).toBeUndefined();
  });

  it("asks for name, phone and service to book, then returns the booking block as data", async () => {
    const history: ChatTurn[] = [];
    const first = await ask("I'd like to book a consultation", history);
    expect(first.bookingData).toBeUndefined();
    expect(first.reply).toMatch(/your name/);
    expect(first.reply).toMatch(/phone/);
    expect(first.reply).toMatch(/service/);
    history.push({ role: "user", content: "I'd like to book a consultation" }, { role: "assistant", content: first.reply });

    const second = await ask("It's for an EV charger in my garage", history);
    expect(second.bookingData).toBeUndefined();
    expect(second.reply).toMatch(/your name/);
    expect(second.reply).not.toMatch(/the service you need/);
    history.push({ role: "user", content: "It's for an EV charger in my garage" }, { role: "assistant", content: second.reply });

    const third = await ask("Jane Doe, (703) 555-0199, jane@example.com", history);
    expect(third.bookingData).toEqual({
      service: findServicePage("ev-charger-installation")!.serviceName,
      name: "Jane Doe",
      phone: "(703) 555-0199",
      email: "jane@example.com",
      details: expect.stringContaining("EV charger in my garage"),
    });
    // The block itself is parsed out of the text shown.
    expect(third.reply).not.toMatch(/BOOKING|Service:|Phone:/);
    expect(third.reply).toMatch(/Jane/);
  });

  it("answers a question asked in the middle of booking, then carries on", async () => {
    const history: ChatTurn[] = [];
    const first = await ask("Can I schedule a panel upgrade?");
    history.push({ role: "user", content: "Can I schedule a panel upgrade?" }, { role: "assistant", content: first.reply });
    const question = await ask("How long does it take?", history);
    expect(question.reply).toContain(rangeIn(faqAnswer("panel-upgrades", /how long/i)));
    history.push({ role: "user", content: "How long does it take?" }, { role: "assistant", content: question.reply });
    const done = await ask("Great. I'm Maria Lopez, 703-555-0111", history);
    expect(done.bookingData).toMatchObject({ service: findServicePage("panel-upgrades")!.serviceName, name: "Maria Lopez", phone: "703-555-0111" });
  });

  it("puts an emergency before booking", async () => {
    const { reply, bookingData } = await ask("My breaker panel is buzzing and hot, can you send someone?");
    expect(bookingData).toBeUndefined();
    expect(reply).toContain(business.phone);
    expect(reply).toMatch(/right away/);
  });

  it("books in one message when everything is given", async () => {
    const { bookingData } = await ask("Please book a panel upgrade consultation, my name is John Smith, phone 571-555-0123");
    expect(bookingData).toMatchObject({ service: findServicePage("panel-upgrades")!.serviceName, name: "John Smith", phone: "571-555-0123" });
  });
});

describe("built-in assistant in Spanish (on /es, or when the visitor writes Spanish)", () => {
  it("'¿Hablan español?' gets a clear yes in Spanish, on either site", async () => {
    for (const lang of ["es", "en"] as const) {
      const answer = await ask("¿Hablan español?", [], lang);
      expect(answer.lang, lang).toBe("es");
      expect(answer.reply, lang).toBe(assistantText.es.spanish);
      expect(answer.reply).toMatch(/^¡Sí, hablamos español!/);
    }
    // Asked in English, the answer is yes too, in English.
    expect((await ask("Do you speak Spanish?", [], "en")).reply).toBe(assistantText.en.spanish);
  });

  it("prices a panel upgrade in Spanish, the price as the site states it", async () => {
    const { reply, lang } = await ask("¿Cuánto cuesta cambiar el panel eléctrico?", [], "es");
    expect(lang).toBe("es");
    expect(reply).toContain(`Cambio de panel eléctrico: desde ${price("panel-upgrade")}`);
    expect(reply).toContain(assistantText.es.offerConsultation);
    expect(reply).not.toMatch(ENGLISH);
  });

  it("quotes the Spanish FAQ answer for a Spanish question on /es: price and duration", async () => {
    const panel = await ask("¿Cuánto cuesta cambiar el panel eléctrico?", [], "es");
    expect(panel.reply).toContain(faqAnswer("panel-upgrades", /^¿Cuánto cuesta/, "es"));
    const rewire = await ask("¿Cuánto tarda en recablear una casa?", [], "es");
    expect(rewire.lang).toBe("es");
    expect(rewire.reply).toContain(faqAnswer("residential-wiring", /^¿Cuánto tiempo/, "es"));
    expect(rewire.reply).toContain(assistantText.es.bookConsultation);
    const charger = await ask("¿Cuánto tiempo toma instalar un cargador para carro eléctrico?", [], "es");
    expect(charger.reply).toContain(faqAnswer("ev-charger-installation", /^¿Cuánto tiempo/, "es"));
    for (const { reply } of [panel, rewire, charger]) expect(reply).not.toMatch(ENGLISH);
  });

  it("answers a question no rule covers with the Spanish FAQ, a Spanish message on the English site too", async () => {
    const hotTub = faqAnswer("spa-wiring", /^¿Qué circuito/, "es");
    expect((await ask("¿Qué tamaño de circuito necesita mi jacuzzi nuevo?", [], "es")).reply).toContain(hotTub);
    const onEnglishSite = await ask("¿Qué tamaño de circuito necesita mi jacuzzi nuevo?", [], "en");
    expect(onEnglishSite.lang).toBe("es");
    expect(onEnglishSite.reply).toContain(hotTub);
    // Nothing in the Spanish knowledge answers it: the honest answer, not a guess.
    expect((await ask("¿Cuál es el sentido de la vida?", [], "es")).reply).toBe(assistantText.es.unknown(business.phone));
  });

  it("lists the starting prices in Spanish when no service is named", async () => {
    const { reply } = await ask("¿Cuáles son sus precios?", [], "es");
    for (const offer of serviceOffers) {
      const amount = /\$[\d,]+/.exec(sent(offer.price))?.[0];
      if (amount) expect(reply).toContain(`desde ${amount}`);
    }
    expect(reply).toMatch(/^Estos son nuestros precios iniciales/);
    expect(reply).not.toMatch(ENGLISH);
  });

  it("fire or smoke: 911 first, in Spanish, then the line and the call-back offer", async () => {
    const { reply, lang } = await ask("Huelo a quemado y sale humo del panel", [], "es");
    expect(lang).toBe("es");
    expect(reply.startsWith("Si hay fuego o humo, saque a todos de la casa y llame primero al 911")).toBe(true);
    expect(reply.indexOf("911")).toBeLessThan(reply.indexOf(business.phone));
    expect(reply.match(/\b911\b/g)).toHaveLength(1);
    expect(reply).toContain(callbackText.es.offer);
    expect(reply).not.toMatch(ENGLISH);
  });

  it("a sparking outlet is urgent in Spanish: the Spanish FAQ's advice, the line, the 60-minute arrival, 911 once, the call-back offer", async () => {
    const { reply } = await ask("El tomacorriente echa chispas", [], "es");
    expect(reply).toMatch(/^Eso necesita atención de inmediato/);
    expect(reply).toContain(faqAnswer("outlets", /chispas/, "es"));
    expect(reply).toContain(business.phone);
    expect(reply).toContain("60 minutos");
    expect(reply.match(/\b911\b/g)).toHaveLength(1);
    expect(reply).toContain(callbackText.es.offer);
  });

  it("areas, hours, contact and the licence in Spanish; a city's link goes to its Spanish page", async () => {
    const area = (await ask("¿Trabajan en Woodbridge?", [], "es")).reply;
    expect(area).toMatch(/^Sí — trabajamos en Woodbridge/);
    expect(area).toContain(`/es${cities.find((c) => c.cityName === "Woodbridge")!.path}`);
    const unlisted = (await ask("¿Sirven en Richmond?", [], "es")).reply;
    expect(unlisted).toMatch(/^Richmond no está en nuestra lista/);
    expect(unlisted).toContain(business.phone);
    const hours = (await ask("¿Cuál es su horario? ¿Abren los domingos?", [], "es")).reply;
    expect(hours).toMatch(/^Estamos abiertos 24\/7/);
    // The office's default hours in Spanish, not the English "24/7 - Every Day".
    expect(hours).toContain(businessText.es.hours);
    const contact = (await ask("¿Cuál es su número de teléfono?", [], "es")).reply;
    expect(contact).toContain(business.phone);
    expect(contact).toContain(business.email);
    expect((await ask("¿Tienen licencia y seguro?", [], "es")).reply).toContain(business.licence);
    for (const reply of [area, contact, hours]) expect(reply).not.toMatch(ENGLISH);
    for (const reply of [area, contact, hours]) expect(reply).not.toContain(business.hours);
  });

  it("books in Spanish: asks for what is missing, then hands off the booking block", async () => {
    const history: ChatTurn[] = [];
    const first = await ask("Quiero una cita para instalar un cargador para mi carro eléctrico", history, "es");
    expect(first.bookingData).toBeUndefined();
    expect(first.reply).toContain("su nombre");
    expect(first.reply).not.toContain("el servicio que necesita");
    history.push({ role: "user", content: "Quiero una cita para instalar un cargador para mi carro eléctrico" }, { role: "assistant", content: first.reply });
    const done = await ask("Me llamo María López, 703-555-0111", history, "es");
    expect(done.bookingData).toMatchObject({ service: findServicePage("ev-charger-installation")!.serviceName, name: "María López", phone: "703-555-0111" });
    expect(done.reply).toMatch(/^¡Gracias, María! Ya tengo lo que necesito/);
  });

  it("a Spanish message on the English site is answered in Spanish; the next neutral message stays Spanish", async () => {
    const first = await ask("¿Cuánto cuesta un cargador para carro eléctrico?", [], "en");
    expect(first.lang).toBe("es");
    expect(first.reply).toContain(`desde ${price("ev-charger")}`);
    const history: ChatTurn[] = [{ role: "user", content: "Hay chispas en el enchufe" }, { role: "assistant", content: callbackText.es.offer }];
    expect((await ask("Ana Ruiz, 571-555-0101", history, "en")).lang).toBe("es");
  });

  it("an English message on the English site stays English", async () => {
    const { reply, lang } = await ask("How much does a panel upgrade cost?", [], "en");
    expect(lang).toBe("en");
    expect(reply).toContain(price("panel-upgrade"));
    expect(reply).toMatch(/Would you like me to set up a free consultation call\?$/);
    expect((await ask("My name is José Pérez, 703-555-0100", [], "en")).lang).toBe("en");
  });
});

describe("built-in assistant with the office's published facts", () => {
  // The facts as the office edited them (docs/content.md), in the answer's language.
  const edited = async (lang: Lang) => ({
    ...defaultBusiness,
    phone: "(703) 555-0199",
    email: "office@valor.example",
    hours: lang === "es" ? "Abierto día y noche" : "Open day and night",
    radius: lang === "es" ? "Atendemos en un radio de 80 millas" : "Serving an 80 mile radius",
  });
  const askEdited = (message: string, lang: Lang) => answerChat({ message, history: [], lang }, config, edited);

  it.each(["en", "es"] as const)("states them, not the defaults (%s)", async (lang) => {
    const contact = (await askEdited(lang === "es" ? "¿Cuál es su teléfono y su correo?" : "What is your phone number and email?", lang)).reply;
    expect(contact).toContain("(703) 555-0199");
    expect(contact).toContain("office@valor.example");
    const area = (await askEdited(lang === "es" ? "¿Trabajan en Leesburg?" : "Do you serve Leesburg?", lang)).reply;
    expect(area).toContain(lang === "es" ? "Atendemos en un radio de 80 millas" : "Serving an 80 mile radius");
    // A town off the list gets the radius as the office wrote it, not reworded around the default's first word.
    const unlisted = (await askEdited(lang === "es" ? "¿Trabajan en Harrisonburg?" : "Do you serve Harrisonburg?", lang)).reply;
    expect(unlisted).toContain(lang === "es" ? "Atendemos en un radio de 80 millas." : "Serving an 80 mile radius.");
    const hours = (await askEdited(lang === "es" ? "¿A qué hora abren?" : "What are your hours?", lang)).reply;
    expect(hours).toContain(lang === "es" ? "Abierto día y noche" : "Open day and night");
  });
});

describe("writtenLanguage: is a chat message Spanish?", () => {
  it.each([
    ["¿Hablan español?", "es"],
    ["Huelo a quemado y sale humo del panel", "es"],
    ["hola, necesito un electricista", "es"],
    ["Sí, por favor. María López, 703-555-0100", "es"],
    ["gracias", "es"],
    ["How much is a panel upgrade?", "en"],
    ["There's smoke coming out of my breaker box", "en"],
    ["My name is José Pérez", "en"],
    ["Jane Doe, 703-555-0100", null],
    ["12 Oak Street, Manassas", null],
    ["ok", null],
  ] as const)("%s → %s", (text, lang) => {
    expect(writtenLanguage(text)).toBe(lang);
  });
});
