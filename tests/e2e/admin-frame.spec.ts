import type { APIRequestContext, Page, TestInfo } from "./test";
import { ADMIN, expect, onlyWhere, test } from "./admin-fixtures";
import { ipFor } from "./forms-support";
import { uniqueLetters } from "./unique-words";

/**
 * The office works leads from a phone (390 px, signed in): the admin pages wear their own frame (its tab bar, who
 * is signed in), none of the public site's (the emergency bar, the menu, the newsletter, the fixed call bar);
 * the inbox is a card per lead with its name and a number to tap; a lead's page shows each field once.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** A name unique to this run and project (js-on and js-off share one server), letters only for the search. */
const unique = (info: TestInfo, what: string) => `${what} ${info.project.name.replace(/[^a-z]/gi, "")} ${uniqueLetters()}`;

/** A visitor's contact request, posted as the page does without JavaScript; its phone, as the inbox shows it. */
async function sendContact(request: APIRequestContext, baseURL: string, info: TestInfo, fields: Record<string, string>) {
  const phone = `(703) 555-0${String((Date.now() + fields.name!.length) % 1000).padStart(3, "0")}`;
  const sent = await request.post("/contact", {
    form: { phone, company_website: "", ...fields },
    headers: { Origin: baseURL, "X-Forwarded-For": ipFor(info, fields.name) },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(302);
  return phone;
}

/** Nothing of the public frame, and nothing that stays fixed over the page but the admin's own tab bar. */
async function expectOwnFrame(page: Page) {
  for (const part of ["emergency-bar", "site-header", "site-footer", "mobile-bottom-bar"]) await expect(page.getByTestId(part)).toHaveCount(0);
  await expect(page.locator('form[action*="newsletter"]')).toHaveCount(0);
  await expect(page.getByText(/Power Out\?|Get \$\d+ off/)).toHaveCount(0);
  await expect(page.getByTestId("admin-header")).toBeVisible();
  await expect(page.locator("main#main")).toHaveCount(1);
  const fixed = await page.evaluate(() =>
    [...document.body.querySelectorAll("*")]
      .filter((el) => ["fixed", "sticky"].includes(getComputedStyle(el).position))
      .filter((el) => el.getBoundingClientRect().width * el.getBoundingClientRect().height > 0)
      .filter((el) => !el.classList.contains("sr-only"))
      .filter((el) => el.getAttribute("data-testid") !== "admin-tabs")
      .map((el) => el.outerHTML.slice(0, 120)),
  );
  expect(fixed).toEqual([]);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test.describe("the admin's own frame at 390 px", () => {
  test("the sign-in pages name the office and carry none of the public frame", async ({ page }) => {
    await page.goto("/login");
    await expectOwnFrame(page);
    await expect(page.getByTestId("admin-header")).toContainText("Valor Electric office");
  });

  test("every admin page, and one that fails, shows its navigation and who is signed in, nothing public", async ({ adminPage: page, request, baseURL }, info) => {
    const name = unique(info, "Frame");
    await sendContact(request, baseURL!, info, { type: "emergency", name, address: "4 Elm Ct, Woodbridge, VA 22191" });
    await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
    await page.getByTestId("lead-card").getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const lead = new URL(page.url()).pathname;

    for (const path of ["/admin/gallery", "/gallery-import", "/admin/leads", "/admin/dashboard", "/admin/on-call", "/admin/design", lead, `${lead}/alerts`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectOwnFrame(page);
      // On a phone the navigation is the tab bar; who is signed in and "Log out" are under its More.
      const tabs = page.getByTestId("admin-tabs");
      await expect(tabs.getByRole("link", { name: "Leads" })).toBeVisible();
      await tabs.getByText("More", { exact: true }).click();
      await expect(tabs).toContainText(ADMIN.email);
      await expect(tabs.getByRole("button", { name: "Log out" })).toBeVisible();
    }

    // A lead that does not exist: its message inside the office's frame, the navigation kept.
    expect((await page.goto("/admin/leads/00000000-0000-4000-8000-000000000000"))?.status()).toBe(404);
    await expectOwnFrame(page);
    await expect(page.getByRole("alert")).toHaveText("This lead does not exist");
    await expect(page.getByTestId("admin-tabs").getByRole("link", { name: "Leads" })).toBeVisible();
  });
});

onlyWhere((jsOn) => jsOn, "moves in the browser need its code", () => {
  test("with JavaScript, the frame's data (who is signed in, the office's styles) comes once: not again with a filter or another page", async ({ adminPage: page }) => {
    const frameData: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).searchParams.get("_data") === "routes/_admin") frameData.push(request.url());
    });
    await page.goto("/admin/leads");
    // The office's pages load their code at once: moves are the browser's when Remix has the page.
    await expect.poll(() => page.evaluate(() => "__remixRouter" in window)).toBe(true);
    const tabs = page.getByTestId("admin-tabs");
    await page.getByRole("link", { name: "New", exact: true }).click();
    await expect(page).toHaveURL(/status=new/);
    await tabs.getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard/);
    await tabs.getByRole("link", { name: "Leads" }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    // The office's own styles still lay the inbox out: its chips are a row of pills, not a list.
    await expect(page.getByRole("link", { name: "New", exact: true })).toBeVisible();
    expect(await page.locator("style").evaluateAll((styles) => styles.filter((style) => style.textContent?.includes(".lead-card")).length)).toBe(1);
    expect(frameData).toEqual([]);
  });
});

