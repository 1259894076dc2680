/**
 * The office's offers over HTTP, as a browser without JavaScript sends them (docs/content.md): "Add an offer" twice,
 * one offer whose last day is past and one running, published; the home page and its JSON-LD show the running one
 * only, in each language. The moment an offer ends (midnight office time) is shown with a test clock in
 * tests/unit/offers.test.ts and tests/unit/page-cache.test.ts; here the days are far from today, so no clock races.
 */
import { describe, expect, it } from "vitest";
import { homeText } from "~/content/home";
import { formFields, pressButton } from "../support/html-form";
import { useSite } from "../support/site";

const ADMIN = { email: "offers-admin@example.com", password: "offers admin password 1" };
const EDITOR = "/admin/content/offers";
const DAY = 24 * 60 * 60 * 1000;
const day = (fromNow: number) => new Date(Date.now() + fromNow * DAY).toISOString().slice(0, 10);

/** The structured data of a page, parsed. */
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join("\n");

describe("offers on the home page over HTTP", () => {
  const site = useSite({ admin: ADMIN });

  it("shows a running offer on the page and in its JSON-LD, and never one whose last day is past", async () => {
    const before = await site.page("/");
    expect(before).not.toContain('data-testid="home-offer"');

    // "Add an offer", twice, without JavaScript: the server sends the form back with the new fields, nothing saved.
    let html = await (await site.post(EDITOR, pressButton(await site.page(EDITOR, site.admin), "Add an offer"))).text();
    html = await (await site.post(EDITOR, pressButton(html, "Add an offer"))).text();
    const fields = formFields(html, 'id="words-');
    const offer = (i: number, title: string, titleEs: string, endsOn: string) => {
      fields.set(`offers[${i}].title.en`, title);
      fields.set(`offers[${i}].title.es`, titleEs);
      fields.set(`offers[${i}].text.en`, `${title}: details.`);
      fields.set(`offers[${i}].text.es`, `${titleEs}: detalles.`);
      fields.set(`offers[${i}].endsOn`, endsOn);
    };
    offer(0, "Summer surge protector deal", "Oferta de verano en protectores", day(-2));
    offer(1, "Winter panel check", "Revisión de invierno del panel", day(30));
    fields.set("intent", "publish");
    expect((await site.post(EDITOR, fields)).status).toBe(302);

    for (const [path, running, ended] of [
      ["/", "Winter panel check", "Summer surge protector deal"],
      ["/es", "Revisión de invierno del panel", "Oferta de verano en protectores"],
    ] as const) {
      const home = await site.page(path);
      expect(home).toContain('data-testid="home-offer"');
      expect(home).toContain(running);
      expect(jsonLd(home)).toContain(`"name":"${running}"`);
      expect(jsonLd(home)).toContain(`"validThrough":"${day(30)}"`);
      expect(home).not.toContain(ended);
    }

    // A date that is not on the calendar is refused, and nothing changes.
    const wrong = formFields(await site.page(EDITOR, site.admin), 'id="words-');
    wrong.set("offers[1].endsOn", "2026-02-30");
    wrong.set("intent", "publish");
    const refused = await site.post(EDITOR, wrong);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Enter the date as the calendar shows it");
  });

  it("puts the office's English headline on the home page while the Spanish page keeps its Spanish, marked for an update", async () => {
    const editor = "/admin/content/words/home";
    const fields = formFields(await site.page(editor, site.admin), 'id="words-');
    expect(fields.get("hero/headline.en")).toBe(homeText.en.hero.headline);
    fields.set("hero/headline.en", "Licensed electricians, day and night");
    fields.set("intent", "publish");
    const saved = await site.post(editor, fields);
    expect(saved.status).toBe(302);
    expect(await site.page("/")).toContain(">Licensed electricians, day and night</h1>");
    const spanish = await site.page("/es");
    expect(spanish).toContain(`${homeText.es.hero.headline}</h1>`);
    expect(spanish).not.toContain("Licensed electricians, day and night");
    expect(await site.page(editor, site.admin)).toContain('data-testid="needs-update"');
  });
});
