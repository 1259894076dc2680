import { beforeAll, describe, expect, it } from "vitest";
import type { ChatTurn } from "~/lib/assistant/chat-protocol";
import { emergencyCities, furtherAreas } from "~/content/areas";
import { defaultBusiness } from "~/content/business";
import { cities } from "~/content/cities";
import { safetyTips } from "~/content/emergency";
import { promises } from "~/content/home";
import { findServicePage } from "~/content/service-pages";
import { serviceOffers } from "~/content/services";
import { answerChat } from "~/lib/assistant/assistant.server";
import { parseConfig } from "~/lib/platform/config.server";

// The built-in assistant: no OPENAI_API_KEY. Every expected value is read from app/content.
const config = parseConfig({ SESSION_SECRET: "s".repeat(40), LOG_LEVEL: "silent" });
const ask = (message: string, history: ChatTurn[] = []) => answerChat({ message, history }, config);

const price = (serviceValue: string) => /\$[\d,]+/.exec(serviceOffers.find((o) => o.serviceValue === serviceValue)!.price)![0];
const faqAnswer = (slug: string, question: RegExp) => findServicePage(slug)!.faqs.find((f) => question.test(f.question))!.answer;
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
    const guarantee = promises.find((p) => /guarantee/i.test(p.title))!;
    expect((await ask("Do you guarantee your work?")).reply).toContain(guarantee.description);
    const financing = promises.find((p) => /financ/i.test(p.title))!;
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
    for (const offer of serviceOffers) expect(reply).toContain(`${offer.title}: ${offer.price}`);
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
