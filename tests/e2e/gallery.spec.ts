import { expect, type Locator, onlyWhere, test } from "./test";
import { builtIn } from "./gallery-support";
import { galleryPageItems, homeGalleryItems } from "~/content/gallery";

const count = (category: string) => galleryPageItems.filter((i) => i.category === category).length;
/** A click where the card's picture is (the title's link covers the whole card, as a visitor's click would land). */
async function clickPicture(card: Locator) {
  await card.scrollIntoViewIfNeeded();
  const box = await card.locator("img").boundingBox();
  await card.page().mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
}
const homeCount = (category: string) => homeGalleryItems.filter((i) => i.category === category).length;

test.describe("gallery filters", () => {
  onlyWhere((jsOn) => jsOn, "needs JavaScript", () => {
    test("with JavaScript the gallery page filters in place", async ({ page }) => {
      await page.goto("/gallery");
      const dataRequests: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("_data=") || r.resourceType() === "document") dataRequests.push(r.url());
      });
      const chips = page.getByTestId("filter-chips");
      const items = builtIn(page.getByTestId("gallery-item"));
      await chips.getByRole("link", { name: "Ceiling fans" }).click();
      await expect(items).toHaveCount(count("ceiling-fans"));
      for (const category of await items.evaluateAll((els) => els.map((e) => e.getAttribute("data-category")))) {
        expect(category).toBe("ceiling-fans");
      }
      await expect(chips.getByRole("link", { name: "Ceiling fans" })).toHaveAttribute("aria-current", "true");
      await expect(page).toHaveURL(/\?category=ceiling-fans/);
      await chips.getByRole("link", { name: "All" }).click();
      await expect(items).toHaveCount(20);
      expect(dataRequests).toEqual([]);
    });
  });

  onlyWhere((jsOn) => jsOn, "needs JavaScript", () => {
    test("with JavaScript clicking anywhere on a card opens the detail dialog", async ({ page }) => {
      // No autoplay, so the first card stays in view.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/gallery");
      const first = galleryPageItems[0];
      const card = builtIn(page.getByTestId("gallery-item")).first();
      const opener = card.getByRole("link", { name: `View details: ${first.title}` });
      await clickPicture(card);
      const dialog = page.getByRole("dialog", { name: first.title });
      await expect(dialog).toBeVisible();
      const detail = dialog.getByTestId("gallery-detail");
      await expect(detail.locator("img")).toHaveAttribute("src", first.imageUrl);
      await expect(detail).toContainText("Panel upgrades");
      await expect(detail).toContainText(first.location);
      await expect(detail).toContainText(first.description);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });

  onlyWhere((jsOn) => jsOn, "needs JavaScript", () => {
    test("with JavaScript the keyboard opens a card's dialog", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/gallery");
      const first = galleryPageItems[0];
      await builtIn(page.getByTestId("gallery-item")).first().getByRole("link", { name: `View details: ${first.title}` }).press("Enter");
      await expect(page.getByRole("dialog", { name: first.title })).toBeVisible();
      await expect(page).not.toHaveURL(/item=/);
    });
  });

  onlyWhere((jsOn) => !jsOn, "JavaScript off", () => {
    test("without JavaScript clicking a card's picture shows its details", async ({ page }) => {
      await page.goto("/gallery");
      const first = galleryPageItems[0];
      await clickPicture(builtIn(page.getByTestId("gallery-item")).first());
      await expect(page).toHaveURL(new RegExp(`/gallery\\?item=${first.id}#gallery-detail`));
      const detail = page.getByTestId("gallery-detail-page");
      await expect(detail.getByRole("heading", { name: first.title })).toBeVisible();
      await expect(detail.locator("img")).toHaveAttribute("src", first.imageUrl);
      await expect(detail).toContainText(first.location);
      await expect(detail).toContainText(first.description);
      await detail.getByRole("link", { name: "Back to all projects" }).click();
      await expect(page.getByTestId("gallery-detail-page")).toHaveCount(0);
    });
  });

  onlyWhere((jsOn) => !jsOn, "JavaScript off", () => {
    test("without JavaScript the chips are ?category= links filtered by the server", async ({ page }) => {
      await page.goto("/gallery");
      await page.getByTestId("filter-chips").getByRole("link", { name: "EV chargers" }).click();
      await expect(page).toHaveURL(/\/gallery\?category=ev-chargers/);
      await expect(builtIn(page.getByTestId("gallery-item"))).toHaveCount(count("ev-chargers"));
      // Every card shows its details inline, as there is no dialog.
      await expect(page.getByText(galleryPageItems.find((i) => i.category === "ev-chargers")!.description)).toBeVisible();
      await page.getByTestId("filter-chips").getByRole("link", { name: "All" }).click();
      await expect(builtIn(page.getByTestId("gallery-item"))).toHaveCount(20);
    });
  });

  test("home gallery filters (in place with JavaScript, by link without)", async ({ page }, info) => {
    await page.goto("/");
    const gallery = page.getByTestId("home-gallery");
    await expect(builtIn(gallery.getByTestId("gallery-item"))).toHaveCount(9);
    const chips = page.locator("#gallery").locator("..").getByTestId("filter-chips");
    await chips.getByRole("link", { name: "Before & after" }).click();
    await expect(builtIn(gallery.getByTestId("gallery-item"))).toHaveCount(homeCount("before-after"));
    await expect(page).toHaveURL(/category=before-after/);
    if (info.project.name === "js-off") {
      await page.goto("/?category=panels");
      await expect(builtIn(gallery.getByTestId("gallery-item"))).toHaveCount(homeCount("panels"));
    }
  });
});

test.describe("the gallery page is a grid of every project", () => {
  for (const [width, columns] of [
    [390, 2],
    [1280, 3],
  ] as const) {
    test(`at ${width} px all 20 show, ${columns}+ to a row, and nothing scrolls sideways`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/gallery");
      const items = builtIn(page.getByTestId("gallery-item"));
      await expect(items).toHaveCount(20);
      const boxes = await items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), right: r.right })));
      // Every card lies within the page's width, and a row holds `columns` or more of them (the admin's
      // uploads, which other tests add, may come first: the widest row is counted).
      expect(boxes.filter((box) => box.right > width)).toEqual([]);
      const perRow = Math.max(...boxes.map((box) => boxes.filter((other) => other.top === box.top).length));
      expect(perRow).toBeGreaterThanOrEqual(columns);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});

test.describe("the before-and-after picture's labels are page text in the page's language", () => {
  test("the illustration carries no words", async ({ request }) => {
    const svg = await (await request.get("/illustrations/gallery-before-after.svg")).text();
    expect(svg).toContain("<svg");
    expect(svg).not.toContain("<text");
  });

  // The home page's projects are told in words until they have photos: the service page shows the drawing.
  for (const [path, before, after] of [
    ["/services/panel-upgrades", "Before", "After"],
    ["/es/services/panel-upgrades", "Antes", "Después"],
  ] as const) {
    test(`${path} labels its halves ${before} / ${after}`, async ({ page }) => {
      await page.goto(path);
      const picture = page.locator('img[src="/illustrations/gallery-before-after.svg"]').first().locator("..");
      await expect(picture.getByText(before, { exact: true })).toBeVisible();
      await expect(picture.getByText(after, { exact: true })).toBeVisible();
    });
  }
});
