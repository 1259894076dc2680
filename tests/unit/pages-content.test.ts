import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wrapIndex } from "~/components/ui/Carousel";
import { emergencyCities, furtherAreas } from "~/content/areas";
import { bookingServices } from "~/content/booking";
import { cities } from "~/content/cities";
import { emergencyFaqs, emergencySymptoms } from "~/content/emergency";
import { galleryPageFilters, galleryPageItems, homeGalleryFilters, homeGalleryItems } from "~/content/gallery";
import { galleryItemText } from "~/content/gallery-text";
import { homeTestimonials } from "~/content/home-testimonials";
import { reviewsPageTestimonials, reviewText } from "~/content/reviews";
import { servicePages } from "~/content/service-pages";
import { homeServiceCards, serviceOffers } from "~/content/services";
import { disallowedPaths, publicPaths, robotsTxt, sitemapPaths, sitemapXml } from "~/content/sitemap";
import { team } from "~/content/team";
import { galleryPageCategory, homeGalleryCategory, inLanguage, listGalleryItems } from "~/lib/gallery/gallery.server";
import { defaultFacts, fillFacts } from "~/lib/site/fact-placeholders.server";
import { createMigratedDb, type TestDb } from "../support/db";

describe("carousel positions", () => {
  it("wraps forwards and backwards", () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(2, 5)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe("content counts of docs/product.md §9", () => {
  it("has the counts", () => {
    expect(homeServiceCards).toHaveLength(12);
    expect(serviceOffers).toHaveLength(6);
    expect(homeGalleryItems).toHaveLength(9);
    expect(galleryPageItems).toHaveLength(20);
    expect(homeTestimonials).toHaveLength(5);
    expect(reviewsPageTestimonials).toHaveLength(10);
    expect(furtherAreas).toHaveLength(10);
    expect(emergencyCities).toHaveLength(20);
    expect(emergencySymptoms).toHaveLength(6);
    expect(emergencyFaqs).toHaveLength(4);
    expect(team.map((p) => p.role)).toEqual([
      "Office Manager",
      "Lead Electrician",
      "Journeyman Electrician",
      "Apprentice Electrician",
      "Finance Team Member",
    ]);
  });

  it("links every home service card to an existing service page", () => {
    const paths = new Set(servicePages.map((p) => `/services/${p.slug}`));
    for (const card of homeServiceCards) expect(paths.has(card.path), card.path).toBe(true);
    expect(new Set(homeServiceCards.map((c) => c.path)).size).toBe(12);
  });

  it("presets Learn more to real booking values and carries the SPEC prices", () => {
    const values = bookingServices.map((s) => s.value as string);
    for (const offer of serviceOffers) expect(values).toContain(offer.serviceValue);
    // As sent: the prices' placeholders filled with today's facts.
    expect(serviceOffers.map((o) => fillFacts(o.price, defaultFacts))).toEqual([
      "Starting at $3,000",
      "Starting at $350",
      "Starting at $800",
      "Starting at $300",
      "Starting at $500",
      "Custom quote",
    ]);
  });

  it("uses only known gallery categories", () => {
    const home = homeGalleryFilters.map((f) => f.value as string);
    for (const item of homeGalleryItems) expect(home).toContain(item.category);
    const page = galleryPageFilters.map((f) => f.value as string);
    for (const item of galleryPageItems) expect(page).toContain(item.category);
    expect(galleryPageFilters.map((f) => f.label)).toEqual(["All", "Panel upgrades", "Lighting", "EV chargers", "Ceiling fans"]);
  });
});

describe("gallery reading", () => {
  // An empty gallery_images table: only the built-in items (admin rows are tested in gallery-public).
  let db: TestDb;
  beforeAll(async () => {
    db = await createMigratedDb("pglite");
  });
  afterAll(() => db.destroy());

  it("filters by category and ignores unknown ones", async () => {
    expect(await listGalleryItems(undefined, db.db)).toHaveLength(20);
    const lighting = await listGalleryItems("lighting", db.db);
    expect(lighting.length).toBeGreaterThan(0);
    expect(lighting.every((i) => i.category === "lighting")).toBe(true);
    expect(galleryPageCategory("ceiling-fans")).toBe("ceiling-fans");
    expect(galleryPageCategory("<script>")).toBe("all");
    expect(galleryPageCategory(null)).toBe("all");
    expect(homeGalleryCategory("before-after")).toBe("before-after");
    expect(homeGalleryCategory("ceiling-fans")).toBe("all");
  });
});

describe("gallery in Spanish", () => {
  it("has Spanish words for every built-in item, and leaves an upload as written", () => {
    for (const item of [...homeGalleryItems, ...galleryPageItems]) expect(galleryItemText.es[item.id]?.title, item.id).toBeTruthy();
    const upload = { ...galleryPageItems[0]!, id: "upload-1", title: "Office's own title" };
    const [builtIn, uploaded] = inLanguage([galleryPageItems[0]!, upload], "es");
    expect(builtIn!.title).toBe(galleryItemText.es[galleryPageItems[0]!.id]!.title);
    expect(uploaded!.title).toBe("Office's own title");
    expect(inLanguage([galleryPageItems[0]!], "en")[0]).toEqual(galleryPageItems[0]);
  });
});

describe("review cards in Spanish", () => {
  it("name every service the reviews page shows in Spanish", () => {
    for (const review of reviewsPageTestimonials) expect(reviewText.es.services[review.service]).toBeTruthy();
  });
});

describe("sitemap and robots", () => {
  it("lists every canonical public page once, and no alias", () => {
    expect(publicPaths).toHaveLength(8 + servicePages.length + cities.length + 1);
    expect(new Set(publicPaths).size).toBe(publicPaths.length);
    expect(publicPaths).toContain("/services/ev-charger-installation");
    expect(publicPaths).not.toContain("/services/ev-chargers");
    for (const city of cities) expect(publicPaths).toContain(`/electrician-${city.slug}`);
    const xml = sitemapXml("https://example.com", "2026-11-22");
    expect(xml.match(/<url>/g)).toHaveLength(publicPaths.length * 2);
    expect(xml).toContain("<loc>https://example.com/services/panel-upgrades</loc>");
    expect(xml).toContain("<loc>https://example.com/es/services/panel-upgrades</loc>");
    expect(sitemapPaths(["/", "/about"])).toEqual(["/", "/es", "/about", "/es/about"]);
    expect(xml).toContain("<lastmod>2026-11-22</lastmod>");
    for (const path of disallowedPaths) expect(xml).not.toContain(`https://example.com${path}<`);
  });

  it("gives every page in either language its twins as alternates, English the default", () => {
    const xml = sitemapXml("https://example.com", "2026-11-22", ["/about"]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = xml.split("<url>").slice(1);
    expect(entries.map((entry) => entry.match(/<loc>([^<]+)<\/loc>/)?.[1])).toEqual(["https://example.com/about", "https://example.com/es/about"]);
    for (const entry of entries) {
      expect(entry).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://example.com/about"/>');
      expect(entry).toContain('<xhtml:link rel="alternate" hreflang="es" href="https://example.com/es/about"/>');
      expect(entry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/about"/>');
    }
    expect(sitemapXml("https://example.com", "2026-11-22", ["/"])).toContain("<loc>https://example.com/es</loc>");
  });

  it("disallows the private paths and names the sitemap", () => {
    const txt = robotsTxt("https://example.com");
    expect(txt).toContain("Disallow: /admin\n");
    expect(txt).toContain("Disallow: /gallery-import\n");
    expect(txt).toContain("Disallow: /login\n");
    expect(txt).toContain("Sitemap: https://example.com/sitemap.xml");
  });
});
