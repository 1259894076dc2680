import { expect, type Page, test } from "./test";

/**
 * The home page's chat launcher docks in room the page keeps for it (docs/performance.md, "The chat launcher and the greeter"): it covers no link, button
 * or field at any scroll position, with JavaScript on (a button) or off (a link to /chat). Content may pass under
 * the site's own fixed bars (the sticky header, the phone's bottom bar), which hold no launcher of their own
 * there, but never under the launcher.
 */
const sizes = [
  { name: "phone", width: 390, height: 844 },
  { name: "small phone", width: 320, height: 640 },
  { name: "laptop", width: 1024, height: 700 },
  { name: "desktop", width: 1280, height: 800 },
];

/** The controls on screen whose boxes the launcher's box meets, with the part of each not under a fixed bar. */
const controlsUnderLauncher = (page: Page) =>
  page.evaluate(() => {
    const launcher = document.querySelector("[data-testid=chat-launcher]")!;
    const l = launcher.getBoundingClientRect();
    const header = document.querySelector("[data-testid=site-header]");
    const bar = document.querySelector<HTMLElement>("[data-testid=mobile-bottom-bar]");
    const barVisible = bar !== null && bar.checkVisibility();
    // The band of the viewport between the fixed bars, where the page's own content shows.
    const top = Math.max(0, header?.getBoundingClientRect().bottom ?? 0);
    const bottom = barVisible ? bar.getBoundingClientRect().top : innerHeight;
    const hits: string[] = [];
    let onScreen = 0;
    for (const el of document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary, [tabindex]")) {
      if (launcher.contains(el) || !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const inBar = (header?.contains(el) ?? false) || (bar?.contains(el) ?? false);
      const y1 = inBar ? r.top : Math.max(r.top, top);
      const y2 = inBar ? r.bottom : Math.min(r.bottom, bottom);
      const x1 = Math.max(r.left, 0);
      const x2 = Math.min(r.right, innerWidth);
      if (y2 <= y1 || x2 <= x1 || y2 <= 0 || y1 >= innerHeight) continue; // not on screen
      onScreen++;
      if (x1 < l.right && x2 > l.left && y1 < l.bottom && y2 > l.top) {
        hits.push(`${(el.getAttribute("aria-label") || el.textContent || el.tagName).trim().replace(/\s+/g, " ").slice(0, 40)} at ${Math.round(scrollY)}`);
      }
    }
    return { hits, onScreen };
  });

for (const size of sizes) {
  test(`${size.name} (${size.width} px): the launcher covers no control, first screen to last`, async ({ page }, info) => {
    test.setTimeout(90_000);
    // The greeter is not under test here (greeter.spec.ts, focus-not-obscured.spec.ts): mark it seen.
    await page.addInitScript(() => localStorage.setItem("seen-greeter", "true"));
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto("/");
    const launcher = page.getByTestId("chat-launcher");
    await expect(launcher).toBeVisible();
    const shot = info.outputPath(`launcher-${size.width}.png`);
    await page.screenshot({ path: shot });
    await info.attach(`first screen at ${size.width} px`, { path: shot, contentType: "image/png" });

    const hits: string[] = [];
    const first = await controlsUnderLauncher(page);
    expect(first.onScreen).toBeGreaterThan(3);
    hits.push(...first.hits);
    // Down the page half a screen at a time, as a visitor scrolls, until the end is reached.
    const scrolled = () => page.evaluate(() => Math.round(scrollY));
    let atEnd = false;
    for (let steps = 0; steps < 80 && !atEnd; steps++) {
      const from = await scrolled();
      await page.mouse.wheel(0, size.height / 2);
      await expect.poll(scrolled).not.toBe(from);
      hits.push(...(await controlsUnderLauncher(page)).hits);
      atEnd = await page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 1);
    }
    expect(atEnd).toBe(true);
    await expect(launcher).toBeInViewport({ ratio: 1 });
    expect(hits).toEqual([]);
  });
}

test("the launcher's icon is drawn (an SVG of the icon set), not a character that needs an emoji font", async ({ page }) => {
  await page.goto("/");
  const launcher = page.getByTestId("chat-launcher");
  const icon = launcher.locator(".icon.icon-message[aria-hidden=true]");
  await expect(icon).toHaveCount(1);
  const [width, mask] = await icon.evaluate((el) => [el.getBoundingClientRect().width, getComputedStyle(el).maskImage] as const);
  expect(width).toBeGreaterThan(20);
  expect(mask).toMatch(/\/icons\/message\.svg"\)$/);
  // Only letters and spaces: no emoji or other symbol that a missing font turns into an empty box.
  expect(await launcher.textContent()).toMatch(/^[A-Za-z ]+$/);
  await expect(launcher).toHaveAccessibleName(/^Chat with \w+$/);
});
