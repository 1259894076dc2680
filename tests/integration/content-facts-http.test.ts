/**
 * A fact the office publishes is the only one the site states (docs/content.md, "Facts in sentences"): new starting
 * prices for panel upgrades, wiring, EV chargers and surge protection, a generator price set and then changed, a new
 * arrival promise and new years of experience, published over HTTP by a signed-in admin, leave no mention of the old
 * ones on any page of the sitemap in either language (its words, `<title>`, meta and og descriptions and structured
 * data, as served), in the words of the parts that load on first use, in the built-in assistant's answers, in what
 * the text and voice assistants' model is told, and in the customers' mails.
 */
import { describe, expect, it } from "vitest";
import { formFields } from "../support/html-form";
import { type Site, useSite } from "../support/site";
import { postSubmission, submission } from "../support/submissions";
import { connect } from "../support/voice-relay";

/** Each published fact: the block and field that hold it, its new value, and how its old and new values read. */
const PRICES = [
  // "$300-500" is the dedicated circuit's cost, not surge protection's price.
  { block: "service/panel-upgrades", value: "3507", old: /\$3,000(?![\d,])/g, now: "$3,507" },
  { block: "service/residential-wiring", value: "361", old: /\$350(?![\d,])/g, now: "$361" },
  { block: "service/ev-charger-installation", value: "847", old: /\$800(?![\d,])/g, now: "$847" },
  { block: "service/surge-protection", value: "317", old: /\$300(?![\d,-])/g, now: "$317" },
];
/** The arrival promise as the site writes it: "60-minute", "60 minutes", "60-Minute", "60 minutos", "60 min". */
const OLD_ARRIVAL = /(?<![\d.,$])60[ -]?(?:minutes?|minutos|min)\b/gi;
/** The default star rating as the site writes it: "5.0" (a review's own "5 out of 5" is no claim of the record's). */
const OLD_RATING = /(?<![\d.])5\.0(?![\d])/g;
/** The years of experience: "20+", "20+ years", "20 years", "more than 20 years", "Más de 20 años". */
const OLD_YEARS = /(?<![\d.,$])20(?:\+| (?:years|años)\b)/gi;
/** A generator price the office set first, and changes. */
const GENERATOR = { block: "service/generators", first: "4200", old: /\$4,200(?![\d,])/g, then: "4600", now: "$4,600" };
/** The root loader's name for the published facts, in a page's data. */
const FACTS_VERSION = /\\?"facts\\?":\\?"([0-9a-f]{12})/;
/** A placeholder that reached the visitor as typed. */
const PLACEHOLDER = /\{[a-z]+\.[A-Za-z]+\}/g;

/** Where a text still matches `patterns` (or shows a placeholder), with a little of what is around it. */
function mentions(text: string, patterns: RegExp[]): string[] {
  return [...patterns, PLACEHOLDER].flatMap((pattern) => [...text.matchAll(pattern)].map((m) => text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 20)));
}

/** Posts "Publish" on a block's form as the editor loads it, with `changes`, as a browser without JavaScript posts it. */
async function postPublishOn(site: Site, block: string, changes: Record<string, string>) {
  const fields = formFields(await site.page(`/admin/content/${block}`, site.admin), 'id="words-');
  for (const [name, value] of Object.entries(changes)) fields.set(name, value);
  fields.set("intent", "publish");
  return site.post(`/admin/content/${block}`, fields);
}

/** Publishes, and expects it taken. */
async function publishOn(site: Site, block: string, changes: Record<string, string>) {
  const response = await postPublishOn(site, block, changes);
  expect(response.status, `${block}: ${await response.clone().text().then((t) => t.slice(0, 200))}`).toBe(302);
}

