import { expect, test, type Page } from "./test";
import { defaultBusiness, dialable } from "~/content/business";
import { cities } from "~/content/cities";
import { servicePages } from "~/content/service-pages";

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text));
}

test.describe("city pages", () => {
  for (const city of cities) {
    test(`${city.path} shows the shared layout with its own content`, async ({ page }) => {
      const response = await page.goto(city.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(city.heroTitle);
      await expect(page.getByText(city.heroSubtitle)).toBeVisible();
      const intro = page.getByTestId("local-intro").locator("p");
      await expect(intro).toHaveText(city.localIntro);

      const buttons = page.getByTestId("contact-buttons").first();
      await expect(buttons.getByRole("link", { name: `Call ${defaultBusiness.phone}` })).toHaveAttribute(
        "href",
        `tel:${dialable(defaultBusiness.phone)}`,
      );
      await expect(buttons.getByRole("link", { name: "Text the Office" })).toHaveAttribute(
        "href",
        `sms:${dialable(defaultBusiness.textPhone)}`,
      );
      await expect(buttons.getByText("Get a Free Estimate")).toBeVisible();
      await expect(buttons.getByText("Book a Call")).toBeVisible();

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

      const faqPage = (await jsonLd(page)).find((b) => b["@type"] === "FAQPage") as { mainEntity: { name: string }[] };
      expect(faqPage.mainEntity.map((q) => q.name)).toEqual(city.faqs.map((f) => f.question));
    });
  }

  test("a city page's service card leads to the service page", async ({ page }) => {
    await page.goto("/electrician-woodbridge");
    await page.getByTestId("city-services").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/services\/surge-protection$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Whole-Home Surge Protection");
  });

  test("an unknown city is the 404 page", async ({ page }) => {
    for (const path of ["/electrician-narnia", "/electrician-"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    }
  });
});
