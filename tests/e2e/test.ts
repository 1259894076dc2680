import { test as base, type BrowserContext, expect, type Page } from "@playwright/test";

export * from "@playwright/test";

/** How often a wait for a page's code to arrive looks again, in ms (the last repeats): about as long as the look takes. */
export const LIVE_POLL = [25, 50, 100];

/**
 * A shared public page loads its code at the visitor's first intent (app/lib/platform/hydrate-on-intent.server.ts).
 * Shows intent the way a keyboard user does, with a key that does nothing (Shift), and waits until Remix
 * has taken the page over; a page that is already live, or has no held-back code, is left alone.
 */
async function showIntent(page: Page) {
  const waiting = await page.evaluate(
    () => !("__remixRouter" in window) && document.querySelector('script[type="x-module"]') !== null,
  );
  if (!waiting) return;
  await page.keyboard.press("Shift");
  // Polled from here, not in the page: some tests hold the page's clock. Every js-on page load waits here, so
  // the polls come close together (Playwright's default waits 100, 250, 500, then 1,000 ms between them).
  await expect.poll(() => page.evaluate(() => "__remixRouter" in window), { intervals: LIVE_POLL }).toBe(true);
}

/** With JavaScript on, every page a test opens or reloads is brought to life before the test goes on. */
function liveAfterLoad(page: Page) {
  for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page["reload"]>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await load(...args);
        await showIntent(page);
        return response;
      },
    });
  }
}

/**
 * The city pages' map frame, served here as a stand-in with focusable links at its top and bottom edges as the
 * real map has: no request leaves the machine, and a test meets the same frame whatever the network does.
 */
const mapFrame =
  "<body style='margin:0;height:360px;position:relative'><a href='#' style='position:absolute;top:4px;left:4px'>View larger map</a>" +
  "<a href='#' style='position:absolute;bottom:0;right:4px;font-size:10px'>Terms</a></body>";

/** Every context a test opens gets the stand-in map: the fixture's, and any the test opens itself. */
export const standInForMap = (context: BrowserContext) =>
  context.route(/^https:\/\/www\.google\.com\/maps\?/, (route) => route.fulfill({ contentType: "text/html", body: mapFrame }));

export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    await standInForMap(context);
    if (javaScriptEnabled) context.on("page", liveAfterLoad);
    await use(context);
  },
});

/**
 * Declares tests that run only where `runs` says, given the `javaScriptEnabled` they run with (a file whose
 * `test.use` sets it runs the same in both projects: it skips by project name in the test). Elsewhere they are
 * skipped before any of their fixtures is made: a `test.skip` inside a test's body comes after its context and page
 * are opened, about 0.3 s of a worker each, and a run skipped some 270 tests that way.
 */
export function onlyWhere(runs: (javaScriptEnabled: boolean) => boolean, reason: string, declare: () => void) {
  test.describe(() => {
    test.skip(({ javaScriptEnabled }) => !runs(javaScriptEnabled), reason);
    declare();
  });
}
