/**
 * The office's translations of its reviews over HTTP, as a browser without JavaScript posts and reads them
 * (docs/content.md, decision 0198): a page of the other language shows a review's translation, marked as one, with
 * the customer's words one tap away in a <details> marked with their language; the page of the review's own language
 * and the Review structured data keep the words as written. The translation survives save and reload, marks
 * "needs update" when the original changes, and "Suggest Spanish" fills an empty one from the loopback fake model,
 * keeping the Spanish the admin typed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { homeTestimonials } from "~/content/home-testimonials";
import { reviewsPageTestimonials } from "~/content/reviews";
import { formFields, pressButton } from "../support/html-form";
import { useSite } from "../support/site";

const ADMIN = { email: "translations-admin@example.com", password: "translations admin password 1" };
const REVIEWS = "/admin/content/reviews";
const ROBERT = reviewsPageTestimonials[1]!;
const ROBERT_ES = "Se fue la luz en Acción de Gracias y nos la devolvieron antes de la cena, sin recargo.";
const LUCIA_ES = "Excelente trabajo con el cargador del auto eléctrico. Muy puntuales.";
const LUCIA_EN = "Excellent work on the electric car charger. Very punctual.";

const decode = (html: string) => html.replace(/<!-- -->/g, "").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
/** The review card of `author` on a page. */
const card = (html: string, author: string) => decode(html).split('data-testid="review"').find((part) => part.includes(`>${author}</span>`)) ?? "";
/** The Review items of a page's structured data. */
const ldReviews = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    .flatMap((block) => (Array.isArray(block.review) ? (block.review as Record<string, unknown>[]) : []));
/** A card showing `shown` as its quote, marked `note`, with `original` in a <details> marked `lang`. */
const translatedCard = (shown: string, note: string, summary: string, original: string, lang: string) =>
  new RegExp(
    `<blockquote class="[^"]*"><p>“${literal(shown)}”</p></blockquote><p [^>]*>${note}</p><details[^>]*><summary[^>]*>${summary}</summary><p lang="${lang}">“${literal(original)}”</p></details>`,
  );
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("the office's translations of its reviews over HTTP without JavaScript", () => {
  const site = useSite({ admin: ADMIN, openai: { apiKey: "sk-reviews" } });
  beforeAll(() => {
    // A translator: each English text by key comes back as "ES: …" under the same key.
    site.openai.setChatHandler((body) => {
      const english = JSON.parse(body.messages!.at(-1)!.content) as Record<string, string>;
      return { status: 200, json: { choices: [{ message: { role: "assistant", content: JSON.stringify(Object.fromEntries(Object.entries(english).map(([key, text]) => [key, `ES: ${text}`]))) } }] } };
    });
  });

  it("shows today's reviews in Spanish on the Spanish pages, each marked as translated with the English one tap away", async () => {
    const jennifer = reviewsPageTestimonials[0]!;
    expect(card(await site.page("/es/reviews"), jennifer.author)).toMatch(translatedCard(jennifer.spanish, "Traducido del inglés", "Ver el original", jennifer.text, "en"));
    const karen = homeTestimonials[0]!;
    expect(card(await site.page("/es"), karen.author)).toMatch(translatedCard(karen.spanish, "Traducido del inglés", "Ver el original", karen.text, "en"));
    // The English pages show the words as written, nothing to open.
    for (const [pathname, review] of [["/reviews", jennifer], ["/", karen]] as const) {
      const english = card(await site.page(pathname), review.author);
      expect(english).toContain(`<p>“${review.text}”</p>`);
      expect(english).not.toContain("<details");
    }
  });

  it("publishes a translation: the other language's page shows it marked, the original in a <details>; the review's own page and the structured data keep the words as written", async () => {
    const englishBefore = card(await site.page("/reviews"), ROBERT.author);
    const html = await (await site.post(REVIEWS, pressButton(await site.page(REVIEWS, site.admin), "Add a review"))).text();
    const fields = formFields(html, 'id="words-');
    expect(fields.get("reviews[1].name")).toBe(ROBERT.author);
    expect(fields.get("reviews[1].translation.es")).toBe(ROBERT.spanish);
    fields.set("reviews[1].translation.es", ROBERT_ES);
    // A review written in Spanish, for both places.
    for (const [name, value] of Object.entries({ text: LUCIA_ES, language: "es", name: "Lucía P.", town: "Herndon, VA", rating: "5", date: "2026-04-02", source: "Facebook", shownOn: "both" })) {
      fields.set(`reviews[15].${name}`, value);
    }
    fields.set("intent", "publish");
    expect((await site.post(REVIEWS, fields)).status).toBe(302);
    // The form follows the language as saved: the Spanish review's field is now its English translation.
    const editor = await site.page(REVIEWS, site.admin);
    expect(editor).toContain("English translation (shown on English pages)");
    const again = formFields(editor, 'id="words-');
    expect(again.get("reviews[15].translation.en")).toBe("");
    expect(again.has("reviews[15].translation.es")).toBe(false);
    again.set("reviews[15].translation.en", LUCIA_EN);
    again.set("intent", "publish");
    expect((await site.post(REVIEWS, again)).status).toBe(302);

    const spanish = await site.page("/es/reviews");
    expect(card(spanish, ROBERT.author)).toMatch(translatedCard(ROBERT_ES, "Traducido del inglés", "Ver el original", ROBERT.text, "en"));
    expect(card(spanish, "Lucía P.")).toContain(`<blockquote class="mt-3 flex-1 text-navy-800"><p>“${LUCIA_ES}”</p></blockquote><figcaption`);
    const english = await site.page("/reviews");
    expect(card(english, ROBERT.author)).toBe(englishBefore);
    expect(card(english, "Lucía P.")).toMatch(translatedCard(LUCIA_EN, "Translated from Spanish", "See the original", LUCIA_ES, "es"));
    expect(card(await site.page("/"), "Lucía P.")).toMatch(translatedCard(LUCIA_EN, "Translated from Spanish", "See the original", LUCIA_ES, "es"));
    expect(card(await site.page("/es"), "Lucía P.")).toContain(`<p>“${LUCIA_ES}”</p>`);

    // The structured data's reviewBody is what the customer wrote, on both pages.
    for (const page of [spanish, english]) {
      const ld = ldReviews(page);
      expect(ld).toContainEqual(expect.objectContaining({ author: { "@type": "Person", name: ROBERT.author }, reviewBody: ROBERT.text, inLanguage: "en" }));
      expect(ld).toContainEqual(expect.objectContaining({ author: { "@type": "Person", name: "Lucía P." }, reviewBody: LUCIA_ES, inLanguage: "es" }));
      expect(JSON.stringify(ld)).not.toContain(ROBERT_ES);
      expect(JSON.stringify(ld)).not.toContain(LUCIA_EN);
    }
  });

  it("keeps a translation through save and reload, and marks it 'needs update' when the review's words change", async () => {
    // A translation over its limit is refused with the message and the typed words, nothing saved.
    const long = formFields(await site.page(REVIEWS, site.admin), 'id="words-');
    long.set("reviews[2].translation.es", "Muy bien. ".repeat(201));
    long.set("intent", "publish");
    const refused = await site.post(REVIEWS, long);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("At most 2000 characters");
    expect(await site.page("/es/reviews")).not.toContain("Muy bien. Muy bien.");

    const fields = formFields(await site.page(REVIEWS, site.admin), 'id="words-');
    expect(fields.get("reviews[15].translation.en")).toBe(LUCIA_EN);
    const angela = reviewsPageTestimonials[2]!;
    const chris = reviewsPageTestimonials[3]!;
    fields.set("reviews[2].translation.es", "Cambiaron el panel de 100A a 200A en unas seis horas.");
    // Chris P.'s words corrected, his Spanish left as it was: it waits for an update.
    fields.set("reviews[3].text", `${chris.text} Highly recommended.`);
    fields.set("intent", "save");
    expect((await site.post(REVIEWS, fields)).status).toBe(302);

    const editor = await site.page(REVIEWS, site.admin);
    const reloaded = formFields(editor, 'id="words-');
    expect(reloaded.get("reviews[2].name")).toBe(angela.author);
    expect(reloaded.get("reviews[2].translation.es")).toBe("Cambiaron el panel de 100A a 200A en unas seis horas.");
    expect(reloaded.get("reviews[3].translation.es")).toBe(chris.spanish);
    expect(reloaded.get("reviews[15].translation.en")).toBe(LUCIA_EN);
    const items = decode(editor).split('data-testid="review-item"');
    expect(items[3]).toContain("Spanish translation (shown on Spanish pages)");
    expect(items[3]).not.toContain('data-testid="needs-update"');
    expect(items[4]).toContain('data-testid="needs-update"');
    // A Spanish review's English translation waits for no Spanish.
    expect(items[16]).not.toContain('data-testid="needs-update"');
    expect(decode(editor)).toContain("Spanish needs update: 1 field,");
  });

  it("'Suggest Spanish' fills an empty translation of an English review from its words, and keeps the Spanish the admin typed", async () => {
    const fields = formFields(await site.page(REVIEWS, site.admin), 'id="words-');
    const samantha = reviewsPageTestimonials[4]!;
    expect(fields.get("reviews[4].name")).toBe(samantha.author);
    fields.set("reviews[4].translation.es", "");
    fields.set("reviews[5].translation.es", "Lo que escribió la oficina.");
    fields.set("intent", "suggest-spanish");
    const answered = await site.post(REVIEWS, fields);
    expect(answered.status).toBe(200);
    const asked = JSON.parse(site.openai.chatRequests.at(-1)!.body.messages!.at(-1)!.content) as Record<string, string>;
    // The emptied translation and the one waiting since Chris P.'s words changed, each asked from the words as written.
    expect(asked).toEqual({ "reviews.r4.translation": `${reviewsPageTestimonials[3]!.text} Highly recommended.`, "reviews.r5.translation": samantha.text });
    const suggested = formFields(await answered.text(), 'id="words-');
    expect(suggested.get("reviews[4].translation.es")).toBe(`ES: ${samantha.text}`);
    expect(suggested.get("reviews[4].text")).toBe(samantha.text);
    expect(suggested.get("reviews[5].translation.es")).toBe("Lo que escribió la oficina.");
    expect(suggested.get("reviews[15].translation.en")).toBe(LUCIA_EN);
    // Nothing saved: the published Spanish page still shows today's translation.
    expect(card(await site.page("/es/reviews"), samantha.author)).toContain(`<p>“${samantha.spanish}”</p>`);
  });
});
