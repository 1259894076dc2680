// The raw test, not ./test: these tests are about what happens before anyone shows intent.
import { expect, test, type Page } from "@playwright/test";
import { baseURL, fullChromiumLaunch } from "../../playwright.config";
import { requestStatusText } from "~/content/request-status";
import { TOKEN_PAGE_REFERRER_POLICY } from "~/lib/platform/token-paths";
import { type BuiltServer, loginOverHttp, startBuiltServer } from "../support/built-server";
import { startSmtp } from "../support/smtp";

/**
 * A shared public page is a static page until the visitor shows intent (app/lib/platform/hydrate-on-intent.server.ts):
 * on a phone it fetches no script at all on load, the first touch brings it to life, and a control used
 * before its code has arrived still does its plain-HTML job.
 */
// In the full Chromium: the headless shell moves its pointer over a page that has just loaded (a trusted
// `pointermove` on the element at its place: 3 failures in three runs of this file, none in the full
// browser), which no phone does and which wakes the page before the test's first touch.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, launchOptions: fullChromiumLaunch() });

test.beforeEach(({ javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "about when JavaScript starts");
});

/**
 * Every script the page asks the server for. The page also notes the first event of the kinds that wake it, so a
 * page that came to life before the test touched it says what woke it (`wokenBy`).
 */
async function scriptRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(new URL(request.url()).pathname);
  });
  await page.addInitScript(() => {
    for (const type of ["pointerdown", "pointermove", "touchstart", "keydown", "wheel", "scroll", "focusin"]) {
      const note = (event: Event) => {
        const target = event.target instanceof Element ? event.target.localName : String(event.target);
        (window as { wokenBy?: string }).wokenBy ??= `${event.type} on ${target}${event.isTrusted ? "" : " (synthetic)"}`;
      };
      addEventListener(type, note, { capture: true, passive: true });
    }
  });
  return urls;
}

/** What woke the page, for a failure's message. */
const wokenBy = (page: Page) => page.evaluate(() => `woken by: ${(window as { wokenBy?: string }).wokenBy ?? "none of the waking events"}`);

const isLive = (page: Page) => page.evaluate(() => "__remixRouter" in window);

for (const path of ["/", "/services/panel-upgrades", "/contact"]) {
  test(`${path} loads no script until the first touch, then comes to life`, async ({ page }) => {
    const scripts = await scriptRequests(page);
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") violations.push(message.text());
    });
    await page.goto(path, { waitUntil: "networkidle" });
    expect(scripts, await wokenBy(page)).toEqual([]);
    expect(await isLive(page)).toBe(false);
    await expect(page.locator('script[type="x-module"]')).toHaveCount(1);
    // The hydration data is not even parsed as script until then.
    expect(await page.evaluate(() => "__remixContext" in window)).toBe(false);

    await page.touchscreen.tap(195, 420);
    await expect.poll(() => isLive(page)).toBe(true);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((src) => src.startsWith("/build/"))).toBe(true);
    // The home page's chat launcher turns from a link into a button once the page is live.
    if (path === "/") await expect(page.locator("button[data-testid=chat-launcher]")).toBeVisible();
    // No CSP violation, no hydration mismatch.
    expect(violations).toEqual([]);
  });
}

