import { expect, test, type Page } from "./test";

/**
 * WCAG 2.2 2.4.11 (Focus Not Obscured): tabbing through a page, no focused element may be hidden, even
 * partly, under the sticky header, the fixed bottom bar or the chat launcher.
 */
const widths = [
  { name: "phone", width: 390, height: 844, pages: ["/", "/services/panel-upgrades", "/electrician-manassas", "/contact", "/emergency", "/about"] },
  { name: "tablet", width: 820, height: 1180, pages: ["/", "/services/panel-upgrades"] },
  { name: "desktop", width: 1280, height: 800, pages: ["/", "/gallery"] },
];
const MAX_TABS = 250;

/** For the focused element: the names of the fixed or sticky layers it overlaps, or null when nothing is focused. */
const obscuredBy = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return null;
    const layers: [string, Element | null][] = [
      ["header", document.querySelector("body > header, header.sticky")],
      ["bottom bar", document.querySelector('[data-testid="mobile-bottom-bar"]')],
      ["chat launcher", document.querySelector('[data-testid="chat-launcher"]')],
    ];
    // What is painted on top at the focused element's corners and centre: a layer there hides it.
    const r = focused.getBoundingClientRect();
    const inset = 2;
    const points = [
      [r.left + inset, r.top + inset],
      [r.right - inset, r.top + inset],
      [r.left + inset, r.bottom - inset],
      [r.right - inset, r.bottom - inset],
      [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
    ].filter(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight);
    const hits = new Set<string>();
    for (const [x, y] of points) {
      const top = document.elementFromPoint(x, y);
      for (const [name, layer] of layers) {
        if (layer && top && layer.contains(top) && !layer.contains(focused)) hits.add(name);
      }
    }
    const label = (focused.getAttribute("aria-label") || focused.textContent || focused.tagName).trim().slice(0, 40);
    return { label, hits: [...hits], inDialog: focused.closest("dialog, [role=dialog]") !== null };
  });

const cases = widths.flatMap((size) => size.pages.flatMap((path) => ["Tab", "Shift+Tab"].map((key) => ({ size, path, key }))));

for (const { size, path, key } of cases) {
  test(`${size.name} ${path}, ${key}: no focused element is hidden under a fixed layer`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    const hidden: string[] = [];
    let seen = 0;
    for (let i = 0; i < MAX_TABS; i++) {
      await page.keyboard.press(key);
      const state = await obscuredBy(page);
      if (!state) {
        if (seen > 0) break; // focus left the page: every element has had its turn
        continue;
      }
      seen++;
      if (state.inDialog) break;
      if (state.hits.length) hidden.push(`${state.label} (under ${state.hits.join(", ")})`);
    }
    expect(seen).toBeGreaterThan(5);
    expect(hidden).toEqual([]);
  });
}
