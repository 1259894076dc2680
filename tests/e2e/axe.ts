import AxeBuilder from "@axe-core/playwright";
import type { Page } from "./test";

/** WCAG 2.2 AA: the bar every axe-core check in these tests holds pages to. */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe-core at WCAG 2.2 AA on the page, narrowed further with `.include(...)`. It runs as one `axe.run` in the
 * page (legacy mode) rather than a partial run per frame finished in a blank page the builder opens for it,
 * and returns no passed checks, which nobody reads: the same violations (checked against pages broken on purpose)
 * in under half the time, axe being most of an accessibility test's time. Same-origin frames are still checked;
 * the only cross-origin frame is the stand-in for the city pages' map (tests/e2e/test.ts), not the site's own.
 */
export function axe(page: Page) {
  // `options` first: it replaces what `withTags` sets.
  return new AxeBuilder({ page: page as never }).setLegacyMode().options({ reporter: "no-passes" }).withTags(WCAG_22_AA);
}
