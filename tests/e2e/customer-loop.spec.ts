import { sql } from "drizzle-orm";
import ICAL from "ical.js";
import { createDb, type DbHandle } from "~db/client";
import { requestStatusText } from "~/content/request-status";
import { visitText } from "~/content/visit";
import { localDay, withinDailyHours, zonedInstant } from "~/lib/platform/office-clock.server";
import type { PhoneDeps } from "~/lib/phone/phone-settings.server";
import { processTexts } from "~/lib/phone/text-outbox.server";
import { processReviewRequests } from "~/lib/reviews/review-requests.server";
import { rowsOf } from "~/models/sql.server";
import { type BuiltServer, loginOverHttp, startBuiltServer } from "../support/built-server";
import { startSmtp } from "../support/smtp";
import { type FakeTwilio, OFFICE_ALL_DAY, startFakeTwilio } from "../support/twilio";
import { expect, test, type Browser, type Page } from "./test";

/**
 * The loop after a request, walked whole as the customer and the office meet it, without JavaScript (docs/visits.md):
 * a Spanish estimate and its page, a visit booked from a phone with its calendar file, the reminder the evening
 * before (on the test clock, before the customer moves the visit: the first booking's), another time picked by the
 * customer, "on my way", and the review request after the job. The server runs on the wall clock; the reminder and the
 * review request are sent by the outbox and the review worker as the server runs them, on a test clock, against the
 * server's own database (Postgres: an embedded database is the server's alone).
 */
test.describe.configure({ mode: "serial" });
test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the loop without JavaScript; with it the same forms post through Remix");
test.skip(!process.env.TEST_DATABASE_URL, "the test clock's outbox works on the server's own Postgres database (TEST_DATABASE_URL)");

const TZ = "America/New_York";
const WEBSITE = "+17035550142";
const CUSTOMER = { name: "Rosa Díaz Lazo", email: "rosa.lazo@example.com", phone: "+17035550188" };
const ADMIN = { email: "loop-admin@valor.test", password: "a long loop admin password 7" };
const SECRET = "built-server-test-secret-0123456789abcdef";
const GOOGLE = "https://g.page/r/valor-electric-loop/review";
const PHONE_SCREEN = { width: 390, height: 844 };
const es = requestStatusText.es;

let server: BuiltServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let twilio: FakeTwilio;
let handle: DbHandle;
let clock = new Date();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  [smtp, twilio] = await Promise.all([startSmtp(), startFakeTwilio({ from: WEBSITE, numbers: [WEBSITE] })]);
  server = await startBuiltServer({
    admin: ADMIN,
    postgres: true,
    env: {
      ...OFFICE_ALL_DAY,
      SMTP_URL: smtp.url,
      OFFICE_EMAIL: "office@loop.test",
      TWILIO_ACCOUNT_SID: twilio.sid,
      TWILIO_AUTH_TOKEN: twilio.token,
      TWILIO_API_URL: twilio.url,
      TWILIO_NUMBERS: `${WEBSITE}=website`,
      GOOGLE_REVIEW_URL: GOOGLE,
      // The server's outboxes send at any hour of the wall clock; the test's clock keeps the office's hours.
      REVIEW_SENDING_HOURS: "00:00-24:00",
      OUTBOX_RETRY_BASE_MS: "200",
    },
  });
  handle = createDb({ url: server.databaseUrl!, dataDir: "" });
});
test.afterAll(async () => {
  await handle?.close();
  await server?.stop();
  await Promise.all([smtp?.stop(), twilio?.stop()]);
});

/** The text outbox as the server runs it (docs/phone.md), on the test clock, with the office's sending hours. */
const phoneDeps = (): PhoneDeps => ({
  db: handle.db,
  authToken: twilio.token,
  accountSid: twilio.sid,
  apiUrl: twilio.url,
  siteUrl: server.url,
  numbers: [{ number: WEBSITE, source: "website" }],
  officePhones: [],
  officeHours: "00:00-00:00",
  timeZone: TZ,
  fallbackPhones: [],
  businessName: "Valor Electric",
  limits: { textBacksPerHour: 10, alertsPerHour: 10 },
  textRules: { canada: false },
  officeEmail: "office@loop.test",
  mailQueued: () => {},
  now: () => clock,
});
const SENDING_HOURS = "09:00-20:00";
const sendDueTexts = () => processTexts(phoneDeps(), { sendingHours: (now) => withinDailyHours(SENDING_HOURS, TZ, now) });

