import { axe } from "./axe";
import { expect, onlyWhere, type Page, test } from "./test";
import postgres from "postgres";
import { defaultBusiness, telHref } from "~/content/business";
import { safetyTips } from "~/content/emergency";
import { STATUS_REFRESH_MS } from "~/lib/emergencies/emergency-status";
import { type BuiltServer, startBuiltServer } from "../support/built-server";
import { estimateOpener, expectMessage, jsOn, submit, useOwnIp, wakeDeferredParts } from "./forms-support";

/**
 * The customer's side of an emergency, end to end: the request lands on its status page, which follows the
 * lead as the office acknowledges it and sets out (written here straight into the database, as the office side
 * does). A server of its own on a Postgres database of its own, so the test can write to it while it runs.
 */
test.describe.configure({ mode: "serial" });
test.skip(!process.env.TEST_DATABASE_URL, "needs TEST_DATABASE_URL: the test writes to the server's database while it runs");

let server: BuiltServer;
let sql: postgres.Sql;

test.beforeAll(async () => {
  server = await startBuiltServer({ postgres: true, env: { TRUST_PROXY: "1" } });
  sql = postgres(server.databaseUrl!, { max: 1, onnotice: () => {} });
});
test.afterAll(async () => {
  await sql?.end();
  await server?.stop();
});

const tokenOf = (page: Page) => new URL(page.url()).pathname.replace("/status/", "");

/** A mark on the window: still there after the page changed means it changed without a reload. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { mark?: number }).mark === 1);

/** With JavaScript the page must notice by itself; without it the visitor reloads. */
async function expectState(page: Page, js: boolean, state: string) {
  const status = page.getByTestId("emergency-status");
  if (js) {
    await expect(status).toHaveAttribute("data-state", state, { timeout: STATUS_REFRESH_MS * 3 });
    expect(await stillMarked(page)).toBe(true);
  } else {
    await page.reload();
    await expect(status).toHaveAttribute("data-state", state);
  }
}

test("an emergency request lands on its status page, which follows received → acknowledged → on the way", async ({ page }, info) => {
  await useOwnIp(page, info);
  const js = jsOn(info);
  await page.goto(`${server.url}/contact?type=emergency`);
  const card = page.getByTestId("contact-form");
  await card.getByLabel("Name").fill("Dee Park");
  await card.getByLabel("Phone").fill("571-555-0177");
  await card.getByLabel("What's happening?").fill("Panel buzzing in the basement");
  await submit(page, info, "Request emergency help", "/contact");

  await expect(page).toHaveURL(/\/status\/[A-Za-z0-9_-]{32}$/);
  await expectMessage(page, "Request Submitted!", "We'll call you within minutes for emergency assistance.");
  const status = page.getByTestId("emergency-status");
  await expect(status).toHaveAttribute("data-state", "received");
  await expect(status.getByRole("heading", { name: "Your emergency request" })).toBeVisible();
  await expect(status).toContainText("Hi Dee,");
  await expect(status.getByTestId("safety-tips").getByRole("listitem")).toHaveText(safetyTips);
  await expect(status.getByRole("link", { name: defaultBusiness.phone })).toHaveAttribute("href", telHref(defaultBusiness.phone));
  // Only the first name and the state: nothing else the customer sent.
  const text = await status.innerText();
  for (const secret of ["Park", "0177", "buzzing"]) expect(text).not.toContain(secret);
  if (js) {
    const found = await axe(page).analyze();
    expect(found.violations.map((v) => v.id)).toEqual([]);
  }
  if (js) await expect(status).toContainText("This page updates by itself.");
  else await expect(status.getByRole("link", { name: "Check for news" })).toBeVisible();

  const token = tokenOf(page);
  if (js) await markWindow(page);
  await sql`update leads set acknowledged_at = now(), acknowledged_by = 'Dana Whitfield' where status_token = ${token}`;
  await expectState(page, js, "acknowledged");
  await expect(status).toContainText("Dana has your request and will call you shortly.");
  await expect(status).not.toContainText("Whitfield");

  await sql`update leads set on_the_way_at = now() where status_token = ${token}`;
  await expectState(page, js, "on-the-way");
  await expect(status).toContainText("Your electrician is on the way.");
  // Done: no more refreshing, and nothing says it would.
  await expect(status).not.toContainText("This page updates by itself.");
  await expect(status.getByRole("link", { name: "Check for news" })).toHaveCount(0);
});

