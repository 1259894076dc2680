import type { Page } from "./test";

/**
 * For the focused element: of the points of a 3 × 3 grid over its box where it is on screen (inside the viewport,
 * within its rounded corners), those where something else is painted on top, and what; null when nothing is
 * focused. Its own descendants and ancestors do not count.
 */
export const coverOfFocused = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return null;
    const r = focused.getBoundingClientRect();
    const inset = 2;
    const xs = [r.left + inset, (r.left + r.right) / 2, r.right - inset];
    const ys = [r.top + inset, (r.top + r.bottom) / 2, r.bottom - inset];
    const points = xs.flatMap((x) => ys.map((y) => [x, y] as const)).filter(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight);
    const describe = (el: Element) =>
      (el.closest("[data-testid]")?.getAttribute("data-testid") ?? el.closest("header, nav, section, footer")?.tagName ?? el.tagName).toLowerCase();
    const covers = new Set<string>();
    let painted = 0;
    let covered = 0;
    for (const [x, y] of points) {
      const stack = document.elementsFromPoint(x, y);
      // Outside its rounded corners, the element is not there to be covered.
      if (!stack.some((el) => focused.contains(el))) continue;
      painted++;
      const top = stack[0];
      if (focused.contains(top) || top.contains(focused)) continue;
      covered++;
      covers.add(describe(top));
    }
    const label = (focused.getAttribute("aria-label") || focused.textContent || focused.tagName).trim().replace(/\s+/g, " ").slice(0, 40);
    return {
      label,
      points: painted,
      covered,
      covers: [...covers],
      // A dialog (other than the greeter, which is under test) holds focus: the page behind it is not walked.
      inDialog: focused.closest("dialog, [role=dialog]:not([data-testid=chat-greeter])") !== null,
    };
  });
