import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultBusiness } from "~/content/business";
import { cityPageData } from "~/lib/site/city-page";
import { cities, cityPath, findCity } from "~/content/cities";
import { citiesIn, cityText, findCityIn } from "~/content/city-text";
import { findServicePage } from "~/content/service-pages";
import { defaultFacts, fillFacts } from "~/lib/site/fact-placeholders.server";

/** Words as they are sent: the facts their sentences name by placeholder, filled with today's. */
const sent = <T>(words: T) => fillFacts(words, defaultFacts);

const specSlugs = ["manassas", "manassas-park", "woodbridge", "centreville", "gainesville", "fairfax", "springfield", "alexandria"];

/** Words of a text, without the city's own name, so swapping the name alone does not make an intro "different". */
const words = (text: string, cityName: string) =>
  new Set(
    text
      .replaceAll(cityName, "")
      .toLowerCase()
      .split(/[^a-z0-9-]+/)
      .filter((w) => w.length > 3),
  );
const jaccard = (a: Set<string>, b: Set<string>) => {
  const shared = [...a].filter((w) => b.has(w)).length;
  return shared / (a.size + b.size - shared);
};

/** Every match of the pattern (there must be at least one) states the expected value. */
const expectEveryMatch = (text: string, pattern: RegExp, expected: string) => {
  const found = [...text.matchAll(pattern)].map((m) => m[1]);
  expect(found.length, String(pattern)).toBeGreaterThan(0);
  for (const value of found) expect(value, String(pattern)).toBe(expected);
};

