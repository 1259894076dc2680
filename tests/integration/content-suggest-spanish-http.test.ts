/**
 * "Suggest Spanish" over HTTP without JavaScript (docs/content.md), with a language model: the loopback fake
 * OpenAI-compatible server (tests/support/fake-openai.ts) answers the chat completion. The admin changes the
 * English, presses the button, and the form comes back with the model's Spanish in the field that needed it; nothing
 * is saved or published until the admin saves. Without a model the button is absent (content-pages-http.test.ts).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { homeText } from "~/content/home";
import { formFields } from "../support/html-form";
import { useSite } from "../support/site";

const ADMIN = { email: "suggest-admin@example.com", password: "suggest admin password 1" };
const EDITOR = "/admin/content/words/home";
const HEADLINE_ES = homeText.es.hero.headline;

describe("Suggest Spanish over HTTP with a language model", () => {
  const site = useSite({ admin: ADMIN, openai: { apiKey: "sk-content" } });
  beforeAll(() => {
    // A translator: each English text by key comes back as "ES: …" under the same key.
    site.openai.setChatHandler((body) => {
      const english = JSON.parse(body.messages!.at(-1)!.content) as Record<string, string>;
      const spanish = Object.fromEntries(Object.entries(english).map(([key, text]) => [key, `ES: ${text}`]));
      return { status: 200, json: { choices: [{ message: { role: "assistant", content: "```json\n" + JSON.stringify(spanish) + "\n```" } }] } };
    });
  });

  it("fills the changed field's Spanish with the model's for a person to check, and saves nothing until they do", async () => {
    const editor = await site.page(EDITOR, site.admin);
    expect(editor).toMatch(/<button[^>]*name="intent"[^>]*value="suggest-spanish"[^>]*>Suggest Spanish<\/button>/);
    const fields = formFields(editor, 'id="words-');
    const subline = { es: fields.get("hero/subheadline.es")! };
    expect(fields.get("hero/headline.es")).toBe(HEADLINE_ES);
    fields.set("hero/headline.en", "Licensed electricians, day and night");
    fields.set("intent", "suggest-spanish");
    const answered = await site.post(EDITOR, fields);
    expect(answered.status).toBe(200);
    const html = await answered.text();
    expect(html).toContain('data-testid="suggested"');
    expect(html).toContain("Spanish suggested for 1 field by the language model");

    // Only the field whose English changed went to the model; its answer is in the form, the rest as typed.
    const asked = JSON.parse(site.openai.chatRequests.at(-1)!.body.messages!.at(-1)!.content) as Record<string, string>;
    expect(asked).toEqual({ "hero/headline": "Licensed electricians, day and night" });
    const suggested = formFields(html, 'id="words-');
    expect(suggested.get("hero/headline.en")).toBe("Licensed electricians, day and night");
    expect(suggested.get("hero/headline.es")).toBe("ES: Licensed electricians, day and night");
    expect(suggested.get("hero/subheadline.es")).toBe(subline.es);

    // Nothing saved, nothing published.
    expect(await site.page(EDITOR, site.admin)).toContain("Never edited");
    expect(await site.page("/es")).toContain(`${HEADLINE_ES}</h1>`);

    // The person checks it and publishes: both pages change, and no Spanish waits for an update.
    suggested.set("hero/headline.es", "Electricistas con licencia, de día y de noche");
    suggested.set("intent", "publish");
    expect((await site.post(EDITOR, suggested)).status).toBe(302);
    expect(await site.page("/")).toContain(">Licensed electricians, day and night</h1>");
    expect(await site.page("/es")).toContain(">Electricistas con licencia, de día y de noche</h1>");
    expect(await site.page(EDITOR, site.admin)).not.toContain('data-testid="needs-update"');
  });

  it("fills a list item's Spanish, found by its id, and leaves the other items' Spanish as it was", async () => {
    const editor = "/admin/content/service/panel-upgrades";
    const fields = formFields(await site.page(editor, site.admin), 'id="words-');
    const firstAnswer = fields.get("faqs[0].answer.es");
    fields.set("faqs[1].answer.en", "Usually one day, permit included.");
    fields.set("intent", "suggest-spanish");
    const answered = await site.post(editor, fields);
    expect(answered.status).toBe(200);
    const asked = JSON.parse(site.openai.chatRequests.at(-1)!.body.messages!.at(-1)!.content) as Record<string, string>;
    expect(asked).toEqual({ "faqs.f2.answer": "Usually one day, permit included." });
    const suggested = formFields(await answered.text(), 'id="words-');
    expect(suggested.get("faqs[1].answer.es")).toBe("ES: Usually one day, permit included.");
    expect(suggested.get("faqs[0].answer.es")).toBe(firstAnswer);
  });

  it("says so when the model fails, keeps the typed words and changes nothing", async () => {
    site.openai.setChatHandler(() => ({ status: 500, json: { error: { message: "upstream exploded" } } }));
    const fields = formFields(await site.page(EDITOR, site.admin), 'id="words-');
    fields.set("hero/subheadline.en", "Call us any hour.");
    fields.set("intent", "suggest-spanish");
    const answered = await site.post(EDITOR, fields);
    expect(answered.status).toBe(502);
    const html = await answered.text();
    expect(html).toContain("The language model could not suggest Spanish just now");
    expect(formFields(html, 'id="words-').get("hero/subheadline.en")).toBe("Call us any hour.");
    expect(await site.page("/")).not.toContain("Call us any hour.");
  });
});
