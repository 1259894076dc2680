import { axe } from "./axe";
import type { APIRequestContext, Page, TestInfo } from "./test";
import { expect, onlyWhere, test } from "./admin-fixtures";
import { ipFor } from "./forms-support";
import { uniqueLetters } from "./unique-words";

/** A name unique to this run and project: js-on and js-off share one server. */
const unique = (project: string) => `Pipeline ${project.replace(/[^a-z]/gi, "")} ${uniqueLetters()}`;

/** The visitor's request, as the contact page posts it without JavaScript. */
async function sendRequest(request: APIRequestContext, baseURL: string, info: TestInfo, name: string) {
  const phone = `(703) 555-0${String(Date.now() % 1000).padStart(3, "0")}`;
  const sent = await request.post("/contact", {
    form: { type: "estimate", name, phone, email: "pipeline.e2e@example.com", serviceType: "outlets", description: "Two outlets dead", company_website: "" },
    headers: { Origin: baseURL, "X-Forwarded-For": ipFor(info, name) },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(302);
}

async function violations(page: Page) {
  await page.waitForLoadState("networkidle");
  const results = await axe(page)
    .include("#main")
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("the leads pipeline", () => {
  test("an admin finds a lead, moves it contacted → scheduled → won with a note, and sees the history", async ({ adminPage: page, baseURL }, info) => {
    const name = unique(info.project.name);
    await sendRequest(page.request, baseURL!, info, name);

    // Found by a search on the name (the GET form works with and without JavaScript).
    await page.goto("/admin/leads");
    await page.getByLabel("Search").fill(name);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=Pipeline/);
    const row = page.getByTestId("lead-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("New");
    await expect(row).toContainText("Not yet");
    await row.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByTestId("lead-sent")).toContainText("Two outlets dead");
    await expect(page.getByText("No response yet")).toBeVisible();

    // "Lost" needs a reason: refused, nothing changes.
    await page.getByRole("combobox", { name: "Status" }).selectOption("lost");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Please say why the lead was lost")).toBeVisible();
    await expect(page.getByTestId("lead-status")).toHaveText("New");

    for (const [value, label] of [
      ["contacted", "Contacted"],
      ["scheduled", "Scheduled"],
      ["won", "Won"],
    ] as const) {
      await page.getByRole("combobox", { name: "Status" }).selectOption(value);
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByTestId("lead-status")).toHaveText(label);
    }
    await page.getByLabel("New note").fill("Installed two GFCI outlets, paid in full");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("lead-notes")).toContainText("Installed two GFCI outlets, paid in full");
    await expect(page.getByLabel("New note")).toHaveValue("");

    const history = page.getByTestId("lead-event");
    await expect(history).toHaveCount(4);
    await expect(history.nth(0)).toContainText("Status: New → Contacted");
    await expect(history.nth(1)).toContainText("Status: Contacted → Scheduled");
    await expect(history.nth(2)).toContainText("Status: Scheduled → Won");
    await expect(history.nth(3)).toContainText("added a note");
    await expect(page.getByTestId("lead-summary")).toContainText("First response");

    // The inbox shows it under "won".
    await page.goto(`/admin/leads?status=won&q=${encodeURIComponent(name)}`);
    await expect(page.getByTestId("lead-row")).toHaveCount(1);
    await expect(page.getByTestId("lead-row")).toContainText("Won");
  });

  onlyWhere((jsOn) => jsOn, "axe runs as a script in the page", () => {
    test("axe-core finds no WCAG 2.2 AA violation on a lead's page, with and without an error", async ({ adminPage: page, baseURL }, info) => {
      const name = `${unique(info.project.name)} axe`;
      await sendRequest(page.request, baseURL!, info, name);
      await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
      await page.getByTestId("lead-row").getByRole("link", { name }).click();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.getByRole("combobox", { name: "Status" }).selectOption("lost");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByText("Please say why the lead was lost")).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
});
