import { coverOfFocused } from "./focus-support";
import { wakeDeferredParts } from "./forms-support";
import { expect, onlyWhere, type Page, test } from "./test";

/**
 * WCAG 2.2 2.4.11 (Focus Not Obscured): tabbing through a page, no focused element may be hidden, even
 * partly, under anything the page paints on top of it: the sticky header, the fixed bottom bar, the chat
 * launcher, or the home page's greeter, which is let open first (decision 0043).
 */
const widths = [
  { name: "phone", width: 390, height: 844, pages: ["/", "/contact", "/services/panel-upgrades", "/electrician-manassas", "/emergency", "/about"] },
  { name: "tablet", width: 820, height: 1180, pages: ["/", "/services/panel-upgrades"] },
  { name: "desktop", width: 1280, height: 800, pages: ["/", "/gallery", "/es"] },
];
const MAX_TABS = 250;
/**
 * Without JavaScript, the phone only: what sits over the page as served (the sticky header, the bottom bar, the chat
 * launcher's link) has the same place and size live (compared at 820 and 1280 px), where every width is checked.
 */
const servedWidths = new Set(["phone"]);

const greets = (path: string, javaScriptEnabled: boolean) => path === "/" && javaScriptEnabled;

/**
 * Lets the home page's greeter open, as it does for a first visit (the context starts with empty storage): its 2 s
 * are run on the test's clock once the page's parts have their code, not waited for on a busy machine's.
 */
async function greeterOpen(page: Page) {
  await wakeDeferredParts(page);
  await page.clock.runFor(2100);
  await expect(page.getByTestId("chat-greeter")).toBeVisible();
}

const cases = widths.flatMap((size) => size.pages.flatMap((path) => ["Tab", "Shift+Tab"].map((key) => ({ size, path, key }))));

for (const { size, path, key } of cases) {
  onlyWhere((jsOn) => jsOn || servedWidths.has(size.name), "as served, checked at the phone's width", () => {
    test(`${size.name} ${path}, ${key}: no focused element is hidden under anything`, async ({ page, javaScriptEnabled }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.emulateMedia({ reducedMotion: "reduce" });
      const greeted = greets(path, javaScriptEnabled);
      if (greeted) {
        await page.clock.install();
        await page.clock.pauseAt(Date.now() + 1000);
      }
      await page.goto(path);
      if (greeted) await greeterOpen(page);
      const hidden: string[] = [];
      let seen = 0;
      for (let i = 0; i < MAX_TABS; i++) {
        await page.keyboard.press(key);
        const state = await coverOfFocused(page);
        if (!state) {
          if (seen > 0) break; // focus left the page: every element has had its turn
          continue;
        }
        seen++;
        if (state.inDialog) break;
        if (state.points === 0) hidden.push(`${state.label} (not on screen)`);
        else if (state.covered) hidden.push(`${state.label} (${state.covered}/${state.points} points under ${state.covers.join(", ")})`);
      }
      expect(seen).toBeGreaterThan(5);
      expect(hidden).toEqual([]);
      // The greeter did not simply stay out of the way by never opening.
      if (greeted) expect(await page.evaluate(() => localStorage.getItem("seen-greeter"))).toBe("true");
    });
  });
}
