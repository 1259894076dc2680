import { expect, test, type Page } from "./test";
import { builtIn } from "./gallery-support";
import { defaultBusiness, LICENCE_LOOKUP_URL } from "~/content/business";
import { contactText } from "~/content/contact";
import { homeGalleryItems } from "~/content/gallery";
import { galleryItemText } from "~/content/gallery-text";
import { directoryBadges } from "~/content/review-sites";
import { reviewText } from "~/content/reviews";
import { founder, team, aboutText } from "~/content/team";
import { defaultFacts, fillFacts } from "~/lib/site/fact-placeholders.server";

/*
 * Honest proof (docs/design.md): a homeowner is never shown more than is there. Drawings say they are drawings and
 * each shows its own job, a home project without a photo is told in words rather than drawn, nobody stands behind a shared faceless avatar or a video that is not there, every review
 * says where and when it was written, and the license can be checked.
 */

/**
 * The one rule for the gallery's drawings: two of its items share a picture only when they are the same job in
 * another house. These are the only such groups today (a panel replaced; a charger on a wall by the car).
 */
const SAME_JOB = [
  ["Recalled Zinsco panel replaced", "Condo panel replacement"],
  ["Garage Level 2 charger", "Townhouse EV charger"],
];

const MONTH = { en: /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/, es: /^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}$/ };

/** Each built-in item of /gallery: its title and its picture's address. */
async function galleryPictures(page: Page) {
  const items = builtIn(page.getByTestId("gallery-grid").getByTestId("gallery-item"));
  await expect(items).toHaveCount(20);
  return Promise.all(
    (await items.all()).map(async (item) => ({
      title: (await item.getByRole("heading").textContent())!.trim(),
      src: (await item.locator("img").getAttribute("src"))!,
      label: (await item.getByTestId("illustration-label").textContent())?.trim(),
    })),
  );
}

