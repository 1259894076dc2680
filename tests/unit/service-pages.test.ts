import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bookingServices } from "~/content/booking";
import { defaultBusiness } from "~/content/business";
import { findServicePage, serviceAliases, servicePages as written, servicePagesText as writtenText, servicePath } from "~/content/service-pages";
import { servicesText as writtenServices } from "~/content/services";
import { defaultFacts, fillFacts } from "~/lib/site/fact-placeholders.server";

// The pages as they are sent: the facts their sentences name by placeholder, filled with today's.
const servicePages = fillFacts(written, defaultFacts);
const servicePagesText = fillFacts(writtenText, defaultFacts);
const servicesText = fillFacts(writtenServices, defaultFacts);

/** The route table of docs/product.md §2.1. */
const specSlugs = [
  "panel-upgrades",
  "residential-wiring",
  "ev-charger-installation",
  "surge-protection",
  "lighting",
  "outlets",
  "generators",
  "spa-wiring",
  "remodel",
  "inspections",
  "commercial",
  "circuits",
];

const bySlug = (slug: string) => {
  const page = servicePages.find((p) => p.slug === slug);
  if (!page) throw new Error(`no page ${slug}`);
  return page;
};
/** All visible text of a page: what a visitor can read on it. */
const text = (slug: string) => {
  const p = bySlug(slug);
  return [p.heroTitle, p.introText, p.priceText, p.metaDescription, ...p.benefits.flatMap((b) => [b.title, b.description]), ...p.faqs.flatMap((f) => [f.question, f.answer])].join("\n");
};
const allText = servicePages.map((p) => text(p.slug)).join("\n");

/** Every match of the pattern (there must be at least one) states the expected value. */
const expectEveryMatch = (text: string, pattern: RegExp, expected: string) => {
  const found = [...text.matchAll(pattern)].map((m) => m[1]);
  expect(found.length, String(pattern)).toBeGreaterThan(0);
  for (const value of found) expect(value, String(pattern)).toBe(expected);
};

describe("service pages content", () => {
  it("has exactly the 12 pages of the route table, each slug once", () => {
    expect(servicePages.map((p) => p.slug)).toEqual(specSlugs);
    expect(new Set(servicePages.map((p) => p.slug)).size).toBe(12);
  });

  it.each(servicePages.map((p) => [p.slug, p] as const))("%s has the shared layout's data", (_slug, page) => {
    expect(page.serviceName).not.toBe("");
    expect(page.heroTitle).not.toBe("");
    expect(page.introText.length).toBeGreaterThan(150);
    expect(page.benefits).toHaveLength(4);
    expect(page.faqs).toHaveLength(4);
    expect(new Set(page.faqs.map((f) => f.question)).size).toBe(4);
    for (const faq of page.faqs) expect(faq.answer.length).toBeGreaterThan(60);
    expect(bookingServices.map((s) => s.value)).toContain(page.serviceType);
    if (page.galleryImages.length === 0) expect(page.typicalJobs.length).toBeGreaterThan(0);
    for (const image of page.galleryImages) expect(image.alt).not.toBe("");
  });

  it("gives every page a unique title and description", () => {
    expect(new Set(servicePages.map((p) => p.metaTitle)).size).toBe(12);
    expect(new Set(servicePages.map((p) => p.metaDescription)).size).toBe(12);
    expect(new Set(servicePages.map((p) => p.heroTitle)).size).toBe(12);
  });

  it("uses the booking value where one fits", () => {
    expect(bySlug("panel-upgrades").serviceType).toBe("panel-upgrade");
    expect(bySlug("residential-wiring").serviceType).toBe("residential-wiring");
    expect(bySlug("ev-charger-installation").serviceType).toBe("ev-charger");
    expect(bySlug("surge-protection").serviceType).toBe("surge-protection");
    expect(bySlug("commercial").serviceType).toBe("commercial");
  });

  it("states the prices and durations of docs/product.md §9", () => {
    expect(bySlug("panel-upgrades").priceText).toBe("From $3,000");
    expect(text("panel-upgrades")).toContain("4-8 hours");
    expect(bySlug("residential-wiring").priceText).toBe("From $350");
    expect(text("residential-wiring")).toContain("3-7 days");
    expect(bySlug("ev-charger-installation").priceText).toBe("From $800");
    expect(text("ev-charger-installation")).toContain("2-4 hours");
    expect(bySlug("surge-protection").priceText).toBe("From $300");
    expect(text("surge-protection")).toContain("1-2 hours");
    expect(text("surge-protection")).toContain("99%");
    expect(text("inspections")).toContain("2-3 hours");
    expect(text("outlets")).toContain("$150-$200");
    expect(text("circuits")).toMatch(/20A circuit[^.]*\$300-500/);
    expect(text("lighting").toLowerCase()).toContain("one recessed light per 25 sq ft");
    expect(text("spa-wiring")).toContain("50A or 60A");
    expect(text("circuits")).toContain("from $500");
    expect(bySlug("commercial").priceText).toBe("Custom quote");
    expect(allText).toContain("lifetime workmanship warranty");
  });

  it("never contradicts a price or duration elsewhere", () => {
    expectEveryMatch(allText, /(?:panel )?upgrades? (?:start|starts) at (\$[\d,]+)/gi, "$3,000");
    expectEveryMatch(allText, /charger[^.]*?(?:starts|start) at (\$[\d,]+)/gi, "$800");
    expectEveryMatch(allText, /(?:panel )?upgrades?[^.]*?take (\d+-\d+ \w+)/gi, "4-8 hours");
    expectEveryMatch(allText, /rewir\w*[^.]*?(\d+-\d+ days)/gi, "3-7 days");
  });

  it("does not hard-code business facts (they come from app/content/business.ts)", () => {
    expect(allText).not.toContain(defaultBusiness.phone);
    expect(allText).not.toContain(defaultBusiness.email);
    expect(allText).not.toContain(defaultBusiness.name);
    expect(servicePages.map((p) => p.metaTitle).join()).not.toContain(defaultBusiness.name);
  });

  it("ships each illustration and gallery image with its declared size", () => {
    const images = servicePages.flatMap((p) => [p.illustration, ...p.galleryImages]);
    expect(servicePages.some((p) => p.galleryImages.length > 0)).toBe(true);
    for (const image of images) {
      const file = path.join("public", image.src);
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg).toContain(`width="${image.width}"`);
      expect(svg).toContain(`height="${image.height}"`);
    }
  });

  it("draws one illustration per service", () => {
    expect(new Set(servicePages.map((p) => p.illustration.src)).size).toBe(12);
    for (const page of servicePages) {
      const file = path.join("public", page.illustration.src);
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg).toContain(`width="${page.illustration.width}"`);
      expect(svg).toContain(`height="${page.illustration.height}"`);
    }
  });
});