test("a page goes live once, whatever the visitor does next, and client navigation works", async ({ page }) => {
  const scripts = await scriptRequests(page);
  await page.goto("/services/panel-upgrades", { waitUntil: "networkidle" });
  await page.mouse.wheel(0, 200);
  await page.keyboard.press("Tab");
  await expect.poll(() => isLive(page)).toBe(true);
  const loaded = scripts.length;
  await page.touchscreen.tap(195, 420);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // The footer's code loads when it is first touched (decision 0085): a finger lands on it before its link.
  const footer = page.getByTestId("site-footer");
  await footer.getByRole("heading", { name: "Quick links" }).tap();
  await expect(page.locator('[data-deferred="live"]').filter({ has: footer })).toHaveCount(1);
  await page.getByRole("link", { name: "Privacy policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  // Loading the entry again would mean a second React root on the same document.
  expect(scripts.slice(loaded).filter((src) => src.includes("entry.client"))).toEqual([]);
});

test("a tap that comes before the code does the plain-HTML thing", async ({ page }) => {
  // The code takes its time to arrive, as on a slow phone line.
  await page.route(/\/build\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  await page.goto("/", { waitUntil: "networkidle" });
  await page.locator("a[data-testid=chat-launcher]").tap();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a personal page (the visitor has a cookie) is live without waiting for intent", async ({ page, context }) => {
  await context.addCookies([{ name: "visited", value: "1", url: baseURL }]);
  await page.goto("/");
  await expect(page.locator('script[type="x-module"]')).toHaveCount(0);
  await expect.poll(() => isLive(page)).toBe(true);
});

test("the home page's greeter counts its 2 s from the visit, not from the first touch", async ({ page }) => {
  // The page's clock moves only when the test moves it: no wall-clock race on a busy machine.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto("/");
  await page.clock.runFor(3_000);
  await page.keyboard.press("Shift");
  // Live: the launcher is a button once the code is there, the greeter's timer with it.
  await expect(page.locator("button[data-testid=chat-launcher]")).toBeVisible();
  // Already 3 s on the page: a tenth of a second more is enough, where a count from the touch would need 2 s.
  await page.clock.runFor(100);
  await expect(page.getByRole("dialog", { name: /^Hi, I'm / })).toBeVisible();
});

test("a reload keeps the visitor's place when the code arrives", async ({ page }) => {
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  await page.goto("/services/panel-upgrades", { waitUntil: "networkidle" });
  await page.keyboard.press("Shift");
  await expect.poll(() => isLive(page)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(scrollY).toBe(900);

  // The browser's own restoration puts the page back (its scroll event is the intent that wakes the code);
  // Remix's scroll script and router then find the same place: no jump.
  await page.reload({ waitUntil: "networkidle" });
  await expect.poll(() => isLive(page)).toBe(true);
  await page.waitForTimeout(300);
  expect(await scrollY()).toBe(900);
});

test("a new page in the same tab starts at the top when its code arrives", async ({ page }) => {
  await page.goto("/services/panel-upgrades", { waitUntil: "networkidle" });
  await page.keyboard.press("Shift");
  await expect.poll(() => isLive(page)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 900));
  await page.goto("/reviews", { waitUntil: "networkidle" });
  await page.keyboard.press("Shift");
  await expect.poll(() => isLive(page)).toBe(true);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("personal pages whose code waits for intent", () => {
  // One server for the three.
  test.describe.configure({ mode: "serial" });
  // A server of its own: the customer's page is reached by a request's link, the office's day signed in.
  const ADMIN = { email: "intent-e2e-admin@example.com", password: "intent e2e admin password 1" };
  let server: BuiltServer;
  let session: string;
  let requestPath: string;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  test.beforeAll(async ({ javaScriptEnabled }) => {
    if (!javaScriptEnabled) return;
    // Starting a server with an admin, then signing in with both steps, outlasts a test's time on a busy machine.
    test.setTimeout(120_000);
    smtp = await startSmtp();
    server = await startBuiltServer({ admin: ADMIN, env: { SMTP_URL: smtp.url, OFFICE_EMAIL: "office@intent-e2e.test" } });
    const fields = { type: "estimate", name: "Ivy Intent", email: "ivy@example.com", phone: "7035550166", serviceType: "lighting", description: "Porch light flickers", company_website: "" };
    const sent = await fetch(`${server.url}/contact`, { method: "POST", body: new URLSearchParams(fields), headers: server.sameOrigin, redirect: "manual" });
    expect(sent.status).toBe(302);
    session = await loginOverHttp(server, ADMIN);
    // The page's link, as the customer gets it: in the request's confirmation mail.
    await expect.poll(() => smtp.received.some((mail) => mail.to.includes("ivy@example.com"))).toBe(true);
    requestPath = /\/status\/[A-Za-z0-9_-]{32}/.exec(smtp.received.find((mail) => mail.to.includes("ivy@example.com"))!.text)![0];
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  /** The browser's own reports of blocked scripts, and errors such as a hydration mismatch. */
  function watchProblems(page: Page) {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || /Content Security Policy/i.test(message.text())) problems.push(message.text());
    });
    return problems;
  }

  test("the customer's request page: private, no script until the first touch, then its forms post through its code", async ({ page }) => {
    const scripts = await scriptRequests(page);
    const problems = watchProblems(page);
    const opened = await page.goto(`${server.url}${requestPath}`, { waitUntil: "networkidle" });
    const headers = opened!.headers();
    expect(headers["cache-control"]).toBe("private, no-store");
    expect(headers["x-robots-tag"]).toContain("noindex");
    expect(headers["referrer-policy"]).toBe(TOKEN_PAGE_REFERRER_POLICY);
    // Its inline scripts allowed by hash, as a shared page's, and nothing else inline.
    const scriptSrc = /script-src ([^;]*)/.exec(headers["content-security-policy"])![1];
    expect(scriptSrc).toContain("'sha256-");
    expect(scriptSrc).not.toMatch(/'nonce-|'unsafe-inline'/);
    expect(scripts, await wokenBy(page)).toEqual([]);
    expect(await isLive(page)).toBe(false);

    await page.touchscreen.tap(195, 300);
    await expect.poll(() => isLive(page)).toBe(true);
    expect(scripts.every((src) => src.startsWith("/build/"))).toBe(true);
    // Live: the message goes through Remix's fetch, and the page shows it without loading again.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByLabel(requestStatusText.en.writeLabel).fill("Gate code is 1234.");
    await page.getByRole("button", { name: requestStatusText.en.writeSend }).click();
    await expect(page.getByTestId("request-messages")).toContainText("Gate code is 1234.");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    expect(problems).toEqual([]);
  });

  test("the office's day: no script until the first touch, then live", async ({ page, context }) => {
    const [name, ...value] = session.split(";")[0]!.split("=");
    await context.addCookies([{ name: name!, value: value.join("="), url: server.url }]);
    const scripts = await scriptRequests(page);
    const problems = watchProblems(page);
    const opened = await page.goto(`${server.url}/admin/today`, { waitUntil: "networkidle" });
    expect(opened!.headers()["cache-control"]).toContain("no-store");
    expect(opened!.headers()["content-security-policy"]).not.toMatch(/'nonce-|script-src[^;]*'unsafe-inline'/);
    await expect(page.getByRole("heading", { level: 1, name: "Today's visits" })).toBeVisible();
    expect(scripts, await wokenBy(page)).toEqual([]);
    expect(await isLive(page)).toBe(false);

    await page.touchscreen.tap(195, 300);
    await expect.poll(() => isLive(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test("an emergency's page stays live at once: it asks for news by itself while someone waits", async ({ page }) => {
    const sent = await fetch(`${server.url}/contact`, {
      method: "POST",
      body: new URLSearchParams({ type: "emergency", name: "Eve Urgent", phone: "7035550167", email: "eve@example.com", description: "Sparks at the panel", company_website: "" }),
      headers: server.sameOrigin,
      redirect: "manual",
    });
    const status = sent.headers.get("location") ?? "";
    expect(status).toMatch(/^\/status\//);
    await page.goto(`${server.url}${status}`);
    await expect.poll(() => isLive(page)).toBe(true);
  });
});