test.describe("honest proof", () => {
  for (const [path, label, realJobs] of [
    ["/gallery", "Illustration", "Real jobs"],
    ["/es/gallery", "Ilustración", "Trabajos reales"],
  ] as const) {
    test(`${path}: every item its own job's drawing, marked as a drawing; no claim of real jobs`, async ({ page, request }) => {
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.locator("body")).not.toContainText(realJobs);
      const pictures = await galleryPictures(page);
      for (const picture of pictures) expect(picture.label, picture.title).toBe(label);
      const bySrc = new Map<string, typeof pictures>();
      for (const picture of pictures) bySrc.set(picture.src, [...(bySrc.get(picture.src) ?? []), picture]);
      for (const [src, sharing] of bySrc) {
        if (sharing.length === 1) continue;
        const titles = sharing.map((picture) => picture.title).sort();
        // Titles are the English ones on /gallery; on /es the same pictures are grouped the same way.
        if (path === "/gallery") expect(SAME_JOB.map((group) => [...group].sort()), `${src} is shared by ${titles.join(", ")}`).toContainEqual(titles);
        else expect(sharing.length, src).toBe(2);
      }
      expect(bySrc.size).toBe(20 - SAME_JOB.length);
      for (const src of bySrc.keys()) {
        const response = await request.get(src);
        expect(response.status(), src).toBe(200);
        expect(response.headers()["content-type"]).toContain("image/svg+xml");
      }
    });
  }

  for (const [path, lang] of [
    ["/", "en"],
    ["/es", "es"],
  ] as const) {
    test(`${path}: a recent project without a photo is told in words (scope, figures, town, month), with no drawing; the rating summary`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(200);
      // The built-in projects without a photo (an admin test may add pictures of its own meanwhile).
      const cards = page.getByTestId("home-gallery").getByTestId("gallery-item").filter({ hasNot: page.locator("img") });
      await expect(cards).toHaveCount(homeGalleryItems.length);
      await expect(cards.locator("svg, [data-testid=illustration-label]")).toHaveCount(0);
      for (const [index, item] of homeGalleryItems.entries()) {
        const words = { ...item, ...galleryItemText[lang][item.id] };
        const card = cards.nth(index);
        await expect(card.getByRole("heading")).toHaveText(words.title);
        // Under the scope, its figures (the cards carry no test ids: the home page's HTML is at its budget).
        await expect(card.locator("h3 + p")).toHaveText(words.figures!);
        // The card's foot: "Manassas, VA · October 2026".
        await expect(card.locator("p").last()).toHaveText(new RegExp(`^${item.location} · .+$`));
        await expect(card.locator("time")).toHaveText(MONTH[lang]);
        await expect(card.locator("time")).toHaveAttribute("datetime", `${item.month}-01`);
      }
      await expect(page.getByTestId("rating-summary")).toHaveText(fillFacts(reviewText[lang].summary, defaultFacts));
    });
  }

  for (const [path, lang] of [
    ["/about", "en"],
    ["/es/about", "es"],
  ] as const) {
    test(`${path}: initials for people without a photo, no play button or caption without a video, a license lookup`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(200);
      const initials = [founder, ...team].map((person) => person.name.split(" ").map((word) => word[0]).join(""));
      await expect(page.getByTestId("monogram")).toHaveText(initials);
      await expect(page.locator("video, [data-testid=video], [data-testid=team-member] figcaption")).toHaveCount(0);
      await expect(page.locator("body")).not.toContainText(aboutText[lang].founder.caption);
      await expect(page.locator('img[src*="portrait.svg"], img[src*="founder.svg"], img[src*="video-poster.svg"]')).toHaveCount(0);
      for (const person of team) await expect(page.locator("body")).not.toContainText(person.video.caption);
      const lookup = page.getByRole("main").getByRole("link", { name: aboutText[lang].verifyLicence });
      await expect(lookup).toHaveAttribute("href", LICENCE_LOOKUP_URL);
      await expect(page.getByRole("main")).toContainText(aboutText[lang].licence(defaultBusiness.licence));
    });
  }

  test("/contact: Meet our office keeps its heading, with no play button or video caption without the video", async ({ page }) => {
    expect((await page.goto("/contact"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: contactText.en.page.meetOffice })).toBeVisible();
    await expect(page.locator("video, [data-testid=video], img[src*='video-poster']")).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText(contactText.en.page.videoCaption);
    await expect(page.getByTestId("monogram")).toHaveText("VE");
  });

  for (const [path, lang] of [
    ["/reviews", "en"],
    ["/es/reviews", "es"],
  ] as const) {
    test(`${path}: every review says where and when it was written; the rating summary; the listings as plain links`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.getByTestId("rating-summary")).toHaveText(fillFacts(reviewText[lang].summary, defaultFacts));
      const reviews = page.getByTestId("review");
      await expect(reviews).toHaveCount(10);
      for (const review of await reviews.all()) {
        await expect(review.getByTestId("review-date")).toHaveText(MONTH[lang]);
        await expect(review).toContainText(lang === "en" ? /via (Google|Angi|HomeAdvisor)/ : /vía (Google|Angi|HomeAdvisor)/);
      }
      const listings = page.getByTestId("directory-badges").getByRole("link");
      await expect(listings).toHaveCount(directoryBadges.length);
      for (const badge of directoryBadges) {
        await expect(listings.filter({ hasText: reviewText[lang].listingOn(badge.name) })).toHaveAttribute("href", defaultBusiness.listings[badge.name]);
      }
    });
  }

  for (const [path, words] of [
    ["/", "Verify license"],
    ["/es", "Verificar licencia"],
  ] as const) {
    test(`${path}: the footer links the license number to Virginia's lookup`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(200);
      const footer = page.getByTestId("site-footer");
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.getByRole("link", { name: words })).toHaveAttribute("href", LICENCE_LOOKUP_URL);
      await expect(footer).toContainText(defaultBusiness.licence);
    });
  }
});
