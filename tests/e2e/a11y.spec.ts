import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { cities } from "~/content/cities";
import { servicePages } from "~/content/service-pages";

const pages = [
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

test.describe("axe-core finds no WCAG 2.2 AA violation", () => {
  for (const path of pages) {
    test(path, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page: page as never }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect(summary).toEqual([]);
    });
  }
});
