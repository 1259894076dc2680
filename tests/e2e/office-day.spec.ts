import { expect, test } from "./admin-fixtures";
import { ipFor } from "./forms-support";
import { uniqueLetters } from "./unique-words";

/**
 * The office's day on a phone without JavaScript (docs/visits.md): /admin/today at 390 px lists today's visits of
 * two electricians, and each visit's Call, Text and Map are big links the thumb reaches, clear of the tab bar.
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, javaScriptEnabled: false });

test("today's visits at 390 px without JavaScript: Call, Text and Map within reach of each visit", async ({ adminPage: page, baseURL }, info) => {
  test.skip(info.project.name !== "js-off", "the no-JavaScript page: one run is enough");
  const tag = uniqueLetters();
  const people = [
    { name: `Today Ana ${tag}`, window: "08:00", electrician: "team:m2" },
    { name: `Today Bo ${tag}`, window: "10:00", electrician: "team:m3" },
  ];
  for (const [i, person] of people.entries()) {
    const sent = await page.request.post("/contact", {
      form: { type: "estimate", name: person.name, address: `${12 + i} Oak St, Fairfax, VA 22030`, phone: `(703) 555-01${60 + i}`, email: "today.e2e@example.com", serviceType: "outlets", description: "Kitchen outlets dead since Sunday", company_website: "" },
      headers: { Origin: baseURL!, "X-Forwarded-For": ipFor(info, person.name) },
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(302);
    await page.goto(`/admin/leads?q=${encodeURIComponent(person.name)}`);
    const href = (await page.getByTestId("lead-card").getByRole("link", { name: person.name }).getAttribute("href"))!;
    // Today on the server's clock: the first day the visit form offers.
    await page.goto(href);
    const day = (await page.getByRole("region", { name: "Visit" }).getByLabel("Day").getAttribute("min"))!;
    const booked = await page.request.post(href, { form: { intent: "visit", day, window: person.window, electrician: person.electrician }, headers: { Origin: baseURL! }, maxRedirects: 0 });
    expect(booked.status()).toBe(302);
  }

  await page.goto("/admin/leads");
  await page.getByTestId("admin-tabs").getByRole("link", { name: "Today" }).click();
  await expect(page).toHaveURL(/\/admin\/today$/);
  await expect(page.getByRole("heading", { level: 1, name: "Today's visits" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const tabs = (await page.getByTestId("admin-tabs").boundingBox())!;
  for (const person of people) {
    const card = page.getByTestId("today-visit").filter({ hasText: person.name });
    await expect(card).toHaveCount(1);
    for (const link of [card.getByTestId("today-call"), card.getByTestId("today-text"), card.getByTestId("today-map")]) {
      await link.scrollIntoViewIfNeeded();
      const box = (await link.boundingBox())!;
      // A thumb's target, on the screen, and not under the tab bar.
      expect(box.height).toBeGreaterThanOrEqual(48);
      expect(box.width).toBeGreaterThanOrEqual(88);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(tabs.y);
    }
    await expect(card.getByTestId("today-call")).toHaveAttribute("href", /^tel:\+1703555016\d$/);
    await expect(card.getByTestId("today-text")).toHaveAttribute("href", /^sms:\+1703555016\d$/);
    await expect(card.getByTestId("today-map")).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=1\d%20Oak%20St/);
  }
  await page.screenshot({ path: info.outputPath("today-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: info.outputPath("today-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: info.outputPath("today-360.png") });
});
