import { expect, onlyWhere, test, type Page } from "./test";
import { jsOn, wakeDeferredParts } from "./forms-support";
import { defaultBusiness, dialable } from "~/content/business";
import { commonText } from "~/content/page-parts";
import { serviceAreasText } from "~/content/service-areas";
import { cities as written } from "~/content/cities";
import { citiesIn as writtenIn } from "~/content/city-text";
import { findServicePage } from "~/content/service-pages";
import { servicePages } from "~/content/service-pages";
import type { Lang } from "~/content/languages";
import { defaultFacts, fillFacts } from "~/lib/site/fact-placeholders.server";

// The words as the pages send them: the facts their sentences name by placeholder, filled with today's.
const cities = fillFacts(written, defaultFacts);
const citiesIn = (lang: Lang) => fillFacts(writtenIn(lang), defaultFacts);

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text));
}

/**
 * A public page loads no code before the visitor's first move, so with JavaScript on and no move it is the page as
 * served, which the run without JavaScript checks for every city. The city pages are one template with other words:
 * the first is also checked live, once its parts have their code.
 */
const ONE_TEMPLATE = "one template with other words: the first city is checked live, every city as served";

test.describe("city pages", () => {
  for (const [i, city] of cities.entries()) {
    onlyWhere((jsOn) => !jsOn || i === 0, ONE_TEMPLATE, () => {
      test(`${city.path} shows the shared layout with its own content`, async ({ page }, info) => {
        const response = await page.goto(city.path);
        expect(response?.status()).toBe(200);
        if (jsOn(info)) await wakeDeferredParts(page);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(city.heroTitle);
        await expect(page.getByText(city.heroSubtitle)).toBeVisible();
        const intro = page.getByTestId("local-intro").locator("p");
        await expect(intro).toHaveText(city.localIntro.split("\n\n"));

        const buttons = page.getByTestId("contact-actions").first();
        await expect(buttons.getByRole("link", { name: `Call ${defaultBusiness.phone}` })).toHaveAttribute(
          "href",
          `tel:${dialable(defaultBusiness.phone)}`,
        );
        await expect(buttons.getByRole("link", { name: `Text ${defaultBusiness.textPhone}` })).toHaveAttribute(
          "href",
          `sms:${dialable(defaultBusiness.textPhone)}`,
        );
        await expect(buttons.getByRole("link", { name: "Get Free Estimate" })).toHaveAttribute("href", "/estimate");
        await expect(buttons.getByRole("link", { name: "Book a discovery call" })).toHaveAttribute("href", "/book");

        const services = page.getByTestId("city-services").getByRole("link");
        await expect(services).toHaveCount(5);
        const expectedHrefs = city.services.map((s) => `/services/${s.slug}`);
        expect(await Promise.all((await services.all()).map((l) => l.getAttribute("href")))).toEqual(expectedHrefs);
        await expect(services.getByRole("heading", { level: 3 })).toHaveText(
          city.services.map((s) => servicePages.find((p) => p.slug === s.slug)!.serviceName),
        );

        const projects = page.getByTestId("city-projects").getByRole("listitem");
        await expect(projects).toHaveCount(3);
        for (const [i, item] of city.galleryItems.entries()) {
          await expect(projects.nth(i)).toContainText(item.service);
          await expect(projects.nth(i)).toContainText(`${item.location}, ${city.cityName}`);
        }

        await expect(page.getByTestId("accordion").locator("summary")).toHaveCount(3);
        await expect(page.getByTestId("accordion").locator("summary")).toContainText(city.faqs.map((f) => f.question));

        const map = page.getByTestId("city-map");
        await expect(map).toHaveAttribute("title", `Map of ${city.cityName}, VA`);
        await expect(map).toHaveAttribute("loading", "lazy");
        await expect(map).toHaveAttribute("src", city.mapEmbedUrl);
        expect(city.mapEmbedUrl).toMatch(/^https:\/\/www\.google\.com\/maps\?q=.+&output=embed$/);

        const review = page.getByTestId("city-review");
        await expect(review).toContainText(city.reviewText);
        await expect(review).toContainText(city.reviewAuthor);

        await expect(page).toHaveTitle(`${city.metaTitle} | ${defaultBusiness.name}`);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new URL(city.path, page.url()).href);
        await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", city.metaDescription);

        const faqPage = (await jsonLd(page)).find((b) => b["@type"] === "FAQPage") as { mainEntity: { name: string }[]; inLanguage: string };
        expect(faqPage.mainEntity.map((q) => q.name)).toEqual(city.faqs.map((f) => f.question));
        expect(faqPage.inLanguage).toBe("en-US");
      });
    });
  }

  for (const [i, city] of citiesIn("es").entries()) {
    onlyWhere((jsOn) => !jsOn || i === 0, ONE_TEMPLATE, () => {
      test(`/es${city.path} is the same page in Spanish, linking to Spanish pages`, async ({ page }, info) => {
        const response = await page.goto(`/es${city.path}`);
        expect(response?.status()).toBe(200);
        if (jsOn(info)) await wakeDeferredParts(page);
        await expect(page.locator("html")).toHaveAttribute("lang", "es");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(city.heroTitle);
        await expect(page.getByText(city.heroSubtitle)).toBeVisible();
        await expect(page.getByTestId("local-intro").locator("p")).toHaveText(city.localIntro.split("\n\n"));
        await expect(page.getByRole("heading", { level: 2, name: `Sus electricistas locales en ${city.cityName}` })).toBeVisible();

        const services = page.getByTestId("city-services").getByRole("link");
        expect(await Promise.all((await services.all()).map((l) => l.getAttribute("href")))).toEqual(city.services.map((s) => `/es/services/${s.slug}`));
        await expect(services.getByRole("heading", { level: 3 })).toHaveText(city.services.map((s) => findServicePage(s.slug, "es")!.serviceName));
        await expect(services).toContainText(city.services.map((s) => s.note));

        const projects = page.getByTestId("city-projects").getByRole("listitem");
        for (const [i, item] of city.galleryItems.entries()) await expect(projects.nth(i)).toContainText(`${item.service}${item.location}, ${city.cityName}`);
        await expect(page.getByTestId("accordion").locator("summary")).toContainText(city.faqs.map((f) => f.question));
        await expect(page.getByTestId("city-map")).toHaveAttribute("title", `Mapa de ${city.placeName}`);

        // The customer's review stays in the words they wrote, marked as English.
        await expect(page.getByTestId("city-review").locator("blockquote")).toHaveAttribute("lang", "en");
        await expect(page.getByTestId("city-review")).toContainText(city.reviewText);

        await expect(page).toHaveTitle(`${city.metaTitle} | ${defaultBusiness.name}`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", city.metaDescription);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new URL(`/es${city.path}`, page.url()).href);
        await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", new URL(city.path, page.url()).href);
        const faqPage = (await jsonLd(page)).find((b) => b["@type"] === "FAQPage") as { mainEntity: { name: string }[]; inLanguage: string };
        expect(faqPage.inLanguage).toBe("es-US");
        expect(faqPage.mainEntity.map((q) => q.name)).toEqual(city.faqs.map((f) => f.question));
      });
    });
  }

  test("a Spanish city page's service card leads to the Spanish service page", async ({ page }) => {
    await page.goto("/es/electrician-manassas");
    await page.getByTestId("city-services").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/es\/services\/panel-upgrades$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("/es/service-areas lists the cities in Spanish and links to their Spanish pages", async ({ page }) => {
    const text = serviceAreasText.es;
    expect((await page.goto("/es/service-areas"))?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.title);
    await expect(page.getByText(`${text.serviceRadius}. ${text.regions}`)).toBeVisible();
    await expect(page).toHaveTitle(`${text.metaTitle} | ${defaultBusiness.name}`);
    const cards = page.getByTestId("city-card");
    await expect(cards).toHaveCount(8);
    for (const [i, city] of citiesIn("es").entries()) {
      await expect(cards.nth(i)).toContainText(city.heroSubtitle);
      await expect(cards.nth(i).getByRole("link", { name: new RegExp(`^${text.cityLink}\\W+${city.cityName}$`) })).toHaveAttribute("href", `/es${city.path}`);
    }
    await expect(page.getByRole("heading", { level: 2, name: text.furtherTitle })).toBeVisible();
    const help = page.getByRole("region", { name: text.helpTitle });
    await expect(help.getByRole("link", { name: commonText.es.estimate })).toHaveAttribute("href", "/es/contact");
    await expect(help.getByRole("link", { name: commonText.es.book })).toHaveAttribute("href", "/es/contact");
    await expect(help.getByRole("link", { name: commonText.es.call(defaultBusiness.phone) })).toHaveAttribute("href", `tel:${dialable(defaultBusiness.phone)}`);
    await cards.first().getByRole("link").click();
    await expect(page).toHaveURL(/\/es\/electrician-manassas$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Electricista en Manassas, VA");
  });

  test("a city page's service card leads to the service page", async ({ page }) => {
    await page.goto("/electrician-woodbridge");
    await page.getByTestId("city-services").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/services\/surge-protection$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Whole-home surge protection");
  });

  test("an unknown city is the 404 page", async ({ page }) => {
    for (const path of ["/electrician-narnia", "/electrician-"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    }
  });
});
