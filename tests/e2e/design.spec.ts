import { expect, test, type Page } from "./test";
import { langOf, languages, localePath } from "~/content/languages";
import { commonText } from "~/content/page-parts";
import { sitemapPaths } from "~/content/sitemap";
import { jsOn, wakeDeferredParts } from "./forms-support";

/**
 * The design's promises that a homeowner meets first (docs/design.md): the phone's first screen, the home page's
 * length, and icons drawn rather than emoji.
 */

const PHONES = [
  { width: 360, height: 780 },
  { width: 390, height: 844 },
];

/** Lines an element's text takes: its line boxes' distinct bottoms. */
function linesOf(selector: string) {
  const el = document.querySelector(selector);
  if (!el) return -1;
  const range = document.createRange();
  range.selectNodeContents(el);
  return new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0.5).map((r) => Math.round(r.bottom))).size;
}

/** The hero's Call and Get Free Estimate buttons, and the top of what is fixed over the page's bottom (bar, greeter). */
async function heroFirstScreen(page: Page) {
  return page.evaluate(() => {
    const buttons = Array.from(document.querySelectorAll<HTMLElement>("[data-testid=hero-ctas] > a")).map((a) => {
      const box = a.getBoundingClientRect();
      return { label: a.innerText.trim(), top: Math.round(box.top), bottom: Math.round(box.bottom) };
    });
    const fixedTops = Array.from(document.querySelectorAll<HTMLElement>("[data-bottom-bar], [data-testid=chat-greeter]"))
      .filter((el) => el.getClientRects().length > 0 && el.checkVisibility())
      .map((el) => Math.round(el.getBoundingClientRect().top));
    return { buttons, clearAbove: Math.min(window.innerHeight, ...fixedTops) };
  });
}

test.describe("a phone's first screen of the home page", () => {
  for (const lang of languages) {
    for (const size of PHONES) {
      test(`${lang} at ${size.width} px: a headline of three lines or fewer, a lead of two, Call and Get Free Estimate above the bottom bar`, async ({ page }, info) => {
        await page.setViewportSize(size);
        if (jsOn(info)) {
          // The greeter comes 2 s after a first visit: the test's clock brings it, and it must not cover the buttons.
          await page.clock.install();
          await page.clock.pauseAt(Date.now() + 1000);
        }
        await page.goto(localePath(lang, "/"));
        if (jsOn(info)) {
          await wakeDeferredParts(page);
          await page.clock.runFor(2100);
          await expect(page.getByTestId("chat-greeter")).toBeVisible();
        }
        expect(await page.evaluate(linesOf, "#hero-title"), "headline lines").toBeLessThanOrEqual(3);
        expect(await page.evaluate(linesOf, "#hero-title + p"), "lead lines").toBeLessThanOrEqual(2);
        const { buttons, clearAbove } = await heroFirstScreen(page);
        expect(buttons).toHaveLength(2);
        for (const button of buttons) {
          expect(button.top, `${button.label} starts on the screen`).toBeGreaterThanOrEqual(0);
          expect(button.bottom, `${button.label} ends above the bottom bar and the greeter (${clearAbove} px)`).toBeLessThanOrEqual(clearAbove);
        }
      });
    }
  }
});

test.describe("the home page's length", () => {
  for (const lang of languages) {
    test(`${lang}: at most 10 screens at 390 px`, async ({ page }, info) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(localePath(lang, "/"));
      if (jsOn(info)) await wakeDeferredParts(page);
      const screens = await page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight);
      expect(screens).toBeLessThanOrEqual(10);
    });
  }
});

/** Pictographs drawn by the visitor's system (emoji and dingbats), not the © of the footer. */
const EMOJI = /[\p{Extended_Pictographic}\u2605\u2606\u2713\u2715](?<![\u00a9\u00ae\u2122])/u;

test.describe("words of every public page, as served", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the words as served; the live page's are the same words");

  // One walk for both checks: each page loads once.
  test("no emoji in visible text (icons are drawn, docs/design.md, Icons); one wording per estimate action in each language: Get Free Estimate for the form, Book Free Estimate for the scheduling page", async ({ page }) => {
    test.setTimeout(180_000);
    const emoji: string[] = [];
    const labels = { en: new Map<string, string>(), es: new Map<string, string>() };
    for (const path of sitemapPaths()) {
      await page.goto(path);
      const found = await page.evaluate(
        (source) => ({
          emoji: Array.from(document.body.innerText).filter((ch) => new RegExp(source, "u").test(ch)),
          labels: Array.from(document.querySelectorAll<HTMLElement>("a, button, summary, input[type=submit]"))
            // The label a person reads: a screen reader's extra words ("opens in a new tab") are not a wording of their own.
            .map((el) => (el instanceof HTMLInputElement ? el.value : Array.from(el.childNodes).filter((n) => !(n instanceof Element && n.classList.contains("sr-only"))).map((n) => n.textContent).join("")))
            .map((label) => label.replace(/\s+/g, " ").trim())
            .filter((label) => /estimate|presupuesto/i.test(label)),
        }),
        EMOJI.source,
      );
      if (found.emoji.length) emoji.push(`${path}: ${found.emoji.join(" ")}`);
      const seen = labels[langOf(path)];
      for (const label of found.labels) if (!seen.has(label)) seen.set(label, path);
    }
    expect.soft(emoji, "emoji in visible text").toEqual([]);
    // Each label with the first page it was seen on, so a stray wording says where it lives.
    // At most the two actions' words per language, from the words tree (in Spanish both are the form's).
    for (const lang of languages) {
      const { estimate, bookEstimate } = commonText[lang];
      expect.soft(Object.fromEntries(labels[lang]), lang).toEqual(Object.fromEntries([estimate, bookEstimate].map((label) => [label, expect.any(String)])));
    }
  });
});
