import { axe } from "./axe";
import { expect, onlyWhere, type Page, test } from "./test";
import { defaultBusiness } from "~/content/business";
import { coverOfFocused } from "./focus-support";

const name = defaultBusiness.assistantName;

/** Live: the launcher turns from a link into a button once the page has its code, the greeter's timer with it. */
const live = (page: Page) => expect(page.locator("button[data-testid=chat-launcher]")).toBeVisible();

/** Home with a paused clock, live. */
async function openHome(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto("/");
  await live(page);
}

/**
 * Reloaded and live again. The clock runs only once the code is there: a timer armed after the test's
 * `runFor` would wait on the paused clock for ever (a busy machine loads the code later).
 */
async function reloadHome(page: Page) {
  await page.reload();
  await live(page);
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
    await expect(page.getByRole("link", { name: "Privacy policy" })).toBeEnabled();

    await page.clock.resume(); // axe-core runs on timers
    const found = await axe(page).include("[data-testid=chat-greeter]").analyze();
    expect(found.violations.map((v) => v.id)).toEqual([]);

    await reloadHome(page);
    await page.clock.runFor(10_000);
    await expect(greeter).toHaveCount(0);
  });

  test("'Chat with {name} now' opens the chat", async ({ page }) => {
    await openHome(page);
    await page.clock.runFor(2100);
    await page.getByRole("button", { name: `Chat with ${name} now` }).click();
    await expect(page.getByTestId("chat-greeter")).toHaveCount(0);
    const panel = page.getByRole("region", { name: `Chat with ${name}` });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("textbox", { name: `Message ${name}` })).toBeFocused();
  });

  test("'Maybe later' dismisses it for good", async ({ page }) => {
    await openHome(page);
    await page.clock.runFor(2100);
    await page.getByRole("button", { name: "Maybe later" }).click();
    await expect(page.getByTestId("chat-greeter")).toHaveCount(0);
    await expect(page.getByTestId("chat-panel")).toBeHidden();
    await reloadHome(page);
    await page.clock.runFor(5000);
    await expect(page.getByTestId("chat-greeter")).toHaveCount(0);
  });

  // Decision 0043: it never takes focus, and it keeps out of keyboard focus's way.
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`${size.width} px: Tab or Escape closes it, and the focused element is in plain sight`, async ({ page }) => {
      await page.setViewportSize(size);
      await openHome(page);
      const greeter = page.getByTestId("chat-greeter");
      await page.clock.runFor(2100);
      await expect(greeter).toBeVisible();
      await expect(page.locator("body")).toBeFocused(); // it took nothing from the reader
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press("Tab");
        await expect(greeter).toHaveCount(0);
        expect(await coverOfFocused(page)).toMatchObject({ covered: 0 });
      }

      await page.evaluate(() => localStorage.removeItem("seen-greeter"));
      await reloadHome(page);
      await page.clock.runFor(2100);
      await expect(greeter).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(greeter).toHaveCount(0);
    });
  }

  test("does not open over a keyboard user's focus, and greets on a later visit instead", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHome(page);
    // Where the greeter would stand at this width: the hero's buttons.
    const call = page.getByTestId("hero-ctas").getByRole("link").first();
    for (let i = 0; i < 30 && !(await call.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(call).toBeFocused();
    await page.clock.runFor(2100);
    await expect(page.getByTestId("chat-greeter")).toHaveCount(0);
    await expect(call).toBeFocused();
    expect(await coverOfFocused(page)).toMatchObject({ covered: 0 });
    expect(await page.evaluate(() => localStorage.getItem("seen-greeter"))).toBeNull();

    await reloadHome(page);
    await page.clock.runFor(2100);
    await expect(page.getByTestId("chat-greeter")).toBeVisible();
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

onlyWhere((jsOn) => !jsOn, "JavaScript off only", () => {
  test("without JavaScript there is no greeter and the launcher links to /chat", async ({ page }) => {
    await page.goto("/");
    const launcher = page.getByRole("link", { name: `Chat with ${name}` });
    await expect(launcher).toHaveAttribute("href", "/chat");
    await page.waitForTimeout(2500);
    await expect(page.getByTestId("chat-greeter")).toHaveCount(0);
  });
});

onlyWhere((jsOn) => jsOn, "the greeter needs JavaScript", () => {
  test("on the Spanish site the greeter greets in Spanish", async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto("/es");
    await live(page);
    await page.clock.runFor(2100);
    const greeter = page.getByRole("dialog", { name: `¡Hola, soy ${name}!` });
    await expect(greeter).toContainText("Soy la asistente virtual de oficina");
    await greeter.getByRole("button", { name: `Chatear con ${name} ahora` }).click();
    await expect(page.getByRole("region", { name: `Chatee con ${name}` })).toBeVisible();
  });
});
