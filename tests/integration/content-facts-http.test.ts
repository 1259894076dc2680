/**
 * A fact the office publishes is the only one the site states (docs/content.md, "Facts in sentences"): new starting
 * prices for panel upgrades, EV chargers and surge protection, a new arrival promise and new years of experience,
 * published over HTTP by a signed-in admin, leave no mention of the old ones on any page of the sitemap in either
 * language (its words, `<title>`, meta and og descriptions and structured data, as served), in the words of the
 * parts that load on first use, and in the built-in assistant's answers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltServer, loginOverHttp, startBuiltServer } from "../support/built-server";
import { formFields } from "../support/html-form";

const ADMIN = { email: "facts-sweep-admin@example.com", password: "facts sweep admin password 1" };

/** Each published fact: the block and field that hold it, its new value, and how its old and new values read. */
const PRICES = [
  // "$300-500" is the dedicated circuit's cost, not surge protection's price.
  { block: "service/panel-upgrades", value: "3507", old: /\$3,000(?![\d,])/g, now: "$3,507" },
  { block: "service/ev-charger-installation", value: "847", old: /\$800(?![\d,])/g, now: "$847" },
  { block: "service/surge-protection", value: "317", old: /\$300(?![\d,-])/g, now: "$317" },
];
const OLD_ARRIVAL = /\b60(?:[ -](?:minutes?|minutos)\b|-Minute)/gi;
const OLD_YEARS = /(?<![\d.])20\+|\b(?:more than|más de) 20 (?:years|años)\b/gi;
/** The root loader's name for the published facts, in a page's data. */
const FACTS_VERSION = /\\?"facts\\?":\\?"([0-9a-f]{12})/;
/** A placeholder that reached the visitor as typed. */
const PLACEHOLDER = /\{[a-z]+\.[A-Za-z]+\}/g;

/** Where a text still matches `patterns` (or shows a placeholder), with a little of what is around it. */
function mentions(text: string, patterns: RegExp[]): string[] {
  return [...patterns, PLACEHOLDER].flatMap((pattern) => [...text.matchAll(pattern)].map((m) => text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 20)));
}

describe("facts published by the office, everywhere the site states them", () => {
  let server: BuiltServer;
  let admin: string;
  beforeAll(async () => {
    server = await startBuiltServer({ admin: ADMIN });
    admin = await loginOverHttp(server, ADMIN);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  const get = async (path: string) => {
    const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
    expect(response.status, path).toBe(200);
    return response.text();
  };
  /** Posts "Publish" on a block's form as the editor loads it, with `changes`, as a browser without JavaScript posts it. */
  const postPublish = async (block: string, changes: Record<string, string>) => {
    const editor = `${server.url}/admin/content/${block}`;
    const fields = formFields(await (await fetch(editor, { headers: { Cookie: admin } })).text(), 'id="words-');
    for (const [name, value] of Object.entries(changes)) fields.set(name, value);
    fields.set("intent", "publish");
    return fetch(editor, {
      method: "POST",
      redirect: "manual",
      headers: { ...server.sameOrigin, "Content-Type": "application/x-www-form-urlencoded", Cookie: admin },
      body: fields,
    });
  };
  /** Publishes, and expects it taken. */
  const publish = async (block: string, changes: Record<string, string>) => {
    const response = await postPublish(block, changes);
    expect(response.status, `${block}: ${await response.clone().text().then((t) => t.slice(0, 200))}`).toBe(302);
  };
  const sitemapPaths = async () => [...(await get("/sitemap.xml")).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  /** Where the site states its facts: every sitemap page's HTML, and the words of the parts that load on first use. */
  const everyPlace = async () => {
    const paths = await sitemapPaths();
    const parts = ["home", "footer", "forms", "chat"].flatMap((part) => ["en", "es"].map((lang) => `/words/${part}?lang=${lang}&v=test`));
    return [...paths, ...parts];
  };
  const ask = async (message: string, lang: "en" | "es") => {
    const response = await fetch(`${server.url}/chat/reply`, {
      method: "POST",
      headers: { ...server.sameOrigin, "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ message, conversationHistory: [], lang }),
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

  it("states a published starting price everywhere, the old one nowhere (panel upgrades, EV chargers, surge protection)", async () => {
    // Before: the defaults are stated, so the sweep below can find them.
    const before = await get("/services/panel-upgrades");
    expect(before.match(PRICES[0]!.old)?.length ?? 0).toBeGreaterThan(5);
    // An unedited site's pages name no facts' version (they weigh what they did).
    expect(await get("/")).not.toMatch(FACTS_VERSION);

    for (const price of PRICES) await publish(price.block, { startingAt: price.value });

    const { found, answers } = await sweep(
      PRICES.map((p) => p.old),
      [
        ["How much does a panel upgrade cost?", "en"],
        ["How much is an EV charger installation?", "en"],
        ["How much does surge protection cost?", "en"],
        ["What are your prices?", "en"],
        ["¿Cuánto cuesta una actualización del panel?", "es"],
        ["¿Cuánto cuesta instalar un cargador para vehículo eléctrico?", "es"],
        ["¿Cuáles son sus precios?", "es"],
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
    }
    // The home page names the published facts' version, and its sections' words at that address state them.
    const version = FACTS_VERSION.exec(await get("/"))?.[1];
    expect(version).toBeTruthy();
    expect(await get(`/words/home?lang=en&v=test&f=${version}`)).toContain("Starting at $3,507");
    expect(answers[0]).toContain("$3,507");
    expect(answers[1]).toContain("$847");
    expect(answers[2]).toContain("$317");
    expect(answers[4]).toContain("$3,507");
  }, 300_000);

  it("refuses a text naming no fact with the names it may use, changing nothing", async () => {
    const response = await postPublish("service/generators", { "searchTitle.en": "Generators from {price.generator}" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("{price.generator} names no fact");
    expect(html).toContain("Generators from {price.generator}");
    expect(await get("/services/generators")).not.toContain("Generators from");
  });

  it("states a published arrival promise everywhere, the old one nowhere", async () => {
    expect(await get("/emergency")).toMatch(OLD_ARRIVAL);
    await publish("business", { arrivalMinutes: "45" });
    const { found, answers } = await sweep(
      [OLD_ARRIVAL],
      [
        ["My outlet is sparking", "en"],
        ["What are your hours?", "en"],
        ["How fast can you get here in an emergency?", "en"],
        ["Mi tomacorriente echa chispas", "es"],
        ["¿Cuál es su horario?", "es"],
      ],
    );
    expect(found).toEqual([]);
    for (const lang of ["", "/es"]) expect(await get(`${lang}/emergency`)).toMatch(/<title>[^<]*45/);
    expect(answers[0]).toMatch(/\b45-minute/);
    expect(answers[3]).toMatch(/\b45 minutos/);
  }, 300_000);

  it("states published years of experience everywhere, the old ones nowhere", async () => {
    await publish("business", { years: "23" });
    const { found } = await sweep([OLD_YEARS], [["How long have you been in business?", "en"], ["¿Cuántos años de experiencia tienen?", "es"]]);
    expect(found).toEqual([]);
    expect(await get("/about")).toContain("23");
  }, 300_000);
});
