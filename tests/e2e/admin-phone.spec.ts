import type { APIRequestContext, Locator, Page, TestInfo } from "./test";
import { axe } from "./axe";
import { ADMIN, expect, onlyWhere, test } from "./admin-fixtures";
import { ipFor } from "./forms-support";
import { uniqueLetters } from "./unique-words";

/**
 * The admin as the office's phone app (390 × 844, with and without JavaScript): /admin opens on the leads, a tab
 * bar at the bottom, the inbox's chips with the other filters behind "Filters", and a lead's page that starts
 * with Call, Text, "Assign to me" and the status.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** A tag unique to this run and project (js-on and js-off share one server), letters only for the search. */
const unique = (info: TestInfo, what: string) => `${what} ${info.project.name.replace(/[^a-z]/gi, "")} ${uniqueLetters()}`;

/** A visitor's request, posted as the contact page does without JavaScript, from an address of its own. */
async function sendContact(request: APIRequestContext, baseURL: string, info: TestInfo, fields: Record<string, string>) {
  const phone = `(703) 555-0${String((Date.now() + fields.name!.length) % 1000).padStart(3, "0")}`;
  const sent = await request.post("/contact", {
    form: { type: "estimate", phone, email: "phone.e2e@example.com", serviceType: "outlets", description: "Outlet sparks", company_website: "", ...fields },
    headers: { Origin: baseURL, "X-Forwarded-For": ipFor(info, fields.name) },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(302);
  return phone;
}

/** Wholly within the first screen: nothing to scroll to reach it. */
async function expectOnFirstScreen(locator: Locator) {
  const box = (await locator.boundingBox())!;
  expect(box.y, (await locator.textContent()) ?? "").toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, (await locator.textContent()) ?? "").toBeLessThanOrEqual(PHONE.height);
}

async function openLead(page: Page, name: string) {
  await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
  await page.getByTestId("lead-card").getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test.describe("the admin on a phone", () => {
  test("/admin lands on the leads, and the tab bar marks the current tab", async ({ adminPage: page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL("/admin/leads");
    await expect(page.getByRole("heading", { level: 1, name: "Leads inbox" })).toBeVisible();

    const tabs = page.getByTestId("admin-tabs");
    await expect(tabs).toBeVisible();
    // Fixed at the bottom of the screen, each tab a big target.
    const bar = (await tabs.boundingBox())!;
    expect(bar.y + bar.height).toBeCloseTo(PHONE.height, 0);
    for (const name of ["Leads", "Today", "Dashboard", "Content"]) {
      const box = (await tabs.getByRole("link", { name, exact: true }).boundingBox())!;
      expect(box.height, name).toBeGreaterThanOrEqual(44);
      expect(box.width, name).toBeGreaterThanOrEqual(44);
    }
    await expect(tabs.getByRole("link", { name: "Leads" })).toHaveAttribute("aria-current", "page");
    await expect(tabs.locator('[aria-current="page"]')).toHaveCount(1);
    // Five tabs on the narrowest phone: each word on one line, whole inside its tab.
    await page.setViewportSize({ width: 360, height: PHONE.height });
    const words = await tabs.locator(":scope > ul > li > a, summary").evaluateAll((items) =>
      items.map((item) => {
        const word = document.createRange();
        word.selectNodeContents(item.lastChild!);
        return { word: item.textContent, lines: word.getClientRects().length, fits: word.getBoundingClientRect().width <= item.clientWidth };
      }),
    );
    expect(words).toEqual(["Leads", "Today", "Dashboard", "Content", "More"].map((word) => ({ word, lines: 1, fits: true })));
    await page.setViewportSize(PHONE);

    await tabs.getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard/);
    await expect(tabs.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expect(tabs.getByRole("link", { name: "Leads" })).not.toHaveAttribute("aria-current", "page");

    // "More" holds the other pages: the gallery's upload form has its own page there.
    await tabs.getByText("More", { exact: true }).click();
    await tabs.getByRole("link", { name: "Gallery" }).click();
    await expect(page).toHaveURL("/admin/gallery");
    await expect(page.getByRole("heading", { level: 1, name: "Gallery admin" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Upload" })).toBeVisible();
    await expect(tabs.locator("summary")).toHaveAttribute("aria-current", "page");
    // The menu closed with the page it opened.
    await expect(tabs.getByRole("link", { name: "Gallery" })).toBeHidden();
    await tabs.getByText("More", { exact: true }).click();
    await expect(tabs.getByRole("link", { name: "Gallery" })).toHaveAttribute("aria-current", "page");
    for (const name of ["Import", "On call", "Reviews", "Design"]) await expect(tabs.getByRole("link", { name })).toBeVisible();
    await expect(tabs).toContainText(ADMIN.email);
    await expect(tabs.getByRole("button", { name: "Log out" })).toBeVisible();

    // The page's last control is never left under the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await tabs.getByText("More", { exact: true }).click();
    const lastButton = page.locator("#main button").last();
    const last = (await lastButton.boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual((await tabs.boundingBox())!.y);

    // From lg up the header's navigation, and no tab bar.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(tabs).toBeHidden();
    await expect(page.getByTestId("admin-header").getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Leads" })).toBeVisible();
  });

  test("with 20 leads the first card starts on the first screen; the chips filter, the other filters wait behind Filters", async ({ adminPage: page, request, baseURL }, info) => {
    test.slow();
    const tag = unique(info, "Inbox");
    for (let i = 0; i < 20; i++) {
      await sendContact(request, baseURL!, info, { name: `${tag} ${String.fromCharCode(97 + i)}`, ...(i === 5 ? { type: "emergency", address: "1 Elm St, Manassas, VA 20110" } : {}) });
    }
    await page.goto(`/admin/leads?q=${encodeURIComponent(tag)}`);
    const cards = page.getByTestId("lead-card");
    await expect(cards).toHaveCount(20);
    const first = (await cards.first().boundingBox())!;
    expect(first.y).toBeLessThan(PHONE.height);
    expect(first.y).toBeGreaterThan(0);

    // The seven filters are behind "Filters", closed while none is in use.
    const filters = page.getByTestId("lead-filters");
    await expect(filters).not.toHaveAttribute("open", /.*/);
    await expect(page.getByLabel("Kind", { exact: true })).toBeHidden();
    const chips = page.getByTestId("lead-chips");
    await expect(chips.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");

    // A chip is a link: the search kept, the emergency alone, the filters still closed.
    await chips.getByRole("link", { name: "Emergency" }).click();
    await expect(page).toHaveURL(/emergency=1/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(`${tag} f`);
    await expect(chips.getByRole("link", { name: "Emergency" })).toHaveAttribute("aria-current", "page");
    await expect(chips.getByRole("link", { name: "All" })).not.toHaveAttribute("aria-current", "page");
    await expect(filters).not.toHaveAttribute("open", /.*/);

    await chips.getByRole("link", { name: "New" }).click();
    await expect(page).toHaveURL(/status=new/);
    await expect(cards).toHaveCount(20);
    await expect(chips.getByRole("link", { name: "New" })).toHaveAttribute("aria-current", "page");
    await expect(filters).not.toHaveAttribute("open", /.*/);

    // Opened by a tap, with or without JavaScript; a filter in use keeps it open on the answer.
    await filters.locator("summary").click();
    await page.getByLabel("Kind", { exact: true }).selectOption("contact");
    if (!info.project.use.javaScriptEnabled) await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/kind=contact/);
    await expect(filters).toHaveAttribute("open", "");
    await expect(page.getByLabel("Kind", { exact: true })).toHaveValue("contact");
    await expect(cards).toHaveCount(20);
    await expect(chips.locator('[aria-current="page"]')).toHaveCount(0);
    await page.getByLabel("Language", { exact: true }).selectOption("es");
    if (!info.project.use.javaScriptEnabled) await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/lang=es/);
    await expect(cards).toHaveCount(0);
  });

  test("a lead's page starts with Call, Text and the status; one save sets status, owner and a note", async ({ adminPage: page, request, baseURL }, info) => {
    const name = unique(info, "Lead");
    const phone = await sendContact(request, baseURL!, info, { name });
    await openLead(page, name);

    const call = page.getByTestId("lead-call");
    await expect(call).toHaveAttribute("href", `tel:+1${phone.replace(/\D/g, "")}`);
    await expect(call).toHaveAccessibleName(`Call ${phone}`);
    const text = page.getByTestId("lead-text");
    await expect(text).toHaveAttribute("href", "#lead-reply");
    const status = page.getByRole("combobox", { name: "Status" });
    for (const control of [call, text, status, page.getByRole("button", { name: "Assign to me" })]) {
      await expectOnFirstScreen(control);
      expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    // Then what the customer sent.
    await expect(page.getByTestId("lead-sent")).toContainText("Outlet sparks");

    // "Text" goes to the page's own text form.
    await text.click();
    await expect(page.locator("#lead-reply")).toBeInViewport();

    // One tap takes the lead.
    await page.getByRole("button", { name: "Assign to me" }).click();
    await expect(page.getByTestId("lead-summary")).toContainText(`Owner: ${ADMIN.email.split("@")[0]}`);
    await expect(page.getByRole("button", { name: "Assign to me" })).toHaveCount(0);
    await expect(page.getByTestId("lead-event")).toHaveCount(1);
    await expect(page.getByTestId("lead-event").first()).toContainText("Owner");

    // Lost without a reason is refused, nothing saved: not the note either.
    await status.selectOption("lost");
    await page.getByLabel("New note").fill("Left a voicemail");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Please say why the lead was lost")).toBeVisible();
    await expect(page.getByTestId("lead-status")).toHaveText("New");
    await expect(page.getByTestId("lead-event")).toHaveCount(1);

    // Status and note in one save: each its own history row, as the separate forms made them.
    await status.selectOption("contacted");
    await page.getByLabel("New note").fill("Left a voicemail");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("toaster")).toContainText("Status set to Contacted · Note added");
    await expect(page.getByTestId("lead-status")).toHaveText("Contacted");
    await expect(page.getByTestId("lead-notes")).toContainText("Left a voicemail");
    await expect(page.getByLabel("New note")).toHaveValue("");
    const history = page.getByTestId("lead-event");
    await expect(history).toHaveCount(3);
    await expect(history.nth(1)).toContainText("Status: New → Contacted");
    await expect(history.nth(2)).toContainText("added a note");

    // Owner back to nobody in the same save; the status left alone records nothing.
    await page.getByRole("combobox", { name: "Owner" }).selectOption("");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("lead-summary")).toContainText("Owner: nobody yet");
    await expect(history).toHaveCount(4);

    // "Mine" lists the leads the signed-in admin owns.
    await page.getByRole("button", { name: "Assign to me" }).click();
    await expect(page.getByRole("button", { name: "Assign to me" })).toHaveCount(0);
    await page.goto("/admin/leads");
    await page.getByTestId("lead-chips").getByRole("link", { name: "Mine" }).click();
    await expect(page.getByTestId("lead-card").filter({ hasText: name })).toHaveCount(1);
    await expect(page.getByTestId("lead-chips").getByRole("link", { name: "Mine" })).toHaveAttribute("aria-current", "page");
  });

  onlyWhere((jsOn) => jsOn, "axe runs as a script in the page", () => {
    test("axe-core finds nothing on the inbox and a lead's page, tab bar and menus open", async ({ adminPage: page, request, baseURL }, info) => {
      const name = unique(info, "Axe");
      await sendContact(request, baseURL!, info, { name });
      const check = async () => {
        await page.waitForLoadState("networkidle");
        const results = await axe(page).analyze();
        return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      };
      await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
      await page.getByTestId("lead-filters").locator("summary").click();
      await page.getByTestId("admin-tabs").getByText("More", { exact: true }).click();
      expect(await check()).toEqual([]);
      await openLead(page, name);
      expect(await check()).toEqual([]);
      await page.getByRole("combobox", { name: "Status" }).selectOption("lost");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByText("Please say why the lead was lost")).toBeVisible();
      expect(await check()).toEqual([]);
    });
  });

  test("the words editor folds a part by section and shows one language at a time on a phone, both on a laptop", async ({ adminPage: page }) => {
    await page.goto("/admin/content/words/about");
    const sections = page.getByTestId("words-section");
    expect(await sections.count()).toBeGreaterThan(1);
    const first = sections.first();
    const english = first.getByRole("textbox", { name: "English" });
    const spanish = first.getByRole("textbox", { name: "Spanish" });
    await expect(english.first()).toBeHidden();
    await first.locator("summary").click();
    await expect(english.first()).toBeVisible();
    await expect(spanish.first()).toBeHidden();
    // The switch is two radios outside the form: a tap, no code, nothing posted.
    await page.getByTestId("language-switch").getByText("Spanish").click();
    await expect(spanish.first()).toBeVisible();
    await expect(english.first()).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(english.first()).toBeVisible();
    await expect(spanish.first()).toBeVisible();
    await expect(page.getByTestId("language-switch")).toBeHidden();
  });
});
