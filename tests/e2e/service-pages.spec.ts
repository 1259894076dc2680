import { expect, onlyWhere, type Page, test } from "./test";
import { jsOn, partLive, wakeDeferredParts } from "./forms-support";
import { defaultBusiness, dialable } from "~/content/business";
import { cities } from "~/content/cities";
import { serviceAliases, servicePages as written, servicePagesText as writtenText } from "~/content/service-pages";
import { servicesText as writtenServices } from "~/content/services";
import { defaultFacts, fillFacts } from "~/lib/site/fact-placeholders.server";

// The words as the pages send them: the facts their sentences name by placeholder, filled with today's.
const servicePages = fillFacts(written, defaultFacts);
const servicePagesText = fillFacts(writtenText, defaultFacts);
const servicesText = fillFacts(writtenServices, defaultFacts);

/** Every JSON-LD block of the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text));
}

async function expectContactButtons(page: Page) {
  const buttons = page.getByTestId("contact-actions").first();
  await expect(buttons.getByRole("link", { name: `Call ${defaultBusiness.phone}` })).toHaveAttribute(
    "href",
    `tel:${dialable(defaultBusiness.phone)}`,
  );
  await expect(buttons.getByRole("link", { name: `Text ${defaultBusiness.textPhone}` })).toHaveAttribute("href", `sms:${dialable(defaultBusiness.textPhone)}`);
  await expect(buttons.getByRole("link", { name: "Get Free Estimate" })).toBeVisible();
  await expect(buttons.getByRole("link", { name: "Book a discovery call" })).toBeVisible();
}

test.describe("service pages", () => {
  for (const [i, service] of servicePages.entries()) {
    const path = `/services/${service.slug}`;

    onlyWhere((jsOn) => !jsOn || i === 0, "one template with other words: the first service is checked live, every one as served", () => {
      test(`${path} shows the shared layout with its own content`, async ({ page }, info) => {
        // With JavaScript on and no move the page is as served, which the run without it checks for every service:
        // the service pages are one template with other words, the first is also checked live.
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        if (jsOn(info)) await wakeDeferredParts(page);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.heroTitle);
        await expect(page.getByText(service.introText)).toBeVisible();
        await expect(page.getByTestId("price-text")).toHaveText(service.priceText);
        await expectContactButtons(page);

        const benefits = page.getByTestId("benefits").getByRole("listitem");
        await expect(benefits).toHaveCount(4);
        await expect(benefits.getByRole("heading", { level: 3 })).toHaveText(service.benefits.map((b) => b.title));

        const gallery = service.galleryImages.length ? page.getByTestId("service-gallery") : page.getByTestId("gallery-placeholders");
        await expect(gallery.getByRole("listitem")).toHaveCount(service.galleryImages.length || service.typicalJobs.length);
        for (const img of await gallery.locator("img").all()) {
          await expect(img).toHaveAttribute("loading", "lazy");
          await expect(img).toHaveAttribute("width", /\d+/);
          await expect(img).toHaveAttribute("height", /\d+/);
        }

        const faqs = page.getByTestId("accordion").locator("summary");
        await expect(faqs).toHaveCount(4);
        await expect(faqs).toContainText(service.faqs.map((f) => f.question));

        const cta = page.getByTestId("closing-cta");
        await expect(cta).toHaveAttribute("href", defaultBusiness.schedulingUrl);
        await expect(cta).toHaveAttribute("target", "_blank");

        await expect(page).toHaveTitle(`${service.metaTitle} | ${defaultBusiness.name}`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", service.metaDescription);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new URL(path, page.url()).href);

        const blocks = await jsonLd(page);
        const faqPage = blocks.find((b) => b["@type"] === "FAQPage") as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
        expect(faqPage.mainEntity.map((q) => q.name)).toEqual(service.faqs.map((f) => f.question));
        expect(faqPage.mainEntity.map((q) => q.acceptedAnswer.text)).toEqual(service.faqs.map((f) => f.answer));
        const schemaService = blocks.find((b) => b["@type"] === "Service") as {
          name: string;
          description: string;
          serviceType: string;
          url: string;
          provider: { name: string; telephone: string };
          areaServed: { name: string }[];
        };
        expect(schemaService.name).toBe(service.serviceName);
        expect(schemaService.description).toBe(service.metaDescription);
        expect(schemaService.serviceType).toBe(service.serviceName);
        expect(schemaService.url).toBe(new URL(path, page.url()).href);
        expect(schemaService.provider).toMatchObject({ name: defaultBusiness.name, telephone: defaultBusiness.phone });
        expect(schemaService.areaServed.map((a) => a.name)).toEqual(expect.arrayContaining(cities.map((c) => c.cityName)));
      });
    });
  }

  test("/services/ev-chargers serves the EV charger page with the canonical link on the main URL", async ({ page }) => {
    expect(serviceAliases["ev-chargers"]).toBe("ev-charger-installation");
    const ev = servicePages.find((p) => p.slug === "ev-charger-installation")!;
    const response = await page.goto("/services/ev-chargers");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/services\/ev-chargers$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ev.heroTitle);
    const canonical = new URL("/services/ev-charger-installation", page.url()).href;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical);
    const service = (await jsonLd(page)).find((b) => b["@type"] === "Service") as { url: string };
    expect(service.url).toBe(canonical);
  });

  test("an unknown service is the 404 page", async ({ page }) => {
    const response = await page.goto("/services/unicorn-wiring");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  });

  test("FAQs open one at a time and close fully", async ({ page }) => {
    await page.goto("/services/panel-upgrades");
    const items = page.getByTestId("accordion").locator("details");
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    await items.nth(1).locator("summary").click();
    await expect(page.getByTestId("accordion").locator("details[open]")).toHaveCount(0);
  });

  test("Book a discovery call opens booking preset to the page's service; Get Free Estimate opens the estimate form", async ({ page }, info) => {
    const jsOn = info.project.name === "js-on";
    await page.goto("/services/surge-protection");
    const buttons = page.getByTestId("contact-actions").first();
    await expect(buttons.getByRole("link", { name: "Book a discovery call" })).toHaveAttribute("href", "/book?service=surge-protection");
    await expect(buttons.getByRole("link", { name: "Get Free Estimate" })).toHaveAttribute("href", "/estimate");

    // The page's code loads when it is first reached for: a person's pointer is on it before the click.
    await partLive(page, info, buttons);
    await buttons.getByRole("link", { name: "Book a discovery call" }).click();
    const booking = jsOn ? page.getByRole("dialog", { name: "Book a free consultation" }) : page.getByRole("main");
    if (!jsOn) await expect(page).toHaveURL(/\/book\?service=surge-protection$/);
    await expect(booking.getByLabel("Service")).toHaveValue("surge-protection");

    await page.goto("/services/surge-protection");
    await partLive(page, info, page.getByTestId("contact-actions").first());
    await page.getByTestId("contact-actions").first().getByRole("link", { name: "Get Free Estimate" }).click();
    if (jsOn) await expect(page.getByRole("dialog", { name: "Request free estimate" })).toBeVisible();
    else await expect(page).toHaveURL(/\/estimate$/);
  });

  test("service pages link to each other and to the city pages", async ({ page }) => {
    await page.goto("/services/lighting");
    const related = page.getByRole("navigation", { name: "Related pages" });
    await expect(related.getByRole("link", { name: /^Electrician in / })).toHaveCount(cities.length);
    await related.getByRole("link", { name: "Electrician in Fairfax" }).click();
    await expect(page).toHaveURL(/\/electrician-fairfax$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Electrician in Fairfax, VA");
  });
});

test.describe("service pages in Spanish", () => {
  const es = (slug: string) => servicePagesText.es.find((p) => p.slug === slug)!;

  /** Every same-site link of the page's own sections and related-pages navigation, except booking and estimate (the forms' own links). */
  async function localLinks(page: Page) {
    const hrefs = await page.locator("main section a[href^='/'], main nav a[href^='/']").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    return hrefs.filter((href) => !/^\/(book|estimate)\b/.test(href));
  }

  test("/es/services lists the services in Spanish and links to the Spanish service pages", async ({ page }) => {
    const response = await page.goto("/es/services");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const { index, serviceOffers, homeServiceCards } = servicesText.es;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(index.title);
    await expect(page).toHaveTitle(`${index.metaTitle} | ${defaultBusiness.name}`);
    await expect(page.getByTestId("service-offer").getByRole("heading", { level: 2 })).toHaveText(serviceOffers.map((o) => o.title));
    await expect(page.getByTestId("price").first()).toHaveText("Desde $3,000");
    await expect(page.getByRole("link", { name: `Más información sobre ${serviceOffers[0].title}` })).toBeVisible();
    // The footer lists services too (to book them): the page's own cards are in <main>.
    const main = page.getByRole("main");
    for (const card of homeServiceCards) await expect(main.getByRole("link", { name: card.title, exact: true })).toHaveAttribute("href", `/es${card.path}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new URL("/es/services", page.url()).href);

    await main.getByRole("link", { name: homeServiceCards[0].title, exact: true }).click();
    await expect(page).toHaveURL(/\/es\/services\/panel-upgrades$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(es("panel-upgrades").heroTitle);
  });

  test("/es/services/panel-upgrades shows the page in Spanish, with Spanish links, FAQs and structured data", async ({ page }) => {
    const panel = es("panel-upgrades");
    const response = await page.goto("/es/services/panel-upgrades");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cambio de panel eléctrico en el norte de Virginia");
    await expect(page.getByText(panel.introText)).toBeVisible();
    await expect(page.getByTestId("price-text")).toHaveText("Desde $3,000");
    await expect(page.getByRole("heading", { level: 2, name: "Cambio de panel eléctrico: preguntas frecuentes" })).toBeVisible();
    await expect(page.getByTestId("accordion").locator("summary")).toContainText(panel.faqs.map((f) => f.question));
    await expect(page).toHaveTitle(`${panel.metaTitle} | ${defaultBusiness.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", panel.metaDescription);
    const buttons = page.getByTestId("contact-actions").first();
    await expect(buttons.getByRole("link", { name: `Llame al ${defaultBusiness.phone}` })).toBeVisible();
    await expect(buttons.getByRole("link", { name: "Reserve una llamada inicial" })).toBeVisible();

    const related = page.getByRole("navigation", { name: "Páginas relacionadas" });
    await expect(related.getByRole("link", { name: /^Electricista en / })).toHaveCount(cities.length);
    await expect(related.getByRole("link", { name: es("lighting").serviceName })).toHaveAttribute("href", "/es/services/lighting");
    const links = await localLinks(page);
    expect(links.length).toBeGreaterThan(12);
    for (const href of links) expect(href).toMatch(/^\/es\//);

    const blocks = await jsonLd(page);
    const faqPage = blocks.find((b) => b["@type"] === "FAQPage") as { inLanguage: string; mainEntity: { name: string }[] };
    expect(faqPage.inLanguage).toBe("es-US");
    expect(faqPage.mainEntity.map((q) => q.name)).toEqual(panel.faqs.map((f) => f.question));
    const service = blocks.find((b) => b["@type"] === "Service") as { name: string; url: string };
    expect(service.name).toBe(panel.serviceName);
    expect(service.url).toBe(new URL("/es/services/panel-upgrades", page.url()).href);
  });

  test("/es/services/ev-chargers serves the Spanish EV charger page with the Spanish canonical", async ({ page }) => {
    const ev = es("ev-charger-installation");
    const response = await page.goto("/es/services/ev-chargers");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/es\/services\/ev-chargers$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ev.heroTitle);
    await expect(page.getByTestId("accordion").locator("summary").first()).toContainText(ev.faqs[0].question);
    const canonical = new URL("/es/services/ev-charger-installation", page.url()).href;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", new URL("/services/ev-charger-installation", page.url()).href);
    for (const href of await localLinks(page)) expect(href).toMatch(/^\/es\//);
  });

  onlyWhere((jsOn) => jsOn, "scripts load only with JavaScript on", () => {
    test("the pages' copy stays on the server: no script the browser loads holds another page's text", async ({ page }) => {
      const scripts: Promise<string>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() === "script") scripts.push(response.text());
      });
      await page.goto("/es/services/panel-upgrades");
      await page.waitForLoadState("networkidle");
      const code = (await Promise.all(scripts)).join("\n");
      expect(code.length).toBeGreaterThan(0);
      for (const other of [es("lighting"), servicePages.find((p) => p.slug === "lighting")!]) {
        expect(code.includes(other.faqs[0].answer), `a script holds "${other.faqs[0].answer}"`).toBe(false);
      }
    });
  });

  test("an unknown service under /es is a 404", async ({ page }) => {
    const response = await page.goto("/es/services/unicorn-wiring");
    expect(response?.status()).toBe(404);
  });
});
