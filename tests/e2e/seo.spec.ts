import { expect, test } from "./test";
import { defaultBusiness } from "~/content/business";
import { cities } from "~/content/cities";
import { servicePages } from "~/content/service-pages";
import { publicPaths, sitemapPaths } from "~/content/sitemap";

const myPages = ["/", "/about", "/services", "/service-areas", "/reviews", "/emergency", "/gallery"];

test.describe("SEO", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "server output, checked once");

  test("each page has a unique title and description, a canonical link and Open Graph tags", async ({ page, baseURL }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of myPages) {
      await page.goto(path);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(title.length, path).toBeGreaterThan(10);
      expect(description?.length ?? 0, path).toBeGreaterThan(50);
      titles.add(title);
      descriptions.add(description!);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new URL(path, baseURL).href);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", new URL(path, baseURL).href);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /og-image\.png$/);
    }
    expect(titles.size).toBe(myPages.length);
    expect(descriptions.size).toBe(myPages.length);
  });

  test("the hero image is preloaded and below-the-fold images are lazy with sizes", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute("href", "/illustrations/hero.svg");
    // The home's recent projects without a photo are told in words, so the gallery holds the page's many pictures.
    for (const path of ["/", "/gallery"]) {
      await page.goto(path);
      const images = await page.locator("main img").evaluateAll((els) =>
        els.map((e) => ({
          src: e.getAttribute("src"),
          loading: e.getAttribute("loading"),
          w: e.getAttribute("width"),
          h: e.getAttribute("height"),
          belowFold: e.getBoundingClientRect().top > window.innerHeight,
        })),
      );
      if (path === "/gallery") expect(images.filter((img) => img.belowFold).length).toBeGreaterThan(9);
      for (const img of images) {
        expect(Number(img.w), img.src!).toBeGreaterThan(0);
        expect(Number(img.h), img.src!).toBeGreaterThan(0);
        if (img.belowFold) expect(img.loading, img.src!).toBe("lazy");
      }
    }
  });

  test("home JSON-LD parses and carries LocalBusiness (Electrician), FAQPage and Service", async ({ page, baseURL }) => {
    const response = await page.goto("/");
    // The home page is shareable: no nonce anywhere; data blocks need no hash either (docs/decisions/0062).
    expect(response!.headers()["content-security-policy"]).not.toContain("'nonce-");
    const html = await response!.text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(3);
    const data = blocks.map(([, json]) => JSON.parse(json!));
    const business = data.find((d) => d["@type"] === "Electrician");
    expect(business).toMatchObject({
      "@context": "https://schema.org",
      name: defaultBusiness.name,
      telephone: defaultBusiness.phone,
      url: new URL("/", baseURL).href,
      priceRange: expect.any(String),
      address: { "@type": "PostalAddress", addressLocality: defaultBusiness.address.city, addressRegion: "VA" },
      aggregateRating: { "@type": "AggregateRating", ratingValue: "5.0", reviewCount: 150 },
    });
    expect(business.openingHoursSpecification[0]).toMatchObject({ opens: "00:00", closes: "23:59" });
    expect(business.openingHoursSpecification[0].dayOfWeek).toHaveLength(7);
    expect(business.areaServed.map((a: { name: string }) => a.name)).toEqual(expect.arrayContaining(["Manassas, VA", "Washington DC"]));
    const faq = data.find((d) => d["@type"] === "FAQPage");
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(3);
    expect(faq.mainEntity[0]).toMatchObject({ "@type": "Question", acceptedAnswer: { "@type": "Answer" } });
    const service = data.find((d) => d["@type"] === "Service");
    expect(service).toMatchObject({ name: expect.any(String), serviceType: "Electrician", description: expect.any(String) });
    expect(service.areaServed.length).toBeGreaterThan(8);
  });

  test("sitemap.xml lists every canonical public URL with the build date", async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(sitemapPaths(publicPaths).map((p) => new URL(p, baseURL).href));
    expect(locs).toContain(new URL("/es/about", baseURL).href);
    expect(xml.match(/<xhtml:link rel="alternate" hreflang="x-default"/g)).toHaveLength(locs.length);
    for (const page of servicePages) expect(locs).toContain(new URL(`/services/${page.slug}`, baseURL).href);
    for (const city of cities) expect(locs).toContain(new URL(`/electrician-${city.slug}`, baseURL).href);
    expect(locs).not.toContain(new URL("/services/ev-chargers", baseURL).href);
    const dates = [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]);
    expect(dates).toHaveLength(locs.length);
    expect(dates[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Every listed page answers 200.
    for (const loc of locs) expect((await request.get(new URL(loc).pathname)).status(), loc).toBe(200);
  });

  test("robots.txt keeps crawlers out of private paths and points to the sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const txt = await response.text();
    for (const path of ["/admin", "/gallery-import", "/login"]) expect(txt).toContain(`Disallow: ${path}\n`);
    expect(txt).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).href}`);
  });
});
