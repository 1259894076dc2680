import { defaultBusiness } from "~/content/business";
import { expect, test, type Page } from "./test";

/**
 * Longer Spanish words at phone widths: a phone number never breaks across lines, a pill's words stay inside its
 * rounded shape, and the emergency page's label takes at most two lines. Layout only, the same with and without
 * JavaScript (hydration changes none of the text or boxes measured here), so checked once, without it.
 */
const numbers = [defaultBusiness.phone, defaultBusiness.textPhone];

/** Each place in the page's main content where one of the numbers is split over more than one line. */
function brokenNumbers(page: Page) {
  return page.evaluate((numbers) => {
    const broken: string[] = [];
    const main = document.querySelector("main")!;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (const number of numbers) {
        const at = node.data.indexOf(number);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + number.length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(node.parentElement!.closest("a, p, li, div")!.textContent!.trim());
      }
    }
    return broken;
  }, numbers);
}

test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "layout only: checked once, in the js-off project");

for (const width of [360, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of ["/es/contact", "/contact", "/es/emergency", "/es/services/panel-upgrades", "/es/electrician-manassas", "/es/about", "/es/service-areas"]) {
      test(`no phone number breaks on ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator("main")).toContainText(defaultBusiness.phone);
        expect(await brokenNumbers(page)).toEqual([]);
      });
    }

    test("the service page's pills keep their words inside their rounded corners", async ({ page }) => {
      await page.goto("/es/services/panel-upgrades");
      const pills = page.getByRole("navigation", { name: "Páginas relacionadas" }).getByRole("link");
      expect(await pills.count()).toBeGreaterThan(10);
      const outside = await pills.evaluateAll((links) =>
        links.flatMap((link) => {
          const box = link.getBoundingClientRect();
          // The corner's radius as drawn: CSS scales radii down to half the box's shorter side.
          const r = Math.min(parseFloat(getComputedStyle(link).borderTopLeftRadius), box.width / 2, box.height / 2);
          const range = document.createRange();
          range.selectNodeContents(link);
          const corners = [...range.getClientRects()].flatMap((line) => [
            [line.left, line.top],
            [line.right, line.top],
            [line.left, line.bottom],
            [line.right, line.bottom],
          ]);
          // A corner of a line of text lies inside the pill: within r of the nearest corner circle's centre.
          const out = corners.filter(([x, y]) => {
            const cx = Math.min(Math.max(x, box.left + r), box.right - r);
            const cy = Math.min(Math.max(y, box.top + r), box.bottom - r);
            return Math.hypot(x - cx, y - cy) > r;
          });
          return out.length ? [`${link.textContent} (${Math.round(box.width)}×${Math.round(box.height)}, r ${r})`] : [];
        }),
      );
      expect(outside).toEqual([]);
      // Some pill does take two lines at this width: the check above is about them.
      expect(Math.max(...(await pills.evaluateAll((links) => links.map((l) => l.getBoundingClientRect().height))))).toBeGreaterThan(50);
    });

    test("the emergency page's label takes at most two lines", async ({ page }) => {
      await page.goto("/es/emergency");
      const label = page.getByTestId("emergency-alert");
      const lines = await label.evaluate((el) => {
        const style = getComputedStyle(el);
        const content = el.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        return Math.round(content / parseFloat(style.lineHeight));
      });
      expect(lines).toBeLessThanOrEqual(2);
    });
  });
}
