import { expect, test, type Page, type TestInfo } from "./test";
import { calendlyAppURL, calendlyDownAppURL } from "../../playwright.config";
import { brokenEventType, calendlyBookingUrl, calendlyEventTypes } from "../support/calendly";
import { expectMessage, footerLive, jsOn, submit, useOwnIp } from "./forms-support";

// These run against the two extra app instances of playwright.config.ts that have CALENDLY_TOKEN set:
// one talks to the fake Calendly API (tests/support/calendly.ts), the other to a port where nothing listens.
const SUBMIT = "Get booking link";

async function openBooking(page: Page, info: TestInfo, base: string) {
  await useOwnIp(page, info);
  if (jsOn(info)) {
    await page.goto(`${base}/privacy`);
    await footerLive(page, info);
    await page.getByTestId("footer-services").getByRole("link", { name: "Panel upgrade" }).click();
    const dialog = page.getByRole("dialog", { name: "Book a free consultation" });
    await expect(dialog).toBeVisible();
    return dialog;
  }
  await page.goto(`${base}/book?service=panel-upgrade`);
  return page.getByRole("main");
}

async function fillDetails(form: ReturnType<Page["getByRole"]>) {
  await form.getByLabel("Name").fill("Dana Ruiz");
  await form.getByLabel("Phone").fill("(571) 555-0188");
  await form.getByLabel("Email").fill("dana@example.com");
  await form.getByLabel("Additional Details").fill("Hot tub on the deck");
}

test.describe("booking through Calendly's API", () => {
  test("appointment types and the booking link come from Calendly", async ({ page }, info) => {
    const form = await openBooking(page, info, calendlyAppURL);
    const active = [...calendlyEventTypes.filter((t) => t.active), brokenEventType];
    await expect(form.getByRole("radio")).toHaveCount(active.length);
    for (const type of active) await expect(form.getByText(type.name)).toBeVisible();
    await fillDetails(form);
    await form.getByLabel(new RegExp(calendlyEventTypes[0]!.name)).check();
    expect(await submit(page, info, SUBMIT, "/book")).toBe(jsOn(info) ? null : 200);
    const open = form.getByTestId("booking-ready").getByRole("link", { name: "Open booking" });
    await expect(open).toHaveAttribute("href", new RegExp(`^${calendlyBookingUrl.replace(/[.?]/g, "\\$&")}`));
  });

  test("a link Calendly cannot create gives 'Unable to create booking link', the details kept", async ({ page }, info) => {
    const form = await openBooking(page, info, calendlyAppURL);
    await fillDetails(form);
    await form.getByLabel(new RegExp(brokenEventType.name)).check();
    expect(await submit(page, info, SUBMIT, "/book")).toBe(jsOn(info) ? null : 502);
    await expectMessage(page, "Error", "Unable to create booking link. Please try again.");
    await expect(form.getByLabel("Name")).toHaveValue("Dana Ruiz");
    await expect(form.getByLabel("Additional Details")).toHaveValue("Hot tub on the deck");
    await expect(form.getByTestId("booking-ready")).toHaveCount(0);
  });

  test("appointment types Calendly cannot list give 'Unable to load booking options'", async ({ page }, info) => {
    const form = await openBooking(page, info, calendlyDownAppURL);
    await expectMessage(page, "Error", "Unable to load booking options. Please try again.");
    await expect(form.getByRole("radio")).toHaveCount(0);
    if (jsOn(info)) await expect(form.getByRole("button", { name: SUBMIT })).toBeDisabled();
  });
});
