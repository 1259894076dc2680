/**
 * A starting price the office publishes reaches every place that states it beyond the service page (docs/content.md):
 * the Services page's search description and the assistant's answers, in both languages, over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltServer, loginOverHttp, startBuiltServer } from "../support/built-server";
import { formFields } from "../support/html-form";

const ADMIN = { email: "prices-admin@example.com", password: "prices admin password 1" };
const EDITOR = "/admin/content/service/panel-upgrades";

const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1]?.replace(/&#x27;|&#39;/g, "'") ?? "";

describe("an edited starting price beyond the service page", () => {
  let server: BuiltServer;
  let admin: string;
  beforeAll(async () => {
    server = await startBuiltServer({ admin: ADMIN });
    admin = await loginOverHttp(server, ADMIN);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  const page = async (path: string, cookie?: string) => (await fetch(`${server.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} })).text();
  const post = (body: URLSearchParams) =>
    fetch(`${server.url}${EDITOR}`, {
      method: "POST",
      redirect: "manual",
      headers: { ...server.sameOrigin, "Content-Type": "application/x-www-form-urlencoded", Cookie: admin },
      body,
    });
  const ask = async (message: string, lang: "en" | "es") => {
    const response = await fetch(`${server.url}/chat/reply`, {
      method: "POST",
      headers: { ...server.sameOrigin, "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ message, conversationHistory: [], lang }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { reply: string }).reply;
  };
  const askEnglish = () => ask("How much does a panel upgrade cost?", "en");
  const askSpanish = () => ask("¿Cuánto cuesta una actualización del panel?", "es");

  it("is in the Services page's description and the assistant's price answer once published, in English and Spanish", async () => {
    expect(descriptionOf(await page("/services"))).toContain("Panel upgrades from $3,000,");
    expect(await askEnglish()).toMatch(/^Electrical Panel Upgrades: Starting at \$3,000\./);

    const fields = formFields(await page(EDITOR, admin), 'id="words-');
    fields.set("startingAt", "3200");
    fields.set("intent", "save");
    expect((await post(fields)).status).toBe(302);
    const draft = formFields(await page(EDITOR, admin), 'id="words-').get("expectedVersion")!;
    expect((await post(new URLSearchParams({ intent: "publish-draft", expectedVersion: draft }))).status).toBe(302);

    const english = descriptionOf(await page("/services"));
    expect(english).toContain("Panel upgrades from $3,200, wiring from $350, EV chargers from $800, surge protection from $300,");
    expect(descriptionOf(await page("/es/services"))).toContain("Actualización del panel desde $3,200, cableado desde $350,");
    expect(await askEnglish()).toMatch(/^Electrical Panel Upgrades: Starting at \$3,200\./);
    expect(await askSpanish()).toMatch(/desde \$3,200\./);
    expect(await askSpanish()).not.toMatch(/desde \$3,000\./);
  });
});
