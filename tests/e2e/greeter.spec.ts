import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "./test";
import { defaultBusiness } from "~/content/business";

const name = defaultBusiness.assistantName;
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Home with a paused clock, hydrated (the launcher turns from a link into a button). */
async function openHome(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto("/");
  await expect(page.locator("button[data-testid=chat-launcher]")).toBeVisible();
}

test.describe("greeter", () => {
  test.beforeEach(({ browserName: _ }, info) => {
    test.skip(info.project.name !== "js-on", "the greeter needs JavaScript");
  });

  test("appears 2000 ms after the first visit, then never again", async ({ page }) => {
    await openHome(page);
    const greeter = page.getByRole("dialog", { name: `Hi, I'm ${name}!` });
    await page.clock.runFor(1900);
    await expect(greeter).toHaveCount(0);
    await page.clock.runFor(150);
    await expect(greeter).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("seen-greeter"))).toBe("true");
    // Non-modal: the page stays usable behind it.
    await expect(page.getByRole("link", { name: "Privacy Policy" })).toBeEnabled();

    await page.clock.resume(); // axe-core runs on timers
    const axe = await new AxeBuilder({ page: page as never }).include("[data-testid=chat-greeter]").withTags(WCAG).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    await page.reload();
    await expect(page.locator("button[data-testid=chat-launcher]")).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(greeter).toHaveCount(0);
  });

  test("'Chat with {name} Now' opens the chat", async ({ page }) => {
    await openHome(page);
    await page.clock.runFor(2100);
    await page.getByRole("button", { name: `Chat with ${name} Now` }).click();
    await expect(page.getByTestId("chat-greeter")).toHaveCount(0);
    const panel = page.getByRole("region", { name: `Chat with ${name}` });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("textbox", { name: `Message ${name}` })).toBeFocused();
  });

  test("'Maybe Later' dismisses it for good", async ({ page }) => {
    await openHome(page);
    await page.clock.runFor(2100);
    await page.getByRole("button", { name: "Maybe Later" }).click();
    await expect(page.getByTestId("chat-greeter")).toHaveCount(0);
    await expect(page.getByTestId("chat-panel")).toBeHidden();
    await page.reload();
    await expect(page.locator("button[data-testid=chat-launcher]")).toBeVisible();
    await page.clock.runFor(5000);
    await expect(page.getByTestId("chat-greeter")).toHaveCount(0);
  });

  test("only on the home page", async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto("/privacy");
    await page.clock.runFor(5000);
    await expect(page.getByTestId("chat-greeter")).toHaveCount(0);
    await expect(page.getByTestId("chat-launcher")).toHaveCount(0);
  });
});

test("without JavaScript there is no greeter and the launcher links to /chat", async ({ page }, info) => {
  test.skip(info.project.name !== "js-off", "JavaScript off only");
  await page.goto("/");
  const launcher = page.getByRole("link", { name: `Chat with ${name}` });
  await expect(launcher).toHaveAttribute("href", "/chat");
  await page.waitForTimeout(2500);
  await expect(page.getByTestId("chat-greeter")).toHaveCount(0);
});
