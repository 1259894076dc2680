import { axe } from "./axe";
import { expect, test, type Page } from "./test";
import { estimateOpener, footerLive, jsOn, submit, useOwnIp } from "./forms-support";

/** Our part of the page: the main content and any open dialog (the frame has its own test in a11y.spec.ts). */
async function violations(page: Page) {
  const results = await axe(page).include("main").include("dialog[open]").analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("forms are accessible (axe-core, WCAG 2.2 AA)", () => {
  // axe runs as a script in the page; the markup is the same server-rendered HTML in both projects.
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript in the page");
  test.beforeEach(async ({ page }, info) => {
    await useOwnIp(page, info);
  });

  for (const path of ["/estimate", "/book?service=ev-charger", "/newsletter"]) {
    test(`${path}, empty and with errors`, async ({ page }, info) => {
      expect((await page.goto(path))?.status()).toBe(200);
      await page.waitForLoadState("networkidle");
      expect(await violations(page)).toEqual([]);
      const [name, action] = path.startsWith("/estimate")
        ? ["Get Free Estimate", "/estimate"]
        : path.startsWith("/book")
          ? ["Get booking link", "/book"]
          : ["Subscribe", "/newsletter"];
      // With JavaScript the booking button stays disabled until a type is chosen.
      if (!jsOn(info) || action !== "/book") {
        if (action === "/newsletter") {
          await Promise.all([
            jsOn(info) ? Promise.resolve() : page.waitForResponse((r) => r.request().method() === "POST"),
            page.getByRole("main").getByRole("button", { name }).press("Enter"),
          ]);
          await page.waitForLoadState("domcontentloaded");
        } else {
          await submit(page, info, name, action);
        }
        await expect(page.getByRole("alert").first()).toBeVisible();
        expect(await violations(page)).toEqual([]);
      }
    });
  }

  test("the estimate and booking dialogs", async ({ page }, info) => {
    await page.goto("/contact");
    await estimateOpener(page).click();
    const estimate = page.getByRole("dialog", { name: "Request free estimate" });
    await expect(estimate.getByLabel("Full Name")).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(estimate).toBeHidden();

    await footerLive(page, info);
    await page.getByTestId("footer-services").getByRole("link", { name: "Surge protection" }).click();
    const booking = page.getByRole("dialog", { name: "Book a free consultation" });
    await expect(booking.getByRole("radio").first()).toBeVisible();
    await expect(booking.getByLabel("Service")).toHaveValue("surge-protection");
    expect(await violations(page)).toEqual([]);
  });
});
