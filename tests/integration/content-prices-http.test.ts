/**
 * A starting price the office publishes reaches every place that states it beyond the service page (docs/content.md):
 * the Services page's search description and the assistant's answers, in both languages, over HTTP.
 */
import { describe, expect, it } from "vitest";
import { formFields } from "../support/html-form";
import { useSite } from "../support/site";

const ADMIN = { email: "prices-admin@example.com", password: "prices admin password 1" };
const EDITOR = "/admin/content/service/panel-upgrades";

const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1]?.replace(/&#x27;|&#39;/g, "'") ?? "";

describe("an edited starting price beyond the service page", () => {
  const site = useSite({ admin: ADMIN });
  const ask = async (message: string, lang: "en" | "es") => {
    const body = JSON.stringify({ message, conversationHistory: [], lang });
    const response = await site.post("/chat/reply", body, { cookie: "", headers: { "Content-Type": "application/json", Accept: "application/json" } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { reply: string }).reply;
  };
  const askEnglish = () => ask("How much does a panel upgrade cost?", "en");
  const askSpanish = () => ask("¿Cuánto cuesta una actualización del panel?", "es");

  it("is in the Services page's description and the assistant's price answer once published, in English and Spanish", async () => {
    expect(descriptionOf(await site.page("/services"))).toContain("Panel upgrades from $3,000,");
    expect(await askEnglish()).toMatch(/^Electrical panel upgrades: Starting at \$3,000\./);

    const fields = formFields(await site.page(EDITOR, site.admin), 'id="words-');
    fields.set("startingAt", "3200");
    fields.set("intent", "save");
    expect((await site.post(EDITOR, fields)).status).toBe(302);
    const draft = formFields(await site.page(EDITOR, site.admin), 'id="words-').get("expectedVersion")!;
    expect((await site.post(EDITOR, new URLSearchParams({ intent: "publish-draft", expectedVersion: draft }))).status).toBe(302);

    const english = descriptionOf(await site.page("/services"));
    expect(english).toContain("Panel upgrades from $3,200, wiring from $350, EV chargers from $800, surge protection from $300,");
    expect(descriptionOf(await site.page("/es/services"))).toContain("Cambio de panel eléctrico desde $3,200, cableado desde $350,");
    expect(await askEnglish()).toMatch(/^Electrical panel upgrades: Starting at \$3,200\./);
    expect(await askSpanish()).toMatch(/desde \$3,200\./);
    expect(await askSpanish()).not.toMatch(/desde \$3,000\./);
  });
});
