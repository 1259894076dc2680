import { createHash, randomBytes } from "node:crypto";
import postgres from "postgres";
import { reviewPageText } from "~/content/review-request";
import { ACK_MESSAGES } from "~/lib/emergencies/lead-acknowledgement.messages";
import { TOKEN_PAGE_REFERRER_POLICY } from "~/lib/platform/token-paths";
import { type BuiltServer, startBuiltServer } from "../support/built-server";
import { freePort } from "../support/smtp";
import { jsOn, useOwnIp } from "./forms-support";
import { expect, onlyWhere, type Page, type Response, test } from "./test";

/**
 * The pages whose link is their key (app/lib/platform/token-paths.ts) with a form on them, in Chromium: the review
 * page, its unsubscribe and the acknowledgement link. A browser posts a form from a `no-referrer` page with
 * `Origin: null`, which the framework answered with a 500: these pages send no Referer to other sites only. The
 * office's side (a finished job's request, an alert's link) is written straight into the database, on a server of
 * its own on Postgres.
 */
test.describe.configure({ mode: "serial" });
test.skip(!process.env.TEST_DATABASE_URL, "needs TEST_DATABASE_URL: the test writes to the server's database while it runs");

let server: BuiltServer;
let sql: postgres.Sql;
/** The business's Google page: another site, on a loopback port where nothing answers (no request leaves the machine). */
let GOOGLE: string;

test.beforeAll(async () => {
  GOOGLE = `https://127.0.0.1:${await freePort()}/r/valor-e2e/review`;
  server = await startBuiltServer({ postgres: true, env: { TRUST_PROXY: "1", GOOGLE_REVIEW_URL: GOOGLE } });
  sql = postgres(server.databaseUrl!, { max: 1, onnotice: () => {} });
});
test.afterAll(async () => {
  await sql?.end();
  await server?.stop();
});

/** The site keeps only a link's SHA-256 (review-settings.server.ts, alert-messages.server.ts). */
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A won lead whose review request went out an hour ago; the token of its link. */
async function reviewLink(name: string) {
  const token = randomBytes(16).toString("base64url").slice(0, 22);
  const email = `${name.split(" ")[0]!}.${token.slice(0, 6)}@example.com`.toLowerCase();
  const [lead] = await sql`insert into leads (kind, name, email, status) values ('contact', ${name}, ${email}, 'won') returning id`;
  await sql`insert into review_requests (id, lead_id, token_hash, done_at, channel, sent_at)
    values (gen_random_uuid(), ${lead!.id}, ${hashOf(token)}, now() - interval '3 hours', 'email', now() - interval '1 hour')`;
  return { leadId: String(lead!.id), token, email };
}

/** An emergency lead and an alert's acknowledgement link to it, for the given electrician. */
async function ackLink(leadName: string, person: string) {
  const token = randomBytes(24).toString("base64url");
  const [lead] = await sql`insert into leads (kind, name, phone, emergency) values ('contact', ${leadName}, '+15715550190', true) returning id`;
  await sql`insert into ack_tokens (token_hash, lead_id, person_name, expires_at) values (${hashOf(token)}, ${lead!.id}, ${person}, now() + interval '2 hours')`;
  return { leadId: String(lead!.id), token };
}

/** Clicks a form's button and waits for the page its POST leads to; the POST's response. */
async function post(page: Page, button: string, path: string): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === path),
    page.getByRole("button", { name: button }).click(),
  ]);
  await page.waitForLoadState("domcontentloaded");
  return response;
}

/** What the browser sent with a form's POST: the page's own origin, as a page with a same-origin policy sends it. */
async function expectOwnOrigin(response: Response) {
  expect(await response.request().headerValue("origin")).toBe(server.url);
}