describe("facts published by the office, everywhere the site states them", () => {
  const site = useSite({ admin: true });

  const get = async (path: string) => {
    const response = await site.get(path);
    expect(response.status, path).toBe(200);
    return response.text();
  };
  const postPublish = (block: string, changes: Record<string, string>) => postPublishOn(site, block, changes);
  const publish = (block: string, changes: Record<string, string>) => publishOn(site, block, changes);
  const sitemapPaths = async () => [...(await get("/sitemap.xml")).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  /** Where the site states its facts: every sitemap page's HTML, and the words of the parts that load on first use. */
  const everyPlace = async () => {
    const paths = await sitemapPaths();
    const parts = ["home", "footer", "forms", "chat", "frame"].flatMap((part) => ["en", "es"].map((lang) => `/words/${part}?lang=${lang}&v=test`));
    return [...paths, ...parts];
  };
  const ask = async (message: string, lang: "en" | "es") => {
    const response = await site.post("/chat/reply", JSON.stringify({ message, conversationHistory: [], lang }), {
      cookie: "",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { reply: string }).reply;
  };
  /** Every page and part, then each question's answer: where `patterns` still match. */
  const sweep = async (patterns: RegExp[], questions: [string, "en" | "es"][]) => {
    const found: string[] = [];
    for (const path of await everyPlace()) found.push(...mentions(await get(path), patterns).map((mention) => `${path}: …${mention}…`));
    const answers: string[] = [];
    for (const [question, lang] of questions) {
      const reply = await ask(question, lang);
      answers.push(reply);
      found.push(...mentions(reply, patterns).map((mention) => `assistant "${question}": …${mention}…`));
    }
    return { found, answers };
  };

  // Each sweep walks every page in both languages (about 17 s of a worker): the facts of one form go in one sweep.
  it("states published starting prices everywhere, the old ones nowhere (panel upgrades, wiring, EV chargers, surge protection, and a generator price set, then changed)", async () => {
    // Before: the defaults are stated, so the sweep below can find them.
    const before = await get("/services/panel-upgrades");
    expect(before.match(PRICES[0]!.old)?.length ?? 0).toBeGreaterThan(5);
    // An unedited site's pages name no facts' version (they weigh what they did).
    expect(await get("/")).not.toMatch(FACTS_VERSION);
    // Generators have no starting price until the office sets one: the page promises a quote.
    expect(await get("/services/generators")).toContain("Upfront quote after a load review");
    await publish(GENERATOR.block, { startingAt: GENERATOR.first });
    for (const lang of ["", "/es"]) expect(await get(`${lang}/services/generators`)).toContain("$4,200");
    expect(await ask("How much does a generator cost?", "en")).toContain("$4,200");

    for (const price of PRICES) await publish(price.block, { startingAt: price.value });
    await publish(GENERATOR.block, { startingAt: GENERATOR.then });

    const { found, answers } = await sweep(
      [...PRICES.map((p) => p.old), GENERATOR.old],
      [
        ["How much does a panel upgrade cost?", "en"],
        ["How much is an EV charger installation?", "en"],
        ["How much does surge protection cost?", "en"],
        ["What are your prices?", "en"],
        ["How much does rewiring a house cost?", "en"],
        ["¿Cuánto cuesta una actualización del panel?", "es"],
        ["¿Cuánto cuesta instalar un cargador para vehículo eléctrico?", "es"],
        ["¿Cuáles son sus precios?", "es"],
        ["How much does a generator cost?", "en"],
        ["¿Cuánto cuesta instalar un generador?", "es"],
      ],
    );
    expect(found).toEqual([]);
    for (const lang of ["", "/es"]) {
      const panel = await get(`${lang}/services/panel-upgrades`);
      expect(panel, `${lang} title`).toMatch(/<title>[^<]*\$3,507/);
      expect(panel).toMatch(/<meta name="description" content="[^"]*\$3,507/);
      expect(panel).toMatch(/<meta property="og:description" content="[^"]*\$3,507/);
      expect(panel).toMatch(/application\/ld\+json[^>]*>[^<]*\$3,507/);
      expect(await get(`${lang}/services`)).toContain("$847");
      expect(await get(`${lang}/services/generators`)).toContain(GENERATOR.now);
    }
    // The home page names the published facts' version, and its sections' words at that address state them.
    const version = FACTS_VERSION.exec(await get("/"))?.[1];
    expect(version).toBeTruthy();
    expect(await get(`/words/home?lang=en&v=test&f=${version}`)).toContain("Starting at $3,507");
    expect(answers[0]).toContain("$3,507");
    expect(answers[1]).toContain("$847");
    expect(answers[2]).toContain("$317");
    expect(answers[4]).toContain("$361");
    expect(answers[5]).toContain("$3,507");
    expect(answers[8]).toContain(GENERATOR.now);
    expect(answers[9]).toContain(GENERATOR.now);
  }, 300_000);

  it("refuses a text naming no fact with the names it may use, changing nothing", async () => {
    const response = await postPublish("service/generators", { "searchTitle.en": "Generators from {price.generator}" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("{price.generator} names no fact");
    expect(html).toContain("Generators from {price.generator}");
    expect(await get("/services/generators")).not.toContain("Generators from");
  });

  it("states a published arrival promise, star rating and years of experience everywhere, the old ones nowhere (the footer, the home's figures, the structured data)", async () => {
    expect(await get("/emergency")).toMatch(OLD_ARRIVAL);
    expect(await get("/")).toMatch(OLD_RATING);
    await publish("business", { arrivalMinutes: "45", reviewRating: "4.7", reviewCount: "212", years: "23" });
    const { found, answers } = await sweep(
      [OLD_ARRIVAL, OLD_RATING, OLD_YEARS],
      [
        ["My outlet is sparking", "en"],
        ["What are your hours?", "en"],
        ["How fast can you get here in an emergency?", "en"],
        ["Mi tomacorriente echa chispas", "es"],
        ["¿Cuál es su horario?", "es"],
        ["What do your customers say about you?", "en"],
        ["How long have you been in business?", "en"],
        ["¿Cuántos años de experiencia tienen?", "es"],
      ],
    );
    expect(found).toEqual([]);
    for (const lang of ["", "/es"]) {
      expect(await get(`${lang}/emergency`)).toMatch(/<title>[^<]*45/);
      expect(await get(`${lang}/`)).toMatch(/"ratingValue":"4\.7","reviewCount":212/);
    }
    expect(answers[0]).toMatch(/\b45-minute/);
    expect(answers[3]).toMatch(/\b45 minutos/);
    expect(await get("/about")).toContain("23");
  }, 300_000);
});

describe("facts published by the office, in the models' instructions and the mails", () => {
  const OFFICE = "facts-office@example.com";
  const site = useSite({
    admin: true,
    smtp: true,
    openai: { appendsBeforeAnswer: 1000 },
    env: ({ openai }) => ({ OPENAI_REALTIME_URL: openai.realtimeUrl, OFFICE_EMAIL: OFFICE }),
  });

  /** The text assistant's instructions for a question in `lang`, as the model received them. */
  const chatInstructions = async (lang: "en" | "es") => {
    const response = await site.post("/chat/reply", JSON.stringify({ message: lang === "en" ? "How much does it cost?" : "¿Cuánto cuesta?", conversationHistory: [], lang }), {
      cookie: "",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
    });
    expect(response.status).toBe(200);
    return site.openai.chatRequests.at(-1)!.body.messages!.find((m) => m.role === "system")!.content;
  };
  /** The voice assistant's instructions for a ticket in `lang`, as the relay set them on the session. */
  const voiceInstructions = async (lang: "en" | "es") => {
    const { token, url } = (await (await fetch(`${site.url}/voice-token?lang=${lang}`)).json()) as { token: string; url: string };
    const sessions = site.openai.realtime.length;
    const client = await connect(`${site.url.replace(/^http/, "ws")}${url}`, { token, origin: site.url });
    await client.next("session.updated", 10_000);
    const [update] = site.openai.realtime[sessions]!.events as { type: string; session?: { instructions?: string } }[];
    client.ws.close();
    await client.closed;
    expect(update?.type).toBe("session.update");
    return update?.session?.instructions ?? "";
  };
  /** Both assistants' instructions in both languages, one after the other (each is read as the fake's last record). */
  const instructions = async () => {
    const told: (readonly [string, string])[] = [];
    for (const lang of ["en", "es"] as const) told.push([`chat ${lang}`, await chatInstructions(lang)], [`voice ${lang}`, await voiceInstructions(lang)]);
    return told;
  };
  const mailsTo = async (address: string) => {
    for (let i = 0; i < 200 && !site.smtp.received.some((m) => m.to.includes(address)); i++) await new Promise((r) => setTimeout(r, 50));
    return site.smtp.received.filter((m) => m.to.includes(address));
  };
  /** The customers' mails of an estimate and an emergency request in each language and of a signup, and the emergency's status page. */
  const customerTexts = async (run: string) => {
    const texts: [string, string][] = [];
    for (const [lang, prefix] of [["en", ""], ["es", "/es"]] as const) {
      for (const type of ["estimate", "emergency"] as const) {
        const email = `${run}-${type}-${lang}@example.com`;
        const fields = { type, name: "Ana Ruiz", phone: "(703) 555-0123", email, serviceType: "panel-upgrade", address: "12 Oak St, Fairfax", description: "Facts check", company_website: "" };
        const posted = await site.post(`${prefix}/contact`, new URLSearchParams(fields), { cookie: "", headers: { "X-Forwarded-For": `198.51.100.${texts.length + 10}` } });
        expect(posted.status, await posted.clone().text().then((t) => t.slice(0, 200))).toBe(302);
        const [mail] = await mailsTo(email);
        expect(mail, email).toBeTruthy();
        texts.push([`mail ${type} ${lang}`, `${mail!.subject}\n${mail!.text}`]);
        const status = /https?:\/\/\S+\/status\/\S+/.exec(mail!.text)?.[0];
        if (type === "emergency") {
          expect(status, mail!.text).toBeTruthy();
          const page = await fetch(status!);
          expect(page.status, status).toBe(200);
          texts.push([`status page ${lang}`, await page.text()]);
        }
      }
    }
    const signup = submission(`${run}-news`, 0, "newsletter");
    expect((await postSubmission(site.url, signup)).accepted).toBe(true);
    const [welcome] = await mailsTo(signup.email);
    texts.push(["mail newsletter", `${welcome!.subject}\n${welcome!.text}`]);
    return texts;
  };
  const found = (texts: (readonly [string, string])[], patterns: RegExp[]) => texts.flatMap(([where, text]) => mentions(text, patterns).map((m) => `${where}: …${m}…`));

  it("tells the assistants and mails the customers the published prices, arrival promise and years, never the old ones", async () => {
    const oldPrices = PRICES.map((p) => p.old);
    // Before: the instructions state the defaults, so the sweep below can find them.
    const before = await instructions();
    for (const [where, text] of before) {
      expect(text.match(PRICES[0]!.old)?.length ?? 0, where).toBeGreaterThan(0);
      expect(text.match(OLD_ARRIVAL)?.length ?? 0, where).toBeGreaterThan(0);
      expect(text.match(OLD_YEARS)?.length ?? 0, where).toBeGreaterThan(0);
    }

    for (const price of PRICES) await publishOn(site, price.block, { startingAt: price.value });
    await publishOn(site, GENERATOR.block, { startingAt: GENERATOR.first });
    for (const [where, text] of await instructions()) expect(text, where).toContain("$4,200");
    await publishOn(site, GENERATOR.block, { startingAt: GENERATOR.then });
    await publishOn(site, "business", { arrivalMinutes: "45", years: "23" });

    const after = [...(await instructions()), ...(await customerTexts("facts"))];
    expect(found(after, [...oldPrices, GENERATOR.old, OLD_ARRIVAL, OLD_YEARS])).toEqual([]);
    for (const [where, text] of after.filter(([where]) => /^(chat|voice)/.test(where))) {
      // Each in its language: the Spanish site's services (decision 0040).
      expect(text, where).toContain(where.endsWith("es") ? "Desde $3,507" : "Starting at $3,507");
      for (const price of PRICES) expect(text, where).toContain(price.now);
      expect(text, where).toContain(GENERATOR.now);
      expect(text, where).toMatch(/\b45[ -](?:minute|minutos)/);
      expect(text, where).toMatch(/\b23\+|Más de 23 años/);
    }
  }, 300_000);
});