test("an estimate for emergency repair: the dialog links the status page, the page goes there", async ({ page }, info) => {
  await useOwnIp(page, info);
  await page.goto(`${server.url}/contact`);
  await estimateOpener(page).click();
  const form = jsOn(info) ? page.getByRole("dialog", { name: "Request free estimate" }) : page.getByRole("main");
  await form.getByLabel("Full Name").fill("Bo Ray");
  await form.getByLabel("Email").fill("bo@example.com");
  await form.getByLabel("Phone").fill("571-555-0178");
  await form.getByLabel("Service Needed").selectOption("emergency");
  await submit(page, info, "Get Free Estimate", "/estimate");
  if (jsOn(info)) {
    const link = form.getByRole("link", { name: "Follow your emergency request" });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }
  await expect(page).toHaveURL(/\/status\/[A-Za-z0-9_-]{32}$/);
  await expect(page.getByTestId("emergency-status")).toHaveAttribute("data-state", "received");
});

onlyWhere((jsOn) => !jsOn, "server answers are the same for both projects", () => {
  test("the page is private: no-store, noindex, no Referer to other sites; an unknown token is the 404 page", async ({ page, request }, info) => {
    await useOwnIp(page, info);
    const saved = await request.post(`${server.url}/contact`, {
      form: { type: "emergency", name: "Cy Lee", phone: "5715550179" },
      headers: { ...server.sameOrigin, "X-Forwarded-For": "10.200.1.1" },
      maxRedirects: 0,
    });
    expect(saved.status()).toBe(302);
    const location = saved.headers()["location"]!;
    expect(location).toMatch(/^\/status\/[A-Za-z0-9_-]{32}$/);

    const found = await request.get(`${server.url}${location}`);
    expect(found.status()).toBe(200);
    expect(found.headers()["cache-control"]).toBe("private, no-store");
    expect(found.headers()["x-robots-tag"]).toBe("noindex");
    // Its own origin may see the URL (a form posted from it needs its Origin); no other site does.
    expect(found.headers()["referrer-policy"]).toBe("same-origin");
    const html = await found.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');

    // Unknown (one character off a real one), malformed, and nothing at all like a token.
    const offByOne = `${location.slice(8, 39)}${location.endsWith("A") ? "B" : "A"}`;
    for (const token of [offByOne, "not-a-token", "A".repeat(33)]) {
      const missing = await page.goto(`${server.url}/status/${token}`);
      expect(missing?.status(), token).toBe(404);
      expect(missing?.headers()["cache-control"]).toBe("private, no-store");
      expect(missing?.headers()["referrer-policy"]).toBe("same-origin");
      await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    }
  });
});

test("the assistant takes an emergency call-back and links its status page (built-in assistant)", async ({ page }, info) => {
  await useOwnIp(page, info);
  const js = jsOn(info);
  const ask = async (text: string) => {
    if (js) {
      const panel = page.getByRole("region", { name: `Chat with ${defaultBusiness.assistantName}` });
      const before = await panel.getByTestId("chat-message-assistant").count();
      await panel.getByRole("textbox", { name: `Message ${defaultBusiness.assistantName}` }).fill(text);
      await panel.getByRole("textbox", { name: `Message ${defaultBusiness.assistantName}` }).press("Enter");
      await expect(panel.getByTestId("chat-message-assistant")).toHaveCount(before + 1);
      return panel.getByTestId("chat-message-assistant").last();
    }
    await page.getByLabel("Your message").fill(text);
    await page.getByRole("button", { name: "Send" }).click();
    return page.getByTestId("chat-message-assistant").last();
  };
  if (js) {
    await page.addInitScript(() => localStorage.setItem("seen-greeter", "true"));
    await page.goto(`${server.url}/`);
    await wakeDeferredParts(page);
    await page.getByRole("button", { name: `Chat with ${defaultBusiness.assistantName}` }).click();
  } else {
    await page.goto(`${server.url}/chat`);
  }
  const name = js ? "Gia Moss" : "Hal Moss";
  await expect(await ask("Help, my outlet is sparking!")).toContainText("Would you like to have our on-call electrician call you back now?");
  await expect(await ask(`Yes please, ${name}, 571-555-01${js ? "81" : "82"}`)).toContainText("the address where the problem is");
  const done = await ask("7 Birch Lane, Manassas");
  await expect(done).toContainText("passed your call-back to our on-call electrician");
  const [lead] = await sql<{ kind: string; emergency: boolean; fields: Record<string, string> }[]>`
    select kind, emergency, fields from leads where name = ${name}`;
  expect(lead).toMatchObject({ kind: "contact", emergency: true, fields: { type: "emergency", source: "assistant", address: "7 Birch Lane, Manassas" } });

  await done.getByRole("link", { name: "Follow your emergency request" }).click();
  await expect(page).toHaveURL(/\/status\/[A-Za-z0-9_-]{32}$/);
  await expect(page.getByTestId("emergency-status")).toHaveAttribute("data-state", "received");
  await expect(page.getByTestId("emergency-status")).toContainText(`Hi ${name.split(" ")[0]},`);
});
