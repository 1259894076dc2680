import sharp from "sharp";
import { requestStatusText } from "~/content/request-status";
import { TOKEN_PAGE_REFERRER_POLICY } from "~/lib/platform/token-paths";
import { localDay } from "~/lib/platform/office-clock.server";
import { type BuiltServer, loginOverHttp, startBuiltServer } from "../support/built-server";
import { startSmtp } from "../support/smtp";
import { axe } from "./axe";
import { layoutProblems } from "./layout-check";
import { expect, test } from "./test";

/**
 * A request's own page in Chromium without JavaScript: the customer adds a photo, writes to the office and cancels
 * the request with the page's plain forms. The request is sent on a server of its own, and its page reached by the link its
 * confirmation mail carries, as the customer reaches it.
 */
test.describe.configure({ mode: "serial" });
test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the page's forms without JavaScript; with it they are the same forms, posted by Remix");

const m = requestStatusText.en;
const ADMIN = { email: "status-e2e-admin@example.com", password: "status e2e admin password 1" };
let server: BuiltServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

test.beforeAll(async () => {
  smtp = await startSmtp();
  // Each request comes from a network of its own (X-Forwarded-For, trusted here): the form's limit is per network.
  server = await startBuiltServer({ admin: ADMIN, env: { SMTP_URL: smtp.url, OFFICE_EMAIL: "office@status-e2e.test", TRUST_PROXY: "1" } });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

let network = 0;
/** Sends a contact request as the form does and answers the status page's path its confirmation mail links. */
async function requestPage(email: string, lang: "en" | "es" = "en") {
  network += 1;
  const fields = { type: "estimate", name: "Rita Moss", email, phone: "7035550177", serviceType: "lighting", description: "Porch light flickers", company_website: "" };
  const sent = await fetch(`${server.url}${lang === "es" ? "/es" : ""}/contact`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { ...server.sameOrigin, "X-Forwarded-For": `198.51.100.${network}` },
    redirect: "manual",
  });
  expect(sent.status).toBe(302);
  await expect.poll(() => smtp.received.some((mail) => mail.to.includes(email))).toBe(true);
  const mail = smtp.received.find((received) => received.to.includes(email))!;
  return /\/status\/[A-Za-z0-9_-]{32}/.exec(mail.text)![0];
}

test("without JavaScript the customer writes to the office, then cancels the request, from its page", async ({ page }) => {
  const path = await requestPage("rita@example.com");
  const opened = await page.goto(`${server.url}${path}`);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["referrer-policy"]).toBe(TOKEN_PAGE_REFERRER_POLICY);
  await expect(page.getByTestId("request-status")).toHaveAttribute("data-state", "open");
  await expect(page.getByText("Porch light flickers")).toBeVisible();

  // The message box: the post, then the page again with the message under the customer's messages.
  await page.getByLabel(m.writeLabel).fill("The side gate is open, come round the back.");
  const [message] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === path),
    page.getByRole("button", { name: m.writeSend }).click(),
  ]);
  expect(message.status()).toBe(303);
  await expect(page.getByTestId("request-messages")).toContainText("The side gate is open, come round the back.");

  // Cancel: the post with the Origin the browser sends from this page, taken; the page then says it is cancelled.
  const [cancel] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === path),
    page.getByRole("button", { name: m.cancelButton }).click(),
  ]);
  expect(cancel.status()).toBe(303);
  expect([server.url, "null"]).toContain(await cancel.request().headerValue("origin"));
  await expect(page.getByTestId("request-status")).toHaveAttribute("data-state", "cancelled");
  await expect(page.getByTestId("request-ended")).toContainText(m.cancelled);
  await expect(page.getByRole("button", { name: m.cancelButton })).toHaveCount(0);
  await expect(page.getByTestId("request-messages")).toContainText("The side gate is open");
});

test("without JavaScript the customer adds a photo from the page: the same page shows it", async ({ page }) => {
  const path = await requestPage("photo-e2e@example.com");
  await page.goto(`${server.url}${path}`);
  await expect(page.getByTestId("request-photos")).toHaveCount(0);
  const jpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: "#c33" } }).jpeg().toBuffer();
  await page.getByLabel(m.addPhotosLabel).setInputFiles({ name: "porch.jpg", mimeType: "image/jpeg", buffer: jpeg });
  const [posted] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === path),
    page.getByRole("button", { name: m.addPhotosButton }).click(),
  ]);
  expect(posted.status()).toBe(303);
  await expect(page.getByTestId("request-photos").getByRole("img", { name: m.photoAlt(1) })).toBeVisible();
});

