import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { cities } from "~/content/cities";
import { servicePages } from "~/content/service-pages";
import { localePath } from "~/lib/site/language";

const englishPages = [
  "/",
  "/about",
  "/services",
  "/service-areas",
  "/reviews",
  "/emergency",
  "/gallery",
  "/gallery?category=lighting",
  "/contact",
  ...servicePages.map((p) => `/services/${p.slug}`),
  "/services/ev-chargers",
  ...cities.map((c) => `/electrician-${c.slug}`),
];

/** Every page in English and its Spanish twin under /es (the same bars hold in both languages). */
const pages = englishPages.flatMap((path) => [path, localePath("es", path)]);

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page: page as never }).withTags(TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * Once, with JavaScript on: a public page loads no script of ours until the visitor's first intent (0 kB at
 * load), so what axe reads here is the page as served, which a visitor without JavaScript gets too. The test
 * holds that: no app script may load before axe runs. (Axe itself needs JavaScript, so a run in the js-off
 * project read the same server-rendered page a second time.)
 */
test.describe("axe-core finds no WCAG 2.2 AA violation", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the page as served is checked once, in the js-on project");
  for (const path of pages) {
    test(path, async ({ page }) => {
      const appScripts: string[] = [];
      page.on("request", (request) => {
        if (/\/build\/.*\.js(\?.*)?$/.test(request.url())) appScripts.push(request.url());
      });
      expect((await page.goto(path))?.status()).toBe(200);
      await page.waitForLoadState("networkidle");
      expect(await page.locator("[data-testid=carousel-pause]").count()).toBe(0);
      expect(appScripts).toEqual([]);
      expect(await violations(page)).toEqual([]);
    });
  }
});
