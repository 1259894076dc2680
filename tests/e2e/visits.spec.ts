import { expect, test } from "./admin-fixtures";
import { ipFor } from "./forms-support";
import { uniqueLetters } from "./unique-words";

/**
 * The office books a visit from a phone without JavaScript (docs/visits.md): one form on the lead's page at
 * 390 px; a second booking of the same electrician in the same window is refused on the page, the choices kept.
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, javaScriptEnabled: false });

test("a visit is booked on a lead's page at 390 px without JavaScript, and an overlap is refused with the choices kept", async ({ adminPage: page, baseURL }, info) => {
  test.skip(info.project.name !== "js-off", "the no-JavaScript booking: one run is enough");
  const name = `Visit Phone ${uniqueLetters()}`;
  const sent = await page.request.post("/contact", {
    form: { type: "estimate", name, phone: "(703) 555-0177", email: "visit.e2e@example.com", serviceType: "outlets", description: "Two outlets", company_website: "" },
    headers: { Origin: baseURL!, "X-Forwarded-For": ipFor(info, name) },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(302);
  await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
  await page.getByTestId("lead-card").getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // A day weeks ahead on the office's clock, different on each run.
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(Date.now() + (30 + (Date.now() % 200)) * 86_400_000);
  const visit = page.getByRole("region", { name: "Visit" });
  const book = async () => {
    await visit.getByLabel("Day").fill(day);
    await visit.getByLabel("Arrival window").selectOption({ label: "10:00 AM – 12:00 PM" });
    await visit.getByLabel("Who goes").selectOption({ label: "Derek Simmons" });
    await visit.getByRole("button", { name: "Book the visit" }).click();
  };
  await expect(visit.getByText("No visit booked yet.")).toBeVisible();
  await book();
  await expect(visit.getByTestId("lead-visits")).toContainText("Derek Simmons");
  await expect(visit.getByTestId("lead-visits")).toContainText("10:00 AM – 12:00 PM");
  await expect(page.getByTestId("lead-history")).toContainText("Visit booked");

  // The same electrician, the same window: refused on the page, with what was chosen.
  await book();
  await expect(visit.getByRole("alert")).toContainText("Derek Simmons already has a visit that overlaps 10:00 AM – 12:00 PM");
  await expect(visit.getByLabel("Day")).toHaveValue(day);
  await expect(visit.getByLabel("Who goes")).toHaveValue("team:m2");
  await expect(visit.getByTestId("lead-visits").getByRole("listitem")).toHaveCount(1);

  // Fits the phone: nothing wider than the screen, every control a thumb's height.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  for (const control of [visit.getByLabel("Day"), visit.getByLabel("Arrival window"), visit.getByLabel("Who goes"), visit.getByRole("button", { name: "Book the visit" })]) {
    const box = (await control.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  await visit.screenshot({ path: info.outputPath("visit-390.png") });
});