test.describe("the inbox and a lead's page on a phone", () => {
  test("each lead is a card with its name, status, service, town, age and a number to tap; the table is for wide screens", async ({ adminPage: page, request, baseURL }, info) => {
    const tag = unique(info, "Card");
    const emergency = `${tag} Ana`;
    const estimate = `${tag} Ben`;
    const estimatePhone = await sendContact(request, baseURL!, info, {
      type: "estimate",
      name: estimate,
      email: "card.e2e@example.com",
      serviceType: "panel-upgrade",
      address: "9 Oak St, Manassas Park, VA 20111",
    });
    const emergencyPhone = await sendContact(request, baseURL!, info, { type: "emergency", name: emergency, address: "12 Main St, Dumfries, VA 22026" });

    await page.goto(`/admin/leads?q=${encodeURIComponent(tag)}`);
    await expect(page.getByTestId("leads-head")).toBeHidden();
    const cards = page.getByTestId("lead-card");
    await expect(cards).toHaveCount(2);
    // The open emergency first, and marked.
    await expect(cards.nth(0)).toContainText(emergency);
    await expect(cards.nth(0)).toContainText("Emergency");
    await expect(cards.nth(0)).toContainText("Dumfries");
    await expect(cards.nth(1)).toContainText(estimate);
    await expect(cards.nth(1)).not.toContainText("Emergency");
    for (const [card, name, phone] of [
      [cards.nth(0), emergency, emergencyPhone],
      [cards.nth(1), estimate, estimatePhone],
    ] as const) {
      await expect(card.getByRole("link", { name })).toBeVisible();
      await expect(card).toContainText(/New\s*·\s*contact/);
      await expect(card).toContainText(/\d+ min ago|under a minute ago/);
      const call = card.getByRole("link", { name: `Call ${phone}` });
      await expect(call).toHaveAttribute("href", `tel:+1${phone.replace(/\D/g, "")}`);
      const box = (await call.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    await expect(cards.nth(1)).toContainText("Panel Upgrade · Manassas Park");

    // The same leads, drawn once: at a desktop's width each a row under the column headings (the name, the email and
    // the status side by side), no card's border.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByTestId("leads-head")).toBeVisible();
    await expect(page.getByTestId("lead-row")).toHaveCount(2);
    const row = page.getByTestId("lead-row").nth(1);
    const top = async (text: string) => (await row.getByText(text, { exact: true }).first().boundingBox())!.y;
    for (const beside of ["card.e2e@example.com", "New"]) expect(Math.abs((await top(estimate)) - (await top(beside)))).toBeLessThan(16);
    await expect(row.getByRole("link", { name: `Call ${estimatePhone}` })).toBeVisible();
    await expect(cards.nth(1)).toHaveCSS("border-top-width", "0px");
  });

  test("a lead's page shows each field once, with its label, and the service by its name", async ({ adminPage: page, request, baseURL }, info) => {
    const name = unique(info, "Fields");
    const phone = await sendContact(request, baseURL!, info, {
      type: "estimate",
      name,
      email: "fields.e2e.office-on-a-phone@example.com",
      serviceType: "panel-upgrade",
      address: "7 Birch Rd, Centreville, VA 20120",
      preferredTime: "Mornings",
      description: "Breaker keeps tripping",
    });
    await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
    await page.getByTestId("lead-card").getByRole("link", { name }).click();
    const sent = page.getByTestId("lead-sent");
    await expect(sent.locator("dt")).toHaveText(["Kind", "Name", "Email", "Phone", "Service", "Request type", "Address", "Preferred time", "Details", "Sent from"]);
    await expect(sent.locator("dd")).toHaveText(["contact", name, "fields.e2e.office-on-a-phone@example.com", phone, "Panel Upgrade", "Estimate", "7 Birch Rd, Centreville, VA 20120", "Mornings", "Breaker keeps tripping", "/contact"]);
    await expect(sent.getByRole("link", { name: phone })).toHaveAttribute("href", `tel:+1${phone.replace(/\D/g, "")}`);
    // Said once: not again in the joined message the office mail carries, nor as raw form keys and values.
    await expect(sent.getByText("Breaker keeps tripping")).toHaveCount(1);
    await expect(sent).not.toContainText(/panel-upgrade|serviceType|preferredTime|Request Type: estimate/);
    // A long address or email wraps in its box: the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