test("the customer rates the job on the review page: saved, and thanked", async ({ page }, info) => {
  await useOwnIp(page, info);
  const link = await reviewLink(jsOn(info) ? "Ann Lee" : "Ben Hart");
  const opened = await page.goto(`${server.url}/r/${link.token}`);
  expect(opened?.status()).toBe(200);
  const form = page.getByTestId("review-form");
  await form.getByLabel("4 stars").check();
  await form.getByLabel(reviewPageText.en.comment).fill("Tidy work, on time.");
  await form.getByLabel(reviewPageText.en.consent).check();
  const answer = await post(page, reviewPageText.en.send, `/r/${link.token}`);
  expect(answer.status()).toBe(303);
  await expectOwnOrigin(answer);
  await expect(page.getByTestId("review-page")).toHaveAttribute("data-state", "answered");
  await expect(page.getByRole("heading", { name: reviewPageText.en.thanksTitle })).toBeVisible();
  const [saved] = await sql`select rating, comment, consent, rated_at from review_requests where lead_id = ${link.leadId}`;
  expect(saved).toMatchObject({ rating: 4, comment: "Tidy work, on time.", consent: true });
  expect(saved!.rated_at).not.toBeNull();
});

test("the customer stops review requests with the unsubscribe button", async ({ page }, info) => {
  await useOwnIp(page, info);
  const link = await reviewLink(jsOn(info) ? "Cleo Grant" : "Dee Park");
  await page.goto(`${server.url}/r/${link.token}/unsubscribe`);
  await expect(page.getByText(reviewPageText.en.unsubscribe(link.email))).toBeVisible();
  const done = await post(page, reviewPageText.en.unsubscribeButton, `/r/${link.token}/unsubscribe`);
  expect(done.status()).toBe(200);
  await expectOwnOrigin(done);
  await expect(page.getByRole("status")).toHaveText(reviewPageText.en.unsubscribed);
  expect(await sql`select email from review_unsubscribes where email = ${link.email}`).toHaveLength(1);
  expect(await sql`select stopped from review_requests where lead_id = ${link.leadId}`).toEqual([{ stopped: "unsubscribed" }]);
});

test("the electrician acknowledges an emergency with the alert's link", async ({ page }, info) => {
  await useOwnIp(page, info);
  const person = jsOn(info) ? "Dana Whitfield" : "Eli Ross";
  const link = await ackLink("Fay Lin", person);
  await page.goto(`${server.url}/ack/${link.token}`);
  const button = `${ACK_MESSAGES.confirmButton} (${person})`;
  if (jsOn(info)) {
    // With JavaScript the button's post is Remix's own fetch; the page shows the answer in place.
    await page.getByRole("button", { name: button }).click();
  } else {
    const done = await post(page, button, `/ack/${link.token}`);
    expect(done.status()).toBe(200);
    await expectOwnOrigin(done);
  }
  await expect(page.getByTestId("ack-result")).toHaveText(ACK_MESSAGES.done(person));
  const [lead] = await sql`select acknowledged_by, acknowledged_at from leads where id = ${link.leadId}`;
  expect(lead!.acknowledged_by).toBe(person);
  expect(lead!.acknowledged_at).not.toBeNull();
});

onlyWhere((jsOn) => !jsOn, "server answers are the same for both projects", () => {
  test("every answer under a key's path is private: no-store, noindex, and no Referer to another site", async ({ page, request }, info) => {
    await useOwnIp(page, info);
    const review = await reviewLink("Gus Hale");
    const ack = await ackLink("Hal Ode", "Ivy Chen");
    // Routes match in any case: so do the headers.
    for (const path of [`/r/${review.token}`, `/R/${review.token}`, `/r/${review.token}/unsubscribe`, `/r/${review.token}/google`, `/ack/${ack.token}`, `/r/${"A".repeat(22)}`, "/status/not-a-token"]) {
      const response = await request.get(`${server.url}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
      expect(response.headers()["x-robots-tag"], path).toBe("noindex");
      expect(response.headers()["referrer-policy"], path).toBe(TOKEN_PAGE_REFERRER_POLICY);
    }

    // The Google link from the thanks page: our redirect gets the page's URL (same origin), Google gets nothing.
    await page.goto(`${server.url}/r/${review.token}`);
    await page.getByTestId("review-form").getByLabel("5 stars").check();
    await post(page, reviewPageText.en.send, `/r/${review.token}`);
    const toGoogle = page.waitForRequest(GOOGLE);
    await page.getByTestId("google-review-link").click();
    const atGoogle = await toGoogle;
    const ours = atGoogle.redirectedFrom()!;
    expect(ours.url()).toBe(`${server.url}/r/${review.token}/google`);
    expect(ours.headers()["referer"]).toBe(`${server.url}/r/${review.token}`);
    expect(atGoogle.headers()["referer"]).toBeUndefined();
  });
});
