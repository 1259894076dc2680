/**
 * The office's words on the emergency and city pages over HTTP, as a browser without JavaScript sends them
 * (docs/content.md): an admin changes the English and publishes; the English page shows it, the Spanish page keeps
 * its Spanish and the editor marks the Spanish field "needs update".
 */
import { describe, expect, it } from "vitest";
import { formFields } from "../support/html-form";
import { useSite } from "../support/site";

const ADMIN = { email: "pages-admin@example.com", password: "pages admin password 1" };

describe("the office's words on the emergency and city pages over HTTP", () => {
  const site = useSite({ admin: ADMIN });

  /** Changes one English field of a block and publishes it; returns the editor's page after. */
  async function publishEnglish(editor: string, field: string, was: string | RegExp, now: string) {
    const fields = formFields(await site.page(editor, site.admin), 'id="words-');
    expect(fields.get(field)).toMatch(was);
    fields.set(field, now);
    fields.set("intent", "publish");
    expect((await site.post(editor, fields)).status).toBe(302);
    return site.page(editor, site.admin);
  }

  it("puts the office's English promise on the emergency page while the Spanish page keeps its Spanish, marked for an update", async () => {
    expect(await site.page("/emergency")).toContain("<strong>60-minute response promise in core area</strong>");
    // The editor shows the promise with its fact by name: the minutes are the business facts'.
    const editor = await publishEnglish("/admin/content/words/emergency", "responsePromise.en", "{arrival.minutes}-minute response promise in core area", "An electrician at your door within the hour");
    expect(await site.page("/emergency")).toContain("<strong>An electrician at your door within the hour</strong>");
    const spanish = await site.page("/es/emergency");
    expect(spanish).toContain("<strong>Promesa de respuesta en 60 minutos en nuestra zona principal</strong>");
    expect(spanish).not.toContain("within the hour");
    expect(editor).toContain('data-testid="needs-update"');
    // No language model configured here: no "Suggest Spanish" (content-suggest-spanish-http.test.ts has one).
    expect(editor).not.toContain("Suggest Spanish");
  });

  it("puts the office's English introduction on one city page, paragraphs and list as plain text, while its Spanish page keeps its Spanish, marked", async () => {
    const intro = "Alexandria homes are old.\r\n\r\n- Knob-and-tube <b>rewiring</b>\r\n- Panel upgrades";
    const editor = await publishEnglish("/admin/content/words/city/alexandria", "localIntro.en", /^Alexandria has some of the oldest homes[^]*\n\nWorking in these homes takes patience/, intro);
    const english = await site.page("/electrician-alexandria");
    expect(english).toContain("<p>Alexandria homes are old.</p><ul");
    expect(english).toContain("<li>Knob-and-tube &lt;b&gt;rewiring&lt;/b&gt;</li><li>Panel upgrades</li>");
    expect(english).not.toContain("Working in these homes takes patience");
    const spanish = await site.page("/es/electrician-alexandria");
    expect(spanish).toContain("Alexandria tiene algunas de las casas más antiguas en las que trabajamos.");
    expect(spanish).not.toContain("Alexandria homes are old.");
    expect(editor).toContain('data-testid="needs-update"');
    // One part per city: the other cities keep today's words.
    expect(await site.page("/electrician-manassas")).toContain("Manassas is where we started");
  });
});