describe("service aliases", () => {
  it("serves /services/ev-chargers with the EV charger page", () => {
    expect(findServicePage("ev-chargers")?.slug).toBe("ev-charger-installation");
    expect(servicePath(findServicePage("ev-chargers")!.slug)).toBe("/services/ev-charger-installation");
  });

  it("points every alias at a real page and never shadows one", () => {
    for (const [alias, target] of Object.entries(serviceAliases)) {
      expect(servicePages.some((p) => p.slug === alias)).toBe(false);
      expect(findServicePage(target)?.slug).toBe(target);
    }
  });

  it("finds nothing for unknown slugs, including object keys", () => {
    for (const slug of ["unicorn-wiring", "constructor", "toString", "__proto__", ""]) expect(findServicePage(slug)).toBeUndefined();
  });
});

describe("service pages in Spanish", () => {
  const spanish = servicePagesText.es;
  /** What a reader reads on a page, field by field. */
  const words = (p: (typeof servicePages)[number]) => [
    p.serviceName,
    p.heroTitle,
    p.introText,
    p.priceText,
    p.metaTitle,
    p.metaDescription,
    ...p.benefits.flatMap((b) => [b.title, b.description]),
    ...p.galleryImages.flatMap((g) => [g.alt, g.caption]),
    ...p.typicalJobs,
    ...p.faqs.flatMap((f) => [f.question, f.answer]),
  ];

  it.each(servicePages.map((p, i) => [p.slug, p, spanish[i]] as const))("%s has its own Spanish words on the English page's facts", (_slug, english, es) => {
    expect(es.slug).toBe(english.slug);
    expect(es.serviceType).toBe(english.serviceType);
    expect(es.illustration).toEqual(english.illustration);
    expect(es.benefits.map((b) => b.icon)).toEqual(english.benefits.map((b) => b.icon));
    expect(es.galleryImages.map(({ src, width, height }) => ({ src, width, height }))).toEqual(
      english.galleryImages.map(({ src, width, height }) => ({ src, width, height })),
    );
    const en = words(english);
    const text = words(es);
    expect(text).toHaveLength(en.length);
    text.forEach((value, i) => {
      expect(value, en[i]).not.toBe("");
      expect(value, en[i]).not.toBe(en[i]);
    });
    // "knob-and-tube" is the trade's name for that wiring in Spanish too.
    expect(text.join("\n").replaceAll("knob-and-tube", "")).not.toMatch(/\b(hours|minutes|the|and|from|your)\b/i);
  });

  it("keeps every price and duration of the English page", () => {
    servicePages.forEach((english, i) => {
      const figures = (p: typeof english) => [...words(p).join(" ").matchAll(/\$\d+(?:,\d{3})*(?:-\$?\d+(?:,\d{3})*)?|\d+-\d+(?= (?:hours|horas|days|días))|\d+%/g)].map((m) => m[0]).sort();
      expect(figures(spanish[i]), english.slug).toEqual(figures(english));
    });
    expect(spanish.find((p) => p.slug === "panel-upgrades")?.priceText).toBe("Desde $3,000");
    expect(words(spanish.find((p) => p.slug === "panel-upgrades")!).join(" ")).toContain("4-8 horas");
  });

  it("serves an alias in Spanish too", () => {
    const page = findServicePage("ev-chargers", "es");
    expect(page?.slug).toBe("ev-charger-installation");
    expect(page?.heroTitle).toBe("Instalación en casa de cargadores de nivel 2 para vehículos eléctricos");
    expect(findServicePage("unicorn-wiring", "es")).toBeUndefined();
  });

  it("keeps the Services page cards' facts and gives them Spanish words", () => {
    const { en, es } = servicesText;
    expect(es.serviceOffers.map((o) => [o.serviceValue, o.path])).toEqual(en.serviceOffers.map((o) => [o.serviceValue, o.path]));
    expect(es.homeServiceCards.map((c) => c.path)).toEqual(en.homeServiceCards.map((c) => c.path));
    es.serviceOffers.forEach((offer, i) => {
      expect(offer.title).not.toBe(en.serviceOffers[i].title);
      expect(offer.description).not.toBe(en.serviceOffers[i].description);
      offer.features.forEach((feature, j) => expect(feature).not.toBe(en.serviceOffers[i].features[j]));
    });
    es.homeServiceCards.forEach((card, i) => expect([card.title, card.description]).not.toContain(en.homeServiceCards[i].title));
    expect(es.serviceOffers.find((o) => o.serviceValue === "panel-upgrade")?.price).toBe("Desde $3,000");
  });
});
