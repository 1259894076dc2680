import { expect, test, type Locator, type Page, type TestInfo } from "./test";
import { partLive } from "./forms-support";
import { homeTestimonials } from "~/content/home-testimonials";

const visibleAuthors = (carousel: Locator) => carousel.locator("[aria-roledescription=slide][data-visible=true] figcaption .font-bold");

/**
 * The home page on a paused clock (autoplay moves only when a test runs the clock, never with the machine's load),
 * its reviews' carousel live: its code comes when a person first reaches for it, then the pointer moves away.
 */
async function homeOnTestClock(page: Page, info: TestInfo) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto("/");
  await partLive(page, info, page.getByTestId("testimonials"));
  await page.mouse.move(0, 0);
}

test.describe("carousels with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs JavaScript");

  test("testimonials: next and previous wrap, dots jump, pause stops autoplay", async ({ page }, info) => {
    await homeOnTestClock(page, info);
    const carousel = page.getByTestId("testimonials");
    await carousel.scrollIntoViewIfNeeded();
    const pause = carousel.getByTestId("carousel-pause");
    await expect(pause).toHaveText("Pause slideshow");
    await pause.click();
    await expect(pause).toHaveText("Play slideshow");
    const dots = carousel.getByTestId("carousel-dots").getByRole("button");
    await expect(dots).toHaveCount(5);
    await dots.nth(0).click();
    await expect(carousel).toHaveAttribute("data-index", "0");
    await expect(visibleAuthors(carousel)).toHaveText([homeTestimonials[0].author]);

    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await expect(carousel).toHaveAttribute("data-index", "4");
    await expect(visibleAuthors(carousel)).toHaveText([homeTestimonials[4].author]);
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(carousel).toHaveAttribute("data-index", "0");

    await dots.nth(2).click();
    await expect(carousel).toHaveAttribute("data-index", "2");
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
    await expect(visibleAuthors(carousel)).toHaveText([homeTestimonials[2].author]);
    // Slides out of view cannot be reached.
    await expect(carousel.locator("[aria-roledescription=slide][inert]")).toHaveCount(4);

    // Paused: nothing moves, even with the pointer and focus gone.
    await page.locator("body").click({ position: { x: 1, y: 1 } });
    await page.clock.runFor(4600);
    await expect(carousel).toHaveAttribute("data-index", "2");
  });

  test("testimonials autoplay every 4000 ms and stop on hover and focus", async ({ page }, info) => {
    await homeOnTestClock(page, info);
    const carousel = page.getByTestId("testimonials");
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute("data-autoplay", "true");
    await expect(carousel).toHaveAttribute("data-index", "0");
    await page.clock.runFor(3900);
    await expect(carousel).toHaveAttribute("data-index", "0");
    await page.clock.runFor(200);
    await expect(carousel).toHaveAttribute("data-index", "1");

    await carousel.hover();
    await expect(carousel).toHaveAttribute("data-autoplay", "false");
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute("data-autoplay", "true");

    await carousel.getByRole("button", { name: "Next slide" }).focus();
    await expect(carousel).toHaveAttribute("data-autoplay", "false");
  });

  test("a keyboard in the served list keeps its place when the code comes: the focused slide is the one shown", async ({ page }) => {
    // On /es every review shows its translation with the original behind a <summary>: something to focus in each slide.
    await page.goto("/es");
    const carousel = page.getByTestId("testimonials");
    const third = carousel.locator("summary").nth(2);
    await third.focus();
    await expect(carousel.locator("[data-deferred=live]").or(page.locator("[data-deferred=live]").filter({ has: carousel }))).toHaveCount(1);
    await expect(carousel).toHaveAttribute("data-index", "2");
    await expect(third).toBeFocused();
    await expect(third).toBeInViewport();
  });

  test("prefers-reduced-motion turns autoplay off", async ({ page }, info) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await homeOnTestClock(page, info);
    const carousel = page.getByTestId("testimonials");
    await expect(carousel.getByTestId("carousel-pause")).toBeVisible();
    await expect(carousel).toHaveAttribute("data-autoplay", "false");
    await page.clock.runFor(8500);
    await expect(carousel).toHaveAttribute("data-index", "0");
  });
});

test.describe("carousels without JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "JavaScript off");

  test("are scrollable lists with every slide and no controls", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByTestId("testimonials");
    await expect(carousel.locator("[aria-roledescription=slide]")).toHaveCount(5);
    await expect(carousel.locator("[inert]")).toHaveCount(0);
    await expect(carousel.getByRole("button")).toHaveCount(0);
  });
});
