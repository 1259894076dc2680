import { axe } from "./axe";
import type { Page } from "./test";
import { ADMIN, expect, NEW_ADMINS, test } from "./admin-fixtures";
import { useOwnIp } from "./forms-support";

async function violations(page: Page) {
  await page.waitForLoadState("networkidle");
  // The page's own content; the shared frame around it is checked on every public page by a11y.spec.ts.
  const results = await axe(page).include("#main").analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("axe-core finds no WCAG 2.2 AA violation on the admin pages", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe runs as a script in the page");

  test("/login, with and without an error", async ({ page }) => {
    await page.goto("/login");
    expect(await violations(page)).toEqual([]);
    await page.getByLabel("Email", { exact: true }).fill("nobody@example.com");
    await page.getByLabel("Password", { exact: true }).fill("wrong password!");
    await page.getByRole("button", { name: "Sign in" }).press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("/login/enrol and /login/verify, with and without an error", async ({ page, adminCode: _enrolled }, info) => {
    await useOwnIp(page, info);
    for (const who of [NEW_ADMINS.a11y, ADMIN]) {
      await page.goto("/login");
      await page.getByLabel("Email", { exact: true }).fill(who.email);
      await page.getByLabel("Password", { exact: true }).fill(who.password);
      await page.getByRole("button", { name: "Sign in" }).press("Enter");
      const enrol = who === NEW_ADMINS.a11y;
      await expect(page).toHaveURL(enrol ? "/login/enrol" : "/login/verify");
      expect(await violations(page)).toEqual([]);
      const field = page.getByLabel(enrol ? "Code from the app" : "Authentication code");
      await field.fill("000000");
      await field.press("Enter");
      await expect(page.getByRole("alert")).toBeVisible();
      expect(await violations(page)).toEqual([]);
    }
  });

  for (const path of ["/admin/gallery", "/gallery-import", "/admin/leads", "/admin/today", "/admin/dashboard", "/admin/content", "/admin/content/service/panel-upgrades", "/admin/content/offers", "/admin/content/team", "/admin/content/reviews", "/admin/content/business"]) {
    test(path, async ({ adminPage: page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(await violations(page)).toEqual([]);
    });
  }
});
