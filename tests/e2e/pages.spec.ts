import { expect, onlyWhere, test } from "./test";
import { estimateOpener } from "./forms-support";
import { builtIn } from "./gallery-support";
import { emergencyCities, furtherAreas } from "~/content/areas";
import { defaultBusiness, dialable } from "~/content/business";
import { cities } from "~/content/cities";
import { emergencyFaqs } from "~/content/emergency";
import { galleryPageItems, homeGalleryItems } from "~/content/gallery";
import { homeText } from "~/content/home";
import { homeTestimonials } from "~/content/home-testimonials";
import { reviewsPageTestimonials } from "~/content/reviews";
import { homeServiceCards, serviceOffers } from "~/content/services";
import { team } from "~/content/team";
import { defaultFacts, fillFacts } from "~/lib/site/fact-placeholders.server";

test.describe("public pages answer 200 with their h1 and the SPEC counts", () => {
  test("home", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeText.en.hero.headline);
    const ctas = page.getByTestId("hero-ctas");
    await expect(ctas.getByRole("link", { name: `Call ${defaultBusiness.phone}` })).toHaveAttribute(
      "href",
      `tel:${dialable(defaultBusiness.phone)}`,
    );
    await expect(ctas.getByRole("link", { name: "Text the office" })).toHaveAttribute(
      "href",
      `sms:${dialable(defaultBusiness.textPhone)}`,
    );
    await expect(ctas.getByText("Book a discovery call")).toBeVisible();
    await expect(ctas.getByText("Get Free Estimate")).toBeVisible();

    const cards = page.getByTestId("service-card");
    await expect(cards).toHaveCount(12);
    await expect(cards.getByRole("link")).toHaveCount(12);
    for (const [i, card] of homeServiceCards.entries()) {
      await expect(cards.nth(i).getByRole("link")).toHaveAttribute("href", card.path);
    }
    await expect(page.getByTestId("home-service-offer")).toHaveCount(6);
    await expect(page.getByRole("link", { name: "View all services" })).toHaveAttribute("href", "/services");
    await expect(page.getByTestId("emergency-banner")).toBeVisible();
    await expect(page.getByTestId("testimonials").getByTestId("review")).toHaveCount(homeTestimonials.length);
    expect(homeTestimonials).toHaveLength(5);
    await expect(builtIn(page.getByTestId("home-gallery").getByTestId("gallery-item"))).toHaveCount(9);
    expect(homeGalleryItems).toHaveLength(9);
    await expect(page.getByTestId("about-stats")).toContainText("1000+");
    await expect(page.getByTestId("about-stats")).toContainText("20+");
    await expect(page.getByTestId("about-stats")).toContainText("5.0");
    const strip = page.getByTestId("areas-strip");
    for (const city of cities) {
      await expect(strip.getByRole("link", { name: `Electrician in ${city.cityName}`, exact: true })).toHaveAttribute(
        "href",
        `/electrician-${city.slug}`,
      );
    }
    // Sections in the order of docs/product.md §2.3.
    const order = await page.locator("main h2").allTextContents();
    const at = (text: string) => order.findIndex((t) => t.includes(text));
    expect(at("How we work")).toBeLessThan(at("Our promise"));
    expect(at("Our promise")).toBeLessThan(at("Our electrical services"));
    expect(at("Our electrical services")).toBeLessThan(at("Electrical emergency"));
    expect(at("Electrical emergency")).toBeLessThan(at("What our customers say"));
    expect(at("What our customers say")).toBeLessThan(at("Recent projects"));
    expect(at("Recent projects")).toBeLessThan(at("Founded by an Air Force veteran"));
    expect(at("Founded by an Air Force veteran")).toBeLessThan(at("Serving Northern Virginia"));
  });

  test("about", async ({ page }) => {
    expect((await page.goto("/about"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`About ${defaultBusiness.name}`);
    await expect(page.getByTestId("team-member")).toHaveCount(5);
    for (const person of team) await expect(page.getByText(person.role, { exact: true })).toBeVisible();
    await expect(page.getByTestId("values").getByRole("heading")).toHaveText(["Integrity", "Excellence", "Service", "Quality"]);
    // No video objects in a fresh storage: no video and no caption, each of the six people their initials.
    await expect(page.getByTestId("video")).toHaveCount(0);
    await expect(page.getByTestId("monogram")).toHaveCount(6);
    const book = page.getByTestId("closing-cta");
    await expect(book).toHaveText(/^Book Free Estimate/);
    await expect(book).toHaveAttribute("href", defaultBusiness.schedulingUrl);
    await expect(book).toHaveAttribute("target", "_blank");
  });

  test("services", async ({ page }) => {
    expect((await page.goto("/services"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our electrical services");
    const cards = page.getByTestId("service-offer");
    await expect(cards).toHaveCount(6);
    for (const [i, offer] of serviceOffers.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(offer.title);
      await expect(card.getByTestId("price")).toHaveText(fillFacts(offer.price, defaultFacts));
      await expect(card.getByRole("listitem")).toHaveCount(3);
      // Learn more opens booking preset to the card's service.
      await expect(card.getByRole("link", { name: /Learn more/ })).toHaveAttribute("href", `/book?service=${offer.serviceValue}`);
    }
  });

  test("service areas", async ({ page }) => {
    expect((await page.goto("/service-areas"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Areas we serve");
    const cards = page.getByTestId("city-card");
    await expect(cards).toHaveCount(8);
    for (const [i, city] of cities.entries()) {
      await expect(cards.nth(i).getByRole("link", { name: /View city page/ })).toHaveAttribute("href", `/electrician-${city.slug}`);
    }
    await expect(page.getByTestId("further-areas").getByRole("listitem")).toHaveText(furtherAreas);
    const help = page.getByRole("region", { name: "Need help now?" });
    await expect(help.getByRole("link", { name: "Get Free Estimate" })).toHaveAttribute("href", "/contact");
    await expect(help.getByRole("link", { name: "Book a discovery call" })).toHaveAttribute("href", "/contact");
    await expect(help.getByRole("link", { name: /^Call / })).toHaveAttribute("href", `tel:${dialable(defaultBusiness.phone)}`);
    await expect(help.getByRole("link", { name: /^Text / })).toHaveAttribute("href", `sms:${dialable(defaultBusiness.textPhone)}`);
    await cards.first().getByRole("link", { name: /View city page/ }).click();
    await expect(page).toHaveURL(/\/electrician-manassas$/);
  });

  test("reviews", async ({ page }) => {
    expect((await page.goto("/reviews"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("5-star reviews from verified customers");
    await expect(page.getByTestId("review")).toHaveCount(10);
    expect(reviewsPageTestimonials).toHaveLength(10);
    await expect(page.getByTestId("review").getByRole("img", { name: "5 out of 5 stars" })).toHaveCount(10);
    await expect(page.getByTestId("directory-badges").getByRole("link")).toHaveCount(3);
    await expect(page.getByTestId("review-sites").getByRole("link")).toHaveCount(2);
  });

  test("emergency", async ({ page }) => {
    expect((await page.goto("/emergency"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("24/7 emergency electrician");
    await expect(page.getByTestId("emergency-alert")).toBeVisible();
    await expect(page.getByText("60-minute response promise in core area")).toBeVisible();
    await expect(page.getByTestId("symptoms").getByRole("listitem")).toHaveCount(6);
    await expect(page.getByTestId("safety-tips")).toContainText("call 911 first");
    await expect(page.getByTestId("emergency-cities").getByRole("listitem")).toHaveText(emergencyCities);
    await expect(page.getByText("Serving 100+ mile radius from Manassas, VA")).toBeVisible();
    const actions = page.getByTestId("contact-actions");
    await expect(actions.getByRole("link", { name: /^Call / })).toHaveAttribute("href", `tel:${dialable(defaultBusiness.phone)}`);
    await expect(actions.getByRole("link", { name: /^Text / })).toHaveAttribute("href", `sms:${dialable(defaultBusiness.textPhone)}`);
    await expect(actions.getByText("Book emergency service")).toBeVisible();
  });

  test("the emergency FAQ accordion opens one at a time and closes fully", async ({ page }) => {
    await page.goto("/emergency");
    const items = page.getByTestId("accordion").locator("details");
    await expect(items).toHaveCount(emergencyFaqs.length);
    await expect(page.locator("details[open]")).toHaveCount(0);
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await expect(items.nth(0).getByText(fillFacts(emergencyFaqs[0].answer, defaultFacts))).toBeVisible();
    await items.nth(2).locator("summary").click();
    await expect(items.nth(2)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await expect(page.getByTestId("accordion").locator("details[open]")).toHaveCount(1);
    await items.nth(2).locator("summary").click();
    await expect(page.getByTestId("accordion").locator("details[open]")).toHaveCount(0);
  });

  test("gallery", async ({ page }) => {
    expect((await page.goto("/gallery"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pictures of our work");
    await expect(builtIn(page.getByTestId("gallery-item"))).toHaveCount(20);
    expect(galleryPageItems).toHaveLength(20);
    await expect(page.getByTestId("filter-chips").getByRole("link")).toHaveText([
      "All",
      "Panel upgrades",
      "Lighting",
      "EV chargers",
      "Ceiling fans",
    ]);
  });

  test("an unknown gallery category is ignored, not an error", async ({ page }) => {
    const response = await page.goto("/gallery?category=%3Cscript%3E");
    expect(response?.status()).toBe(200);
    await expect(builtIn(page.getByTestId("gallery-item"))).toHaveCount(20);
  });
});

test.describe("contact page layout", () => {
  test("header, contact card, why-choose, emergency card and the discovery-call card", async ({ page }) => {
    expect((await page.goto("/contact"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's get started today");
    await expect(page.getByText("Choose how you'd like to connect with us")).toBeVisible();
    const info = page.getByTestId("contact-info");
    await expect(info.getByRole("link", { name: defaultBusiness.phone })).toHaveAttribute("href", `tel:${dialable(defaultBusiness.phone)}`);
    await expect(info.getByRole("link", { name: defaultBusiness.textPhone })).toHaveAttribute(
      "href",
      `sms:${dialable(defaultBusiness.textPhone)}`,
    );
    await expect(info.getByRole("link", { name: defaultBusiness.email })).toHaveAttribute("href", `mailto:${defaultBusiness.email}`);
    await expect(info).toContainText("24/7 - Every Day");
    await expect(info).toContainText("Open All Holidays");
    await expect(info).toContainText("Virginia & Surrounding Areas");
    await expect(estimateOpener(page)).toBeVisible();
    await expect(page.getByTestId("emergency-card").getByRole("link")).toHaveAttribute("href", `tel:${dialable(defaultBusiness.phone)}`);
    const discovery = page.getByTestId("discovery-call");
    await expect(discovery.getByRole("heading")).toHaveText("Schedule a discovery call");
    await expect(discovery).toContainText(
      "Prefer to talk first? Schedule a convenient time for a discovery call to discuss your electrical needs.",
    );
    await expect(discovery.getByRole("link", { name: /Open the scheduling page/ })).toHaveAttribute("href", defaultBusiness.schedulingUrl);
    await expect(page.getByTestId("video")).toHaveCount(0);
  });

  onlyWhere((jsOn) => jsOn, "needs JavaScript", () => {
    test("the scheduling widget loads only when asked for, in an 800 px frame", async ({ page }) => {
      const external: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("calendly.com")) external.push(r.url());
      });
      // Stand-in for the provider's widget script (no network here): it draws the inline frame the same way.
      await page.route("https://assets.calendly.com/**", (route) =>
        route.fulfill({
          contentType: "text/javascript",
          body: `window.Calendly = { initInlineWidget({ url, parentElement }) {
            const f = document.createElement("iframe"); f.title = "Scheduling"; f.src = "about:blank";
            f.dataset.url = url; f.style.width = "100%"; f.style.height = "100%"; parentElement.appendChild(f); } };`,
        }),
      );
      await page.goto("/contact");
      await page.waitForLoadState("networkidle");
      expect(external).toEqual([]);
      const widget = page.getByTestId("scheduling-widget");
      await widget.getByRole("button", { name: "Show the Scheduling Calendar" }).click();
      await expect(widget).toHaveAttribute("data-state", "ready");
      const frame = widget.locator("iframe");
      await expect(frame).toHaveAttribute("data-url", defaultBusiness.schedulingUrl);
      const box = await frame.boundingBox();
      expect(Math.round(box!.height)).toBe(800);
      expect(external.some((u) => u.startsWith("https://assets.calendly.com/"))).toBe(true);
    });
  });
});