describe("city pages content", () => {
  it("has exactly the 8 cities of the route table, each once, at /electrician-{slug}", () => {
    expect(cities.map((c) => c.slug)).toEqual(specSlugs);
    expect(cities.map((c) => c.path)).toEqual(specSlugs.map((s) => `/electrician-${s}`));
    expect(cities.every((c) => c.path === cityPath(c.slug))).toBe(true);
    expect(findCity("narnia")).toBeUndefined();
  });

  it.each(cities.map((c) => [c.slug, c] as const))("%s has the shared layout's data", (_slug, city) => {
    expect(city.heroTitle).toContain(city.cityName);
    expect(city.heroSubtitle).not.toBe("");
    expect(city.localIntro.split("\n\n").length).toBeGreaterThanOrEqual(2);
    expect(city.localIntro).toContain(city.cityName);
    expect(city.services).toHaveLength(5);
    expect(new Set(city.services.map((s) => s.slug)).size).toBe(5);
    for (const service of city.services) expect(findServicePage(service.slug), service.slug).toBeDefined();
    expect(city.galleryItems).toHaveLength(3);
    for (const item of city.galleryItems) expect(item.location).toMatch(/ (Road|Street|Avenue|Boulevard|Lane|Drive|Parkway|Way)$/);
    expect(city.faqs).toHaveLength(3);
    expect(city.reviewText.length).toBeGreaterThan(60);
    expect(city.reviewAuthor).toContain(city.cityName);
    expect(city.mapEmbedUrl).toBe(`https://www.google.com/maps?q=${encodeURIComponent(`${city.cityName}, VA`)}&output=embed`);
  });

  it("writes a genuinely local intro for each city, not one paragraph with the name swapped", () => {
    for (const a of cities) {
      for (const b of cities) {
        if (a === b) continue;
        const similarity = jaccard(words(a.localIntro, a.cityName), words(b.localIntro, b.cityName));
        expect(similarity, `${a.slug} vs ${b.slug}`).toBeLessThan(0.3);
      }
    }
    expect(new Set(cities.map((c) => c.reviewText)).size).toBe(8);
    expect(new Set(cities.flatMap((c) => c.faqs.map((f) => f.question))).size).toBe(24);
    expect(new Set(cities.map((c) => c.metaTitle)).size).toBe(8);
    expect(new Set(cities.map((c) => c.metaDescription)).size).toBe(8);
  });

  it("quotes only the prices and durations of docs/product.md §9", () => {
    const text = sent(cities).flatMap((c) => [c.localIntro, ...c.faqs.map((f) => f.answer)]).join("\n");
    expectEveryMatch(text, /upgrades? (?:start|starts) at (\$[\d,]+)/gi, "$3,000");
    expectEveryMatch(text, /(?:installation|charger) starts at (\$[\d,]+)/gi, "$800");
    expectEveryMatch(text, /rewir\w*[^.]*?(\d+-\d+ days)/gi, "3-7 days");
    expectEveryMatch(text, /inspection[^.]*?(\d+-\d+ hours)/gi, "2-3 hours");
    expect(text).toContain("$3,000");
    expect(text).not.toContain(defaultBusiness.phone);
    expect(text).not.toContain(defaultBusiness.name);
  });

  it("is served by one route module, registered at every city's path and its /es twin and at no other", async () => {
    expect(readdirSync("app/routes").filter((f) => f.startsWith("electrician-"))).toEqual([]);
    const { default: config } = await import("../../remix.config.js");
    type Route = (path: string, file: string) => void;
    const defineRoutes = config.routes as unknown as (define: (register: (route: Route) => void) => void) => unknown;
    // Remix calls routes() with its route definer; this one records each path and module it is given.
    const routes: { path: string; file: string }[] = [];
    defineRoutes((register) => register((path, file) => void routes.push({ path, file })));
    const cityRoutes = routes.filter((r) => r.file === "routes/city.tsx").map((r) => r.path);
    expect(cityRoutes.sort()).toEqual(specSlugs.flatMap((s) => [`electrician-${s}`, `es/electrician-${s}`]).sort());
  });

  it("has every city in Spanish with the same names, services, streets and reviews, and its own Spanish text", () => {
    const spanish = sent(citiesIn("es"));
    expect(Object.keys(cityText.es)).toEqual(specSlugs);
    for (const [i, es] of spanish.entries()) {
      const english = cities[i]!;
      for (const key of ["slug", "path", "cityName", "placeName", "mapEmbedUrl", "reviewText", "reviewAuthor"] as const) expect(es[key]).toBe(english[key]);
      expect(es.services.map((s) => s.slug)).toEqual(english.services.map((s) => s.slug));
      expect(es.galleryItems.map((g) => g.location)).toEqual(english.galleryItems.map((g) => g.location));
      expect(es.heroTitle).toBe(`Electricista en ${english.cityName}, VA`);
      expect(es.localIntro).toContain(english.cityName);
      expect(es.faqs).toHaveLength(3);
      for (const faq of es.faqs) expect(faq.question).toMatch(/^¿|¿.*\?$/);
      expect(sent(findCityIn(english.slug, "es"))).toEqual(es);
    }
    const text = JSON.stringify(spanish.map(({ reviewText: _review, ...rest }) => rest));
    expect(text).not.toMatch(/\b(hours|minutes|days|homes?|panel upgrade|the)\b/);
  });

  it("quotes the same prices and durations in Spanish", () => {
    const text = sent(citiesIn("es")).flatMap((c) => [c.localIntro, ...c.faqs.map((f) => f.answer)]).join("\n");
    expectEveryMatch(text, /cambio (?:de panel (?:eléctrico )?)?cuesta desde (\$[\d,]+)/gi, "$3,000");
    expectEveryMatch(text, /instalación cuesta desde (\$[\d,]+)/gi, "$800");
    expectEveryMatch(text, /recablea\w*[^.]*?(de \d+ a \d+ días)/gi, "de 3 a 7 días");
    expectEveryMatch(text, /inspección[^.]*?(de \d+ a \d+ horas)/gi, "de 2 a 3 horas");
    expect(text).toContain("de 4 a 8 horas");
    expect(text).toContain("en menos de 60 minutos");
  });

  it("gives a Spanish city page Spanish service names, linked by their English paths (the page maps them to /es)", () => {
    const english = cityPageData("manassas", "en");
    const spanish = cityPageData("manassas", "es");
    expect(spanish.services.map((s) => s.path)).toEqual(english.services.map((s) => s.path));
    expect(english.services[0]!.name).toBe(findServicePage("panel-upgrades")!.serviceName);
    expect(spanish.services[0]!.name).toBe(findServicePage("panel-upgrades", "es")!.serviceName);
    expect(spanish.city.heroTitle).toBe("Electricista en Manassas, VA");
  });
});
