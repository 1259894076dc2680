import { axe } from "./axe";
import { expect, onlyWhere, standInForMap, test, type Page } from "./test";
import { cities } from "~/content/cities";
import { servicePages } from "~/content/service-pages";
import { localePath } from "~/content/languages";
import { wakeDeferredParts } from "./forms-support";

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
  ...cities.map((c) => `/electrician-${c.slug}`),
];

/**
 * The service and city pages past the first of each kind: one template with other words, each checked in English.
 * The first of each kind, like every other page, is checked in both languages.
 */
const restOfKind = new Set([...servicePages.slice(1).map((p) => `/services/${p.slug}`), ...cities.slice(1).map((c) => `/electrician-${c.slug}`)]);

/** Every page in English and its Spanish twin under /es (the same bars hold in both languages). */
const pages = englishPages.flatMap((path) => (restOfKind.has(path) ? [path] : [path, localePath("es", path)]));

/**
 * With JavaScript, pages of each kind, their parts woken as a person's first move wakes them (a public page loads
 * no code before that, so as loaded it is the page as served, which the run without JavaScript checks everywhere).
 */
const livePages = new Set(["/", "/about", "/services", "/service-areas", "/reviews", "/emergency", "/gallery", "/contact", `/services/${servicePages[0]!.slug}`, `/electrician-${cities[0]!.slug}`].flatMap((path) => [path, localePath("es", path)]));

async function violations(page: Page) {
  const results = await axe(page).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("axe-core finds no WCAG 2.2 AA violation", () => {
  onlyWhere((jsOn) => !jsOn, "as served, checked in the project without JavaScript", () => {
    for (const path of pages) {
      test(path, async ({ browser }) => {
        // axe itself needs JavaScript: check the server-rendered page with the app's scripts blocked, which is
        // what a visitor without JavaScript gets (never hydrated).
        const context = await browser.newContext({ javaScriptEnabled: true });
        await standInForMap(context);
        try {
          const ssr = await context.newPage();
          await ssr.route(/\/build\/.*\.js(\?.*)?$/, (route) => route.abort());
          expect((await ssr.goto(path))?.status()).toBe(200);
          expect(await ssr.locator("[data-testid=carousel-pause]").count()).toBe(0);
          expect(await violations(ssr)).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  });

  onlyWhere((jsOn) => jsOn, "the live parts, checked with JavaScript", () => {
    for (const path of pages.filter((path) => livePages.has(path))) {
      test(`${path}, live`, async ({ page }) => {
        expect((await page.goto(path))?.status()).toBe(200);
        await wakeDeferredParts(page);
        await page.waitForLoadState("networkidle");
        expect(await violations(page)).toEqual([]);
      });
    }
  });
});
