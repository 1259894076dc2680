import { axe } from "./axe";
import { phoneApp } from "../../playwright.config";
import { twilioSignature, type TwilioMessage } from "../support/twilio";
import { expect, test } from "./admin-fixtures";

/**
 * The office answers a texter from the lead's page, with JavaScript (a fetcher: the page stays) and without (a
 * plain post and a redirect), on the app instance with Twilio configured; the loopback Twilio receives the reply.
 */

/** A number of its own per run and project (js-on and js-off share the phone app). */
const texterFor = (project: string) => `+1571${String(Date.now() % 1e6).padStart(6, "0")}${project === "js-on" ? 1 : 2}`;

/** A text to the site's second number (google-ads), posted and signed as Twilio does. */
async function textIn(request: import("@playwright/test").APIRequestContext, from: string, body: string) {
  const url = `${phoneApp.url}/webhooks/twilio/sms`;
  const fields = { AccountSid: phoneApp.sid, MessageSid: `SM${from.slice(1)}${"e".repeat(21)}`, From: from, To: phoneApp.numbers[1]!, Body: body };
  const answer = await request.post(url, { form: fields, headers: { "X-Twilio-Signature": twilioSignature(phoneApp.token, url, fields) } });
  expect(answer.status()).toBe(200);
}

const received = async (request: import("@playwright/test").APIRequestContext) =>
  (await (await request.get(`${phoneApp.twilioUrl}/__fake/messages`)).json()) as TwilioMessage[];

test("an admin opens a text lead, replies, sees the reply queued, and the loopback Twilio receives it", async ({ phoneAdminPage: page, javaScriptEnabled }, info) => {
  const texter = texterFor(info.project.name);
  await textIn(page.request, texter, "Is someone free to look at a buzzing breaker?");

  await page.goto(`/admin/leads?kind=text&q=${texter.slice(-7)}`);
  await expect(page.getByRole("combobox", { name: "Kind" })).toHaveValue("text");
  const row = page.getByTestId("lead-row");
  await expect(row).toHaveCount(1);
  await row.getByRole("link", { name: "(no name)" }).click();

  const thread = page.getByTestId("lead-thread");
  await expect(thread.getByTestId("thread-text")).toHaveCount(1);
  await expect(thread.getByTestId("thread-text").first()).toContainText("Customer");
  await expect(thread).toContainText("Is someone free to look at a buzzing breaker?");

  // An empty text is refused by the same schema in the browser or by the action.
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Please write the text to send")).toBeVisible();

  // With JavaScript the page is not loaded again: a mark left on the window survives the reply.
  if (javaScriptEnabled) await page.evaluate(() => Object.assign(window, { __stayed: true }));
  await page.getByLabel("Text the customer").fill("We can come by at 4 pm today.");
  await page.getByRole("button", { name: "Send" }).click();
  const reply = thread.getByTestId("thread-text").nth(1);
  await expect(reply).toContainText("Office");
  await expect(reply).toContainText("We can come by at 4 pm today.");
  await expect(reply.getByTestId("text-state")).toHaveText("Queued");
  await expect(page.getByText("Text queued: it goes out from the number they used")).toBeVisible();
  await expect(page.getByLabel("Text the customer")).toHaveValue("");
  if (javaScriptEnabled) expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);

  await expect.poll(async () => (await received(page.request)).filter((m) => m.to === texter), { timeout: 10_000 }).toEqual([
    expect.objectContaining({ from: phoneApp.numbers[1], to: texter, body: "We can come by at 4 pm today.", statusCallback: `${phoneApp.url}/webhooks/twilio/message-status` }),
  ]);

  // axe runs as a script in the page: with JavaScript only.
  if (!javaScriptEnabled) return;
  await page.waitForLoadState("networkidle");
  const results = await axe(page).include("#main").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
