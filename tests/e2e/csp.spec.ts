import { expect, type Page, test } from "./test";
import { baseURL } from "../../playwright.config";

/**
 * The CSP lets every page run (docs/decisions/0062-hashed-csp-for-shared-pages.md): shareable pages allow
 * their inline scripts by hash, personal ones by nonce. A blocked script would break hydration silently,
 * so the browser's own violation reports are collected and must stay empty.
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "CSP violations only matter where scripts run");

async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const list = ((window as unknown as { __cspViolations?: string[] }).__cspViolations ??= []);
      list.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [
    ...violations,
    ...((await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations)) ?? []),
  ];
}

/** Remix sets its router on window once the page has hydrated. */
const hydrated = (page: Page) => page.waitForFunction(() => Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter));

for (const path of ["/", "/services/panel-upgrades", "/contact", "/gallery", "/electrician-manassas"]) {
  test(`${path} hydrates under its hashed CSP with no violation`, async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"]).toContain("'sha256-");
    expect(response?.headers()["content-security-policy"]).not.toContain("'nonce-");
    await hydrated(page);
    expect(await violations()).toEqual([]);
  });
}

test("a page for a visitor with a cookie hydrates under its nonce, and client navigation works", async ({ page, context }) => {
  await context.addCookies([{ name: "visited", value: "1", url: baseURL }]);
  const violations = await watchViolations(page);
  const response = await page.goto("/");
  expect(response?.headers()["content-security-policy"]).toContain("'nonce-");
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await hydrated(page);
  await page.getByRole("link", { name: "View all services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  expect(await violations()).toEqual([]);
});