const textsToCustomer = () => twilio.messages.filter((m) => m.to === CUSTOMER.phone).map((m) => m.body);
/** Waits (bounded) for the `n`th text to the customer that says `words`, sent by the server's outbox. */
async function textSaying(words: string, n = 1) {
  const saying = () => textsToCustomer().filter((body) => body.includes(words));
  await expect.poll(() => saying().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(n);
  return saying()[n - 1]!;
}
const BOOKED = "su visita quedó reservada";

let session = "";
/** The office on its phone, signed in through the real forms (once), without JavaScript. */
async function officePhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE_SCREEN });
  session ||= await loginOverHttp(server, ADMIN);
  await context.addCookies(session.split("; ").map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1), url: server.url })));
  return context.newPage();
}

let requestPath = "";
let leadPath = "";

test("1. an estimate sent in Spanish: its confirmation mail links its page, which says received, in Spanish", async ({ page }) => {
  await page.setViewportSize(PHONE_SCREEN);
  await page.goto(`${server.url}/es/estimate`);
  const form = page.locator("form:has(textarea[name=description])");
  await form.getByLabel("Nombre completo").fill(CUSTOMER.name);
  await form.getByLabel("Correo electrónico").fill(CUSTOMER.email);
  await form.getByLabel("Teléfono").fill("(703) 555-0188");
  await form.getByLabel("Dirección del servicio").fill("12 Oak St, Fairfax, VA 22030");
  await form.getByLabel("Servicio que necesita").selectOption({ index: 1 });
  await form.getByLabel("Descripción del proyecto").fill("Dos enchufes de la cocina no tienen corriente.");
  await form.locator("button[type=submit]").click();

  await expect.poll(() => smtp.received.some((mail) => mail.to.includes(CUSTOMER.email)), { timeout: 20_000 }).toBe(true);
  const mail = smtp.received.find((received) => received.to.includes(CUSTOMER.email))!;
  requestPath = /\/status\/[A-Za-z0-9_-]{32}/.exec(mail.text)![0];
  await page.goto(`${server.url}${requestPath}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByTestId("request-status")).toContainText(es.received);
  await expect(page.getByText("Dos enchufes de la cocina no tienen corriente.")).toBeVisible();
});

test("2. the office books a visit from a 390 px phone; the customer's text links a calendar file with the right times across the change of clocks", async ({ browser }) => {
  const office = await officePhone(browser);
  await office.goto(`${server.url}/admin/leads?q=${encodeURIComponent(CUSTOMER.name)}`);
  await office.getByTestId("lead-card").getByRole("link", { name: CUSTOMER.name }).click();
  leadPath = new URL(office.url()).pathname;
  const visit = office.getByRole("region", { name: "Visit" });
  // Sunday March 14, 2027: the clocks go forward at 2:00, so 8:00 is four hours behind UTC, not five.
  await visit.getByLabel("Day").fill("2027-03-14");
  await visit.getByLabel("Arrival window").selectOption({ label: "8:00 AM – 10:00 AM" });
  await visit.getByLabel("Who goes").selectOption({ label: "Derek Simmons" });
  await visit.getByRole("button", { name: "Book the visit" }).click();
  await expect(visit.getByTestId("lead-visits")).toContainText("Derek Simmons");

  const text = await textSaying(BOOKED);
  const link = /https?:\/\/\S+\/visit\.ics/.exec(text)![0];
  const file = await (await fetch(link)).text();
  const calendar = new ICAL.Component(ICAL.parse(file));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  expect(calendar.getFirstSubcomponent("vevent")!.getFirstProperty("dtstart")!.getParameter("tzid")).toBe(TZ);
  expect(event.startDate.toJSDate().toISOString()).toBe("2027-03-14T12:00:00.000Z");
  expect(event.endDate.toJSDate().toISOString()).toBe("2027-03-14T14:00:00.000Z");
  await office.context().close();
});

test("4. on a test clock the reminder goes the evening before at 18:00, not at 3 a.m.", async () => {
  expect(textsToCustomer()).toHaveLength(1);
  for (const at of [zonedInstant("2027-03-13", "03:00", TZ), zonedInstant("2027-03-13", "17:59", TZ)]) {
    clock = at;
    expect(await sendDueTexts()).toEqual({ sent: 0, failed: 0 });
  }
  clock = zonedInstant("2027-03-13", "18:00", TZ);
  expect(await sendDueTexts()).toEqual({ sent: 1, failed: 0 });
  expect(textsToCustomer()[1]).toContain("mañana");
  clock = new Date();
});

test("3. the customer picks another offered time on their page, and the office sees it", async ({ browser, page }) => {
  await page.setViewportSize(PHONE_SCREEN);
  await page.goto(`${server.url}${requestPath}`);
  const visit = page.getByTestId("request-visit");
  await expect(visit.getByRole("radio")).toHaveCount(6);
  const choice = page.locator('[data-testid="visit-move-form"] li').nth(2);
  const newDay = await choice.locator("strong").innerText();
  await choice.getByRole("radio").check();
  await visit.getByRole("button", { name: es.moveButton }).click();
  await expect(visit.locator("dd").first()).toHaveText(newDay);
  // The new time's confirmation.
  expect(await textSaying(BOOKED, 2)).toContain(newDay.split(",")[0]!.toLowerCase());

  const office = await officePhone(browser);
  await office.goto(`${server.url}/admin/leads?q=${encodeURIComponent(CUSTOMER.name)}`);
  await expect(office.getByTestId("lead-card").filter({ hasText: CUSTOMER.name })).toContainText("Chose another time");
  await office.goto(`${server.url}${leadPath}`);
  await expect(office.getByTestId("lead-history")).toContainText("Chose another time");
  await office.context().close();
});

test("5. on the visit's day, On my way texts the customer and their page says so", async ({ browser, page }) => {
  // The server runs on the wall clock: the visit's day comes by moving the visit to today, not the clock to it.
  const today = localDay(new Date(), TZ);
  await handle.db.execute(
    sql`update visits set starts_at = ${zonedInstant(today, "08:00", TZ).toISOString()}::timestamptz, ends_at = ${zonedInstant(today, "10:00", TZ).toISOString()}::timestamptz where status <> 'cancelled'`,
  );
  const office = await officePhone(browser);
  await office.goto(`${server.url}${leadPath}`);
  await office.getByTestId("on-my-way").getByRole("button", { name: "30 min" }).click();
  await expect(office.getByTestId("lead-history")).toContainText("30");
  await office.context().close();

  expect(await textSaying("va en camino")).toBe(visitText.es.onMyWayText("Valor Electric", "Derek Simmons", "30", `${server.url}${requestPath}`));
  await page.goto(`${server.url}${requestPath}`);
  await expect(page.getByTestId("request-status")).toContainText(es.onTheWay);
});

test("6. the job done, the customer gets the review request", async ({ browser }) => {
  const office = await officePhone(browser);
  await office.goto(`${server.url}${leadPath}`);
  await office.getByTestId("lead-status-control").selectOption("won");
  await office.getByRole("button", { name: "Save" }).first().click();
  await office.getByRole("button", { name: "Job done" }).click();
  await expect(office.getByTestId("lead-review")).toBeVisible();
  await office.context().close();

  // The review worker as the server runs it, on the test clock: two hours after the job, inside the sending hours.
  const [done] = rowsOf<{ done_at: string | Date }>(await handle.db.execute(sql`select done_at from review_requests`));
  clock = new Date(new Date(done!.done_at).getTime() + 2 * 60 * 60_000);
  // After the sending hours: the next hour they are open (at most a day on).
  for (let hours = 0; hours < 24 && !withinDailyHours(SENDING_HOURS, TZ, clock); hours++) clock = new Date(clock.getTime() + 60 * 60_000);
  expect(
    await processReviewRequests({
      db: handle.db,
      secret: SECRET,
      siteUrl: server.url,
      timeZone: TZ,
      sendingHours: SENDING_HOURS,
      delayHours: 2,
      googleReviewUrl: GOOGLE,
      business: () => Promise.resolve({ name: "Valor Electric", phone: "(703) 555-0142" }),
      textFrom: WEBSITE,
      textRules: { canada: false },
      officeEmail: "office@loop.test",
      queued: () => {},
      now: () => clock,
    }),
  ).toMatchObject({ sent: 1 });
  const request = await textSaying("/r/");
  expect(request).toMatch(new RegExp(`${server.url}/r/[A-Za-z0-9_-]{22}`));
});
