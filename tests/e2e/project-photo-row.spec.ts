import { phoneApp } from "../../playwright.config";
import { expect, pngFile, test } from "./admin-fixtures";

/**
 * The home page's recent projects once the office gave one of them a photo (docs/content.md): the photo's card is
 * two columns wide, its photo beside its words from sm, so the cards told in words that share its row keep their own
 * height instead of a photo's, and on a phone it has the row to itself. On the instance with Twilio (playwright.config.ts
 * `phoneApp`), whose home page no other test reads, so the photo changes no other test's page.
 */
test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "a layout as served");

test("a project's photo takes two columns, and the cards told in words beside it keep their own height", async ({ phoneAdminPage: page }) => {
  const saved = await page.request.post("/admin/gallery", {
    multipart: { intent: "item-photo", bucket: "gallery-lighting", item: "home-1", image: await pngFile("panel.png") },
    headers: { Origin: phoneApp.url },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(302);

  const cards = page.getByTestId("home-gallery").getByTestId("gallery-item");
  /** Each visible card: its top, width, whether it has the photo, and the space between its words and its foot line. */
  const measure = () =>
    cards.evaluateAll((items) =>
      items
        .filter((item) => item.getBoundingClientRect().height > 0)
        .map((item) => {
          const box = item.getBoundingClientRect();
          const words = item.querySelector("h3")!.parentElement!.getBoundingClientRect();
          const foot = item.querySelector("p.mt-auto")!.getBoundingClientRect();
          return { top: box.top, width: box.width, photo: item.querySelector("img") !== null, gap: foot.top - words.bottom };
        }),
    );

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const wide = await measure();
  const photo = wide.find((card) => card.photo)!;
  const list = (await page.getByTestId("home-gallery").boundingBox())!;
  expect(photo.width).toBeGreaterThan(list.width / 2);
  const beside = wide.filter((card) => !card.photo && card.top === photo.top);
  expect(beside.length).toBeGreaterThan(0);
  // At most a line or two of a neighbour's longer words (a photo above the words of a one-column card left about 200 px).
  for (const card of beside) expect(card.gap).toBeLessThan(80);

  await page.setViewportSize({ width: 390, height: 844 });
  const narrow = await measure();
  expect(narrow.find((card) => card.photo)!.width).toBeCloseTo((await page.getByTestId("home-gallery").boundingBox())!.width, 0);
  expect(narrow.filter((card) => card.top === narrow.find((c) => c.photo)!.top)).toHaveLength(1);
});