test("the page lays out on a phone in both languages: nothing cut, covered or too wide at 360 and 390 px", async ({ page }) => {
  const problems: string[] = [];
  for (const lang of ["en", "es"] as const) {
    await page.goto(`${server.url}${await requestPage(`layout-${lang}@example.com`, lang)}`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      problems.push(...(await page.evaluate(layoutProblems, { overlays: [], wholeWords: true })).map((p) => `${lang} ${width}px: ${p}`));
    }
  }
  expect(problems).toEqual([]);
});

test("without JavaScript at 390 px the customer moves their visit to another of the offered times", async ({ page }) => {
  const path = await requestPage("moving@example.com");
  // The office books a visit 20 days ahead (its form's post, as the lead's page sends it).
  const cookie = await loginOverHttp(server, ADMIN);
  const inbox = await (await fetch(`${server.url}/admin/leads?q=moving%40example.com`, { headers: { Cookie: cookie } })).text();
  const id = /\/admin\/leads\/([0-9a-f-]{36})/.exec(inbox)![1]!;
  const day = localDay(new Date(Date.now() + 20 * 24 * 60 * 60_000), "America/New_York");
  const fields = { intent: "visit", day, window: "08:00", electrician: "team:m2" };
  const booked = await fetch(`${server.url}/admin/leads/${id}`, { method: "POST", body: new URLSearchParams(fields), headers: { ...server.sameOrigin, Cookie: cookie }, redirect: "manual" });
  expect(booked.status).toBe(302);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}${path}`);
  const visit = page.getByTestId("request-visit");
  await expect(visit.getByRole("button", { name: m.visitConfirm })).toBeVisible();
  const times = visit.getByRole("radio");
  await expect(times).toHaveCount(6);
  // The second time offered: its day and window are what the visit then shows.
  const choice = page.locator('[data-testid="visit-move-form"] li').nth(1);
  const newDay = await choice.locator("strong").innerText();
  const newWindow = (await choice.innerText()).replace(newDay, "").trim();
  await choice.getByRole("radio").check();
  const [moved] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === path),
    visit.getByRole("button", { name: m.moveButton }).click(),
  ]);
  expect(moved.status()).toBe(303);
  await expect(visit.locator("dd").first()).toHaveText(newDay);
  await expect(visit.locator("dd").nth(1)).toHaveText(newWindow);
  await expect(page.locator('[data-testid="visit-move-form"] li').filter({ hasText: newWindow }).filter({ hasText: newDay })).toHaveCount(0);

  // Nothing cut, covered or too wide with the visit's forms, at 360 and 390 px (the page again, without the toast).
  await page.goto(`${server.url}${path}`);
  const problems: string[] = [];
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    problems.push(...(await page.evaluate(layoutProblems, { overlays: [], wholeWords: true })).map((p) => `${width}px: ${p}`));
  }
  expect(problems).toEqual([]);
});

test("axe finds no WCAG 2.2 AA violation on the page with a visit and its answers, in either language", async ({ browser }) => {
  const cookie = await loginOverHttp(server, ADMIN);
  // axe needs JavaScript: the page as served, with the app's own code blocked.
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.route(/\/build\/.*\.js(\?.*)?$/, (route) => route.abort());
    for (const lang of ["en", "es"] as const) {
      const email = `axe-${lang}@example.com`;
      const path = await requestPage(email, lang);
      const inbox = await (await fetch(`${server.url}/admin/leads?q=${encodeURIComponent(email)}`, { headers: { Cookie: cookie } })).text();
      const id = /\/admin\/leads\/([0-9a-f-]{36})/.exec(inbox)![1]!;
      const day = localDay(new Date(Date.now() + (lang === "en" ? 30 : 31) * 24 * 60 * 60_000), "America/New_York");
      const fields = { intent: "visit", day, window: "10:00", electrician: "team:m2" };
      const booked = await fetch(`${server.url}/admin/leads/${id}`, { method: "POST", body: new URLSearchParams(fields), headers: { ...server.sameOrigin, Cookie: cookie }, redirect: "manual" });
      expect(booked.status).toBe(302);
      await page.goto(`${server.url}${path}`);
      await expect(page.getByTestId("request-visit").getByRole("radio").first()).toBeVisible();
      const found = await axe(page).analyze();
      expect(found.violations.map((v) => `${lang} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    }
  } finally {
    await context.close();
  }
});
