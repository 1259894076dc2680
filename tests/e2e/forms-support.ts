import { createHash } from "node:crypto";
import { expect, LIVE_POLL, type Locator, type Page, type TestInfo } from "./test";

export const jsOn = (info: TestInfo) => info.project.name === "js-on";

/** A documentation-range address of its own per test, so per-IP rate limits never collide (TRUST_PROXY=1: the test runner is the one trusted proxy). */
export function ipFor(info: TestInfo, salt = ""): string {
  const h = createHash("sha256").update(`${info.project.name}|${info.titlePath.join("|")}|${info.retry}|${info.repeatEachIndex}|${salt}`).digest();
  return `10.${h[0]}.${h[1]}.${(h[2]! % 250) + 1}`;
}

export async function useOwnIp(page: Page, info: TestInfo, salt = "") {
  const ip = ipFor(info, salt);
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": ip });
  return ip;
}

/**
 * A part whose code loads when the visitor first reaches for it (app/components/ui/deferred.tsx) is plain HTML
 * until then: a form posts as a plain form, a booking link goes to /book. With JavaScript, point at it and wait
 * until it is live, as a visitor's first keystrokes or a look before clicking would.
 */
export async function partLive(page: Page, info: TestInfo, part: Locator) {
  if (!jsOn(info)) return;
  await page.waitForFunction(() => Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter));
  await part.hover();
  await expect(page.locator('[data-deferred="live"]').filter({ has: part })).toHaveCount(1);
}

/** The contact form, live. */
export const contactFormLive = (page: Page, info: TestInfo) => partLive(page, info, page.getByTestId("contact-form"));

/** The footer (its newsletter form and its links to book a service), live. */
export const footerLive = (page: Page, info: TestInfo) => partLive(page, info, page.getByTestId("site-footer"));

/** Holds the page's posts to `pathname` until the returned function is called, so a form's pending state can be seen. */
export async function holdPosts(page: Page, pathname: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    },
  );
  return release;
}

/** A toast (JavaScript) or the server-rendered alert (no JavaScript) with this title and text. */
export async function expectMessage(page: Page, title: string, description?: string) {
  let region = page.getByRole("alert").or(page.getByRole("status")).filter({ hasText: title });
  if (description) region = region.filter({ hasText: description });
  await expect(region.first()).toBeVisible();
}

/** Clicks a submit button; without JavaScript returns the status of the page the post answered. */
export async function submit(page: Page, info: TestInfo, name: string | RegExp, path: string) {
  // The button of the dialog in front, when one is open: /contact's own form has a button of the same name under it.
  const dialog = page.getByRole("dialog");
  const scope = (await dialog.count()) ? dialog : page;
  const button = scope.getByRole("button", { name, exact: typeof name === "string" });
  // Enter on the focused button submits like a click, without waiting for smooth scrolling to settle.
  const press = () => button.press("Enter");
  if (jsOn(info)) {
    await press();
    return null;
  }
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === path),
    press(),
  ]);
  await page.waitForLoadState("domcontentloaded");
  return response.status();
}

/** /contact's Get Free Estimate button beside the form (the form's own tab has the same name): the estimate dialog, or /estimate without JavaScript. */
export const estimateOpener = (page: Page) => page.getByRole("region", { name: /^Why choose / }).getByRole("link", { name: "Get Free Estimate" });

/** The message under a field (the error summary, without JavaScript, links the same words to the field). */
export const fieldError = (scope: Locator, message: string) => scope.getByTestId("field-error").filter({ hasText: message });

/**
 * Like a person moving over the page: every part whose code waits for a first pointer wakes up, and has its code.
 * The pointer goes over each part again at every look, as a moving hand would: a part listens only once React has
 * hydrated it, which on a busy machine can come well after the router exists (when a page counts as live), and an
 * event sent before that reaches no one. The chat's launcher needs none of this: it becomes the widget's button
 * once its words arrive, whatever the parts do (app/components/chat/ChatWidget.tsx).
 */
export async function wakeDeferredParts(page: Page) {
  await page.mouse.move(10, 10);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const asleep = Array.from(document.querySelectorAll<HTMLElement>('[data-deferred=""]')).filter((p) => p.offsetHeight > 0);
          for (const part of asleep) part.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
          return asleep.length;
        }),
      { intervals: LIVE_POLL },
    )
    .toBe(0);
}
